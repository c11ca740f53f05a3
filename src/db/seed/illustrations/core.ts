/** Numbers, randomness, colours and the drawing context (Ctx) the scenes share. */
import type { IllustrationSpec } from '~/db/seed/types';

export type Scene = IllustrationSpec['scene'];
export type Rng = () => number;
export type Pt = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];
export type Mood = 'day' | 'golden' | 'dusk' | 'night';

export const DW = 1200;
export const DH = 800;
export const TAU = Math.PI * 2;
export const XMLNS = 'http://www.w3.org/2000/svg';

// ---------------------------------------------------------------------------------------------
// Numbers, randomness and colours

/** Mulberry32: a tiny, fast, well-distributed 32-bit generator. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A coordinate rounded to whole units (one decimal for small values): keeps the markup small. */
export function n(v: number): string {
  const r = Math.abs(v) < 20 ? Math.round(v * 10) / 10 : Math.round(v);
  return r === 0 ? '0' : String(r);
}

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) return null;
  let h = m[1];
  if (h.length === 3) h = h.replace(/./g, (ch) => ch + ch);
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear blend of two hex colours (t = 0 gives a, t = 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const A = parseHex(a) ?? [128, 128, 128];
  const B = parseHex(b) ?? [128, 128, 128];
  return toHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

const DEFAULT_PALETTE = ['#e4572e', '#2a9d8f', '#f4a261'] as const;

/** Drawing context: generator, palette and the collected <defs>. */
export class Ctx {
  readonly rnd: Rng;
  readonly pal: readonly [string, string, string];
  readonly variant: number;
  private readonly defs: string[] = [];
  private count = 0;
  private readonly prefix: string;

  /** `variant`: the scene's variant number (index in SCENE_VARIANTS, or the seed for scenes that pick by seed). */
  constructor(scene: Scene, seed: number, palette: readonly string[], variant = Math.abs(seed)) {
    this.rnd = mulberry32((seed ^ hashString(scene)) >>> 0);
    this.variant = variant;
    const valid = palette.map((p) => (parseHex(p) ? toHex(parseHex(p) as Rgb) : null)).filter((p): p is string => p !== null);
    const p0 = valid[0] ?? DEFAULT_PALETTE[0];
    const p1 = valid[1] ?? (valid[0] ? mix(p0, '#2a9d8f', 0.6) : DEFAULT_PALETTE[1]);
    const p2 = valid[2] ?? (valid[0] ? mix(p0, '#f4d35e', 0.6) : DEFAULT_PALETTE[2]);
    this.pal = [p0, p1, p2];
    this.prefix = `${scene.slice(0, 2)}${Math.abs(seed).toString(36)}g`;
  }

  r(a: number, b: number): number {
    return a + (b - a) * this.rnd();
  }
  /** Whole number from a to b inclusive. */
  int(a: number, b: number): number {
    return Math.min(b, Math.floor(this.r(a, b + 1)));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.min(arr.length - 1, Math.floor(this.rnd() * arr.length))] as T;
  }
  chance(p: number): boolean {
    return this.rnd() < p;
  }
  private id(): string {
    return `${this.prefix}${(this.count++).toString(36)}`;
  }
  /** A linear gradient (object bounding box units), returned as a `url(#id)` paint. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** A radial gradient (object bounding box units), returned as a `url(#id)` paint. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** Any other definition (pattern, clip path); the builder receives the id. */
  def(build: (id: string) => string): string {
    const id = this.id();
    this.defs.push(build(id));
    return id;
  }
  defsXml(): string {
    return this.defs.join('');
  }
}

function stopsXml(stops: readonly Stop[]): string {
  return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
}
