import { describe, expect, it } from 'vitest';
import { seedEvents } from './content/events';
import { seedRestaurants } from './content/restaurants';
import { seedTours } from './content/tours';
import { FOOD_SCENES, illustrationScenes, illustrationVariant, renderIllustrationSvg, SCENE_VARIANTS } from './illustrations';
import type { IllustrationSpec } from './types';

const ALL_SCENES: IllustrationSpec['scene'][] = [
  'river',
  'rainforest',
  'waterfall',
  'city',
  'market',
  'dish',
  'drinks',
  'grill',
  'music',
  'festival',
  'beach',
  'village',
  'wildlife',
  'boat',
  'portrait',
];

const palette = ['#0f766e', '#f59e0b', '#1e3a8a'];

/** Checks that every element is closed in order (a light well-formedness test, no XML parser needed). */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

describe('renderIllustrationSvg', () => {
  it('knows every scene of the IllustrationSpec type', () => {
    expect([...illustrationScenes].sort()).toEqual([...ALL_SCENES].sort());
  });

  describe.each(ALL_SCENES)('scene %s', (scene) => {
    const spec: IllustrationSpec = { scene, palette, seed: 11 };

    it('renders a well-formed SVG with the requested size and viewBox', () => {
      for (const [w, h] of [
        [1200, 800],
        [400, 300],
        [1600, 900],
        [640, 640],
      ] as const) {
        const svg = renderIllustrationSvg(spec, w, h);
        expect(svg.startsWith('<svg ')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).toContain(`width="${w}"`);
        expect(svg).toContain(`height="${h}"`);
        expect(svg).toContain(`viewBox="0 0 ${w} ${h}"`);
        expect(tagsBalance(svg)).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    });

    it('only references definitions it contains', () => {
      const svg = renderIllustrationSvg(spec, 1200, 800);
      const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const m of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(m[1])).toBe(true);
    });

    it('is self-contained: no outside resources, scripts, links or text', () => {
      const svg = renderIllustrationSvg(spec, 1200, 800);
      const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(withoutNamespace).not.toContain('http');
      expect(svg.toLowerCase()).not.toContain('<script');
      expect(svg).not.toContain('href=');
      expect(svg).not.toMatch(/<(image|text|foreignObject|style)\b/);
      expect(svg).not.toMatch(/\son\w+=/);
    });

    it('stays small', () => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        expect(renderIllustrationSvg({ scene, palette, seed }, 1200, 800).length).toBeLessThan(24_000);
      }
    });

    it('is deterministic for the same spec', () => {
      expect(renderIllustrationSvg(spec, 1200, 800)).toBe(renderIllustrationSvg({ ...spec, palette: [...palette] }, 1200, 800));
    });

    it('differs between seeds and between palettes', () => {
      const a = renderIllustrationSvg({ scene, palette, seed: 1 }, 1200, 800);
      const b = renderIllustrationSvg({ scene, palette, seed: 2 }, 1200, 800);
      const c = renderIllustrationSvg({ scene, palette: ['#c0392b', '#27ae60', '#f1c40f'], seed: 1 }, 1200, 800);
      expect(a).not.toBe(b);
      expect(a).not.toBe(c);
    });
  });

  it('copes with odd input: short or invalid palettes, negative or fractional seeds, bad sizes', () => {
    const odd: IllustrationSpec[] = [
      { scene: 'dish', palette: [], seed: -3 },
      { scene: 'boat', palette: ['#abc'], seed: 2.7 },
      { scene: 'market', palette: ['not-a-colour', '#123456'], seed: Number.NaN },
    ];
    for (const spec of odd) {
      const svg = renderIllustrationSvg(spec, 300, 200);
      expect(svg).toContain('viewBox="0 0 300 200"');
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(tagsBalance(svg)).toBe(true);
    }
    const fallback = renderIllustrationSvg({ scene: 'river', palette, seed: 1 }, Number.NaN, -5);
    expect(fallback).toContain('viewBox="0 0 1200 800"');
  });
});

describe('named variants', () => {
  it.each(Object.entries(SCENE_VARIANTS))('every %s variant draws its own well-formed picture', (scene, variants) => {
    const svgs = variants!.names.map((variant) => renderIllustrationSvg({ scene: scene as IllustrationSpec['scene'], variant, palette, seed: 5 }, 600, 400));
    for (const svg of svgs) {
      expect(tagsBalance(svg)).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg.length).toBeLessThan(24_000);
    }
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(illustrationVariant({ scene: scene as IllustrationSpec['scene'], variant: variants!.names.at(-1), seed: 0 })).toBe(
      `${scene}:${variants!.names.at(-1)}`,
    );
  });

  it('an unnamed spec keeps picking by seed (the first four dishes), an unknown name falls back to the seed', () => {
    expect(illustrationVariant({ scene: 'dish', seed: 9 })).toBe('dish:roti');
    expect(renderIllustrationSvg({ scene: 'dish', palette, seed: 9 }, 600, 400)).toBe(
      renderIllustrationSvg({ scene: 'dish', variant: 'roti', palette, seed: 9 }, 600, 400),
    );
    expect(illustrationVariant({ scene: 'dish', variant: 'sushi', seed: 2 })).toBe('dish:soup');
    expect(illustrationVariant({ scene: 'music', seed: 4 })).toBe('music:seed-4');
  });
});

describe("the demo places' pictures (issue 21: pictures that tell places apart)", () => {
  const places = [
    ...seedRestaurants.map((r) => ({ kind: 'restaurant', name: r.en.name, pictures: r.illustrations })),
    ...seedTours.map((t) => ({ kind: 'tour', name: t.en.name, pictures: t.illustrations })),
    ...seedEvents.map((e) => ({ kind: 'event', name: e.en.name, pictures: [e.illustration] })),
  ];

  it('gives no two places the same main picture (scene and variant)', () => {
    const seen = new Map<string, string>();
    for (const place of places) {
      const key = illustrationVariant(place.pictures[0]!);
      expect(seen.get(key), `${place.name} and ${seen.get(key)} both show ${key}`).toBeUndefined();
      seen.set(key, place.name);
    }
  });

  it('repeats no picture within a place, and names only variants that exist', () => {
    for (const place of places) {
      const keys = place.pictures.map(illustrationVariant);
      expect(new Set(keys).size, place.name).toBe(keys.length);
      for (const spec of place.pictures) if (spec.variant) expect(SCENE_VARIANTS[spec.scene]?.names, place.name).toContain(spec.variant);
    }
  });

  it('shows food in every restaurant picture, a place outdoors for tours and a stage, festival or market for events', () => {
    for (const place of places) {
      const scenes = place.pictures.map((p) => p.scene);
      if (place.kind === 'restaurant') for (const scene of scenes) expect(FOOD_SCENES, place.name).toContain(scene);
      if (place.kind === 'tour') expect(['river', 'rainforest', 'waterfall', 'wildlife', 'beach', 'boat', 'city', 'village'], place.name).toContain(scenes[0]);
      if (place.kind === 'event') expect(['music', 'festival', 'market'], place.name).toContain(scenes[0]);
    }
  });
});
