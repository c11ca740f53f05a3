/** Scenes: a music stage and a festival. */
import { Ctx, DH, DW, type Mood, type Pt, TAU, darken, lighten, mix, n } from './core';
import { circ, qpt, rectD } from './geometry';
import { crowd, figure, palm, skyRect, stars, vignette } from './scenery';

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

export function sceneMusic(c: Ctx): string {
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

export function sceneFestival(c: Ctx): string {
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
