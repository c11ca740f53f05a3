/**
 * Flat-vector illustrations for the demo content: the only pictures on the seeded site.
 *
 * `renderIllustrationSvg` draws one self-contained SVG (no text, fonts, scripts or outside
 * references) for a scene of the catalogue. Every scene is composed on a 1200 x 800 design
 * canvas and fitted to the requested size like `object-fit: cover`, so the important parts
 * sit near the centre. A small pseudo-random generator seeded by `spec.seed` varies each
 * picture; the same spec always gives the same SVG.
 *
 * Variants picked by the seed (so content authors can choose them):
 * - dish: seed % 4 -> 0 rice plate (nasi / moksi alesi), 1 roti with curry, 2 soup bowl (saoto / pindasoep), 3 noodles (bami)
 * - wildlife: seed % 3 -> 0 toucan, 1 scarlet macaw, 2 blue poison dart frog
 * - boat: seed % 2 -> 0 rainforest bank, 1 town waterfront
 */
import type { IllustrationSpec } from './types';

type Scene = IllustrationSpec['scene'];
type Rng = () => number;
type Pt = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];
type Mood = 'day' | 'golden' | 'dusk' | 'night';

const DW = 1200;
const DH = 800;
const TAU = Math.PI * 2;
const XMLNS = 'http://www.w3.org/2000/svg';

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
function n(v: number): string {
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
function mix(a: string, b: string, t: number): string {
  const A = parseHex(a) ?? [128, 128, 128];
  const B = parseHex(b) ?? [128, 128, 128];
  return toHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

const DEFAULT_PALETTE = ['#e4572e', '#2a9d8f', '#f4a261'] as const;

/** Drawing context: generator, palette and the collected <defs>. */
class Ctx {
  readonly rnd: Rng;
  readonly pal: readonly [string, string, string];
  readonly variant: number;
  private readonly defs: string[] = [];
  private count = 0;
  private readonly prefix: string;

  constructor(scene: Scene, seed: number, palette: readonly string[]) {
    this.rnd = mulberry32((seed ^ hashString(scene)) >>> 0);
    this.variant = Math.abs(seed);
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

// ---------------------------------------------------------------------------------------------
// Geometry helpers

function qpt(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

/** Continues a path through points with midpoint-smoothed quadratic curves (no leading M). */
function wave(pts: readonly Pt[]): string {
  let d = '';
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i] as Pt;
    const b = pts[i + 1] as Pt;
    d += `Q${n(a[0])} ${n(a[1])} ${n((a[0] + b[0]) / 2)} ${n((a[1] + b[1]) / 2)}`;
  }
  const last = pts[pts.length - 1];
  if (last) d += `L${n(last[0])} ${n(last[1])}`;
  return d;
}

/** A closed smooth blob around a centre with a wobbly radius. */
function blob(c: Ctx, cx: number, cy: number, r: number, wobble = 0.15, k = 8, sx = 1, sy = 1): string {
  const pts: Pt[] = [];
  const off = c.r(0, TAU);
  for (let i = 0; i < k; i++) {
    const a = off + (i / k) * TAU;
    const rr = r * (1 + c.r(-wobble, wobble));
    pts.push([cx + Math.cos(a) * rr * sx, cy + Math.sin(a) * rr * sy]);
  }
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const first = pts[0] as Pt;
  const lastP = pts[k - 1] as Pt;
  const start = mid(lastP, first);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 0; i < k; i++) {
    const p = pts[i] as Pt;
    const q = pts[(i + 1) % k] as Pt;
    const m = mid(p, q);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])}`;
  }
  return `${d}Z`;
}

/** A circle as path data (to merge many dots into one path); clockwise, like rectD and blob, so overlaps unite. */
function circ(x: number, y: number, r: number): string {
  return `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 1 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 1 ${n(-2 * r)} 0`;
}

/** A rectangle as path data. */
function rectD(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
}

interface Bumps {
  d: string;
  tops: Array<readonly [x: number, y: number, w: number]>;
}

/** A bumpy edge (tree canopy) from (x0, y0) to (x1, y1); bumps bulge up, or down when `down`. */
function bumps(c: Ctx, x0: number, y0: number, x1: number, y1: number, wMin: number, wMax: number, hMin: number, hMax: number, down = false): Bumps {
  let d = `M${n(x0)} ${n(y0)}`;
  const tops: Bumps['tops'] = [];
  let x = x0;
  let prev = y0;
  const span = x1 - x0;
  while (x < x1 - 0.5) {
    let nx = x + c.r(wMin, wMax);
    if (nx > x1 - wMin * 0.4) nx = x1;
    const w = nx - x;
    const base = y0 + ((nx - x0) / span) * (y1 - y0) + (nx === x1 ? 0 : c.r(-5, 5));
    const h = c.r(hMin, hMax) * (c.chance(0.12) ? 1.5 : 1);
    d += `A${n(w / 2)} ${n(h)} 0 0 ${down ? 0 : 1} ${n(nx)} ${n(base)}`;
    tops.push([x + w / 2, (prev + base) / 2 + (down ? h : -h), w]);
    prev = base;
    x = nx;
  }
  return { d, tops };
}

/** Light clumps along a canopy edge to give it volume. */
function canopyTex(tops: Bumps['tops'], col: string, op: number): string {
  let d = '';
  for (const [x, y, w] of tops) d += circ(x - w * 0.12, y + w * 0.24, w * 0.2);
  return `<path d="${d}" fill="${col}" opacity="${op}"/>`;
}

/** Rolling hills from x = -40 to 1240 around height y. */
function ridge(c: Ctx, y: number, amp: number, fill: string, bottom = DH + 20): string {
  const ph = [c.r(0, TAU), c.r(0, TAU), c.r(0, TAU)] as const;
  const f = [c.r(1.2, 2.4), c.r(3.5, 6), c.r(8, 12)] as const;
  const pts: Pt[] = [];
  for (let x = -40; x <= 1240; x += 40) {
    const t = x / DW;
    pts.push([
      x,
      y - amp * (0.55 * Math.sin(t * f[0] * Math.PI + ph[0]) + 0.3 * Math.sin(t * f[1] * Math.PI + ph[1]) + 0.15 * Math.sin(t * f[2] * Math.PI + ph[2])),
    ]);
  }
  const first = pts[0] as Pt;
  return `<path d="M${n(first[0])} ${n(first[1])}${wave(pts.slice(1))}L1240 ${bottom}L-40 ${bottom}Z" fill="${fill}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Shared scenery

const SKY: Record<Mood, readonly [string, string, string]> = {
  day: ['#3d8fd6', '#8fcbef', '#e6f5fb'],
  golden: ['#5d8cc9', '#f2c58f', '#fde8c8'],
  dusk: ['#2b2a6a', '#b4527b', '#f7a45f'],
  night: ['#070b22', '#1c1e4f', '#3d2d66'],
};
const SUN: Record<Mood, string> = { day: '#fff8dc', golden: '#ffe29a', dusk: '#ffc27a', night: '#f4f1de' };

function skyRect(c: Ctx, mood: Mood, tint: string, h = DH): string {
  const [a, b, d] = SKY[mood];
  return `<rect width="${DW}" height="${n(h)}" fill="${c.lin([
    [0, mix(a, tint, 0.12)],
    [0.6, mix(b, tint, 0.1)],
    [1, mix(d, tint, 0.06)],
  ])}"/>`;
}

function sun(c: Ctx, x: number, y: number, r: number, mood: Mood): string {
  const col = SUN[mood];
  const glow = c.rad([
    [0, col, 0.75],
    [0.25, col, 0.3],
    [1, col, 0],
  ]);
  let s = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="${glow}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${col}"/>`;
  if (mood === 'night') s += `<path d="${circ(x - r * 0.3, y - r * 0.2, r * 0.22)}${circ(x + r * 0.35, y + r * 0.3, r * 0.15)}" fill="#d9d4bd"/>`;
  return s;
}

function stars(c: Ctx, count: number, maxY: number): string {
  let d = '';
  for (let i = 0; i < count; i++) d += circ(c.r(0, DW), c.r(0, maxY), c.r(0.8, 2.2));
  return `<path d="${d}" fill="#ffffff" opacity=".75"/>`;
}

function cloud(c: Ctx, x: number, y: number, s: number, col = '#ffffff', op = 0.9): string {
  let d = `M${n(x - 95 * s)} ${n(y)}h${n(190 * s)}a${n(10 * s)} ${n(10 * s)} 0 0 1 0 ${n(20 * s)}h${n(-190 * s)}a${n(10 * s)} ${n(10 * s)} 0 0 1 0 ${n(-20 * s)}Z`;
  const k = c.int(3, 5);
  for (let i = 0; i < k; i++) {
    const cx = x + (i - (k - 1) / 2) * 42 * s + c.r(-8, 8) * s;
    const r = c.r(22, 42) * s * (1 - Math.abs(i - (k - 1) / 2) * 0.18);
    d += circ(cx, y + 10 * s - r * 0.6, r);
  }
  return `<path d="${d}" fill="${col}" opacity="${op}"/>`;
}

function birds(c: Ctx, count: number, x0: number, x1: number, y0: number, y1: number, col: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.r(x0, x1);
    const y = c.r(y0, y1);
    const s = c.r(0.7, 1.4);
    d += `M${n(x)} ${n(y)}q${n(8 * s)} ${n(-8 * s)} ${n(15 * s)} ${n(1 * s)}q${n(7 * s)} ${n(-9 * s)} ${n(15 * s)} ${n(-1 * s)}`;
  }
  return `<path d="${d}" fill="none" stroke="${col}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function ripples(c: Ctx, y0: number, y1: number, count: number, col = '#ffffff', op = 0.3, xMin = 0, xMax = DW): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = c.r(y0, y1);
    const t = (y - y0) / Math.max(1, y1 - y0);
    const len = c.r(18, 60) * (0.5 + t);
    d += `M${n(c.r(xMin, xMax - len))} ${n(y)}h${n(len)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-opacity="${op}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`;
}

function leaf(x: number, y: number, len: number, wid: number, ang: number, fill: string, rib?: string): string {
  const r = rib ? `<path d="M${n(len * 0.05)} 0L${n(len * 0.9)} 0" stroke="${rib}" stroke-width="${n(Math.max(1.5, wid * 0.08))}"/>` : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(ang)})"><path d="M0 0Q${n(len * 0.4)} ${n(-wid)} ${n(len)} 0Q${n(len * 0.4)} ${n(wid)} 0 0Z" fill="${fill}"/>${r}</g>`;
}

/** A coconut palm; `lean` moves the crown sideways. */
function palm(c: Ctx, x: number, yb: number, h: number, lean: number, s: number, trunk: string, frond: string): string {
  const top: Pt = [x + lean, yb - h];
  const mid: Pt = [x + lean * 0.15, yb - h * 0.5];
  let o = `<path d="M${n(x - 11 * s)} ${n(yb)}Q${n(mid[0] - 8 * s)} ${n(mid[1])} ${n(top[0] - 4 * s)} ${n(top[1])}L${n(top[0] + 4 * s)} ${n(top[1])}Q${n(mid[0] + 8 * s)} ${n(mid[1])} ${n(x + 11 * s)} ${n(yb)}Z" fill="${trunk}"/>`;
  let rings = '';
  for (let k = 1; k < 10; k++) {
    const t = k / 10;
    const [px, py] = qpt([x, yb], mid, top, t);
    const w = (10 - 6 * t) * s;
    rings += `M${n(px - w)} ${n(py)}l${n(2 * w)} ${n(-2 * s)}`;
  }
  o += `<path d="${rings}" stroke="${darken(trunk, 0.3)}" stroke-width="${n(2 * s)}" fill="none"/>`;
  const k = c.int(8, 10);
  const shades = [frond, darken(frond, 0.18), lighten(frond, 0.1)];
  const paths = ['', '', ''];
  for (let i = 0; i < k; i++) {
    const a = -Math.PI - 0.4 + (i / (k - 1)) * (Math.PI + 0.8) + c.r(-0.12, 0.12);
    const L = c.r(95, 140) * s;
    const end: Pt = [top[0] + Math.cos(a) * L, top[1] + Math.sin(a) * L * 0.55 + L * 0.38];
    const ctl: Pt = [top[0] + Math.cos(a) * L * 0.55, top[1] + Math.sin(a) * L * 0.6 - L * 0.14];
    const dx = end[0] - top[0];
    const dy = end[1] - top[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = 16 * s;
    const nx = (-dy / len) * w;
    const ny = (dx / len) * w;
    paths[i % 3] +=
      `M${n(top[0])} ${n(top[1])}Q${n(ctl[0] + nx)} ${n(ctl[1] + ny)} ${n(end[0])} ${n(end[1])}Q${n(ctl[0] - nx * 0.5)} ${n(ctl[1] - ny * 0.5)} ${n(top[0])} ${n(top[1])}Z`;
  }
  paths.forEach((d, i) => {
    if (d) o += `<path d="${d}" fill="${shades[i]}"/>`;
  });
  o += `<path d="${circ(top[0] - 6 * s, top[1] + 7 * s, 6 * s)}${circ(top[0] + 6 * s, top[1] + 8 * s, 6 * s)}${circ(top[0], top[1] + 12 * s, 6 * s)}" fill="#6b4a2a"/>`;
  return o;
}

/** A broad tree with a round crown. */
function roundTree(c: Ctx, x: number, yb: number, h: number, r: number, leafCol: string, trunkCol: string): string {
  let o = `<path d="M${n(x - r * 0.12)} ${n(yb)}L${n(x - r * 0.06)} ${n(yb - h + r * 0.3)}L${n(x + r * 0.06)} ${n(yb - h + r * 0.3)}L${n(x + r * 0.12)} ${n(yb)}Z" fill="${trunkCol}"/>`;
  let d = '';
  let hl = '';
  const k = c.int(5, 7);
  for (let i = 0; i < k; i++) {
    const a = (i / k) * TAU + c.r(-0.3, 0.3);
    const rr = r * c.r(0.45, 0.65);
    const cx = x + Math.cos(a) * r * 0.5;
    const cy = yb - h + Math.sin(a) * r * 0.38;
    d += circ(cx, cy, rr);
    if (Math.sin(a) < 0.2) hl += circ(cx - rr * 0.2, cy - rr * 0.2, rr * 0.55);
  }
  d += circ(x, yb - h, r * 0.6);
  o += `<path d="${d}" fill="${leafCol}"/><path d="${hl}" fill="${lighten(leafCol, 0.18)}" opacity=".6"/>`;
  return o;
}

const SKINS = ['#f1c7a5', '#e3b08a', '#c98e62', '#a86d45', '#7f4e2f', '#5e3823'] as const;

/** A dugout canoe (korjaal) seen from the side, with seated people. */
function korjaal(c: Ctx, x: number, y: number, len: number, hull: string, stripe: string, people: number): string {
  const h = len * 0.085;
  const L = len / 2;
  let o = `<ellipse cx="${n(x)}" cy="${n(y + h * 1.5)}" rx="${n(L * 0.95)}" ry="${n(h * 0.7)}" fill="#000" opacity=".18"/>`;
  // paddle behind
  const px = x + L * 0.45;
  o += `<path d="M${n(px - 10)} ${n(y - h * 3.2)}L${n(px + 28)} ${n(y + h * 1.6)}" stroke="#5b3b22" stroke-width="4" stroke-linecap="round"/><ellipse cx="${n(px + 30)}" cy="${n(y + h * 1.8)}" rx="7" ry="16" transform="rotate(-40 ${n(px + 30)} ${n(y + h * 1.8)})" fill="#5b3b22"/>`;
  for (let i = 0; i < people; i++) {
    const sx = x - L * 0.55 + (i + 0.5) * ((L * 1.1) / people);
    const sc = h / 22;
    const shirt = c.pick([stripe, '#f4f1e8', '#e9c46a', '#2a6f97', '#c0392b']);
    const skin = c.pick(SKINS);
    o += `<rect x="${n(sx - 10 * sc)}" y="${n(y - h * 0.6 - 32 * sc)}" width="${n(20 * sc)}" height="${n(34 * sc)}" rx="${n(8 * sc)}" fill="${shirt}"/><circle cx="${n(sx)}" cy="${n(y - h * 0.6 - 40 * sc)}" r="${n(9 * sc)}" fill="${skin}"/>`;
    if (c.chance(0.5))
      o += `<path d="M${n(sx - 15 * sc)} ${n(y - h * 0.6 - 45 * sc)}h${n(30 * sc)}M${n(sx - 7 * sc)} ${n(y - h * 0.6 - 48 * sc)}h${n(14 * sc)}" stroke="${c.pick(['#e9d8a6', '#3d3d3d', '#f4f1e8'])}" stroke-width="${n(5 * sc)}" stroke-linecap="round"/>`;
  }
  const d = `M${n(x - L)} ${n(y - h * 1.2)}Q${n(x)} ${n(y - h * 0.2)} ${n(x + L)} ${n(y - h * 1.2)}Q${n(x + L * 0.82)} ${n(y + h)} ${n(x + L * 0.5)} ${n(y + h)}L${n(x - L * 0.5)} ${n(y + h)}Q${n(x - L * 0.82)} ${n(y + h)} ${n(x - L)} ${n(y - h * 1.2)}Z`;
  o += `<path d="${d}" fill="${hull}"/>`;
  o += `<path d="M${n(x - L + 6)} ${n(y - h * 0.9)}Q${n(x)} ${n(y + h * 0.05)} ${n(x + L - 6)} ${n(y - h * 0.9)}" stroke="${stripe}" stroke-width="${n(h * 0.3)}" fill="none"/>`;
  o += `<path d="M${n(x - L * 0.6)} ${n(y + h * 0.55)}L${n(x + L * 0.6)} ${n(y + h * 0.55)}" stroke="${darken(hull, 0.25)}" stroke-width="2" opacity=".6"/>`;
  return o;
}

type Pose = 'up' | 'mic' | 'guitar' | 'down' | 'wave';

/** A standing human silhouette; yb is the feet line. */
function figure(x: number, yb: number, h: number, pose: Pose, col: string): string {
  const hr = h * 0.075;
  const hy = yb - h + hr;
  const sy = yb - h * 0.8;
  const hip = yb - h * 0.47;
  const sw = h * 0.12;
  const lw = h * 0.075;
  const body = `M${n(x - sw)} ${n(sy)}Q${n(x)} ${n(sy - h * 0.04)} ${n(x + sw)} ${n(sy)}L${n(x + sw * 0.85)} ${n(hip)}L${n(x - sw * 0.85)} ${n(hip)}Z${circ(x, hy, hr)}`;
  let limbs = `M${n(x - sw * 0.45)} ${n(hip)}L${n(x - sw * 0.65)} ${n(yb - lw / 2)}M${n(x + sw * 0.45)} ${n(hip)}L${n(x + sw * 0.65)} ${n(yb - lw / 2)}M${n(x)} ${n(hy + hr)}V${n(sy)}`;
  const arm = (side: -1 | 1, ex: number, ey: number, hx: number, hy2: number) =>
    `M${n(x + side * sw * 0.85)} ${n(sy + lw * 0.4)}L${n(x + side * ex)} ${n(ey)}L${n(x + side * hx)} ${n(hy2)}`;
  if (pose === 'up') limbs += arm(-1, sw * 1.6, sy - h * 0.14, sw * 1.3, sy - h * 0.33) + arm(1, sw * 1.6, sy - h * 0.14, sw * 1.3, sy - h * 0.33);
  else if (pose === 'mic') limbs += arm(-1, sw * 1.3, sy + h * 0.15, sw * 0.1, hy + hr * 1.3) + arm(1, sw * 1.9, sy - h * 0.06, sw * 2.3, sy - h * 0.22);
  else if (pose === 'guitar') limbs += arm(-1, sw * 1.3, sy + h * 0.18, -sw * 0.3, hip - h * 0.05) + arm(1, sw * 1.7, sy + h * 0.16, sw * 2.4, sy + h * 0.1);
  else if (pose === 'wave') limbs += arm(-1, sw * 1.3, sy + h * 0.18, sw * 1.15, hip) + arm(1, sw * 1.7, sy - h * 0.1, sw * 1.6, sy - h * 0.3);
  else limbs += arm(-1, sw * 1.3, sy + h * 0.18, sw * 1.15, hip) + arm(1, sw * 1.3, sy + h * 0.18, sw * 1.15, hip);
  return `<path d="${body}" fill="${col}"/><path d="${limbs}" stroke="${col}" stroke-width="${n(lw)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
}

/** A row of heads and shoulders, some with raised arms. */
function crowd(c: Ctx, y: number, count: number, cols: readonly string[], armChance: number): string {
  const byCol = new Map<string, { d: string; arms: string }>();
  for (let i = 0; i < count; i++) {
    const col = c.pick(cols);
    const e = byCol.get(col) ?? { d: '', arms: '' };
    const x = -30 + (i + c.r(-0.3, 0.3)) * (1260 / count);
    const s = c.r(0.85, 1.2);
    const yy = y + c.r(-14, 18);
    e.d +=
      circ(x, yy, 24 * s) +
      `M${n(x - 62 * s)} ${DH + 20}Q${n(x - 62 * s)} ${n(yy + 42 * s)} ${n(x)} ${n(yy + 34 * s)}Q${n(x + 62 * s)} ${n(yy + 42 * s)} ${n(x + 62 * s)} ${DH + 20}Z`;
    if (c.chance(armChance)) {
      const side = c.chance(0.5) ? 1 : -1;
      const hx = x + side * c.r(40, 62) * s;
      const hy = yy - c.r(62, 84) * s;
      e.arms += `M${n(x + side * 44 * s)} ${n(yy + 56 * s)}L${n(x + side * c.r(56, 70) * s)} ${n(yy - c.r(8, 22) * s)}L${n(hx)} ${n(hy)}`;
      e.d += circ(hx, hy - 4 * s, 11 * s);
    }
    byCol.set(col, e);
  }
  let o = '';
  for (const [col, e] of byCol) {
    o += `<path d="${e.d}" fill="${col}"/>`;
    if (e.arms) o += `<path d="${e.arms}" stroke="${col}" stroke-width="17" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  }
  return o;
}

