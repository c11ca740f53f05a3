/**
 * Flat-vector illustrations for the demo content: the only pictures on the seeded site.
 *
 * `renderIllustrationSvg` draws one self-contained SVG (no text, fonts, scripts or outside
 * references) for a scene of the catalogue. Every scene is composed on a 1200 x 800 design
 * canvas and fitted to the requested size like `object-fit: cover`, so the important parts
 * sit near the centre. A small pseudo-random generator seeded by `spec.seed` varies each
 * picture; the same spec always gives the same SVG.
 *
 * Variants, named by `spec.variant` (see variants.ts) or else picked by the seed:
 * - dish: rice plate (nasi / moksi alesi), roti with curry, soup bowl (saoto / pindasoep), noodles (bami)
 *   (seed % 4 picks among these four), grilled fish, pom, bakabana, dim sum, pasta, a fine-dining plate, pastries
 * - grill: chicken (skewers, drumsticks, corn) or fish
 * - wildlife: toucan, scarlet macaw, blue poison dart frog
 * - boat: rainforest bank, town waterfront
 * One file per scene family in this folder; core.ts holds the drawing context.
 */
import { sceneBoat } from './boat';
import { sceneBeach } from './coast';
import { Ctx, DH, DW, type Scene, XMLNS } from './core';
import { sceneDish } from './dish';
import { sceneDrinks } from './drinks';
import { sceneGrill } from './grill';
import { sceneRainforest, sceneRiver } from './forest';
import { sceneMarket } from './market';
import { scenePortrait } from './portrait';
import { sceneFestival, sceneMusic } from './stage';
import { sceneCity } from './town';
import type { IllustrationSpec } from '~/db/seed/types';
import { sceneVillage } from './village';
import { sceneWaterfall } from './waterfall';
import { sceneWildlife } from './wildlife';
import { variantNumber } from './variants';

export { FOOD_SCENES, illustrationVariant, SCENE_VARIANTS } from './variants';

const SCENES: Record<Scene, (c: Ctx) => string> = {
  river: sceneRiver,
  rainforest: sceneRainforest,
  waterfall: sceneWaterfall,
  city: sceneCity,
  market: sceneMarket,
  dish: sceneDish,
  drinks: sceneDrinks,
  grill: sceneGrill,
  music: sceneMusic,
  festival: sceneFestival,
  beach: sceneBeach,
  village: sceneVillage,
  wildlife: sceneWildlife,
  boat: sceneBoat,
  portrait: scenePortrait,
};

/** Every scene the module can draw. */
export const illustrationScenes = Object.keys(SCENES) as Scene[];

function size(v: number, fallback: number): number {
  return Number.isFinite(v) && v >= 1 ? Math.round(v) : fallback;
}

/**
 * A self-contained SVG picture of `spec.scene` at `width` x `height` pixels (viewBox of the same
 * size). Deterministic: the same spec and size always give the same markup.
 */
export function renderIllustrationSvg(spec: IllustrationSpec, width: number, height: number): string {
  const W = size(width, DW);
  const H = size(height, DH);
  const scene: Scene = Object.prototype.hasOwnProperty.call(SCENES, spec.scene) ? spec.scene : 'river';
  const seed = Number.isFinite(spec.seed) ? Math.trunc(spec.seed) : 0;
  const c = new Ctx(scene, seed, Array.isArray(spec.palette) ? spec.palette : [], variantNumber({ scene, seed, variant: spec.variant }));
  const body = SCENES[scene](c);
  const s = Math.max(W / DW, H / DH);
  const tx = (W - DW * s) / 2;
  const ty = (H - DH * s) / 2;
  const fit = `translate(${Math.round(tx * 100) / 100} ${Math.round(ty * 100) / 100}) scale(${Math.round(s * 100000) / 100000})`;
  return `<svg xmlns="${XMLNS}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defsXml()}</defs><g transform="${fit}">${body}</g></svg>`;
}
