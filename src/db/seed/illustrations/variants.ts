/**
 * The named variants of the scenes that draw different things (issue 21): a content item names one
 * with `variant` (for example a dish scene with 'roti'); without a name the seed picks, as before
 * (seed % the count given here, which for the dish is its first four dishes).
 */
import type { IllustrationSpec } from '~/db/seed/types';

type Scene = IllustrationSpec['scene'];

export const SCENE_VARIANTS: Partial<Record<Scene, { names: readonly string[]; bySeed: number }>> = {
  dish: { names: ['rice', 'roti', 'soup', 'noodles', 'fish', 'pom', 'bakabana', 'dimsum', 'pasta', 'plated', 'pastry'], bySeed: 4 },
  grill: { names: ['chicken', 'fish'], bySeed: 2 },
  wildlife: { names: ['toucan', 'macaw', 'frog'], bySeed: 3 },
  boat: { names: ['forest', 'town'], bySeed: 2 },
};

/** The scenes that show food or drink: the only ones a restaurant's pictures use. */
export const FOOD_SCENES: readonly Scene[] = ['dish', 'drinks', 'grill'];

/** The variant number a spec draws: its named variant's index, else the seed modulo the scene's count (the seed for scenes without variants). */
export function variantNumber(spec: Pick<IllustrationSpec, 'scene' | 'seed' | 'variant'>): number {
  const v = SCENE_VARIANTS[spec.scene];
  const seed = Number.isFinite(spec.seed) ? Math.abs(Math.trunc(spec.seed)) : 0;
  if (!v) return seed;
  const named = spec.variant ? v.names.indexOf(spec.variant) : -1;
  return named >= 0 ? named : seed % v.bySeed;
}

/**
 * What a spec shows, as 'scene:variant' (e.g. 'dish:roti'); scenes without named variants differ by
 * their seed ('music:seed-4'). Two pictures with the same key are the same drawing in other colours.
 */
export function illustrationVariant(spec: Pick<IllustrationSpec, 'scene' | 'seed' | 'variant'>): string {
  const v = SCENE_VARIANTS[spec.scene];
  if (!v) return `${spec.scene}:seed-${Math.trunc(spec.seed)}`;
  return `${spec.scene}:${v.names[variantNumber(spec)]}`;
}