function vignette(c: Ctx, op = 0.28): string {
  return `<rect x="-10" y="-10" width="${DW + 20}" height="${DH + 20}" fill="${c.rad(
    [
      [0.55, '#000', 0],
      [1, '#000', op],
    ],
    0.5,
    0.5,
    0.75,
  )}"/>`;
}

function foregroundLeaves(c: Ctx, x: number, y: number, dir: 1 | -1, cols: readonly string[], count: number): string {
  let o = '';
  for (let i = 0; i < count; i++) {
    const ang = dir === 1 ? c.r(-85, -15) : c.r(-165, -95);
    o += leaf(x + c.r(-30, 30), y + c.r(-10, 20), c.r(150, 240), c.r(32, 50), ang, c.pick(cols), 'rgba(0,0,0,.18)');
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// Scenes

function sceneRiver(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden', 'dusk']);
  const haze = SKY[mood][2];
  const hz = 470;
  const o: string[] = [skyRect(c, mood, p1)];
  const sunX = c.r(400, 800);
  const sunY = mood === 'dusk' ? c.r(360, 400) : mood === 'golden' ? c.r(260, 320) : c.r(120, 200);
  o.push(sun(c, sunX, sunY, mood === 'day' ? 36 : 46, mood));
  if (mood !== 'dusk') for (let i = 0, k = c.int(2, 4); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(70, 250), c.r(0.7, 1.3)));
  o.push(ridge(c, 395, 45, mix('#6d9a8a', haze, 0.55)));
  o.push(ridge(c, 432, 26, mix('#4b7a5f', haze, 0.38)));
  const far = mix('#2e5b3c', haze, 0.2);
  const ft = bumps(c, -40, hz, 1240, hz, 22, 50, 10, 26);
  o.push(`<path d="${ft.d}L1240 ${hz + 10}L-40 ${hz + 10}Z" fill="${far}"/>`);
  o.push(
    `<rect y="${hz}" width="${DW}" height="${DH - hz}" fill="${c.lin([
      [0, mix(haze, '#7a947f', 0.35)],
      [1, mix('#2c3a2d', p1, 0.15)],
    ])}"/>`,
  );
  o.push(`<path d="${ft.d}L1240 ${hz}L-40 ${hz}Z" fill="${far}" opacity=".3" transform="translate(0 ${2 * hz}) scale(1 -1)"/>`);
  let gl = '';
  for (let y = hz + 6; y < 770; y += c.r(9, 16)) {
    const w = c.r(18, 64) * (1 - (y - hz) / 420) + 6;
    gl += `M${n(sunX - w / 2 + c.r(-12, 12))} ${n(y)}h${n(w)}`;
  }
  o.push(`<path d="${gl}" stroke="${SUN[mood]}" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>`);
  o.push(ripples(c, hz + 8, 790, 34, '#ffffff', 0.22));
  const bank = mix('#1e4a2b', p1, 0.12);
  const lb = bumps(c, -40, 330, 440, 488, 45, 85, 22, 50);
  o.push(`<path d="${lb.d}Q300 560 170 ${DH + 20}L-40 ${DH + 20}Z" fill="${bank}"/>`, canopyTex(lb.tops, lighten(bank, 0.22), 0.5));
  const rb = bumps(c, 780, 490, 1240, 320, 45, 85, 22, 50);
  o.push(`<path d="${rb.d}L1240 ${DH + 20}L1050 ${DH + 20}Q900 570 780 490Z" fill="${bank}"/>`, canopyTex(rb.tops, lighten(bank, 0.22), 0.5));
  o.push(
    `<path d="M440 488Q300 560 170 820M780 490Q900 570 1050 820" stroke="${mix('#8a6a3f', haze, 0.2)}" stroke-width="7" stroke-opacity=".5" fill="none"/>`,
  );
  const frond = mix('#2f6b3a', p1, 0.1);
  o.push(palm(c, c.r(90, 230), c.r(600, 660), c.r(250, 310), c.r(30, 70), 1, '#7a6248', frond));
  if (c.chance(0.7)) o.push(palm(c, c.r(1000, 1130), c.r(580, 640), c.r(230, 290), c.r(-70, -30), 0.95, '#6f5a43', darken(frond, 0.08)));
  o.push(korjaal(c, c.r(540, 680), c.r(600, 650), c.r(230, 290), '#5a3b24', p0, c.int(2, 3)));
  o.push(birds(c, c.int(3, 6), 260, 940, 110, 300, mood === 'dusk' ? '#2a1f3a' : '#2b3a3a'));
  o.push(foregroundLeaves(c, -20, 820, 1, [darken(bank, 0.2), darken(bank, 0.35), mix(bank, p2, 0.15)], 5));
  o.push(foregroundLeaves(c, 1220, 820, -1, [darken(bank, 0.2), darken(bank, 0.35)], 4));
  o.push(vignette(c));
  return o.join('');
}

function heliconia(x: number, y: number, s: number, col: string, tip: string): string {
  let d = '';
  let t = '';
  for (let i = 0; i < 5; i++) {
    const yy = y - i * 26 * s;
    const dir = i % 2 ? 1 : -1;
    const L = 40 * s * (1 - i * 0.12);
    d += `M${n(x)} ${n(yy + 10 * s)}L${n(x + dir * L)} ${n(yy - 16 * s)}L${n(x)} ${n(yy - 6 * s)}Z`;
    t += `M${n(x + dir * L * 0.35)} ${n(yy - 9 * s)}L${n(x + dir * L)} ${n(yy - 16 * s)}`;
  }
  return `<path d="M${n(x)} ${n(y + 60 * s)}V${n(y - 110 * s)}" stroke="#2f5e2e" stroke-width="${n(4 * s)}"/><path d="${d}" fill="${col}"/><path d="${t}" stroke="${tip}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`;
}

function butterfly(c: Ctx, x: number, y: number, s: number, ang: number, col: string): string {
  const g = c.rad(
    [
      [0, lighten(col, 0.45)],
      [0.7, col],
      [1, darken(col, 0.3)],
    ],
    0.5,
    0.6,
    0.7,
  );
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(ang)}) scale(${n(s)})"><path d="M0 0C-30 -44 -60 -22 -48 6C-42 16 -16 10 0 0ZM0 0C30 -44 60 -22 48 6C42 16 16 10 0 0ZM0 3C-22 10 -32 32 -16 34C-8 34 -2 18 0 3ZM0 3C22 10 32 32 16 34C8 34 2 18 0 3Z" fill="${g}" stroke="#15121a" stroke-width="3"/><path d="M0 -10V22" stroke="#15121a" stroke-width="4" stroke-linecap="round"/></g>`;
}

