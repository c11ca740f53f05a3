/** Scene: a riverside village. */
import { Ctx, DH, DW, type Mood, type Pt, darken, lighten, mix, n } from './core';
import { bumps, canopyTex, circ, ridge, wave } from './geometry';
import { SKY, cloud, korjaal, leaf, palm, ripples, skyRect, sun, vignette } from './scenery';

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

export function sceneVillage(c: Ctx): string {
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
