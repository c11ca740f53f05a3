/** Scene: drinks on a bar or table. */
import { Ctx, DH, DW, darken, lighten, mix, n } from './core';
import { around } from './food';
import { circ, rectD } from './geometry';
import { vignette } from './scenery';

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

export function sceneDrinks(c: Ctx): string {
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