function sceneRainforest(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const light = mix('#f1f7d2', p2, 0.12);
  const o: string[] = [
    `<rect width="${DW}" height="${DH}" fill="${c.lin([
      [0, light],
      [0.55, mix('#a9d38a', p1, 0.12)],
      [1, '#5f9456'],
    ])}"/>`,
  ];
  o.push(
    `<circle cx="${n(c.r(300, 900))}" cy="-60" r="560" fill="${c.rad([
      [0, '#fffbe0', 0.9],
      [1, '#fffbe0', 0],
    ])}"/>`,
  );
  const far = mix('#93c283', light, 0.3);
  const near = mix('#10361f', p1, 0.12);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const col = mix(far, near, t);
    const trunk = mix(col, '#3b2a1a', 0.25 + 0.35 * t);
    let tr = '';
    const nT = c.int(5, 8) - i;
    for (let j = 0; j < nT; j++) {
      const x = c.r(-20, 1220);
      const w = c.r(10, 22) * (1 + t * 1.8);
      tr += `M${n(x - w / 2)} ${DH + 20}L${n(x - w * 0.32)} 0L${n(x + w * 0.32)} 0L${n(x + w / 2)} ${DH + 20}Z`;
      if (i >= 2)
        tr += `M${n(x - w * 1.8)} ${DH + 20}Q${n(x - w * 0.5)} ${DH - 40} ${n(x - w * 0.4)} ${DH - 220}L${n(x + w * 0.4)} ${DH - 220}Q${n(x + w * 0.5)} ${DH - 40} ${n(x + w * 1.8)} ${DH + 20}Z`;
    }
    o.push(`<path d="${tr}" fill="${trunk}"/>`);
    if (i === 1) {
      let rays = '';
      for (let k = 0, m = c.int(3, 5); k < m; k++) {
        const x = c.r(60, 1000);
        const w = c.r(30, 90);
        rays += `M${n(x)} -20h${n(w)}l260 ${DH + 40}h${n(-w * 2.2)}Z`;
      }
      o.push(`<path d="${rays}" fill="#fffbe0" opacity=".18"/>`);
    }
    const cy = 30 + i * 36 + c.r(0, 30);
    const top = bumps(c, -40, cy, 1240, cy, 70 + i * 30, 140 + i * 40, 25 + i * 10, 55 + i * 14, true);
    o.push(`<path d="${top.d}L1240 -40L-40 -40Z" fill="${col}"/>`);
    const fy = 610 + i * 52;
    const fl = bumps(c, -40, fy, 1240, fy, 40 + i * 20, 90 + i * 35, 15 + i * 8, 40 + i * 14);
    o.push(`<path d="${fl.d}L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="${col}"/>`, canopyTex(fl.tops, lighten(col, 0.15), 0.5));
    if (i < layers - 1) o.push(`<rect width="${DW}" height="${DH}" fill="${light}" opacity="${['.22', '.16', '.1'][i]}"/>`);
  }
  let vines = '';
  for (let k = 0, m = c.int(3, 5); k < m; k++) {
    const x0 = c.r(-50, 1100);
    const x1 = x0 + c.r(150, 400);
    vines += `M${n(x0)} ${n(c.r(60, 160))}Q${n((x0 + x1) / 2)} ${n(c.r(260, 420))} ${n(x1)} ${n(c.r(60, 160))}`;
  }
  for (let k = 0, m = c.int(2, 4); k < m; k++) {
    const x = c.r(50, 1150);
    vines += `M${n(x)} 0q${n(c.r(-40, 40))} ${n(c.r(150, 250))} ${n(c.r(-10, 10))} ${n(c.r(300, 480))}`;
  }
  o.push(`<path d="${vines}" stroke="#3a2e1c" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  const flower = mix('#e0452b', p0, 0.35);
  o.push(heliconia(c.r(150, 350), c.r(640, 690), c.r(0.9, 1.2), flower, '#f7d046'));
  if (c.chance(0.6)) o.push(heliconia(c.r(850, 1050), c.r(650, 700), c.r(0.8, 1), flower, '#f7d046'));
  o.push(butterfly(c, c.r(450, 800), c.r(330, 480), c.r(0.8, 1.1), c.r(-25, 25), mix('#1f78e0', p2, 0.15)));
  if (c.chance(0.5)) o.push(butterfly(c, c.r(700, 1000), c.r(250, 400), c.r(0.5, 0.7), c.r(-30, 30), mix('#1f78e0', p2, 0.15)));
  const fg = [darken(near, 0.1), mix(near, '#2f7a3a', 0.4), darken(near, 0.3)];
  o.push(foregroundLeaves(c, -30, 830, 1, fg, 7), foregroundLeaves(c, 1230, 830, -1, fg, 6));
  o.push(vignette(c, 0.3));
  return o.join('');
}

function sceneWaterfall(c: Ctx): string {
  const [, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden']);
  const o: string[] = [skyRect(c, mood, p1, 420)];
  for (let i = 0, k = c.int(2, 3); i < k; i++) o.push(cloud(c, c.r(100, 1100), c.r(50, 150), c.r(0.6, 1)));
  o.push(ridge(c, 215, 35, mix('#6f9c8c', SKY[mood][2], 0.5), 420));
  const rock = mix('#7a6d5e', p1, 0.08);
  const rockD = darken(rock, 0.38);
  o.push(
    `<path d="M-40 262L300 232Q420 205 470 198L730 198Q800 205 900 232L1240 262L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="${c.lin([
      [0, lighten(rock, 0.1)],
      [1, rockD],
    ])}"/>`,
  );
  let st = '';
  for (let k = 0; k < 10; k++) st += `M${n(c.r(300, 820))} ${n(c.r(250, 600))}q${n(c.r(30, 60))} ${n(c.r(-8, 8))} ${n(c.r(90, 180))} ${n(c.r(-5, 5))}`;
  o.push(`<path d="${st}" stroke="${rockD}" stroke-width="5" stroke-opacity=".55" fill="none" stroke-linecap="round"/>`);
  const wLight = mix('#f5fbff', p2, 0.04);
  const wMid = mix('#9fd6ea', p2, 0.12);
  const g1 = c.lin([
    [0, wLight],
    [0.7, wMid],
    [1, wLight],
  ]);
  o.push(`<path d="M470 196L730 196Q738 300 748 408L462 408Q460 300 470 196Z" fill="${g1}"/>`);
  o.push(`<path d="M415 398Q600 386 795 400L808 430Q600 418 402 432Z" fill="${rockD}"/>`);
  o.push(`<path d="M438 424L782 424Q800 520 814 614L414 614Q422 520 438 424Z" fill="${g1}"/>`);
  let sk = '';
  let sb = '';
  for (let k = 0; k < 34; k++) {
    const tier = k % 2;
    const x = tier ? c.r(440, 800) : c.r(474, 726);
    const y0 = tier ? c.r(426, 520) : c.r(198, 300);
    const len = Math.min(c.r(50, 150), (tier ? 608 : 404) - y0);
    if (k % 5 === 0) sb += `M${n(x)} ${n(y0)}v${n(len)}`;
    else sk += `M${n(x)} ${n(y0)}v${n(len)}`;
  }
  o.push(
    `<path d="${sk}" stroke="#ffffff" stroke-opacity=".75" stroke-width="3.5" stroke-linecap="round"/><path d="${sb}" stroke="${darken(wMid, 0.2)}" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`,
  );
  const jungle = mix('#24532f', p1, 0.12);
  const edgeL: Pt[] = [
    [430, 250],
    [400, 330],
    [420, 400],
    [370, 470],
    [390, 540],
    [330, 620],
    [340, 700],
    [280, 830],
  ];
  const lj = bumps(c, -40, 244, 410, 212, 45, 80, 20, 42);
  o.push(
    `<path d="${lj.d}${wave(edgeL.map(([x, y]) => [x + c.r(-20, 10), y] as Pt))}L-40 ${DH + 20}Z" fill="${jungle}"/>`,
    canopyTex(lj.tops, lighten(jungle, 0.22), 0.5),
  );
  const edgeR: Pt[] = [
    [930, 830],
    [870, 700],
    [880, 620],
    [820, 540],
    [840, 470],
    [790, 400],
    [810, 330],
    [775, 250],
    [790, 212],
  ];
  const rj = bumps(c, 790, 212, 1240, 246, 45, 80, 20, 42);
  o.push(
    `<path d="M930 ${DH + 20}${wave(edgeR.map(([x, y]) => [x + c.r(-10, 20), y] as Pt))}${rj.d.replace(/^M[^A]*/, '')}L1240 ${DH + 20}Z" fill="${jungle}"/>`,
    canopyTex(rj.tops, lighten(jungle, 0.22), 0.5),
  );
  const lerpX = (pts: readonly Pt[], y: number): number => {
    for (let i = 0; i < pts.length - 1; i++) {
      const a = pts[i] as Pt;
      const b = pts[i + 1] as Pt;
      if ((y - a[1]) * (y - b[1]) <= 0 && a[1] !== b[1]) return a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    }
    return (pts[0] as Pt)[0];
  };
  let lightT = '';
  let darkT = '';
  for (let y = 300; y < 800; y += 80) {
    const xl = lerpX(edgeL, y) - 50;
    const xr = lerpX(edgeR, y) + 50;
    const xs: number[] = [];
    for (let x = -30 + c.r(0, 40); x < xl; x += c.r(55, 85)) xs.push(x);
    for (let x = 1230 - c.r(0, 40); x > xr; x -= c.r(55, 85)) xs.push(x);
    for (const x of xs) {
      const d = circ(x, y + c.r(-15, 15), c.r(34, 50));
      if (c.chance(0.5)) lightT += d;
      else darkT += d;
    }
  }
  o.push(`<path d="${darkT}" fill="${darken(jungle, 0.2)}" opacity=".55"/><path d="${lightT}" fill="${lighten(jungle, 0.14)}" opacity=".5"/>`);
  o.push(palm(c, c.r(120, 300), c.r(250, 270), c.r(150, 200), c.r(-30, 30), 0.7, '#6b5a45', darken(jungle, 0.05)));
  o.push(palm(c, c.r(900, 1100), c.r(250, 270), c.r(150, 200), c.r(-30, 30), 0.7, '#6b5a45', darken(jungle, 0.05)));
  o.push(
    `<path d="M-40 640Q300 600 600 606Q900 600 1240 640L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="${c.lin([
      [0, mix('#86cfc9', p2, 0.1)],
      [1, mix('#1d4a47', p1, 0.15)],
    ])}"/>`,
  );
  let foam = '';
  for (let k = 0; k < 20; k++)
    foam += `<ellipse cx="${n(c.r(420, 800))}" cy="${n(c.r(602, 640))}" rx="${n(c.r(20, 60))}" ry="${n(c.r(8, 16))}" opacity="${n(c.r(0.5, 0.95))}"/>`;
  o.push(`<g fill="#ffffff">${foam}</g>`);
  let mist = '';
  for (let k = 0; k < 7; k++) mist += circ(c.r(420, 790), c.r(540, 620), c.r(50, 120));
  o.push(`<path d="${mist}" fill="#ffffff" opacity=".12"/>`);
  o.push(ripples(c, 650, 790, 26, '#ffffff', 0.3));
  let rocks = '';
  let moss = '';
  for (const [x, y, r] of [
    [c.r(40, 180), 780, c.r(70, 110)],
    [c.r(240, 340), 800, c.r(50, 80)],
    [c.r(880, 980), 800, c.r(50, 80)],
    [c.r(1030, 1160), 770, c.r(70, 110)],
  ] as const) {
    rocks += blob(c, x, y, r, 0.12, 7, 1.3, 0.7);
    moss += blob(c, x - r * 0.2, y - r * 0.45, r * 0.45, 0.2, 6, 1.4, 0.35);
  }
  o.push(`<path d="${rocks}" fill="${darken(rock, 0.2)}"/><path d="${moss}" fill="${mix('#4f7d35', p1, 0.1)}" opacity=".9"/>`);
  o.push(birds(c, c.int(2, 4), 300, 900, 60, 160, '#2b3a3a'));
  o.push(vignette(c));
  return o.join('');
}

interface HouseAcc {
  shutters: string;
  glass: string;
  muntins: string;
}

function house(c: Ctx, x: number, yb: number, w: number, pats: { clap: string; brick: string; shingle: string }, acc: HouseAcc, door: string): string {
  const floors = c.pick([1, 2, 2, 2]);
  const fh = 94;
  const baseH = 30;
  const wallTop = yb - baseH - floors * fh;
  const wall = c.pick(['#f8f6ef', '#f5f1e6', '#fbfaf6', '#f3eee2', '#f7efd9']);
  const roof = c.pick(['#4a4f57', '#585d64', '#7c3a2d', '#3f454d', '#6e3a30']);
  const o: string[] = [];
  const gable = c.chance(0.6);
  const roofH = gable ? w * 0.42 : w * 0.3;
  if (gable) {
    o.push(`<path d="M${n(x - 14)} ${n(wallTop + 8)}L${n(x + w / 2)} ${n(wallTop - roofH)}L${n(x + w + 14)} ${n(wallTop + 8)}Z" fill="${roof}"/>`);
    const ins = `M${n(x + 6)} ${n(wallTop + 1)}L${n(x + w / 2)} ${n(wallTop - roofH + 22)}L${n(x + w - 6)} ${n(wallTop + 1)}Z`;
    o.push(`<path d="${ins}" fill="${wall}"/><path d="${ins}" fill="url(#${pats.clap})"/>`);
    const ay = wallTop - roofH * 0.36;
    const ar = Math.min(18, w * 0.065);
    o.push(
      `<circle cx="${n(x + w / 2)}" cy="${n(ay)}" r="${n(ar)}" fill="#3a4646" stroke="#ffffff" stroke-width="4"/><path d="M${n(x + w / 2)} ${n(ay - ar)}v${n(ar * 2)}M${n(x + w / 2 - ar)} ${n(ay)}h${n(ar * 2)}" stroke="#ffffff" stroke-width="2"/>`,
    );
  } else {
    const rd = `M${n(x - 14)} ${n(wallTop + 8)}L${n(x + w * 0.2)} ${n(wallTop - roofH)}L${n(x + w * 0.8)} ${n(wallTop - roofH)}L${n(x + w + 14)} ${n(wallTop + 8)}Z`;
    o.push(`<path d="${rd}" fill="${roof}"/><path d="${rd}" fill="url(#${pats.shingle})"/>`);
    const dx = x + w / 2;
    const dy = wallTop - roofH * 0.35;
    o.push(
      `<path d="M${n(dx - 26)} ${n(dy + 26)}V${n(dy - 14)}H${n(dx + 26)}V${n(dy + 26)}Z" fill="${wall}"/><path d="M${n(dx - 34)} ${n(dy - 10)}L${n(dx)} ${n(dy - 40)}L${n(dx + 34)} ${n(dy - 10)}Z" fill="${roof}"/>`,
    );
    acc.glass += rectD(dx - 10, dy - 6, 20, 26);
    acc.muntins += `M${n(dx)} ${n(dy - 5)}v24M${n(dx - 9)} ${n(dy + 6)}h18`;
  }
  o.push(
    `<rect x="${n(x)}" y="${n(wallTop)}" width="${n(w)}" height="${floors * fh}" fill="${wall}"/><rect x="${n(x)}" y="${n(wallTop)}" width="${n(w)}" height="${floors * fh}" fill="url(#${pats.clap})"/>`,
  );
  o.push(
    `<path d="${rectD(x, wallTop, 7, floors * fh)}${rectD(x + w - 7, wallTop, 7, floors * fh)}${floors > 1 ? rectD(x, wallTop + fh - 3, w, 6) : ''}" fill="${darken(wall, 0.07)}"/>`,
  );
  o.push(`<rect x="${n(x)}" y="${n(wallTop)}" width="${n(w)}" height="9" fill="#000" opacity=".12"/>`);
  o.push(
    `<rect x="${n(x - 4)}" y="${n(yb - baseH)}" width="${n(w + 8)}" height="${baseH}" fill="#a9553c"/><rect x="${n(x - 4)}" y="${n(yb - baseH)}" width="${n(w + 8)}" height="${baseH}" fill="url(#${pats.brick})"/>`,
  );
  const m = Math.max(2, Math.floor((w - 16) / 66));
  const cx = x + w / 2;
  for (let f = 0; f < floors; f++) {
    const y = wallTop + f * fh + 20;
    const ground = f === floors - 1;
    for (let j = 0; j < m; j++) {
      const wx = x + (w / m) * (j + 0.5);
      if (ground && Math.abs(wx - cx) < 46) continue;
      acc.shutters += rectD(wx - 28, y, 13, 56) + rectD(wx + 15, y, 13, 56);
      acc.glass += rectD(wx - 13.5, y + 1.5, 27, 53);
      acc.muntins += `M${n(wx)} ${n(y + 3)}v50M${n(wx - 12)} ${n(y + 20)}h24M${n(wx - 12)} ${n(y + 36)}h24`;
    }
  }
  const dTop = yb - baseH - 80;
  o.push(
    `<path d="M${n(cx - 22)} ${n(yb - baseH)}V${n(dTop)}a22 22 0 0 1 44 0V${n(yb - baseH)}Z" fill="#ffffff"/><rect x="${n(cx - 18)}" y="${n(dTop)}" width="36" height="${80 - 0}" fill="${door}"/><path d="M${n(cx - 17)} ${n(dTop - 2)}a17 17 0 0 1 34 0Z" fill="#3a4646"/>`,
  );
  o.push(
    `<path d="${rectD(cx - 38, yb - 10, 76, 10)}${rectD(cx - 32, yb - 20, 64, 10)}${rectD(cx - 26, yb - 30, 52, 10)}" fill="#e6e1d6" stroke="#c8c1b3" stroke-width="1.5"/>`,
  );
  if (floors > 1 && c.chance(0.5)) {
    const by = wallTop + fh - 2;
    let bal = `M${n(cx - 60)} ${n(by - 34)}h120`;
    for (let bx = cx - 56; bx <= cx + 56; bx += 8) bal += `M${n(bx)} ${n(by - 34)}V${n(by)}`;
    o.push(
      `<rect x="${n(cx - 64)}" y="${n(by - 2)}" width="128" height="9" fill="${darken(wall, 0.12)}"/><path d="${bal}" stroke="#ffffff" stroke-width="3"/><path d="M${n(cx - 60)} ${n(by - 34)}h120" stroke="${darken(wall, 0.2)}" stroke-width="2"/>`,
    );
  }
  return o.join('');
}

function sceneCity(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden']);
  const o: string[] = [skyRect(c, mood, p1)];
  o.push(sun(c, c.r(150, 1050), c.r(90, 170), 34, mood));
  for (let i = 0, k = c.int(2, 4); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(60, 220), c.r(0.7, 1.2)));
  const clap = c.def(
    (id) =>
      `<pattern id="${id}" width="40" height="12" patternUnits="userSpaceOnUse"><path d="M0 11.4H40" stroke="#000" stroke-opacity=".13" stroke-width="1.3"/></pattern>`,
  );
  const brick = c.def(
    (id) =>
      `<pattern id="${id}" width="24" height="12" patternUnits="userSpaceOnUse"><path d="M0 .5H24M0 6.5H24M6 0V6M18 6V12" stroke="#000" stroke-opacity=".22" stroke-width="1.2"/></pattern>`,
  );
  const shingle = c.def(
    (id) =>
      `<pattern id="${id}" width="30" height="10" patternUnits="userSpaceOnUse"><path d="M0 9.5H30" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/></pattern>`,
  );
  const greens = ['#3f7a45', '#2f6a3c', '#4c8a4c', mix('#3f7a45', p1, 0.2)];
  for (let i = 0, k = c.int(5, 7); i < k; i++) o.push(roundTree(c, c.r(-40, 1240), 580, c.r(230, 300), c.r(80, 120), c.pick(greens), '#5a4432'));
  o.push(palm(c, c.r(100, 500), 590, c.r(380, 430), c.r(-20, 20), 1, '#b3aa9c', '#3f7a45'));
  o.push(palm(c, c.r(700, 1100), 590, c.r(360, 420), c.r(-20, 20), 1, '#b3aa9c', '#356b40'));
  o.push(`<rect y="590" width="${DW}" height="60" fill="#dcd4c4"/><rect y="646" width="${DW}" height="8" fill="#b9b1a1"/>`);
  o.push(
    `<rect y="654" width="${DW}" height="${DH - 654}" fill="${c.lin([
      [0, '#8f8b84'],
      [1, '#6f6b65'],
    ])}"/>`,
  );
  o.push(`<path d="M0 738h1200" stroke="#f2efe6" stroke-opacity=".7" stroke-width="5" stroke-dasharray="50 40"/>`);
  const acc: HouseAcc = { shutters: '', glass: '', muntins: '' };
  const doors = ['#2d5b3c', '#2a4f36', mix('#2d5b3c', p0, 0.5), p0];
  let x = c.r(-70, -20);
  const houses: string[] = [];
  while (x < 1240) {
    const w = c.r(200, 280);
    houses.push(house(c, x, 600, w, { clap, brick, shingle }, acc, c.pick(doors)));
    x += w + c.r(30, 80);
  }
  o.push(houses.join(''));
  const shutter = c.pick(['#2d5b3c', '#2a4f36', '#356b47']);
  o.push(
    `<path d="${acc.shutters}" fill="${shutter}"/><path d="${acc.glass}" fill="${c.lin([
      [0, '#4a5a5c'],
      [1, '#2c3536'],
    ])}" stroke="#ffffff" stroke-width="3"/><path d="${acc.muntins}" stroke="#ffffff" stroke-width="2.5"/>`,
  );
  let bush = '';
  let bloom = '';
  for (let i = 0, k = c.int(3, 5); i < k; i++) {
    const bx = c.r(40, 1160);
    bush += blob(c, bx, 600, c.r(36, 52), 0.2, 8, 1.3, 0.8);
    for (let j = 0; j < 7; j++) bloom += circ(bx + c.r(-50, 50), 600 + c.r(-36, 14), c.r(5, 9));
  }
  o.push(`<path d="${bush}" fill="#3c6e3a"/><path d="${bloom}" fill="${mix('#d63384', p2, 0.2)}"/>`);
  for (let i = 0, k = c.int(1, 2); i < k; i++) {
    const lx = c.r(100, 1100);
    o.push(
      `<path d="M${n(lx)} 650V470" stroke="#1f2328" stroke-width="7"/><path d="M${n(lx - 14)} 470h28l-6 -34h-16Z" fill="#1f2328"/><path d="M${n(lx - 9)} 466h18l-4 -24h-10Z" fill="#f8e3a3"/>`,
    );
  }
  o.push(vignette(c, 0.2));
  return o.join('');
}

