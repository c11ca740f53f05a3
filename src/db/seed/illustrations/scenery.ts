/** Shared scenery: skies, sun, clouds, birds, water, plants, boats and people. */
import { Ctx, DH, DW, type Mood, type Pt, TAU, darken, lighten, mix, n } from './core';
import { circ, qpt } from './geometry';

// ---------------------------------------------------------------------------------------------
// Shared scenery

export const SKY: Record<Mood, readonly [string, string, string]> = {
  day: ['#3d8fd6', '#8fcbef', '#e6f5fb'],
  golden: ['#5d8cc9', '#f2c58f', '#fde8c8'],
  dusk: ['#2b2a6a', '#b4527b', '#f7a45f'],
  night: ['#070b22', '#1c1e4f', '#3d2d66'],
};
export const SUN: Record<Mood, string> = { day: '#fff8dc', golden: '#ffe29a', dusk: '#ffc27a', night: '#f4f1de' };

export function skyRect(c: Ctx, mood: Mood, tint: string, h = DH): string {
  const [a, b, d] = SKY[mood];
  return `<rect width="${DW}" height="${n(h)}" fill="${c.lin([
    [0, mix(a, tint, 0.12)],
    [0.6, mix(b, tint, 0.1)],
    [1, mix(d, tint, 0.06)],
  ])}"/>`;
}

export function sun(c: Ctx, x: number, y: number, r: number, mood: Mood): string {
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

export function stars(c: Ctx, count: number, maxY: number): string {
  let d = '';
  for (let i = 0; i < count; i++) d += circ(c.r(0, DW), c.r(0, maxY), c.r(0.8, 2.2));
  return `<path d="${d}" fill="#ffffff" opacity=".75"/>`;
}

export function cloud(c: Ctx, x: number, y: number, s: number, col = '#ffffff', op = 0.9): string {
  let d = `M${n(x - 95 * s)} ${n(y)}h${n(190 * s)}a${n(10 * s)} ${n(10 * s)} 0 0 1 0 ${n(20 * s)}h${n(-190 * s)}a${n(10 * s)} ${n(10 * s)} 0 0 1 0 ${n(-20 * s)}Z`;
  const k = c.int(3, 5);
  for (let i = 0; i < k; i++) {
    const cx = x + (i - (k - 1) / 2) * 42 * s + c.r(-8, 8) * s;
    const r = c.r(22, 42) * s * (1 - Math.abs(i - (k - 1) / 2) * 0.18);
    d += circ(cx, y + 10 * s - r * 0.6, r);
  }
  return `<path d="${d}" fill="${col}" opacity="${op}"/>`;
}

export function birds(c: Ctx, count: number, x0: number, x1: number, y0: number, y1: number, col: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.r(x0, x1);
    const y = c.r(y0, y1);
    const s = c.r(0.7, 1.4);
    d += `M${n(x)} ${n(y)}q${n(8 * s)} ${n(-8 * s)} ${n(15 * s)} ${n(1 * s)}q${n(7 * s)} ${n(-9 * s)} ${n(15 * s)} ${n(-1 * s)}`;
  }
  return `<path d="${d}" fill="none" stroke="${col}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function ripples(c: Ctx, y0: number, y1: number, count: number, col = '#ffffff', op = 0.3, xMin = 0, xMax = DW): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = c.r(y0, y1);
    const t = (y - y0) / Math.max(1, y1 - y0);
    const len = c.r(18, 60) * (0.5 + t);
    d += `M${n(c.r(xMin, xMax - len))} ${n(y)}h${n(len)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-opacity="${op}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`;
}

export function leaf(x: number, y: number, len: number, wid: number, ang: number, fill: string, rib?: string): string {
  const r = rib ? `<path d="M${n(len * 0.05)} 0L${n(len * 0.9)} 0" stroke="${rib}" stroke-width="${n(Math.max(1.5, wid * 0.08))}"/>` : '';
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(ang)})"><path d="M0 0Q${n(len * 0.4)} ${n(-wid)} ${n(len)} 0Q${n(len * 0.4)} ${n(wid)} 0 0Z" fill="${fill}"/>${r}</g>`;
}

/** A coconut palm; `lean` moves the crown sideways. */
export function palm(c: Ctx, x: number, yb: number, h: number, lean: number, s: number, trunk: string, frond: string): string {
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
export function roundTree(c: Ctx, x: number, yb: number, h: number, r: number, leafCol: string, trunkCol: string): string {
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

export const SKINS = ['#f1c7a5', '#e3b08a', '#c98e62', '#a86d45', '#7f4e2f', '#5e3823'] as const;

/** A dugout canoe (korjaal) seen from the side, with seated people. */
export function korjaal(c: Ctx, x: number, y: number, len: number, hull: string, stripe: string, people: number): string {
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

export type Pose = 'up' | 'mic' | 'guitar' | 'down' | 'wave';

/** A standing human silhouette; yb is the feet line. */
export function figure(x: number, yb: number, h: number, pose: Pose, col: string): string {
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
export function crowd(c: Ctx, y: number, count: number, cols: readonly string[], armChance: number): string {
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

export function vignette(c: Ctx, op = 0.28): string {
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

export function foregroundLeaves(c: Ctx, x: number, y: number, dir: 1 | -1, cols: readonly string[], count: number): string {
  let o = '';
  for (let i = 0; i < count; i++) {
    const ang = dir === 1 ? c.r(-85, -15) : c.r(-165, -95);
    o += leaf(x + c.r(-30, 30), y + c.r(-10, 20), c.r(150, 240), c.r(32, 50), ang, c.pick(cols), 'rgba(0,0,0,.18)');
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// Scenes
