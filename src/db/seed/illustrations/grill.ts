/**
 * Scene: a charcoal grill seen from above (issue 21: a grill restaurant shows its grill, not a boat),
 * with skewers, chicken and corn over glowing coals, smoke, and a bowl of sauce beside it.
 * Variants: 0 skewers and chicken, 1 skewers and corn with a whole fish.
 */
import { Ctx, DH, DW, type Pt, darken, lighten, mix, n } from './core';
import { around, chunks } from './food';
import { blob, circ } from './geometry';
import { leaf, vignette } from './scenery';

function skewer(c: Ctx, x0: number, y0: number, x1: number, y1: number, meat: string, pepper: string): string {
  const pts: Pt[] = [];
  for (let i = 1; i <= 5; i++) pts.push([x0 + ((x1 - x0) * i) / 6, y0 + ((y1 - y0) * i) / 6]);
  let peppers = '';
  pts.forEach(([x, y], i) => {
    if (i % 2)
      peppers += `<rect x="${n(x - 16)}" y="${n(y - 16)}" width="32" height="32" rx="6" fill="${i === 1 ? pepper : '#3f8f3a'}" transform="rotate(${n(c.r(0, 90))} ${n(x)} ${n(y)})"/>`;
  });
  return `<path d="M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}" stroke="#d8c3a0" stroke-width="7" stroke-linecap="round"/>${chunks(
    c,
    pts.filter((_, i) => i % 2 === 0),
    26,
    meat,
  )}${peppers}`;
}

function drumstick(c: Ctx, x: number, y: number, ang: number): string {
  return `<g transform="rotate(${n(ang)} ${n(x)} ${n(y)})"><path d="M${n(x)} ${n(y - 8)}h70v16h-70Z" fill="#f1e6d0"/><circle cx="${n(x + 74)}" cy="${n(y - 8)}" r="9" fill="#f1e6d0"/><circle cx="${n(x + 74)}" cy="${n(y + 8)}" r="9" fill="#f1e6d0"/><path d="${blob(c, x - 30, y, 52, 0.1, 8, 1.25, 0.85)}" fill="${c.rad(
    [
      [0, '#e9a54a'],
      [0.7, '#b8621d'],
      [1, '#6e3410'],
    ],
  )}"/><path d="M${n(x - 70)} ${n(y - 20)}l70 0M${n(x - 75)} ${n(y + 10)}l70 0" stroke="#3d1c08" stroke-width="7" opacity=".55"/></g>`;
}

function corn(x: number, y: number, ang: number): string {
  let kernels = '';
  for (let i = 0; i < 7; i++) for (let j = 0; j < 3; j++) kernels += circ(x - 60 + i * 20, y - 14 + j * 14, 6);
  return `<g transform="rotate(${n(ang)} ${n(x)} ${n(y)})"><rect x="${n(x - 75)}" y="${n(y - 26)}" width="150" height="52" rx="26" fill="#e9b92f"/><path d="${kernels}" fill="#f7d95c"/><path d="M${n(x - 60)} ${n(y - 26)}l0 52M${n(x + 20)} ${n(y - 26)}l0 52" stroke="#3d1c08" stroke-width="8" opacity=".5"/></g>`;
}

