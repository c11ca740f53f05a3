import { describe, expect, it } from 'vitest';
import { getNewsTone, newsToneClasses } from './category-tone';

describe('getNewsTone', () => {
  it('recognises Culture in both languages', () => {
    expect(getNewsTone('Culture')).toBe('culture');
    expect(getNewsTone('cultuur')).toBe('culture');
  });
  it('recognises Travel in both languages', () => {
    expect(getNewsTone('Travel')).toBe('travel');
    expect(getNewsTone('Reizen')).toBe('travel');
  });
  it('gives the default to other categories', () => {
    for (const c of ['Food', 'Events', 'Nature', 'Agriculture', '', null]) expect(getNewsTone(c)).toBe('other');
  });
  it('has a distinct colour per tone', () => {
    const values = Object.values(newsToneClasses);
    expect(new Set(values).size).toBe(values.length);
  });
});
