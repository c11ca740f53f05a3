/**
 * More dishes for the dish scene (issue 21: each demo restaurant shows food that fits it): grilled
 * fish, pom, bakabana, dim sum, pasta, a fine-dining plate and bakery pastries. Drawn on the plate
 * at (cx, cy), inner radius about 200, seen from above.
 */
import { Ctx, type Pt, TAU, darken, lighten, mix, n } from './core';
import { around, chunks, grains, herbs, sticks } from './food';
import { blob, circ } from './geometry';
import { leaf } from './scenery';

const shade = (c: Ctx, col: string) =>
  c.rad(
    [
      [0, lighten(col, 0.3)],
      [0.7, col],
      [1, darken(col, 0.3)],
    ],
    0.4,
    0.35,
    0.7,
  );

/** A lime or lemon wedge. */
function wedge(x: number, y: number, r: number, ang: number, col = '#9ccc4a'): string {
  const a0 = (ang * Math.PI) / 180;
  const a1 = a0 + 1.4;
  const p = (a: number, rr: number): Pt => [x + Math.cos(a) * rr, y + Math.sin(a) * rr];
  const [x0, y0] = p(a0, r);
  const [x1, y1] = p(a1, r);
  return `<path d="M${n(x)} ${n(y)}L${n(x0)} ${n(y0)}A${r} ${r} 0 0 1 ${n(x1)} ${n(y1)}Z" fill="#eef6c8" stroke="${col}" stroke-width="7" stroke-linejoin="round"/>`;
}

/** A whole grilled fish with lime and herbs (a river or sea-food place). */
export function foodFish(c: Ctx, cx: number, cy: number, p0: string): string {
  const skin = mix('#b8864a', p0, 0.12);
  const o: string[] = [];
  const rot = c.r(-18, -8);
  let marks = '';
  for (let i = 0; i < 6; i++) marks += `M${cx - 120 + i * 42} ${cy - 48}l28 96`;
  o.push(
    `<g transform="rotate(${n(rot)} ${cx} ${cy})"><path d="M${cx - 175} ${cy}Q${cx - 60} ${cy - 105} ${cx + 110} ${cy - 18}L${cx + 190} ${cy - 72}Q${cx + 170} ${cy} ${cx + 190} ${cy + 72}L${cx + 110} ${cy + 18}Q${cx - 60} ${cy + 105} ${cx - 175} ${cy}Z" fill="${shade(c, skin)}"/><path d="${marks}" stroke="#4a2a12" stroke-width="9" stroke-linecap="round" opacity=".6"/><path d="M${cx - 95} ${cy - 55}q20 55 0 110" stroke="${darken(skin, 0.3)}" stroke-width="5" fill="none"/><circle cx="${cx - 135}" cy="${cy - 10}" r="12" fill="#f8f4e8"/><circle cx="${cx - 135}" cy="${cy - 10}" r="6" fill="#1d1d1d"/></g>`,
  );
  o.push(wedge(cx + 40, cy + 120, 52, 200), wedge(cx - 70, cy + 125, 44, 230));
  o.push(sticks(c, around(c, cx + 120, cy - 120, 40, 5), 30, 8, '#c0392b'));
  o.push(herbs(c, cx, cy, 170, 8));
  return o.join('');
}

/** Pom: the oven dish of grated pomtajer and chicken, a golden slice with rice and pickle. */
export function foodPom(c: Ctx, cx: number, cy: number): string {
  const o: string[] = [];
  let hatch = '';
  for (let i = 0; i < 9; i++) hatch += `M${cx - 170 + i * 22} ${cy - 110}l-40 190`;
  o.push(
    `<g transform="rotate(${n(c.r(-10, 10))} ${cx - 40} ${cy})"><rect x="${cx - 170}" y="${cy - 120}" width="210" height="200" rx="14" fill="#9a5a1c"/><rect x="${cx - 176}" y="${cy - 128}" width="210" height="196" rx="14" fill="${c.lin(
      [
        [0, '#f6c35a'],
        [0.6, '#e39a2e'],
        [1, '#b8641c'],
      ],
      0,
      0,
      1,
      1,
    )}"/><path d="${hatch}" stroke="#a55a14" stroke-width="5" opacity=".35"/><path d="${around(c, cx - 70, cy - 30, 80, 9)
      .map(([x, y]) => circ(x, y, c.r(6, 11)))
      .join('')}" fill="#7a3b0e" opacity=".55"/></g>`,
  );
  o.push(`<path d="${blob(c, cx + 110, cy - 40, 80, 0.1, 8)}" fill="#f3ecd9"/>`, grains(c, cx + 110, cy - 40, 70, 50, '#fffdf5'));
  o.push(chunks(c, around(c, cx + 100, cy + 110, 40, 4), 22, '#e8c34a'));
  o.push(sticks(c, around(c, cx + 120, cy + 100, 50, 5), 30, 8, '#d1495b'));
  o.push(herbs(c, cx + 40, cy + 40, 150, 5));
  return o.join('');
}

