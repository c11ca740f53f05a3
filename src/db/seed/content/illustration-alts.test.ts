/** The demo illustrations' alt texts (issue 21): each says what its drawing shows, in English and Dutch. */
import { describe, expect, it } from 'vitest';
import { SCENE_VARIANTS } from '~/db/seed/illustrations/variants';
import type { IllustrationSpec } from '~/db/seed/types';
import { seedEvents } from './events';
import { seedNews } from './news';
import { seedRestaurants } from './restaurants';
import { seedTours } from './tours';
import { illustrationAlt, illustrationAlts } from './illustration-alts';

const specs: IllustrationSpec[] = [
  ...seedRestaurants.flatMap((r) => r.illustrations),
  ...seedTours.flatMap((t) => t.illustrations),
  ...seedEvents.map((e) => e.illustration),
  ...seedNews.map((n) => n.illustration),
];

describe('demo illustration alts', () => {
  it('gives every demo picture an English and a Dutch alt', () => {
    for (const spec of specs) {
      const alt = illustrationAlt(spec);
      expect(alt.en, JSON.stringify(spec)).toMatch(/^Illustration: \S/);
      expect(alt.nl, JSON.stringify(spec)).toMatch(/^Illustratie: \S/);
    }
  });

  it('names each drawn variant (a roti is not just "a dish")', () => {
    for (const [scene, { names }] of Object.entries(SCENE_VARIANTS)) {
      const generic = illustrationAlt({ scene, seed: 0, palette: [] } as unknown as IllustrationSpec);
      const alts = new Set(names.map((variant) => illustrationAlt({ scene, variant, seed: 0, palette: [] } as IllustrationSpec).en));
      expect(alts.size, scene).toBe(names.length);
      for (const variant of names) expect(illustrationAlt({ scene, variant, seed: 0, palette: [] } as IllustrationSpec).en, `${scene}:${variant}`).not.toBe('');
      expect(generic.en).not.toBe('');
    }
  });

  it('lists the alts of an item in the order of its pictures, one list per language', () => {
    const { illustrations } = seedRestaurants[0]!;
    const alts = illustrationAlts(illustrations);
    expect(alts.en).toHaveLength(illustrations.length);
    expect(alts.nl).toHaveLength(illustrations.length);
    expect(alts.en[0]).toBe(illustrationAlt(illustrations[0]!).en);
  });
});