const PRODUCE: Record<string, string> = {
  orange: '#f39c2b',
  mango: '#f2b233',
  tomato: '#d83a2e',
  lime: '#7cb342',
  pepper: '#f5c518',
  redpepper: '#e2452b',
  onion: '#b5654a',
  coconut: '#7a5230',
};

function sceneMarket(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'golden']);
  const o: string[] = [skyRect(c, mood, p1, 200)];
  const hall = mix('#f1dfb4', p2, 0.12);
  o.push(
    `<rect y="90" width="${DW}" height="480" fill="${c.lin([
      [0, hall],
      [1, darken(hall, 0.12)],
    ])}"/><path d="M-20 104L40 54H1160L1220 104Z" fill="#8a3b2b"/><rect y="100" width="${DW}" height="14" fill="${darken(hall, 0.25)}"/>`,
  );
  let arches = '';
  let lights = '';
  for (let i = 0; i < 8; i++) {
    const ax = 10 + i * 150;
    arches += `M${ax} 570V260a55 55 0 0 1 110 0V570Z`;
    lights += circ(ax + 55, 290 + c.r(-10, 30), 6);
  }
  o.push(`<path d="${arches}" fill="#4b3327"/><path d="${lights}" fill="#ffd98a"/>`);
  o.push(
    `<rect y="560" width="${DW}" height="${DH - 560}" fill="${c.lin([
      [0, '#cdbb9c'],
      [1, '#b39f7f'],
    ])}"/>`,
  );
  const grad = new Map<string, string>();
  const g = (col: string) => {
    let v = grad.get(col);
    if (!v) {
      v = c.rad(
        [
          [0, lighten(col, 0.4)],
          [0.65, col],
          [1, darken(col, 0.25)],
        ],
        0.35,
        0.35,
        0.75,
      );
      grad.set(col, v);
    }
    return v;
  };
  const stripeCols = [p0, p1, p2];
  const pile = (px: number, py: number, col: string, r: number): string => {
    let s = '';
    for (let row = 0; row < 4; row++) {
      const cnt = 5 - row;
      for (let k = 0; k < cnt; k++)
        s += `<circle cx="${n(px + (k - (cnt - 1) / 2) * r * 1.8 + c.r(-2, 2))}" cy="${n(py - r - row * r * 1.5)}" r="${n(r)}" fill="${g(col)}"/>`;
    }
    return s;
  };
  const bananas = (px: number, py: number, s: number): string => {
    let d = '';
    for (let k = 0; k < 5; k++) d += `M${n(px - 40 * s + k * 12 * s)} ${n(py - 60 * s + k * 4 * s)}q${n(-18 * s)} ${n(34 * s)} ${n(6 * s)} ${n(58 * s)}`;
    return `<path d="${d}" stroke="#9a7b14" stroke-width="${n(19 * s)}" stroke-linecap="round" fill="none"/><path d="${d}" stroke="#f2cf3c" stroke-width="${n(14 * s)}" stroke-linecap="round" fill="none"/>`;
  };
  const beans = (px: number, py: number): string => {
    let d = '';
    for (let k = 0; k < 12; k++) d += `M${n(px + c.r(-12, 12))} ${n(py - 14)}q${n(c.r(-30, 30))} ${n(c.r(40, 60))} ${n(c.r(-20, 20))} ${n(c.r(90, 120))}`;
    return `<path d="${d}" stroke="#4f8f32" stroke-width="5" stroke-linecap="round" fill="none"/><rect x="${n(px - 16)}" y="${n(py - 4)}" width="32" height="9" fill="#c0392b"/>`;
  };
  for (let i = 0; i < 3; i++) {
    const x = 45 + i * 390;
    const w = 330;
    const colA = stripeCols[i % 3] as string;
    const k = 8;
    let sa = '';
    let sb = '';
    let sc = '';
    for (let j = 0; j < k; j++) {
      const t0 = j / k;
      const t1 = (j + 1) / k;
      const tx0 = x + 24 + t0 * (w - 48);
      const tx1 = x + 24 + t1 * (w - 48);
      const bx0 = x - 14 + t0 * (w + 28);
      const bx1 = x - 14 + t1 * (w + 28);
      const poly = `M${n(tx0)} 150L${n(tx1)} 150L${n(bx1)} 232L${n(bx0)} 232Z`;
      const sw = bx1 - bx0;
      const sc1 = `M${n(bx0)} 232h${n(sw)}v8a${n(sw / 2)} 13 0 0 1 ${n(-sw)} 0Z`;
      if (j % 2 === 0) sa += poly + sc1;
      else sb += poly + sc1;
      sc += `M${n(bx0)} 232h${n(sw)}`;
    }
    o.push(`<rect x="${x + 6}" y="200" width="10" height="400" fill="#5b4636"/><rect x="${x + w - 16}" y="200" width="10" height="400" fill="#5b4636"/>`);
    o.push(`<path d="${sa}" fill="${colA}"/><path d="${sb}" fill="#fbf6ea"/><path d="${sc}" stroke="#000" stroke-opacity=".15" stroke-width="3"/>`);
    o.push(`<rect x="${x}" y="240" width="${w}" height="26" fill="#000" opacity=".12"/>`);
    for (let j = 0, m = c.int(2, 3); j < m; j++) {
      const hx = x + 50 + j * ((w - 100) / Math.max(1, m - 1));
      o.push(`<path d="M${n(hx)} 238V280" stroke="#5b4636" stroke-width="2"/>`);
      o.push(
        c.chance(0.5)
          ? bananas(hx + 10, 330, 0.6)
          : `<path d="${blob(c, hx, 300, 20, 0.1, 6, 0.8, 1.2)}" fill="${g(c.pick([PRODUCE.onion ?? '#b5654a', PRODUCE.coconut ?? '#7a5230', '#8bbf45']))}"/>`,
      );
    }
    o.push(
      `<rect x="${x - 6}" y="440" width="${w + 12}" height="16" fill="#8b5e3c"/><rect x="${x}" y="456" width="${w}" height="120" fill="${c.lin([
        [0, lighten(colA, 0.55)],
        [1, lighten(colA, 0.35)],
      ])}"/><rect x="${x}" y="560" width="${w}" height="10" fill="${colA}"/>`,
    );
    for (let j = 0; j < 3; j++) {
      const px = x + w * (0.18 + j * 0.32);
      const kind = c.pick(['orange', 'mango', 'tomato', 'lime', 'pepper', 'redpepper', 'banana', 'beans']);
      if (kind === 'banana') o.push(bananas(px + 10, 436, 1));
      else if (kind === 'beans') o.push(beans(px, 446));
      else o.push(pile(px, 442, PRODUCE[kind] ?? '#f39c2b', kind.includes('pepper') ? 9 : 13));
    }
  }
  for (const [bx, by] of [
    [c.r(120, 300), 690],
    [c.r(880, 1080), 700],
  ] as const) {
    const col = c.pick(['orange', 'mango', 'lime', 'tomato']);
    let fr = '';
    for (let k = 0; k < 7; k++) fr += `<circle cx="${n(bx + c.r(-60, 60))}" cy="${n(by - c.r(18, 40))}" r="17" fill="${g(PRODUCE[col] ?? '#f39c2b')}"/>`;
    o.push(
      `<ellipse cx="${n(bx)}" cy="${by + 62}" rx="96" ry="14" fill="#000" opacity=".18"/>${fr}<path d="M${n(bx - 90)} ${by - 20}h180l-18 80h-144Z" fill="#b7894f"/><path d="M${n(bx - 86)} ${by}h172M${n(bx - 82)} ${by + 20}h164M${n(bx - 78)} ${by + 40}h156" stroke="#7d5a2e" stroke-width="4"/><ellipse cx="${n(bx)}" cy="${by - 20}" rx="90" ry="10" fill="none" stroke="#8f6636" stroke-width="6"/>`,
    );
  }
  o.push(vignette(c, 0.22));
  return o.join('');
}

// Dish: a plate seen from above -------------------------------------------------------------------

function grains(c: Ctx, cx: number, cy: number, r: number, count: number, col: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = c.r(0, TAU);
    const rr = Math.sqrt(c.rnd()) * r;
    const b = c.r(0, TAU);
    d += `M${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}l${n(Math.cos(b) * 5)} ${n(Math.sin(b) * 5)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-width="5" stroke-linecap="round"/>`;
}

function chunks(c: Ctx, pts: readonly Pt[], r: number, col: string): string {
  let d = '';
  for (const [x, y] of pts) d += blob(c, x, y, r * c.r(0.8, 1.15), 0.25, 6);
  return `<path d="${d}" fill="${c.rad(
    [
      [0, lighten(col, 0.25)],
      [0.7, col],
      [1, darken(col, 0.3)],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`;
}

function around(c: Ctx, cx: number, cy: number, r: number, k: number): Pt[] {
  const pts: Pt[] = [];
  const off = c.r(0, TAU);
  for (let i = 0; i < k; i++) {
    const a = off + (i / k) * TAU + c.r(-0.3, 0.3);
    const rr = r * Math.sqrt(c.r(0.1, 1));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

function sticks(c: Ctx, pts: readonly Pt[], len: number, width: number, col: string, edge?: string): string {
  let d = '';
  for (const [x, y] of pts) {
    const a = c.r(0, TAU);
    d += `M${n(x - (Math.cos(a) * len) / 2)} ${n(y - (Math.sin(a) * len) / 2)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
  }
  return `${edge ? `<path d="${d}" stroke="${edge}" stroke-width="${width + 3}" stroke-linecap="round"/>` : ''}<path d="${d}" stroke="${col}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function herbs(c: Ctx, cx: number, cy: number, r: number, k: number, col = '#3f8f3a'): string {
  let o = '';
  for (const [x, y] of around(c, cx, cy, r, k)) o += leaf(x, y, c.r(14, 22), c.r(5, 8), c.r(0, 360), col);
  return o;
}

function foodRice(c: Ctx, cx: number, cy: number, p0: string): string {
  const kind = c.pick(['white', 'nasi', 'moksi']);
  const riceCol = kind === 'nasi' ? '#cf9650' : kind === 'moksi' ? '#e4d6b3' : '#f1ead6';
  const o: string[] = [];
  o.push(`<path d="${blob(c, cx - 45, cy + 15, 110, 0.08, 9)}" fill="${riceCol}"/>`);
  o.push(grains(c, cx - 45, cy + 15, 98, 80, lighten(riceCol, 0.45)));
  if (kind === 'moksi')
    o.push(
      `<path d="${around(c, cx - 45, cy + 15, 90, 16)
        .map(([x, y]) => circ(x, y, 6))
        .join('')}" fill="#6b3f2a"/>`,
    );
  if (kind === 'nasi') o.push(sticks(c, around(c, cx - 45, cy + 15, 90, 10), 10, 6, '#e07a2c'));
  o.push(chunks(c, around(c, cx + 95, cy - 30, 55, c.int(4, 6)), 30, mix('#a0522d', p0, 0.15)));
  o.push(sticks(c, around(c, cx + 70, cy + 105, 40, 6), 44, 10, '#4f9a3a', '#2f6b22'));
  o.push(
    `<path d="${around(c, cx - 110, cy - 105, 30, 4)
      .map(([x, y]) => circ(x, y, 16))
      .join('')}" fill="#e3f0c4" stroke="#3f7d35" stroke-width="4"/>`,
  );
  if (c.chance(0.6))
    o.push(
      `<path d="${blob(c, cx - 20, cy - 110, 50, 0.2, 8)}" fill="#fffdf6"/><circle cx="${n(cx - 18)}" cy="${n(cy - 108)}" r="20" fill="${c.rad(
        [
          [0, '#ffd767'],
          [1, '#f0a01a'],
        ],
        0.4,
        0.4,
        0.6,
      )}"/>`,
    );
  o.push(`<path d="${blob(c, cx + 130, cy + 60, 20, 0.2, 6)}" fill="#c62d1f"/>`);
  o.push(herbs(c, cx, cy, 150, 6));
  return o.join('');
}

function foodRoti(c: Ctx, cx: number, cy: number, p0: string): string {
  const o: string[] = [];
  const corner: Pt = [cx - 5, cy + 55];
  const roti = `M${n(corner[0])} ${n(corner[1])}L${n(cx - 185)} ${n(cy + 25)}Q${n(cx - 215)} ${n(cy - 170)} ${n(cx - 35)} ${n(cy - 185)}Z`;
  o.push(
    `<path d="${roti}" fill="${c.lin(
      [
        [0, '#f4dca6'],
        [1, '#e2b66a'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  o.push(
    `<path d="M${n(cx - 30)} ${n(cy + 40)}Q${n(cx - 150)} ${n(cy - 20)} ${n(cx - 55)} ${n(cy - 170)}" stroke="#c99752" stroke-width="4" fill="none" opacity=".7"/>`,
  );
  let spots = '';
  for (let i = 0; i < 16; i++) {
    const t = c.r(0.15, 0.9);
    const u = c.r(0.1, 0.9);
    const x = corner[0] + (cx - 150 - corner[0]) * t + (cx - 70 - (cx - 150)) * u * t;
    const y = corner[1] + (cy - 90 - corner[1]) * t + (cy - 160 - (cy - 10)) * u * t * 0.5;
    spots += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(c.r(4, 9))}" ry="${n(c.r(3, 6))}"/>`;
  }
  o.push(`<g fill="#b0702f" opacity=".55">${spots}</g>`);
  const sauce = mix('#d4962a', p0, 0.15);
  o.push(
    `<path d="${blob(c, cx + 65, cy + 10, 120, 0.1, 9)}" fill="${c.rad([
      [0, lighten(sauce, 0.15)],
      [1, darken(sauce, 0.15)],
    ])}"/>`,
  );
  o.push(chunks(c, around(c, cx + 70, cy + 5, 75, 5), 27, '#a0561f'));
  let pot = '';
  for (const [x, y] of around(c, cx + 60, cy + 15, 85, 4))
    pot += `<rect x="${n(x - 15)}" y="${n(y - 15)}" width="30" height="30" rx="9" transform="rotate(${n(c.r(0, 90))} ${n(x)} ${n(y)})"/>`;
  o.push(`<g fill="#f2c95c" stroke="#d9a53a" stroke-width="2">${pot}</g>`);
  o.push(sticks(c, around(c, cx + 40, cy + 140, 50, 6), 46, 10, '#4f9a3a', '#2f6b22'));
  o.push(
    `<path d="${around(c, cx + 60, cy, 95, 6)
      .map(([x, y]) => circ(x, y, 4))
      .join('')}" fill="#ffffff" opacity=".35"/>`,
  );
  o.push(herbs(c, cx + 50, cy + 20, 110, 5));
  return o.join('');
}

function foodSoup(c: Ctx, cx: number, cy: number): string {
  const pinda = c.chance(0.5);
  const o: string[] = [];
  const broth = pinda ? '#c99a64' : '#e2a444';
  o.push(
    `<circle cx="${cx}" cy="${cy}" r="182" fill="${c.rad([
      [0, lighten(broth, 0.12)],
      [0.8, broth],
      [1, darken(broth, 0.2)],
    ])}"/>`,
  );
  o.push(
    `<path d="${around(c, cx, cy, 160, 14)
      .map(([x, y]) => circ(x, y, c.r(4, 9)))
      .join('')}" fill="#fff6d8" opacity=".35"/>`,
  );
  if (pinda) {
    o.push(chunks(c, around(c, cx + 30, cy + 40, 100, 5), 26, '#a45d2a'));
    for (const [x, y] of [
      [cx - 70, cy - 40],
      [cx + 10, cy - 90],
      [cx - 30, cy + 70],
    ] as const) {
      o.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="34" fill="${c.rad(
          [
            [0, '#fbf0cf'],
            [1, '#e2c887'],
          ],
          0.4,
          0.35,
          0.7,
        )}"/>`,
      );
    }
    o.push(herbs(c, cx, cy, 140, 8, '#4a9a3c'));
  } else {
    let sprouts = '';
    for (const [x, y] of around(c, cx, cy, 130, 14)) sprouts += `M${n(x)} ${n(y)}q${n(c.r(-20, 20))} ${n(c.r(-20, 20))} ${n(c.r(-40, 40))} ${n(c.r(-30, 30))}`;
    o.push(`<path d="${sprouts}" stroke="#f5f1d9" stroke-width="5" stroke-linecap="round" fill="none"/>`);
    o.push(sticks(c, around(c, cx, cy, 130, 12), 24, 7, '#e7c173', '#b98a3a'));
    o.push(sticks(c, around(c, cx + 20, cy - 30, 100, 10), 18, 6, '#f0e0c6'));
    for (const [x, y] of [
      [cx - 60, cy - 50],
      [cx + 55, cy + 50],
    ] as const) {
      o.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="34" ry="28" fill="#fffdf7"/><circle cx="${n(x)}" cy="${n(y)}" r="15" fill="#f3b21c"/>`);
    }
    o.push(
      `<path d="${around(c, cx, cy, 150, 24)
        .map(([x, y]) => circ(x, y, 3))
        .join('')}" fill="#8a4b1e"/>`,
    );
    o.push(herbs(c, cx, cy, 140, 9, '#3f9a3a'));
  }
  o.push(
    `<path d="M${n(cx - 120)} ${n(cy - 110)}A165 165 0 0 1 ${n(cx + 60)} ${n(cy - 158)}" stroke="#fff" stroke-opacity=".35" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
  return o.join('');
}

function foodNoodles(c: Ctx, cx: number, cy: number, p0: string): string {
  const o: string[] = [];
  o.push(`<path d="${blob(c, cx, cy, 150, 0.08, 10)}" fill="#c98e3c"/>`);
  let d = '';
  for (let i = 0; i < 36; i++) {
    const [x, y] = around(c, cx, cy, 120, 1)[0] as Pt;
    d += `M${n(x)} ${n(y)}q${n(c.r(-60, 60))} ${n(c.r(-60, 60))} ${n(c.r(-90, 90))} ${n(c.r(-50, 50))}`;
  }
  o.push(
    `<path d="${d}" stroke="#a66d24" stroke-width="10" stroke-linecap="round" fill="none"/><path d="${d}" stroke="#eec775" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  );
  o.push(chunks(c, around(c, cx + 20, cy - 10, 90, 5), 24, mix('#a0522d', p0, 0.15)));
  o.push(sticks(c, around(c, cx - 20, cy + 20, 110, 7), 34, 8, '#f6d55c'));
  o.push(
    `<path d="${around(c, cx, cy, 130, 12)
      .map(([x, y]) => circ(x, y, 7))
      .join('')}" fill="none" stroke="#5aa53d" stroke-width="4"/>`,
  );
  o.push(
    `<path d="${around(c, cx, cy, 120, 6)
      .map(([x, y]) => circ(x, y, 6))
      .join('')}" fill="#d9362b" stroke="#f0d9a0" stroke-width="2"/>`,
  );
  let prawns = '';
  for (const [x, y] of around(c, cx, cy, 100, 3)) prawns += `M${n(x)} ${n(y)}a22 22 0 1 1 22 22`;
  o.push(
    `<path d="${prawns}" stroke="#e8693a" stroke-width="14" fill="none" stroke-linecap="round"/><path d="${prawns}" stroke="#ffb38a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  return o.join('');
}

function sceneDish(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [];
  const variant = c.variant % 4;
  if (c.chance(0.55)) {
    const wood = mix('#9c6a3f', p1, 0.08);
    for (let i = 0; i < 5; i++) {
      const y = i * 160;
      const col = mix(wood, i % 2 ? '#7a4f2c' : '#b07d4f', c.r(0.1, 0.35));
      let grain = '';
      for (let k = 0; k < 4; k++) {
        const gy = y + c.r(20, 140);
        grain += `M-10 ${n(gy)}Q${n(c.r(200, 500))} ${n(gy + c.r(-14, 14))} ${n(c.r(600, 800))} ${n(gy + c.r(-8, 8))}T1210 ${n(gy + c.r(-10, 10))}`;
      }
      o.push(
        `<rect y="${y}" width="${DW}" height="160" fill="${col}"/><path d="${grain}" stroke="#000" stroke-opacity=".1" stroke-width="2.5" fill="none"/><rect y="${y + 157}" width="${DW}" height="4" fill="#000" opacity=".25"/>`,
      );
    }
  } else {
    const cloth = lighten(p1, 0.7);
    const check = c.def(
      (id) =>
        `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M0 0h40v80h-40ZM0 0h80v40h-80Z" fill="${p1}" fill-opacity=".22"/></pattern>`,
    );
    o.push(`<rect width="${DW}" height="${DH}" fill="${cloth}"/><rect width="${DW}" height="${DH}" fill="url(#${check})"/>`);
  }
  const cx = 580;
  const cy = 410;
  const shadow = c.rad([
    [0.75, '#000', 0.35],
    [1, '#000', 0],
  ]);
  o.push(`<circle cx="${cx + 14}" cy="${cy + 20}" r="300" fill="${shadow}"/>`);
  if (variant === 2) {
    const bowl = c.pick(['#fbfaf7', lighten(p0, 0.75), lighten(p2, 0.7)]);
    o.push(
      `<circle cx="${cx}" cy="${cy}" r="230" fill="${c.rad([
        [0.6, bowl],
        [1, darken(bowl, 0.12)],
      ])}"/><circle cx="${cx}" cy="${cy}" r="205" fill="${darken(bowl, 0.06)}"/><circle cx="${cx}" cy="${cy}" r="230" fill="none" stroke="${p0}" stroke-width="5" stroke-opacity=".7"/>`,
    );
  } else {
    o.push(
      `<circle cx="${cx}" cy="${cy}" r="262" fill="${c.rad([
        [0.7, '#ffffff'],
        [1, '#e4e0d8'],
      ])}"/><circle cx="${cx}" cy="${cy}" r="246" fill="none" stroke="${p0}" stroke-width="4" stroke-opacity=".55"/><circle cx="${cx}" cy="${cy}" r="200" fill="${c.rad(
        [
          [0, '#fdfcf9'],
          [1, '#efebe3'],
        ],
      )}"/><path d="M${cx - 170} ${cy - 150}A230 230 0 0 1 ${cx + 40} ${cy - 230}" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (variant === 0) o.push(foodRice(c, cx, cy, p0));
  else if (variant === 1) o.push(foodRoti(c, cx, cy, p0));
  else if (variant === 2) o.push(foodSoup(c, cx, cy));
  else o.push(foodNoodles(c, cx, cy, p0));
  // napkin and cutlery (a spoon for soup)
  const nap = lighten(p0, 0.25);
  o.push(
    `<rect x="880" y="170" width="130" height="470" rx="6" fill="${nap}"/><rect x="880" y="170" width="130" height="470" rx="6" fill="${c.lin(
      [
        [0, '#fff', 0.18],
        [1, '#000', 0.1],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="M945 170v470" stroke="#000" stroke-opacity=".12" stroke-width="3"/><rect x="880" y="590" width="130" height="12" fill="${p2}"/>`,
  );
  const metal = c.lin(
    [
      [0, '#f4f6f7'],
      [0.5, '#c6ccd0'],
      [1, '#9aa2a8'],
    ],
    0,
    0,
    1,
    0,
  );
  if (variant === 2)
    o.push(`<ellipse cx="945" cy="270" rx="34" ry="50" fill="${metal}"/><rect x="937" y="312" width="16" height="290" rx="8" fill="${metal}"/>`);
  else
    o.push(
      `<path d="M902 220v70q0 24 14 30v290a10 10 0 0 0 20 0V320q14-6 14-30v-70h-6v62h-6v-62h-6v62h-6v-62h-6v62h-6v-62Z" fill="${metal}"/><path d="M968 220q26 30 24 140l-6 10v240a10 10 0 0 1 -20 0Z" fill="${metal}"/>`,
    );
  // glass of juice and a small sambal bowl
  const drink = mix(p2, '#f2a541', 0.3);
  o.push(
    `<circle cx="260" cy="180" r="86" fill="#000" opacity=".18"/><circle cx="250" cy="170" r="80" fill="${c.rad([
      [0, lighten(drink, 0.3)],
      [0.85, drink],
      [1, darken(drink, 0.25)],
    ])}"/><circle cx="250" cy="170" r="80" fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="6"/><rect x="224" y="140" width="34" height="34" rx="6" fill="#ffffff" opacity=".4" transform="rotate(18 241 157)"/><rect x="256" y="168" width="30" height="30" rx="6" fill="#ffffff" opacity=".35" transform="rotate(-12 271 183)"/><circle cx="300" cy="115" r="30" fill="#8bc34a"/><circle cx="300" cy="115" r="24" fill="#dcedc8"/><path d="M300 91v48M276 115h48M283 98l34 34M317 98l-34 34" stroke="#8bc34a" stroke-width="2"/>`,
  );
  o.push(
    `<circle cx="255" cy="650" r="62" fill="#000" opacity=".15"/><circle cx="248" cy="642" r="58" fill="#fbfaf6"/><circle cx="248" cy="642" r="44" fill="${c.rad(
      [
        [0, '#e0442f'],
        [1, '#a81f12'],
      ],
    )}"/><path d="${around(c, 248, 642, 36, 9)
      .map(([x, y]) => circ(x, y, 3))
      .join('')}" fill="#f7d36b"/>`,
  );
  o.push(`<path d="M360 720q30-20 70-6q-30 16-70 6Z" fill="#d62828"/><path d="M430 714l12-6" stroke="#3f7d35" stroke-width="5" stroke-linecap="round"/>`);
  o.push(
    leaf(c.r(1040, 1120), c.r(80, 160), 60, 18, c.r(0, 360), '#3f8f3a', '#2c6b2a'),
    leaf(c.r(1050, 1130), c.r(660, 740), 54, 16, c.r(0, 360), '#4a9a3c', '#2c6b2a'),
  );
  o.push(vignette(c, 0.3));
  return o.join('');
}

