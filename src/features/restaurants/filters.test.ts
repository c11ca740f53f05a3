import { describe, expect, it } from 'vitest';
import { getRestaurantCategories, isRestaurantCategory, matchesRestaurantCategory } from './filters';

const r = (cuisine: string, priceRange = '$$') => ({ cuisine, priceRange });

describe('restaurant filters', () => {
  it('fine-dining matches "fine" in the cuisine or a $$$$ price', () => {
    expect(matchesRestaurantCategory(r('Fine Dining'), 'fine-dining')).toBe(true);
    expect(matchesRestaurantCategory(r('Seafood', '$$$$'), 'fine-dining')).toBe(true);
    expect(matchesRestaurantCategory(r('Seafood', '$$$'), 'fine-dining')).toBe(false);
  });
  it('street-food matches "street" or a $ price', () => {
    expect(matchesRestaurantCategory(r('STREET FOOD'), 'street-food')).toBe(true);
    expect(matchesRestaurantCategory(r('Javanese', '$'), 'street-food')).toBe(true);
    expect(matchesRestaurantCategory(r('Javanese', '$$'), 'street-food')).toBe(false);
  });
  it('local-creole matches creole or surinamese, case-insensitively', () => {
    expect(matchesRestaurantCategory(r('Creole'), 'local-creole')).toBe(true);
    expect(matchesRestaurantCategory(r('Modern surinamese'), 'local-creole')).toBe(true);
    expect(matchesRestaurantCategory(r('Hindustani'), 'local-creole')).toBe(false);
  });
  it('international matches international, chinese or italian', () => {
    for (const c of ['International', 'Chinese', 'Italian pizza']) {
      expect(matchesRestaurantCategory(r(c), 'international')).toBe(true);
    }
    expect(matchesRestaurantCategory(r('Javanese'), 'international')).toBe(false);
  });
  it('all matches everything', () => {
    expect(matchesRestaurantCategory(r(''), 'all')).toBe(true);
  });
  it('lists every category a restaurant belongs to', () => {
    expect(getRestaurantCategories(r('Surinamese street food', '$'))).toEqual(['street-food', 'local-creole']);
    expect(getRestaurantCategories(r('Italian fine dining', '$$$$'))).toEqual(['fine-dining', 'international']);
  });
  it('recognises only the spec values', () => {
    expect(isRestaurantCategory('fine-dining')).toBe(true);
    expect(isRestaurantCategory('Fine Dining')).toBe(false);
    expect(isRestaurantCategory(undefined)).toBe(false);
  });
});
