/** Scene: a market stall with produce. */
import { Ctx, DH, DW, type Mood, darken, lighten, mix, n } from './core';
import { blob, circ } from './geometry';
import { skyRect, vignette } from './scenery';

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

export function sceneMarket(c: Ctx): string {
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
