import { describe, expect, it } from 'vitest';
import { eventToneClasses, getEventTone } from './category-tone';

describe('getEventTone', () => {
  it('gives Club Night its tone in both languages', () => {
    expect(getEventTone('Club Night')).toBe('club');
    expect(getEventTone('Clubavond')).toBe('club');
  });
  it('gives Live Music its tone in both languages', () => {
    expect(getEventTone('Live Music')).toBe('music');
    expect(getEventTone('live muziek')).toBe('music');
  });
  it('gives every other category the default tone', () => {
    for (const c of ['Cultural', 'Cultureel', 'Festival', '', null, undefined]) expect(getEventTone(c)).toBe('other');
  });
  it('has distinct classes per tone', () => {
    const values = Object.values(eventToneClasses);
    expect(new Set(values).size).toBe(values.length);
  });
});
