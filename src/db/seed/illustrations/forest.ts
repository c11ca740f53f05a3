/** Scenes: the river and the rainforest. */
import { Ctx, DH, DW, type Mood, darken, lighten, mix, n } from './core';
import { bumps, canopyTex, ridge } from './geometry';
import { SKY, SUN, birds, cloud, foregroundLeaves, korjaal, palm, ripples, skyRect, sun, vignette } from './scenery';

export function sceneRiver(c: Ctx): string {
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

export function butterfly(c: Ctx, x: number, y: number, s: number, ang: number, col: string): string {
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

export function sceneRainforest(c: Ctx): string {
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
