import { describe, expect, it } from 'vitest';
import { getTourCategories, isTourCategory, matchesTourCategory } from './filters';

describe('tour filters', () => {
  it.each([
    ['adventure', 'Adventure', true],
    ['adventure', 'Hiking trip', true],
    ['adventure', 'Nature', false],
    ['cultural', 'Cultural', true],
    ['cultural', 'Cultural Heritage', true],
    ['cultural', 'heritage walk', true],
    ['cultural', 'River Cruise', false],
    ['nature', 'Nature', true],
    ['nature', 'Wildlife & Nature', true],
    ['nature', 'wildlife', true],
    ['nature', 'Adventure', false],
    ['river-cruise', 'River Cruise', true],
    ['river-cruise', 'Sunset cruise', true],
    ['river-cruise', 'Upper river trip', true],
    ['river-cruise', 'Cultural', false],
  ] as const)('%s vs category "%s" -> %s', (filter, category, expected) => {
    expect(matchesTourCategory({ category }, filter)).toBe(expected);
  });
  it('all matches everything', () => {
    expect(matchesTourCategory({ category: '' }, 'all')).toBe(true);
  });
  it('lists every filter a tour belongs to', () => {
    expect(getTourCategories({ category: 'Wildlife river cruise' })).toEqual(['nature', 'river-cruise']);
    expect(getTourCategories({ category: 'Food' })).toEqual([]);
  });
  it('recognises only the spec values', () => {
    expect(isTourCategory('river-cruise')).toBe(true);
    expect(isTourCategory('river')).toBe(false);
  });
});