// Drinks ------------------------------------------------------------------------------------------

function glass(c: Ctx, kind: 'highball' | 'tumbler' | 'coupe' | 'coconut', x: number, yb: number, col: string, accent: string): string {
  const liquid = c.lin([
    [0, lighten(col, 0.3)],
    [0.6, col],
    [1, darken(col, 0.2)],
  ]);
  const o: string[] = [`<ellipse cx="${n(x)}" cy="${n(yb + 6)}" rx="${kind === 'coupe' ? 60 : 70}" ry="10" fill="#000" opacity=".3"/>`];
  if (kind === 'coconut') {
    o.push(`<path d="M${n(x + 10)} ${n(yb - 150)}L${n(x + 60)} ${n(yb - 270)}" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`);
    o.push(
      `<circle cx="${n(x)}" cy="${n(yb - 78)}" r="80" fill="${c.rad(
        [
          [0, '#9c6a3c'],
          [1, '#4e3018'],
        ],
        0.35,
        0.3,
        0.8,
      )}"/><ellipse cx="${n(x)}" cy="${n(yb - 140)}" rx="54" ry="14" fill="#f7f1e3" stroke="#6b4524" stroke-width="5"/>`,
    );
    o.push(
      `<path d="M${n(x - 100)} ${n(yb - 230)}q60 -56 120 0z" fill="${accent}"/><path d="M${n(x - 40)} ${n(yb - 272)}l-60 42M${n(x - 40)} ${n(yb - 272)}l-20 42M${n(x - 40)} ${n(yb - 272)}l20 42M${n(x - 40)} ${n(yb - 272)}l60 42" stroke="#ffffff" stroke-opacity=".6" stroke-width="2"/><path d="M${n(x - 40)} ${n(yb - 272)}L${n(x - 14)} ${n(yb - 140)}" stroke="#e9d8a6" stroke-width="4"/>`,
    );
    return o.join('');
  }
  if (kind === 'coupe') {
    const top = yb - 200;
    o.push(
      `<ellipse cx="${n(x)}" cy="${n(yb - 4)}" rx="48" ry="9" fill="#ffffff" fill-opacity=".2" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/><path d="M${n(x)} ${n(yb - 6)}V${n(top + 86)}" stroke="#ffffff" stroke-opacity=".55" stroke-width="6"/>`,
    );
    o.push(
      `<path d="M${n(x - 82)} ${n(top + 18)}Q${n(x - 76)} ${n(top + 92)} ${n(x)} ${n(top + 92)}Q${n(x + 76)} ${n(top + 92)} ${n(x + 82)} ${n(top + 18)}Z" fill="${liquid}"/>`,
    );
    o.push(
      `<path d="M${n(x - 90)} ${n(top)}Q${n(x - 84)} ${n(top + 100)} ${n(x)} ${n(top + 100)}Q${n(x + 84)} ${n(top + 100)} ${n(x + 90)} ${n(top)}Z" fill="#ffffff" fill-opacity=".1" stroke="#ffffff" stroke-opacity=".6" stroke-width="3"/>`,
    );
    o.push(
      `<circle cx="${n(x + 50)}" cy="${n(top + 6)}" r="13" fill="#c81d3a"/><path d="M${n(x + 52)} ${n(top - 6)}q8 -20 22 -26" stroke="#3d6b2a" stroke-width="3" fill="none"/>`,
    );
    return o.join('');
  }
  const h = kind === 'highball' ? 230 : 140;
  const w = kind === 'highball' ? 100 : 124;
  const top = yb - h;
  const path = (inset: number, lvl: number) =>
    `M${n(x - w / 2 + inset)} ${n(lvl)}L${n(x - w / 2 + 5 + inset)} ${n(yb - 10)}Q${n(x - w / 2 + 6 + inset)} ${n(yb - inset)} ${n(x - w / 2 + 16)} ${n(yb - inset)}L${n(x + w / 2 - 16)} ${n(yb - inset)}Q${n(x + w / 2 - 6 - inset)} ${n(yb - inset)} ${n(x + w / 2 - 5 - inset)} ${n(yb - 10)}L${n(x + w / 2 - inset)} ${n(lvl)}Z`;
  o.push(`<path d="M${n(x + 14)} ${n(top + 40)}L${n(x + 44)} ${n(top - 70)}" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`);
  o.push(`<path d="${path(5, top + 34)}" fill="${liquid}"/>`);
  let ice = '';
  for (let i = 0; i < 3; i++)
    ice += `<rect x="${n(x - 38 + i * 26 + c.r(-4, 4))}" y="${n(top + 30 + c.r(0, 24) + i * 8)}" width="30" height="30" rx="7" transform="rotate(${n(c.r(-25, 25))} ${n(x - 23 + i * 26)} ${n(top + 50 + i * 8)})"/>`;
  o.push(`<g fill="#ffffff" fill-opacity=".3" stroke="#ffffff" stroke-opacity=".55" stroke-width="2">${ice}</g>`);
  o.push(
    `<path d="${around(c, x, yb - h * 0.35, w * 0.3, 6)
      .map(([bx, by]) => circ(bx, by, c.r(2, 4)))
      .join('')}" fill="none" stroke="#ffffff" stroke-opacity=".6" stroke-width="1.5"/>`,
  );
  o.push(
    `<path d="${path(0, top)}" fill="#ffffff" fill-opacity=".1" stroke="#ffffff" stroke-opacity=".65" stroke-width="3"/><path d="M${n(x - w / 2 + 14)} ${n(top + 14)}L${n(x - w / 2 + 18)} ${n(yb - 18)}" stroke="#ffffff" stroke-opacity=".35" stroke-width="7" stroke-linecap="round"/>`,
  );
  const lx = x + w / 2 - 8;
  o.push(
    `<circle cx="${n(lx)}" cy="${n(top + 4)}" r="26" fill="#7cb342"/><circle cx="${n(lx)}" cy="${n(top + 4)}" r="21" fill="#dcedc8"/><path d="M${n(lx)} ${n(top - 17)}v42M${n(lx - 21)} ${n(top + 4)}h42M${n(lx - 15)} ${n(top - 11)}l30 30M${n(lx + 15)} ${n(top - 11)}l-30 30" stroke="#8bc34a" stroke-width="2"/>`,
  );
  return o.join('');
}

function sceneDrinks(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [
    `<rect width="${DW}" height="${DH}" fill="${c.lin([
      [0, mix('#1d0f1f', p1, 0.25)],
      [1, mix('#4a2a20', p0, 0.2)],
    ])}"/>`,
  ];
  let bokeh = '';
  for (let i = 0; i < 24; i++)
    bokeh += `<circle cx="${n(c.r(0, DW))}" cy="${n(c.r(20, 520))}" r="${n(c.r(14, 60))}" fill="${c.pick([p0, p1, p2, '#ffd37a', '#ffd37a'])}" opacity="${n(c.r(0.1, 0.35))}"/>`;
  o.push(bokeh);
  const bottleCols = ['#2f5d3a', '#6b3a20', '#8a6d2f', '#3c4f6b', '#7a2e3b'];
  for (const sy of [250, 430]) {
    o.push(`<rect y="${sy}" width="${DW}" height="10" fill="#2a1a14"/><rect y="${sy + 10}" width="${DW}" height="6" fill="#000" opacity=".3"/>`);
    let bx = c.r(-20, 30);
    while (bx < 1200) {
      const bw = c.r(30, 44);
      const bh = c.r(90, 130);
      const col = c.pick(bottleCols);
      o.push(
        `<path d="M${n(bx)} ${sy}V${n(sy - bh + 22)}Q${n(bx)} ${n(sy - bh)} ${n(bx + bw / 2 - 7)} ${n(sy - bh - 8)}V${n(sy - bh - 44)}h14V${n(sy - bh - 8)}Q${n(bx + bw)} ${n(sy - bh)} ${n(bx + bw)} ${n(sy - bh + 22)}V${sy}Z" fill="${col}" opacity=".8"/><path d="M${n(bx + 7)} ${n(sy - 10)}V${n(sy - bh + 26)}" stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"/>`,
      );
      if (c.chance(0.5)) o.push(`<rect x="${n(bx + 4)}" y="${n(sy - bh * 0.6)}" width="${n(bw - 8)}" height="${n(bh * 0.3)}" fill="#efe6d0" opacity=".55"/>`);
      bx += bw + c.r(8, 30);
    }
  }
  o.push(
    `<rect y="585" width="${DW}" height="40" fill="${c.lin([
      [0, '#8a5a36'],
      [1, '#5e3b22'],
    ])}"/><rect y="585" width="${DW}" height="4" fill="#d8a877" opacity=".6"/><rect y="625" width="${DW}" height="${DH - 625}" fill="${c.lin([
      [0, '#3a2317'],
      [1, '#24150d'],
    ])}"/>`,
  );
  let panels = '';
  for (let x = 40; x < 1200; x += 200) panels += rectD(x, 660, 160, 120);
  o.push(`<path d="${panels}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="4"/>`);
  const kinds = ['highball', 'tumbler', 'coupe', 'coconut'] as const;
  const first = c.pick(kinds);
  const chosen = [first, c.pick(kinds.filter((k) => k !== first)), c.pick(['highball', 'tumbler'] as const)];
  const cols = [p0, p2, mix(p1, '#f2a541', 0.4)];
  const xs = [c.r(360, 420), c.r(580, 630), c.r(800, 860)];
  const order = [1, 0, 2];
  for (const i of order) o.push(glass(c, chosen[i] as (typeof kinds)[number], xs[i] as number, 605, cols[i] as string, cols[(i + 1) % 3] as string));
  o.push(vignette(c, 0.35));
  return o.join('');
}