/** Bakabana: fried plantain slices fanned round a bowl of peanut sauce (street food). */
export function foodBakabana(c: Ctx, cx: number, cy: number): string {
  const o: string[] = [];
  const k = 9;
  for (let i = 0; i < k; i++) {
    const a = (i / k) * TAU + c.r(-0.08, 0.08);
    const x = cx + Math.cos(a) * 128;
    const y = cy + Math.sin(a) * 128;
    const deg = (a * 180) / Math.PI + 90;
    o.push(
      `<g transform="rotate(${n(deg)} ${n(x)} ${n(y)})"><ellipse cx="${n(x)}" cy="${n(y)}" rx="30" ry="70" fill="${c.rad([
        [0, '#f9d27a'],
        [0.6, '#e0962e'],
        [1, '#9c561a'],
      ])}"/><path d="M${n(x - 10)} ${n(y - 45)}q14 45 0 90" stroke="#fff2c2" stroke-width="5" fill="none" opacity=".5"/></g>`,
    );
  }
  o.push(
    `<circle cx="${cx}" cy="${cy}" r="66" fill="#f4efe4" stroke="#d9d0bf" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="52" fill="${c.rad([
      [0, '#c98a4b'],
      [1, '#8a4f21'],
    ])}"/><path d="${around(c, cx, cy, 40, 7)
      .map(([x, y]) => circ(x, y, 4))
      .join('')}" fill="#5c3212"/>`,
  );
  o.push(sticks(c, around(c, cx + 20, cy - 20, 30, 4), 18, 5, '#c62d1f'));
  return o.join('');
}

/** Dim sum: a bamboo steamer with pleated dumplings. */
export function foodDimSum(c: Ctx, cx: number, cy: number): string {
  const o: string[] = [];
  let weave = '';
  for (let r = 150; r <= 196; r += 9) weave += circ(cx, cy, r);
  o.push(
    `<circle cx="${cx}" cy="${cy}" r="205" fill="#d9b36c"/><path d="${weave}" fill="none" stroke="#a87a35" stroke-width="3" opacity=".6"/><circle cx="${cx}" cy="${cy}" r="150" fill="#c7a15a"/><circle cx="${cx}" cy="${cy}" r="140" fill="#e8f0d8"/>`,
  );
  const pts: Pt[] = [[cx, cy], ...Array.from({ length: 5 }, (_, i): Pt => [cx + Math.cos((i / 5) * TAU) * 82, cy + Math.sin((i / 5) * TAU) * 82])];
  for (const [x, y] of pts) {
    const pink = c.chance(0.4);
    const dough = pink ? '#f6d6cf' : '#fbf7ee';
    let pleats = '';
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * TAU;
      pleats += `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * 30)} ${n(y + Math.sin(a) * 30)}`;
    }
    o.push(
      `<circle cx="${n(x + 4)}" cy="${n(y + 6)}" r="40" fill="#000" opacity=".12"/><path d="${blob(c, x, y, 38, 0.12, 8)}" fill="${dough}" stroke="${darken(dough, 0.12)}" stroke-width="3"/><path d="${pleats}" stroke="${darken(dough, 0.18)}" stroke-width="3" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${pink ? '#e07a5f' : '#f2c14e'}"/>`,
    );
  }
  o.push(
    `<path d="M${cx + 150} ${cy - 250}L${cx + 60} ${cy + 40}M${cx + 180} ${cy - 245}L${cx + 82} ${cy + 44}" stroke="#3b2416" stroke-width="12" stroke-linecap="round"/>`,
  );
  return o.join('');
}

