import { describe, expect, it } from 'vitest';
import { eventToneClasses, getEventTone } from './category-tone';

describe('getEventTone', () => {
  it('paints Club Night purple in both languages', () => {
    expect(getEventTone('Club Night')).toBe('club');
    expect(getEventTone('Clubavond')).toBe('club');
  });
  it('paints Live Music green in both languages', () => {
    expect(getEventTone('Live Music')).toBe('music');
    expect(getEventTone('live muziek')).toBe('music');
  });
  it('paints every other category orange', () => {
    for (const c of ['Cultural', 'Cultureel', 'Festival', '', null, undefined]) expect(getEventTone(c)).toBe('other');
  });
  it('has distinct classes per tone', () => {
    const values = Object.values(eventToneClasses);
    expect(new Set(values).size).toBe(values.length);
  });
});
