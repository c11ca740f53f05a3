/** Food on a plate seen from above: the dishes the dish scene serves. */
import { Ctx, type Pt, TAU, darken, lighten, mix, n } from './core';
import { blob, circ } from './geometry';
import { leaf } from './scenery';

// Dish: a plate seen from above -------------------------------------------------------------------

export function grains(c: Ctx, cx: number, cy: number, r: number, count: number, col: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = c.r(0, TAU);
    const rr = Math.sqrt(c.rnd()) * r;
    const b = c.r(0, TAU);
    d += `M${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}l${n(Math.cos(b) * 5)} ${n(Math.sin(b) * 5)}`;
  }
  return `<path d="${d}" stroke="${col}" stroke-width="5" stroke-linecap="round"/>`;
}

export function chunks(c: Ctx, pts: readonly Pt[], r: number, col: string): string {
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

export function around(c: Ctx, cx: number, cy: number, r: number, k: number): Pt[] {
  const pts: Pt[] = [];
  const off = c.r(0, TAU);
  for (let i = 0; i < k; i++) {
    const a = off + (i / k) * TAU + c.r(-0.3, 0.3);
    const rr = r * Math.sqrt(c.r(0.1, 1));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

export function sticks(c: Ctx, pts: readonly Pt[], len: number, width: number, col: string, edge?: string): string {
  let d = '';
  for (const [x, y] of pts) {
    const a = c.r(0, TAU);
    d += `M${n(x - (Math.cos(a) * len) / 2)} ${n(y - (Math.sin(a) * len) / 2)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
  }
  return `${edge ? `<path d="${d}" stroke="${edge}" stroke-width="${width + 3}" stroke-linecap="round"/>` : ''}<path d="${d}" stroke="${col}" stroke-width="${width}" stroke-linecap="round"/>`;
}

export function herbs(c: Ctx, cx: number, cy: number, r: number, k: number, col = '#3f8f3a'): string {
  let o = '';
  for (const [x, y] of around(c, cx, cy, r, k)) o += leaf(x, y, c.r(14, 22), c.r(5, 8), c.r(0, 360), col);
  return o;
}

export function foodRice(c: Ctx, cx: number, cy: number, p0: string): string {
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

export function foodRoti(c: Ctx, cx: number, cy: number, p0: string): string {
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

export function foodSoup(c: Ctx, cx: number, cy: number): string {
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

export function foodNoodles(c: Ctx, cx: number, cy: number, p0: string): string {
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