// Music and festival ---------------------------------------------------------------------------------

function beams(c: Ctx, cols: readonly string[], k: number, yEnd: number): string {
  let o = '';
  for (let i = 0; i < k; i++) {
    const x = 100 + (i + 0.5) * (1000 / k) + c.r(-40, 40);
    const tx = c.r(200, 1000);
    const w = c.r(120, 220);
    const g = c.lin([
      [0, c.pick(cols), 0.55],
      [1, c.pick(cols), 0],
    ]);
    o += `<path d="M${n(x - 8)} 40L${n(x + 8)} 40L${n(tx + w / 2)} ${yEnd}L${n(tx - w / 2)} ${yEnd}Z" fill="${g}"/>`;
  }
  return o;
}

function notes(c: Ctx, count: number, cols: readonly string[]): string {
  let o = '';
  for (let i = 0; i < count; i++) {
    const x = c.r(80, 1120);
    const y = c.r(120, 380);
    const s = c.r(0.7, 1.2);
    const col = c.pick(cols);
    const dbl = c.chance(0.5);
    o += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(c.r(-15, 15))}) scale(${n(s)})" fill="${col}" opacity=".85"><ellipse cx="0" cy="0" rx="12" ry="9" transform="rotate(-20)"/><rect x="8" y="-52" width="4" height="52"/>${dbl ? '<ellipse cx="34" cy="-8" rx="12" ry="9" transform="rotate(-20 34 -8)"/><rect x="42" y="-60" width="4" height="52"/><path d="M8 -52L46 -60V-50L8 -42Z"/>' : '<path d="M10 -52q18 6 16 26q-4 -14 -16 -14Z"/>'}</g>`;
  }
  return o;
}

function sceneMusic(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const cols = [p0, p1, p2];
  const o: string[] = [
    `<rect width="${DW}" height="${DH}" fill="${c.lin([
      [0, mix('#0b0820', p1, 0.2)],
      [0.7, mix('#2a1240', p0, 0.2)],
      [1, '#120a1c'],
    ])}"/>`,
  ];
  o.push(stars(c, 30, 300));
  o.push(beams(c, cols, c.int(4, 6), 560));
  o.push(`<rect x="60" y="30" width="1080" height="16" fill="#2b2b33"/>`);
  let lamps = '';
  for (let i = 0; i < 7; i++) lamps += `<circle cx="${110 + i * 163}" cy="52" r="13" fill="${lighten(cols[i % 3] as string, 0.5)}"/>`;
  o.push(lamps);
  let bokeh = '';
  for (let i = 0; i < 16; i++)
    bokeh += `<circle cx="${n(c.r(0, DW))}" cy="${n(c.r(60, 480))}" r="${n(c.r(8, 34))}" fill="${c.pick(cols)}" opacity="${n(c.r(0.15, 0.4))}"/>`;
  o.push(bokeh);
  o.push(
    `<rect x="-10" y="540" width="${DW + 20}" height="70" fill="#150c1f"/><rect x="-10" y="536" width="${DW + 20}" height="6" fill="${lighten(p0, 0.3)}" opacity=".8"/>`,
  );
  const band = '#120a1a';
  const sx = c.r(560, 640);
  o.push(`<path d="M${n(sx + 40)} 540V${n(540 - 150)}l-26 -30" stroke="#2b2b33" stroke-width="5" fill="none"/>`);
  o.push(figure(sx, 540, 250, 'mic', band));
  const gx = c.r(300, 380);
  o.push(figure(gx, 540, 240, 'guitar', band));
  o.push(
    `<g transform="rotate(-28 ${n(gx + 10)} ${n(540 - 120)})"><path d="M${n(gx + 10)} ${n(540 - 124)}h150" stroke="#3a2a1e" stroke-width="9"/><ellipse cx="${n(gx - 8)}" cy="${n(540 - 124)}" rx="44" ry="34" fill="${darken(p0, 0.25)}"/><ellipse cx="${n(gx + 34)}" cy="${n(540 - 124)}" rx="30" ry="26" fill="${darken(p0, 0.25)}"/><circle cx="${n(gx + 20)}" cy="${n(540 - 124)}" r="9" fill="#120a1a"/></g>`,
  );
  const dx = c.r(820, 900);
  o.push(figure(dx, 540, 235, 'guitar', band));
  let drums = '';
  let ropes = '';
  for (const [ox, h, w] of [
    [-60, 120, 62],
    [0, 100, 70],
    [62, 86, 56],
  ] as const) {
    const bx = dx + ox;
    drums += `M${n(bx - w / 2)} ${n(540 - h)}L${n(bx + w / 2)} ${n(540 - h)}L${n(bx + w * 0.32)} 540L${n(bx - w * 0.32)} 540Z`;
    for (let k = 0; k < 4; k++) ropes += `M${n(bx - w / 2 + (k * w) / 4)} ${n(540 - h + 6)}l${n(w / 4)} ${n(h * 0.45)}l${n(-w / 4)} ${n(h * 0.45)}`;
    ropes += `M${n(bx - w / 2)} ${n(540 - h + 2)}h${n(w)}`;
  }
  let heads = '';
  for (const [ox, h, w] of [
    [-60, 120, 62],
    [0, 100, 70],
    [62, 86, 56],
  ] as const)
    heads += `<ellipse cx="${n(dx + ox)}" cy="${n(540 - h)}" rx="${n(w / 2)}" ry="7"/>`;
  o.push(
    `<path d="${drums}" fill="${darken(p2, 0.35)}"/><path d="${ropes}" stroke="${lighten(p2, 0.3)}" stroke-width="2.5" fill="none" opacity=".8"/><g fill="#efe3c8">${heads}</g>`,
  );
  o.push(
    notes(
      c,
      c.int(4, 6),
      cols.map((x) => lighten(x, 0.3)),
    ),
  );
  o.push(crowd(c, 680, 15, ['#07040b', '#0c0713'], 0.45));
  let phones = '';
  for (let i = 0; i < 3; i++) phones += `<rect x="${n(c.r(100, 1100))}" y="${n(c.r(560, 620))}" width="12" height="20" rx="2" fill="#e8f1ff" opacity=".9"/>`;
  o.push(phones);
  o.push(vignette(c, 0.4));
  return o.join('');
}

function firework(c: Ctx, x: number, y: number, r: number, col: string): string {
  const k = c.int(18, 26);
  let d = '';
  let dots = '';
  for (let j = 0; j < k; j++) {
    const a = (j / k) * TAU + c.r(-0.05, 0.05);
    const r1 = r * c.r(0.2, 0.35);
    const r2 = r * c.r(0.8, 1);
    d += `M${n(x + Math.cos(a) * r1)} ${n(y + Math.sin(a) * r1)}L${n(x + Math.cos(a) * r2)} ${n(y + Math.sin(a) * r2)}`;
    dots += circ(x + Math.cos(a) * r2 * 1.12, y + Math.sin(a) * r2 * 1.12, 3.2);
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.4)}" fill="${c.rad([
    [0, col, 0.35],
    [1, col, 0],
  ])}"/><path d="${d}" stroke="${col}" stroke-width="3.5" stroke-linecap="round"/><path d="${dots}" fill="${lighten(col, 0.5)}"/><circle cx="${n(x)}" cy="${n(y)}" r="5" fill="#ffffff"/>`;
}

function bunting(x0: number, y0: number, x1: number, y1: number, sag: number, cols: readonly string[]): string {
  const P0: Pt = [x0, y0];
  const P1: Pt = [x1, y1];
  const C: Pt = [(x0 + x1) / 2, (y0 + y1) / 2 + sag * 2];
  const k = Math.floor((x1 - x0) / 48);
  const flags = cols.map(() => '');
  for (let j = 1; j < k; j++) {
    const t = j / k;
    const a = qpt(P0, C, P1, t);
    const b = qpt(P0, C, P1, t + 0.6 / k);
    const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 40];
    flags[j % cols.length] += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}L${n(m[0])} ${n(m[1])}Z`;
  }
  return `<path d="M${x0} ${y0}Q${n(C[0])} ${n(C[1])} ${x1} ${y1}" stroke="#f5f0e6" stroke-width="2.5" fill="none"/>${flags.map((d, i) => (d ? `<path d="${d}" fill="${cols[i]}"/>` : '')).join('')}`;
}

function sceneFestival(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['dusk', 'night', 'night']);
  const o: string[] = [skyRect(c, mood, p1)];
  o.push(stars(c, mood === 'night' ? 50 : 20, 400));
  const fcols = [lighten(p0, 0.15), lighten(p1, 0.2), lighten(p2, 0.15), '#ffd166', '#ffffff'];
  for (let i = 0, k = c.int(3, 5); i < k; i++) {
    const fx = 120 + (i + 0.5) * (960 / k) + c.r(-50, 50);
    const fy = c.r(110, 330);
    o.push(
      `<path d="M${n(fx + c.r(-40, 40))} 560Q${n(fx)} ${n(fy + 150)} ${n(fx)} ${n(fy + 20)}" stroke="${lighten(c.pick(fcols), 0.3)}" stroke-opacity=".25" stroke-width="2" fill="none"/>`,
    );
    o.push(firework(c, fx, fy, c.r(70, 140), c.pick(fcols)));
  }
  const sil = mix('#140f2b', p1, 0.12);
  let sk = 'M-20 820V560';
  let x = -20;
  while (x < 1220) {
    const w = c.r(90, 170);
    const h = c.r(470, 540);
    if (c.chance(0.7)) sk += `L${n(x)} ${n(h)}L${n(x + w / 2)} ${n(h - w * 0.4)}L${n(x + w)} ${n(h)}`;
    else sk += `L${n(x)} ${n(h)}L${n(x + w)} ${n(h)}`;
    x += w;
  }
  sk += 'L1220 560V820Z';
  o.push(`<path d="${sk}" fill="${sil}"/>`);
  let win = '';
  for (let i = 0; i < 18; i++) win += rectD(c.r(0, 1180), c.r(540, 600), 12, 18);
  o.push(`<path d="${win}" fill="#ffd98a" opacity=".8"/>`);
  o.push(palm(c, c.r(60, 200), 600, c.r(230, 280), c.r(-20, 20), 0.9, darken(sil, 0.1), darken(sil, 0.1)));
  o.push(palm(c, c.r(1000, 1140), 600, c.r(230, 280), c.r(-20, 20), 0.9, darken(sil, 0.1), darken(sil, 0.1)));
  const bcols = [p0, '#ffffff', p2, '#ffd166', p1];
  o.push(bunting(-20, c.r(20, 60), 620, c.r(40, 90), c.r(40, 70), bcols));
  o.push(bunting(580, c.r(40, 90), 1220, c.r(20, 60), c.r(40, 70), bcols));
  if (c.chance(0.6)) {
    const px = c.pick([c.r(150, 300), c.r(900, 1050)]);
    let pg = '';
    for (let y = 140; y < 480; y += 11) pg += rectD(px + (Math.floor(y / 11) % 2 ? 2 : -14), y, 12, 8);
    o.push(`<path d="M${n(px)} 120V480" stroke="#3a2a1a" stroke-width="2"/><path d="${pg}" fill="#d62828"/>`);
  }
  o.push(crowd(c, 660, 16, [darken(sil, 0.35), darken(mix(sil, p0, 0.2), 0.4), darken(mix(sil, p2, 0.2), 0.4)], 0.5));
  const conf = fcols.map(() => '');
  for (let i = 0; i < 36; i++) {
    const a = c.r(0, Math.PI);
    const ux = Math.cos(a) * 11;
    const uy = Math.sin(a) * 11;
    const k = c.int(0, fcols.length - 1);
    conf[k] += `M${n(c.r(0, DW))} ${n(c.r(60, 700))}l${n(ux)} ${n(uy)}l${n(-uy * 0.5)} ${n(ux * 0.5)}l${n(-ux)} ${n(-uy)}Z`;
  }
  o.push(conf.map((d, i) => (d ? `<path d="${d}" fill="${fcols[i]}"/>` : '')).join(''));
  o.push(vignette(c, 0.35));
  return o.join('');
}

// Beach, village, wildlife, boat, portrait ----------------------------------------------------------

function turtle(x: number, y: number, s: number): string {
  const sk = '#4d5865';
  const f = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return `<path d="M${f(-28, -30)}Q${f(-110, -30)} ${f(-132, 30)}Q${f(-70, 10)} ${f(-22, 5)}ZM${f(28, -30)}Q${f(110, -30)} ${f(132, 30)}Q${f(70, 10)} ${f(22, 5)}ZM${f(-20, 70)}Q${f(-58, 92)} ${f(-50, 112)}Q${f(-26, 96)} ${f(-10, 82)}ZM${f(20, 70)}Q${f(58, 92)} ${f(50, 112)}Q${f(26, 96)} ${f(10, 82)}Z" fill="${sk}"/><ellipse cx="${n(x)}" cy="${n(y - 78 * s)}" rx="${n(22 * s)}" ry="${n(26 * s)}" fill="${sk}"/><path d="M${f(0, -64)}C${f(58, -60)} ${f(62, 40)} ${f(0, 112)}C${f(-62, 40)} ${f(-58, -60)} ${f(0, -64)}Z" fill="#27313a"/><path d="M${f(0, -60)}L${f(0, 106)}M${f(-26, -50)}Q${f(-36, 20)} ${f(-10, 92)}M${f(26, -50)}Q${f(36, 20)} ${f(10, 92)}M${f(-44, -30)}Q${f(-50, 20)} ${f(-26, 64)}M${f(44, -30)}Q${f(50, 20)} ${f(26, 64)}" stroke="#74838f" stroke-width="${n(3 * s)}" fill="none" opacity=".85"/><path d="${circ(x - 12 * s, y - 20 * s, 2.5 * s)}${circ(x + 16 * s, y + 10 * s, 2.5 * s)}${circ(x - 6 * s, y + 40 * s, 2 * s)}${circ(x - 8 * s, y - 84 * s, 2.5 * s)}" fill="#e6edf2"/>`;
}

function sceneBeach(c: Ctx): string {
  const [p0, p1] = c.pal;
  const mood = c.pick<Mood>(['day', 'golden', 'dusk']);
  const hz = 420;
  const o: string[] = [skyRect(c, mood, p1, hz + 4)];
  const sunX = c.r(300, 900);
  const sunY = mood === 'day' ? c.r(100, 180) : c.r(300, 370);
  o.push(sun(c, sunX, sunY, mood === 'day' ? 34 : 48, mood));
  for (let i = 0, k = c.int(2, 4); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(60, 260), c.r(0.7, 1.3), mood === 'dusk' ? '#f6c0a8' : '#ffffff', 0.85));
  const sea = mood === 'dusk' ? mix('#4d6a86', p1, 0.1) : mix('#4f9a9a', p1, 0.15);
  o.push(
    `<rect y="${hz}" width="${DW}" height="220" fill="${c.lin([
      [0, mix(sea, SKY[mood][2], 0.45)],
      [1, darken(sea, 0.15)],
    ])}"/>`,
  );
  let gl = '';
  for (let y = hz + 5; y < 600; y += c.r(8, 14)) {
    const w = c.r(20, 70) * (1 - (y - hz) / 320) + 6;
    gl += `M${n(sunX - w / 2 + c.r(-10, 10))} ${n(y)}h${n(w)}`;
  }
  o.push(`<path d="${gl}" stroke="${SUN[mood]}" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>`);
  let wv = '';
  for (let i = 0; i < 16; i++) {
    const y = c.r(hz + 20, 590);
    const x = c.r(0, 1150);
    const w = c.r(30, 90) * (0.5 + (y - hz) / 200);
    wv += `M${n(x)} ${n(y)}q${n(w / 4)} ${n(-6)} ${n(w / 2)} 0t${n(w / 2)} 0`;
  }
  o.push(`<path d="${wv}" stroke="#ffffff" stroke-opacity=".5" stroke-width="2.5" fill="none" stroke-linecap="round"/>`);
  const shore: Pt[] = [];
  for (let x = -40; x <= 1240; x += 80) shore.push([x, 600 + c.r(-14, 14)]);
  const sd = `M-40 ${n((shore[0] as Pt)[1])}${wave(shore.slice(1))}`;
  o.push(`<path d="${sd}L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="#c8b38a"/>`);
  o.push(`<path d="${sd}" stroke="#ffffff" stroke-width="7" stroke-opacity=".85" fill="none"/>`);
  o.push(
    `<path d="${sd}L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="${c.lin([
      [0, '#e8d3a5'],
      [1, '#d9bd86'],
    ])}" transform="translate(0 26)"/>`,
  );
  let dots = '';
  for (let i = 0; i < 40; i++) dots += circ(c.r(0, DW), c.r(650, 800), c.r(1.2, 2.6));
  o.push(`<path d="${dots}" fill="#b89a68" opacity=".5"/>`);
  const left = c.chance(0.5);
  const px = left ? c.r(60, 200) : c.r(1000, 1140);
  o.push(palm(c, px, c.r(700, 760), c.r(380, 450), left ? c.r(90, 150) : c.r(-150, -90), 1.1, '#8a6e50', mix('#2f7a3a', p1, 0.1)));
  if (c.chance(0.6))
    o.push(
      palm(
        c,
        left ? px + c.r(90, 150) : px - c.r(90, 150),
        c.r(660, 700),
        c.r(280, 340),
        left ? c.r(40, 90) : c.r(-90, -40),
        0.9,
        '#7d644a',
        mix('#2a6b35', p1, 0.1),
      ),
    );
  if (c.chance(0.75)) {
    const tx = c.r(520, 760);
    const ty = c.r(655, 680);
    let tr = '';
    for (let y = ty + 120; y < 830; y += 14) tr += `M${n(tx - 60)} ${n(y)}l14 -6M${n(tx + 46)} ${n(y)}l14 -6`;
    o.push(
      `<path d="${tr}" stroke="#a88a5a" stroke-width="5" stroke-linecap="round"/><path d="M${n(tx - 30)} ${n(ty + 110)}V830M${n(tx + 30)} ${n(ty + 110)}V830" stroke="#c9ae80" stroke-width="10" opacity=".6"/>`,
    );
    o.push(`<ellipse cx="${n(tx + 6)}" cy="${n(ty + 24)}" rx="52" ry="78" fill="#000" opacity=".1"/>`);
    o.push(turtle(tx, ty, 0.75));
  } else {
    o.push(
      `<path d="M${n(c.r(450, 600))} 720q120 -30 240 -6" stroke="#8a6a48" stroke-width="16" stroke-linecap="round" fill="none"/><path d="${blob(c, c.r(760, 840), 720, 16, 0.2, 6)}" fill="${lighten(p0, 0.5)}"/>`,
    );
  }
  o.push(birds(c, c.int(2, 4), 200, 1000, 80, 260, mood === 'dusk' ? '#2a1f3a' : '#2f3b44'));
  o.push(vignette(c, 0.22));
  return o.join('');
}

