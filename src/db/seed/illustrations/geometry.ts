/** Geometry helpers of the illustrations: curves, blobs, bumps and ridges. */
import { Ctx, DH, DW, type Pt, TAU, n } from './core';

// ---------------------------------------------------------------------------------------------
// Geometry helpers

export function qpt(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

/** Continues a path through points with midpoint-smoothed quadratic curves (no leading M). */
export function wave(pts: readonly Pt[]): string {
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
export function blob(c: Ctx, cx: number, cy: number, r: number, wobble = 0.15, k = 8, sx = 1, sy = 1): string {
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
export function circ(x: number, y: number, r: number): string {
  return `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 1 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 1 ${n(-2 * r)} 0`;
}

/** A rectangle as path data. */
export function rectD(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
}

export interface Bumps {
  d: string;
  tops: Array<readonly [x: number, y: number, w: number]>;
}

/** A bumpy edge (tree canopy) from (x0, y0) to (x1, y1); bumps bulge up, or down when `down`. */
export function bumps(c: Ctx, x0: number, y0: number, x1: number, y1: number, wMin: number, wMax: number, hMin: number, hMax: number, down = false): Bumps {
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
export function canopyTex(tops: Bumps['tops'], col: string, op: number): string {
  let d = '';
  for (const [x, y, w] of tops) d += circ(x - w * 0.12, y + w * 0.24, w * 0.2);
  return `<path d="${d}" fill="${col}" opacity="${op}"/>`;
}

/** Rolling hills from x = -40 to 1240 around height y. */
export function ridge(c: Ctx, y: number, amp: number, fill: string, bottom = DH + 20): string {
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