/** Pasta: spaghetti with tomato sauce, basil and cheese (an Italian kitchen). */
export function foodPasta(c: Ctx, cx: number, cy: number): string {
  const o: string[] = [];
  let strands = '';
  for (let i = 0; i < 34; i++) {
    const r = c.r(30, 150);
    const a = c.r(0, TAU);
    const sweep = c.r(1.2, 2.6);
    const [x0, y0] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    const [x1, y1] = [cx + Math.cos(a + sweep) * r * c.r(0.8, 1.1), cy + Math.sin(a + sweep) * r * c.r(0.8, 1.1)];
    strands += `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(y1)}`;
  }
  o.push(
    `<path d="${blob(c, cx, cy, 165, 0.08, 10)}" fill="#eec777"/><path d="${strands}" stroke="#f7db95" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );
  o.push(`<path d="${strands}" stroke="#d9a945" stroke-width="2" fill="none" opacity=".5" transform="translate(3 3)"/>`);
  o.push(`<path d="${blob(c, cx + 10, cy - 5, 80, 0.25, 9)}" fill="${shade(c, '#c8341f')}"/>`);
  o.push(chunks(c, around(c, cx + 10, cy, 50, 4), 20, '#8c2b17'));
  for (const [x, y] of around(c, cx, cy, 60, 4)) o.push(leaf(x, y, 30, 14, c.r(0, 360), '#2f8f3a', '#1f6a29'));
  o.push(
    `<path d="${around(c, cx, cy, 130, 18)
      .map(([x, y]) => circ(x, y, 3.5))
      .join('')}" fill="#fff8e0"/>`,
  );
  return o.join('');
}

/** A fine-dining plate: a small tower, a sauce swoosh and dots, micro greens. */
export function foodPlated(c: Ctx, cx: number, cy: number, p0: string): string {
  const o: string[] = [];
  const sauce = mix('#7a1f2b', p0, 0.2);
  o.push(
    `<path d="M${cx - 150} ${cy + 70}Q${cx - 20} ${cy + 170} ${cx + 150} ${cy + 40}" stroke="${sauce}" stroke-width="26" fill="none" stroke-linecap="round" opacity=".9"/>`,
  );
  o.push(`<path d="${[0, 1, 2, 3, 4].map((i) => circ(cx - 120 + i * 30, cy - 120 + i * 6, 9 - i)).join('')}" fill="#e3a72f"/>`);
  o.push(
    `<circle cx="${cx + 6}" cy="${cy + 8}" r="74" fill="#000" opacity=".15"/><circle cx="${cx}" cy="${cy}" r="72" fill="${shade(c, '#6b3a22')}"/><path d="M${cx - 50} ${cy - 30}l100 0M${cx - 55} ${cy}l110 0M${cx - 50} ${cy + 30}l100 0" stroke="#3e1f10" stroke-width="6" opacity=".5"/><circle cx="${cx}" cy="${cy}" r="40" fill="#f1e3c8" opacity=".9"/>`,
  );
  for (const [x, y] of around(c, cx, cy - 5, 32, 6)) o.push(leaf(x, y, 20, 8, c.r(0, 360), c.pick(['#5aa844', '#8bc34a', '#7b3f8c'])));
  o.push(`<path d="M${cx + 70} ${cy - 110}l30-22M${cx + 95} ${cy - 100}l26-10" stroke="#f5d76e" stroke-width="4" stroke-linecap="round"/>`);
  return o.join('');
}

/** Bakery: bojo cake squares, a pastechi half-moon and a custard tart. */
export function foodPastry(c: Ctx, cx: number, cy: number): string {
  const o: string[] = [];
  for (const [x, y] of [
    [cx - 95, cy - 70],
    [cx - 20, cy - 115],
  ] as Pt[])
    o.push(
      `<g transform="rotate(${n(c.r(-20, 20))} ${n(x)} ${n(y)})"><rect x="${n(x - 48)}" y="${n(y - 48)}" width="96" height="96" rx="10" fill="${c.lin(
        [
          [0, '#f3d08a'],
          [1, '#c98b3c'],
        ],
        0,
        0,
        0,
        1,
      )}"/><path d="${around(c, x, y, 34, 7)
        .map(([px, py]) => circ(px, py, 5))
        .join('')}" fill="#fff3d6" opacity=".8"/></g>`,
    );
  o.push(
    `<path d="M${cx - 120} ${cy + 110}A95 95 0 0 1 ${cx + 60} ${cy + 110}Z" fill="${shade(c, '#e8ae55')}" stroke="#c47f2a" stroke-width="5"/><path d="${Array.from({ length: 9 }, (_, i) => `M${cx - 112 + i * 20} ${cy + 110}l4 10`).join('')}" stroke="#b06c22" stroke-width="6" stroke-linecap="round"/>`,
  );
  o.push(
    `<circle cx="${cx + 105}" cy="${cy - 10}" r="72" fill="#d08a3a"/><circle cx="${cx + 105}" cy="${cy - 10}" r="56" fill="${c.rad([
      [0, '#fff1b5'],
      [1, '#f1c232'],
    ])}"/><circle cx="${cx + 92}" cy="${cy - 22}" r="16" fill="#fff" opacity=".35"/>`,
  );
  o.push(
    `<path d="${around(c, cx, cy, 170, 20)
      .map(([x, y]) => circ(x, y, 3))
      .join('')}" fill="#f8f1e1"/>`,
  );
  return o.join('');
}