function hut(x: number, yb: number, s: number, pal: readonly string[]): string {
  const w = 150 * s;
  const wallH = 70 * s;
  const roofH = 150 * s;
  const ov = 26 * s;
  const thatch = '#c9a05a';
  const wood = '#8b5a2b';
  const ey = yb - wallH;
  const apex: Pt = [x, ey - roofH];
  const o: string[] = [];
  o.push(`<ellipse cx="${n(x + 40 * s)}" cy="${n(yb + 4)}" rx="${n(w * 0.85)}" ry="${n(12 * s)}" fill="#000" opacity=".15"/>`);
  o.push(
    `<path d="M${n(apex[0])} ${n(apex[1])}l${n(90 * s)} ${n(-24 * s)}L${n(x + w / 2 + ov + 90 * s)} ${n(ey + 20 * s - 24 * s)}L${n(x + w / 2 + ov)} ${n(ey + 20 * s)}Z" fill="${darken(thatch, 0.12)}"/>`,
  );
  o.push(`<path d="M${n(x - w / 2)} ${n(yb)}V${n(ey)}L${n(x)} ${n(ey - roofH * 0.82)}L${n(x + w / 2)} ${n(ey)}V${n(yb)}Z" fill="${wood}"/>`);
  let planks = '';
  for (let px = x - w / 2 + 14 * s; px < x + w / 2; px += 14 * s) planks += `M${n(px)} ${n(yb)}V${n(ey - (1 - Math.abs(px - x) / (w / 2)) * roofH * 0.8)}`;
  o.push(`<path d="${planks}" stroke="#000" stroke-opacity=".2" stroke-width="${n(2 * s)}"/>`);
  const a = pal[0] ?? '#e4572e';
  const b = pal[1] ?? '#2a9d8f';
  const t = pal[2] ?? '#f4a261';
  const py = ey - roofH * 0.28;
  o.push(
    `<path d="M${n(x - 36 * s)} ${n(py)}l${n(12 * s)} ${n(-16 * s)}l${n(12 * s)} ${n(16 * s)}l${n(12 * s)} ${n(-16 * s)}l${n(12 * s)} ${n(16 * s)}l${n(12 * s)} ${n(-16 * s)}l${n(12 * s)} ${n(16 * s)}" stroke="${a}" stroke-width="${n(5 * s)}" fill="none"/><path d="M${n(x - 30 * s)} ${n(py + 14 * s)}h${n(60 * s)}" stroke="${t}" stroke-width="${n(5 * s)}"/><circle cx="${n(x)}" cy="${n(py - 40 * s)}" r="${n(10 * s)}" fill="none" stroke="${b}" stroke-width="${n(5 * s)}"/>`,
  );
  o.push(`<rect x="${n(x - 18 * s)}" y="${n(yb - 60 * s)}" width="${n(36 * s)}" height="${n(60 * s)}" fill="#3b2414"/>`);
  const outer = `M${n(apex[0])} ${n(apex[1])}L${n(x + w / 2 + ov)} ${n(ey + 20 * s)}L${n(x + w / 2)} ${n(ey + 4 * s)}L${n(x)} ${n(ey - roofH * 0.8)}L${n(x - w / 2)} ${n(ey + 4 * s)}L${n(x - w / 2 - ov)} ${n(ey + 20 * s)}Z`;
  o.push(`<path d="${outer}" fill="${thatch}"/>`);
  let tex = '';
  for (let k = 1; k < 8; k++) {
    const u = k / 8;
    tex += `M${n(apex[0] + (x - w / 2 - ov - apex[0]) * u)} ${n(apex[1] + (ey + 20 * s - apex[1]) * u)}l${n(14 * s)} ${n(-8 * s)}M${n(apex[0] + (x + w / 2 + ov - apex[0]) * u)} ${n(apex[1] + (ey + 20 * s - apex[1]) * u)}l${n(-14 * s)} ${n(-8 * s)}`;
  }
  o.push(`<path d="${tex}" stroke="#8c6a33" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`);
  return o.join('');
}

function shelter(c: Ctx, x: number, yb: number, s: number, hammock: string): string {
  const w = 200 * s;
  const h = 100 * s;
  const thatch = '#c9a05a';
  let o = `<path d="M${n(x - w / 2 + 10 * s)} ${n(yb)}V${n(yb - h)}M${n(x + w / 2 - 10 * s)} ${n(yb)}V${n(yb - h)}" stroke="#6b4526" stroke-width="${n(9 * s)}"/>`;
  o += `<path d="M${n(x - w / 2 + 12 * s)} ${n(yb - h * 0.75)}Q${n(x)} ${n(yb - h * 0.05)} ${n(x + w / 2 - 12 * s)} ${n(yb - h * 0.75)}" stroke="${hammock}" stroke-width="${n(14 * s)}" fill="none"/><path d="M${n(x - w / 2 + 12 * s)} ${n(yb - h * 0.75)}Q${n(x)} ${n(yb - h * 0.05)} ${n(x + w / 2 - 12 * s)} ${n(yb - h * 0.75)}" stroke="#ffffff" stroke-width="${n(3 * s)}" stroke-dasharray="${n(8 * s)} ${n(8 * s)}" fill="none"/>`;
  o += `<path d="M${n(x - w / 2 - 30 * s)} ${n(yb - h + 10 * s)}L${n(x - w * 0.2)} ${n(yb - h - 80 * s)}H${n(x + w * 0.2)}L${n(x + w / 2 + 30 * s)} ${n(yb - h + 10 * s)}Z" fill="${thatch}"/>`;
  let tex = '';
  for (let k = 0; k < 14; k++) {
    const tx = x - w / 2 - 20 * s + (k / 13) * (w + 40 * s);
    tex += `M${n(tx)} ${n(yb - h + 6 * s)}l${n(c.r(-4, 4))} ${n(-22 * s)}`;
  }
  o += `<path d="${tex}" stroke="#8c6a33" stroke-width="${n(3 * s)}"/>`;
  return o;
}

function banana(c: Ctx, x: number, yb: number, s: number): string {
  let o = `<path d="M${n(x - 8 * s)} ${n(yb)}L${n(x - 5 * s)} ${n(yb - 120 * s)}h${n(10 * s)}L${n(x + 8 * s)} ${n(yb)}Z" fill="#6f8f3a"/>`;
  for (let i = 0; i < 6; i++) {
    const ang = -170 + (i / 5) * 160 + c.r(-10, 10);
    o += leaf(x, yb - 118 * s, c.r(90, 130) * s, 24 * s, ang, i % 2 ? '#5c9a3c' : '#4a8a32', '#3a6b24');
  }
  return o;
}

function sceneVillage(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden']);
  const o: string[] = [skyRect(c, mood, p1, 460)];
  o.push(sun(c, c.r(200, 1000), c.r(90, 170), 34, mood));
  for (let i = 0, k = c.int(2, 3); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(60, 200), c.r(0.7, 1.2)));
  o.push(ridge(c, 330, 40, mix('#5d8a73', SKY[mood][2], 0.45), 460));
  const forest = mix('#224d2c', p1, 0.1);
  o.push(palm(c, c.r(100, 400), 440, c.r(260, 320), c.r(-20, 20), 0.7, darken(forest, 0.1), forest));
  o.push(palm(c, c.r(800, 1100), 440, c.r(260, 320), c.r(-20, 20), 0.7, darken(forest, 0.1), forest));
  const ft = bumps(c, -40, 430, 1240, 430, 40, 90, 26, 60);
  o.push(`<path d="${ft.d}L1240 470L-40 470Z" fill="${forest}"/>`, canopyTex(ft.tops, lighten(forest, 0.2), 0.5));
  const gtop: Pt[] = [];
  for (let x = -40; x <= 1300; x += 100) gtop.push([x, 455 + c.r(-8, 8)]);
  o.push(
    `<path d="M-40 ${n((gtop[0] as Pt)[1])}${wave(gtop.slice(1))}L1300 720L-40 720Z" fill="${c.lin([
      [0, '#dcb57f'],
      [1, '#c4905a'],
    ])}"/>`,
  );
  let grass = '';
  for (let i = 0; i < 40; i++) {
    const gx = c.r(0, DW);
    const gy = c.r(470, 700);
    grass += `M${n(gx)} ${n(gy)}l-4 -10M${n(gx)} ${n(gy)}l0 -12M${n(gx)} ${n(gy)}l4 -10`;
  }
  o.push(`<path d="${grass}" stroke="#6f8f3a" stroke-width="2.5" stroke-linecap="round" opacity=".7"/>`);
  const pal = [p0, p1, p2];
  const back = c.chance(0.5);
  o.push(back ? hut(c.r(300, 380), 540, 0.72, pal) : shelter(c, c.r(300, 380), 540, 0.72, p0));
  o.push(banana(c, c.r(520, 580), 540, 0.8));
  o.push(hut(c.r(820, 900), 545, 0.75, [p2, p0, p1]));
  const fx = c.r(580, 700);
  let smoke = '';
  for (let k = 0; k < 6; k++) smoke += circ(fx + Math.sin(k) * 12 + k * 6, 600 - k * 32, 10 + k * 4);
  o.push(
    `<path d="${smoke}" fill="#e9e4da" opacity=".45"/><path d="M${n(fx - 22)} 640q22 -50 44 0Z" fill="#f08c2a"/><path d="M${n(fx - 12)} 640q12 -30 24 0Z" fill="#ffd166"/><path d="${circ(fx - 26, 642, 9)}${circ(fx, 646, 9)}${circ(fx + 26, 642, 9)}" fill="#7a7066"/>`,
  );
  o.push(hut(c.r(150, 230), 670, 1, pal));
  o.push(c.chance(0.5) ? shelter(c, c.r(980, 1060), 670, 1, p2) : hut(c.r(980, 1060), 670, 1, [p1, p2, p0]));
  o.push(banana(c, c.r(420, 470), 690, 1.05));
  const river = mix('#3d5a4a', p1, 0.15);
  const rtop: Pt[] = [];
  for (let x = -40; x <= 1300; x += 120) rtop.push([x, 712 + c.r(-6, 6)]);
  const rd = `M-40 ${n((rtop[0] as Pt)[1])}${wave(rtop.slice(1))}`;
  o.push(
    `<path d="${rd}L1300 ${DH + 20}L-40 ${DH + 20}Z" fill="${c.lin([
      [0, lighten(river, 0.15)],
      [1, darken(river, 0.2)],
    ])}"/><path d="${rd}" stroke="#8a6a3f" stroke-width="5" fill="none" opacity=".6"/>`,
  );
  o.push(ripples(c, 730, 795, 16, '#ffffff', 0.25));
  o.push(korjaal(c, c.r(620, 760), 748, 240, '#5a3b24', p0, c.int(0, 2)));
  o.push(vignette(c, 0.22));
  return o.join('');
}