export function sceneGrill(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [];
  const ground = mix('#3a2f28', p1, 0.12);
  o.push(`<rect width="${DW}" height="${DH}" fill="${ground}"/>`);
  let slabs = '';
  for (let y = 0; y < DH; y += 100)
    for (let x = (y / 100) % 2 ? -60 : 0; x < DW; x += 120) slabs += `<rect x="${x + 3}" y="${y + 3}" width="114" height="94" rx="6"/>`;
  o.push(`<g fill="${lighten(ground, 0.08)}" opacity=".7">${slabs}</g>`);
  const cx = 560;
  const cy = 410;
  o.push(
    `<circle cx="${cx + 16}" cy="${cy + 22}" r="318" fill="#000" opacity=".35"/><circle cx="${cx}" cy="${cy}" r="310" fill="${c.rad([
      [0.85, '#2b2b2b'],
      [1, '#111'],
    ])}"/><circle cx="${cx}" cy="${cy}" r="280" fill="${c.rad([
      [0, '#ffb347'],
      [0.45, '#e8581c'],
      [0.8, '#7a1f0b'],
      [1, '#2a0d05'],
    ])}"/>`,
  );
  o.push(
    `<path d="${around(c, cx, cy, 250, 40)
      .map(([x, y]) => blob(c, x, y, c.r(14, 26), 0.3, 6))
      .join('')}" fill="#2a1a14" opacity=".55"/>`,
  );
  let bars = '';
  for (let i = -6; i <= 6; i++) {
    const x = cx + i * 42;
    const h = Math.sqrt(Math.max(0, 280 * 280 - (i * 42) ** 2));
    bars += `M${x} ${n(cy - h)}V${n(cy + h)}`;
  }
  o.push(`<path d="${bars}" stroke="#9ca3a8" stroke-width="7"/><circle cx="${cx}" cy="${cy}" r="280" fill="none" stroke="#5b6166" stroke-width="10"/>`);
  const meat = mix('#8e3b16', p0, 0.1);
  o.push(skewer(c, cx - 230, cy - 150, cx + 120, cy - 210, meat, p2), skewer(c, cx - 210, cy - 60, cx + 150, cy - 100, meat, '#d1495b'));
  if (c.variant % 2 === 0) {
    o.push(drumstick(c, cx - 90, cy + 90, c.r(-20, 20)), drumstick(c, cx + 90, cy + 150, c.r(160, 200)), corn(cx + 110, cy + 30, c.r(-30, -10)));
  } else {
    o.push(
      corn(cx - 100, cy + 60, c.r(10, 30)),
      `<g transform="rotate(${n(c.r(-12, -4))} ${cx + 60} ${cy + 150})"><path d="M${cx - 70} ${cy + 150}Q${cx + 20} ${cy + 80} ${cx + 150} ${cy + 140}L${cx + 200} ${cy + 105}Q${cx + 190} ${cy + 150} ${cx + 200} ${cy + 195}L${cx + 150} ${cy + 160}Q${cx + 20} ${cy + 220} ${cx - 70} ${cy + 150}Z" fill="#c08a4a"/><path d="M${cx - 20} ${cy + 120}l20 60M${cx + 30} ${cy + 112}l20 64M${cx + 80} ${cy + 116}l20 58" stroke="#3d1c08" stroke-width="8" opacity=".55"/></g>`,
    );
  }
  let smoke = '';
  for (let i = 0; i < 5; i++) {
    const x = cx + c.r(-220, 220);
    const y = cy + c.r(-260, 60);
    smoke += `<path d="M${n(x)} ${n(y)}q${n(c.r(30, 60))} -40 0 -80t0 -80" stroke="#ffffff" stroke-width="${n(c.r(14, 26))}" fill="none" stroke-linecap="round" opacity=".16"/>`;
  }
  o.push(smoke);
  const sauce = mix('#b3261e', p2, 0.15);
  o.push(
    `<circle cx="1010" cy="180" r="86" fill="#000" opacity=".25"/><circle cx="1000" cy="170" r="82" fill="#efe8dc"/><circle cx="1000" cy="170" r="64" fill="${c.rad(
      [
        [0, lighten(sauce, 0.2)],
        [1, darken(sauce, 0.25)],
      ],
    )}"/><path d="M1040 640l-130-170M1062 628l-128-172" stroke="#8d959b" stroke-width="12" stroke-linecap="round"/><rect x="1020" y="600" width="60" height="90" rx="12" fill="#2b2b2b" transform="rotate(-38 1050 645)"/>`,
  );
  for (let i = 0; i < 4; i++) o.push(leaf(c.r(90, 220), c.r(120, 700), c.r(40, 60), c.r(14, 20), c.r(0, 360), c.pick(['#3f8f3a', '#5aa844'])));
  o.push(
    `<path d="${Array.from({ length: 3 }, (_, i) => circ(170 + i * 36, 420 + Math.sin(i) * 30, 22)).join('')}" fill="#d62828"/><path d="${around(
      c,
      180,
      560,
      60,
      6,
    )
      .map(([x, y]) => circ(x, y, 9))
      .join('')}" fill="#f2c14e"/>`,
  );
  o.push(`<circle cx="${cx}" cy="${cy}" r="306" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="6"/>`);
  o.push(vignette(c, 0.35));
  return o.join('');
}