function toucan(c: Ctx, p0: string): string {
  const beak = c.lin(
    [
      [0, '#f7d548'],
      [0.55, mix('#f08a24', p0, 0.3)],
      [1, '#c2361b'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<path d="M570 480L600 486L572 680L536 676Z" fill="#101014"/><ellipse cx="596" cy="392" rx="74" ry="118" transform="rotate(-12 596 392)" fill="#121216"/><path d="M560 300Q530 400 566 500" stroke="#2a2a34" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/><ellipse cx="592" cy="500" rx="30" ry="15" fill="#d7263d"/><circle cx="628" cy="286" r="62" fill="#121216"/><path d="M650 296Q700 320 680 380Q640 400 610 360Q612 320 650 296Z" fill="#fff3c4"/><path d="M640 372Q660 384 676 376" stroke="#d7263d" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M666 254C730 232 822 248 866 346C806 332 736 326 668 316Z" fill="${beak}"/><path d="M668 256C740 238 812 252 862 334" stroke="#ffe37a" stroke-width="5" fill="none"/><path d="M842 318C852 326 860 336 866 346C856 344 846 341 836 340Z" fill="#15151a"/><circle cx="640" cy="274" r="17" fill="#4aa3df"/><circle cx="641" cy="274" r="8" fill="#0d0d10"/><circle cx="644" cy="270" r="3" fill="#ffffff"/><path d="M590 506l-6 24M610 504l4 24" stroke="#7b8794" stroke-width="8" stroke-linecap="round"/>`;
}

function macaw(): string {
  return `<path d="M578 480L610 486L548 792L528 788Z" fill="#d1202f"/><path d="M572 520L588 524L540 790Z" fill="#1f5fbf"/><ellipse cx="598" cy="392" rx="64" ry="112" transform="rotate(-8 598 392)" fill="#d92330"/><path d="M560 318Q520 420 560 548L608 528Q590 420 600 330Z" fill="#1f5fbf"/><path d="M560 318Q536 370 546 420L598 410Q592 360 600 330Z" fill="#f7c531"/><path d="M552 420L600 414L598 430L550 436Z" fill="#4caf50"/><path d="M554 450Q578 452 598 446M556 480Q578 482 600 476M560 510Q580 510 600 504" stroke="#123f86" stroke-width="3" fill="none"/><circle cx="626" cy="276" r="54" fill="#d92330"/><ellipse cx="650" cy="286" rx="28" ry="24" fill="#fbf7f0"/><path d="M634 296q10 3 24 0M636 304q10 3 22 0" stroke="#e9a3a3" stroke-width="1.5" fill="none"/><circle cx="646" cy="280" r="9" fill="#f7e08a"/><circle cx="647" cy="280" r="5" fill="#101010"/><path d="M668 258Q720 258 714 324Q704 300 674 300Z" fill="#f1ede0"/><path d="M672 300Q696 302 704 318Q686 332 668 318Z" fill="#2a2a2a"/><path d="M590 500l-6 26M610 498l4 26" stroke="#6b6b6b" stroke-width="8" stroke-linecap="round"/>`;
}

function frog(c: Ctx, p2: string): string {
  const skin = c.rad(
    [
      [0, mix('#5fb0ff', p2, 0.1)],
      [1, '#1848a8'],
    ],
    0.45,
    0.35,
    0.7,
  );
  let spots = '';
  for (let i = 0; i < 12; i++) spots += `<ellipse cx="${n(600 + c.r(-45, 45))}" cy="${n(430 + c.r(-70, 60))}" rx="${n(c.r(5, 10))}" ry="${n(c.r(4, 8))}"/>`;
  return `<path d="M560 380Q500 360 470 330M640 380Q700 360 730 330M562 480Q470 470 470 520Q500 540 540 520M638 480Q730 470 730 520Q700 540 660 520" stroke="#1b55b8" stroke-width="24" stroke-linecap="round" stroke-linejoin="round" fill="none"/><path d="${circ(466, 326, 9)}${circ(734, 326, 9)}${circ(540, 524, 9)}${circ(660, 524, 9)}" fill="#1b55b8"/><ellipse cx="600" cy="435" rx="72" ry="96" fill="${skin}"/><ellipse cx="600" cy="355" rx="62" ry="46" fill="${skin}"/><g fill="#0b0b12">${spots}</g><circle cx="562" cy="334" r="17" fill="#0b0b12"/><circle cx="638" cy="334" r="17" fill="#0b0b12"/><circle cx="567" cy="328" r="5" fill="#ffffff"/><circle cx="643" cy="328" r="5" fill="#ffffff"/>`;
}

function sceneWildlife(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [
    `<rect width="${DW}" height="${DH}" fill="${c.lin(
      [
        [0, mix('#2f6b45', p1, 0.15)],
        [1, mix('#123322', p1, 0.1)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  ];
  let bokeh = '';
  for (let i = 0; i < 18; i++)
    bokeh += `<circle cx="${n(c.r(0, DW))}" cy="${n(c.r(0, DH))}" r="${n(c.r(40, 150))}" fill="${c.pick(['#6fae5a', '#a6d47a', '#3d7f4f', '#e8f3b0', lighten(p2, 0.3)])}" opacity="${n(c.r(0.08, 0.25))}"/>`;
  o.push(bokeh);
  const animal = c.variant % 3;
  if (animal === 2) {
    o.push(
      `<path d="M-40 820Q200 520 700 470Q1000 440 1240 300L1240 420Q1000 560 700 620Q300 700 120 840Z" fill="${mix('#3f8f3f', p1, 0.1)}"/><path d="M40 820Q400 560 1240 360" stroke="#a8d57a" stroke-width="6" fill="none"/><path d="M300 640l60 -90M450 590l50 -90M620 540l40 -85M800 490l30 -80M980 440l20 -70M360 660l90 20M520 610l100 10M700 560l100 0M880 510l90 -10" stroke="#a8d57a" stroke-width="3" fill="none" opacity=".8"/>`,
    );
    o.push(frog(c, p2));
    o.push(`<path d="${circ(c.r(850, 1000), c.r(520, 600), 10)}${circ(c.r(200, 350), c.r(200, 300), 7)}" fill="#e8f6ff" opacity=".6"/>`);
  } else {
    const branch = 'M-40 560Q300 490 640 532Q900 560 1240 500';
    o.push(
      `<path d="${branch}" stroke="#4a3220" stroke-width="40" fill="none" stroke-linecap="round"/><path d="M-40 552Q300 482 640 524Q900 552 1240 492" stroke="#7a5636" stroke-width="10" fill="none" opacity=".7"/><path d="M900 552Q980 600 1040 660" stroke="#4a3220" stroke-width="18" fill="none" stroke-linecap="round"/>`,
    );
    let lv = '';
    for (let i = 0; i < 9; i++)
      lv += leaf(c.r(0, 1200), c.r(480, 560), c.r(70, 110), c.r(18, 26), c.r(-160, 160), c.pick(['#3f8f3a', '#2f7a32', '#56a043']), '#24552a');
    o.push(lv);
    o.push(animal === 0 ? toucan(c, p0) : macaw());
    o.push(`<path d="M520 540Q600 520 680 548" stroke="#4a3220" stroke-width="16" fill="none" stroke-linecap="round" opacity=".5"/>`);
  }
  o.push(butterfly(c, c.r(880, 1080), c.r(160, 300), c.r(0.6, 0.9), c.r(-20, 20), mix('#1f78e0', p2, 0.1)));
  o.push(foregroundLeaves(c, -20, 830, 1, ['#1d4a2a', '#245c30', '#163d22'], 5));
  o.push(vignette(c, 0.35));
  return o.join('');
}

function sceneBoat(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden']);
  const hz = 430;
  const haze = SKY[mood][2];
  const o: string[] = [skyRect(c, mood, p1, hz + 4)];
  o.push(sun(c, c.r(200, 1000), c.r(90, 180), 34, mood));
  for (let i = 0, k = c.int(2, 4); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(50, 230), c.r(0.7, 1.3)));
  const far = mix('#2e5b3c', haze, 0.25);
  if (c.variant % 2 === 1) {
    let town = '';
    let x = -20;
    let win = '';
    while (x < 1220) {
      const w = c.r(50, 90);
      const h = c.r(30, 60);
      const gy = hz - h;
      town += `M${n(x)} ${hz}V${n(gy)}L${n(x + w / 2)} ${n(gy - w * 0.35)}L${n(x + w)} ${n(gy)}V${hz}Z`;
      win += rectD(x + w * 0.25, gy + 10, 8, 12) + rectD(x + w * 0.62, gy + 10, 8, 12);
      x += w + c.r(4, 40);
    }
    const tl = bumps(c, -40, hz - 20, 1240, hz - 20, 30, 60, 14, 30);
    o.push(
      `<path d="${tl.d}L1240 ${hz}L-40 ${hz}Z" fill="${far}"/><path d="${town}" fill="${mix('#f4f1e8', haze, 0.25)}"/><path d="${win}" fill="${mix('#2f5d3a', haze, 0.3)}"/>`,
    );
  } else {
    o.push(ridge(c, 360, 40, mix('#6d9a8a', haze, 0.5), hz));
    const tl = bumps(c, -40, hz, 1240, hz, 25, 60, 14, 38);
    o.push(`<path d="${tl.d}L1240 ${hz + 4}L-40 ${hz + 4}Z" fill="${far}"/>`, canopyTex(tl.tops, lighten(far, 0.2), 0.4));
  }
  o.push(
    `<rect y="${hz}" width="${DW}" height="${DH - hz}" fill="${c.lin([
      [0, mix(haze, '#7d9a8f', 0.35)],
      [1, mix('#2b4a48', p1, 0.15)],
    ])}"/>`,
  );
  o.push(ripples(c, hz + 8, 790, 40, '#ffffff', 0.25));
  const L = 520;
  const x = c.r(560, 640);
  const wl = 600;
  const sx = x - L / 2;
  let wake = '';
  for (let k = 0; k < 5; k++)
    wake += `M${n(sx + 10)} ${n(wl + 4)}Q${n(sx - 120 - k * 50)} ${n(wl + 10 + k * 14)} ${n(sx - 300 - k * 80)} ${n(wl + 40 + k * 34)}`;
  o.push(`<path d="${wake}" stroke="#ffffff" stroke-opacity=".55" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  o.push(`<ellipse cx="${n(x)}" cy="${wl + 18}" rx="${L * 0.52}" ry="16" fill="#000" opacity=".2"/>`);
  const hull = `M${n(sx)} ${wl - 45}L${n(x + L * 0.3)} ${wl - 45}Q${n(x + L * 0.45)} ${wl - 50} ${n(x + L / 2)} ${wl - 64}Q${n(x + L * 0.42)} ${wl + 8} ${n(x + L * 0.28)} ${wl + 10}L${n(sx + 14)} ${wl + 10}Q${n(sx)} ${wl + 6} ${n(sx)} ${wl - 45}Z`;
  const clip = c.def((id) => `<clipPath id="${id}"><path d="${hull}"/></clipPath>`);
  const roofY = wl - 45 - 104;
  let posts = '';
  for (let k = 0; k < 5; k++) posts += rectD(x - L * 0.4 + k * L * 0.15, roofY + 10, 6, 95);
  o.push(`<path d="${posts}" fill="#3d3d3d"/>`);
  let pax = '';
  for (let k = 0; k < 6; k++) {
    const px = x - L * 0.36 + k * L * 0.11 + c.r(-6, 6);
    const skin = c.pick(SKINS);
    pax += `<rect x="${n(px - 14)}" y="${wl - 86}" width="28" height="44" rx="10" fill="${c.pick([p0, p2, '#f4f1e8', '#2a6f97', '#e9c46a'])}"/><circle cx="${n(px)}" cy="${wl - 96}" r="12" fill="${skin}"/>`;
    if (c.chance(0.4)) pax += `<path d="M${n(px - 18)} ${wl - 102}h36" stroke="#e9d8a6" stroke-width="6" stroke-linecap="round"/>`;
  }
  o.push(pax);
  o.push(
    `<path d="${hull}" fill="#fbfaf5"/><g clip-path="url(#${clip})"><rect x="${n(sx - 10)}" y="${wl - 20}" width="${L + 20}" height="12" fill="${p0}"/><rect x="${n(sx - 10)}" y="${wl - 6}" width="${L + 20}" height="20" fill="${darken(p1, 0.2)}"/></g>`,
  );
  o.push(
    `<path d="M${n(sx - 6)} ${roofY + 12}L${n(x + L * 0.22)} ${roofY + 12}Q${n(x + L * 0.26)} ${roofY + 2} ${n(x + L * 0.22)} ${roofY - 4}L${n(sx - 6)} ${roofY - 4}Z" fill="${p1}"/><rect x="${n(sx - 6)}" y="${roofY + 10}" width="${n(L * 0.72 + 6)}" height="6" fill="${darken(p1, 0.25)}"/>`,
  );
  o.push(`<path d="M${n(sx + 6)} ${wl - 40}l-30 6v40l24 4Z" fill="#2b2b2b"/>`);
  const fx = sx + 20;
  o.push(
    `<path d="M${n(fx)} ${roofY - 4}V${roofY - 60}" stroke="#3d3d3d" stroke-width="3"/><path d="${rectD(fx, roofY - 60, 46, 6)}${rectD(fx, roofY - 34, 46, 6)}" fill="#377e3f"/><path d="${rectD(fx, roofY - 54, 46, 20)}" fill="#b40a2d"/><path d="${rectD(fx, roofY - 56, 46, 2)}${rectD(fx, roofY - 36, 46, 2)}" fill="#ffffff"/><path d="M${n(fx + 23)} ${roofY - 51}l2.4 6.5h6.9l-5.6 4 2.1 6.6-5.8-4.1-5.8 4.1 2.1-6.6-5.6-4h6.9Z" fill="#ecc81d"/>`,
  );
  o.push(
    `<path d="M${n(x + L / 2 - 4)} ${wl - 6}q30 -8 60 10M${n(x + L / 2 - 14)} ${wl + 4}q40 -2 70 20" stroke="#ffffff" stroke-opacity=".7" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  const jetty = c.chance(0.5);
  if (jetty) {
    let pl = '';
    for (let k = 0; k < 8; k++) pl += rectD(-20 + k * 30, 690, 26, 14);
    o.push(`<path d="M20 700V800M120 700V800M200 700V800" stroke="#4a3322" stroke-width="14"/><path d="${pl}" fill="#8a6442"/>`);
  } else o.push(foregroundLeaves(c, 1230, 830, -1, ['#1d4a2a', '#245c30', '#2c6b36'], 5));
  o.push(birds(c, c.int(3, 5), 200, 1000, 90, 280, '#2f3b44'));
  o.push(vignette(c, 0.22));
  return o.join('');
}

function scenePortrait(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [
    `<rect width="${DW}" height="${DH}" fill="${c.lin(
      [
        [0, lighten(p1, 0.55)],
        [1, lighten(p2, 0.35)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  ];
  o.push(`<circle cx="600" cy="420" r="330" fill="${lighten(p2, 0.7)}" opacity=".7"/>`);
  o.push(
    leaf(150, 820, 330, 90, -60, lighten(p1, 0.25), lighten(p1, 0.45)),
    leaf(1050, 820, 330, 90, -120, lighten(p1, 0.3), lighten(p1, 0.5)),
    leaf(120, -20, 260, 70, 40, lighten(p1, 0.35)),
    leaf(1080, -20, 260, 70, 140, lighten(p1, 0.4)),
  );
  const skin = c.pick(SKINS);
  const hair = c.pick(['#1f1a17', '#3b2a20', '#6b4426', '#a8743f', '#d9b36c', '#2a2a2a']);
  const style = c.pick(['short', 'curly', 'long', 'bun', 'hat', 'wrap'] as const);
  const shirt = c.pick([p0, darken(p1, 0.1), '#f4f1e8', '#2a6f97']);
  if (style === 'long') o.push(`<path d="M480 430Q470 260 600 255Q730 260 720 430L740 640Q600 680 460 640Z" fill="${hair}"/>`);
  if (style === 'curly') o.push(`<path d="${circ(600, 360, 140)}" fill="${hair}"/>`);
  o.push(
    `<path d="M330 820Q330 600 480 580L720 580Q870 600 870 820Z" fill="${c.lin([
      [0, lighten(shirt, 0.1)],
      [1, darken(shirt, 0.15)],
    ])}"/>`,
  );
  o.push(`<path d="M560 500h80v90q-40 30-80 0Z" fill="${darken(skin, 0.12)}"/>`);
  o.push(
    `<path d="M545 580L600 650L655 580Z" fill="${darken(skin, 0.05)}"/><path d="M540 576L600 650L520 620ZM660 576L600 650L680 620Z" fill="${lighten(shirt, 0.35)}"/>`,
  );
  if (c.chance(0.5))
    o.push(
      `<path d="M520 585Q560 700 600 720" stroke="#3a3a3a" stroke-width="6" fill="none"/><rect x="580" y="700" width="70" height="50" rx="8" fill="#2b2b2b"/><circle cx="615" cy="725" r="16" fill="#5b6b7a" stroke="#999" stroke-width="3"/>`,
    );
  o.push(`<ellipse cx="507" cy="430" rx="17" ry="27" fill="${darken(skin, 0.06)}"/><ellipse cx="693" cy="430" rx="17" ry="27" fill="${darken(skin, 0.06)}"/>`);
  o.push(`<ellipse cx="600" cy="420" rx="95" ry="115" fill="${skin}"/>`);
  if (style === 'short' || style === 'bun' || style === 'long')
    o.push(`<path d="M505 425Q495 290 600 285Q705 290 695 425Q690 350 640 335Q600 360 540 345Q510 370 505 425Z" fill="${hair}"/>`);
  if (style === 'bun') o.push(`<circle cx="600" cy="280" r="42" fill="${hair}"/>`);
  if (style === 'curly') {
    let cur = '';
    for (let k = 0; k < 11; k++) {
      const a = Math.PI * (1.05 + (k / 10) * 0.9);
      cur += circ(600 + Math.cos(a) * 100, 380 + Math.sin(a) * 70, 30);
    }
    o.push(`<path d="${cur}" fill="${hair}"/>`);
  }
  if (style === 'hat')
    o.push(
      `<path d="M505 420Q500 330 600 320Q700 330 695 420Q660 360 600 360Q540 360 505 420Z" fill="${hair}"/><ellipse cx="600" cy="325" rx="190" ry="42" fill="#e8d3a0"/><path d="M505 325Q510 220 600 215Q690 220 695 325Z" fill="#e2c98c"/><path d="M508 300Q600 318 692 300L695 322Q600 340 505 322Z" fill="${p0}"/>`,
    );
  if (style === 'wrap')
    o.push(
      `<path d="M500 400Q490 260 600 250Q720 255 702 400Q690 340 600 330Q520 335 500 400Z" fill="${p0}"/><path d="M560 262Q600 170 700 200Q680 260 640 280Z" fill="${p2}"/><path d="${circ(560, 300, 6)}${circ(600, 290, 6)}${circ(640, 300, 6)}${circ(680, 330, 6)}${circ(525, 335, 6)}" fill="#ffffff" opacity=".8"/>`,
    );
  o.push(
    `<path d="M548 395q17 -10 34 0M618 395q17 -10 34 0" stroke="${darken(hair, 0.1)}" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="565" cy="425" rx="8" ry="10" fill="#2b211c"/><ellipse cx="635" cy="425" rx="8" ry="10" fill="#2b211c"/><path d="M600 435q-8 28 4 34" stroke="${darken(skin, 0.2)}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M562 485Q600 512 638 485" stroke="#7a3b2e" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="545" cy="468" rx="18" ry="10" fill="#e0707a" opacity=".25"/><ellipse cx="655" cy="468" rx="18" ry="10" fill="#e0707a" opacity=".25"/>`,
  );
  if (c.chance(0.3)) o.push(`<path d="${circ(565, 425, 24)}${circ(635, 425, 24)}M589 422q11 -8 22 0" stroke="#2b2b2b" stroke-width="5" fill="none"/>`);
  return o.join('');
}

const SCENES: Record<Scene, (c: Ctx) => string> = {
  river: sceneRiver,
  rainforest: sceneRainforest,
  waterfall: sceneWaterfall,
  city: sceneCity,
  market: sceneMarket,
  dish: sceneDish,
  drinks: sceneDrinks,
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
  const c = new Ctx(scene, seed, Array.isArray(spec.palette) ? spec.palette : []);
  const body = SCENES[scene](c);
  const s = Math.max(W / DW, H / DH);
  const tx = (W - DW * s) / 2;
  const ty = (H - DH * s) / 2;
  const fit = `translate(${Math.round(tx * 100) / 100} ${Math.round(ty * 100) / 100}) scale(${Math.round(s * 100000) / 100000})`;
  return `<svg xmlns="${XMLNS}" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defsXml()}</defs><g transform="${fit}">${body}</g></svg>`;
}
