/** Scene: a waterfall in the forest. */
import { Ctx, DH, type Mood, type Pt, darken, lighten, mix, n } from './core';
import { blob, bumps, canopyTex, circ, ridge, wave } from './geometry';
import { SKY, birds, cloud, palm, ripples, skyRect, vignette } from './scenery';

export function sceneWaterfall(c: Ctx): string {
  const [, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden']);
  const o: string[] = [skyRect(c, mood, p1, 420)];
  for (let i = 0, k = c.int(2, 3); i < k; i++) o.push(cloud(c, c.r(100, 1100), c.r(50, 150), c.r(0.6, 1)));
  o.push(ridge(c, 215, 35, mix('#6f9c8c', SKY[mood][2], 0.5), 420));
  const rock = mix('#7a6d5e', p1, 0.08);
  const rockD = darken(rock, 0.38);
  o.push(
    `<path d="M-40 262L300 232Q420 205 470 198L730 198Q800 205 900 232L1240 262L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="${c.lin([
      [0, lighten(rock, 0.1)],
      [1, rockD],
    ])}"/>`,
  );
  let st = '';
  for (let k = 0; k < 10; k++) st += `M${n(c.r(300, 820))} ${n(c.r(250, 600))}q${n(c.r(30, 60))} ${n(c.r(-8, 8))} ${n(c.r(90, 180))} ${n(c.r(-5, 5))}`;
  o.push(`<path d="${st}" stroke="${rockD}" stroke-width="5" stroke-opacity=".55" fill="none" stroke-linecap="round"/>`);
  const wLight = mix('#f5fbff', p2, 0.04);
  const wMid = mix('#9fd6ea', p2, 0.12);
  const g1 = c.lin([
    [0, wLight],
    [0.7, wMid],
    [1, wLight],
  ]);
  o.push(`<path d="M470 196L730 196Q738 300 748 408L462 408Q460 300 470 196Z" fill="${g1}"/>`);
  o.push(`<path d="M415 398Q600 386 795 400L808 430Q600 418 402 432Z" fill="${rockD}"/>`);
  o.push(`<path d="M438 424L782 424Q800 520 814 614L414 614Q422 520 438 424Z" fill="${g1}"/>`);
  let sk = '';
  let sb = '';
  for (let k = 0; k < 34; k++) {
    const tier = k % 2;
    const x = tier ? c.r(440, 800) : c.r(474, 726);
    const y0 = tier ? c.r(426, 520) : c.r(198, 300);
    const len = Math.min(c.r(50, 150), (tier ? 608 : 404) - y0);
    if (k % 5 === 0) sb += `M${n(x)} ${n(y0)}v${n(len)}`;
    else sk += `M${n(x)} ${n(y0)}v${n(len)}`;
  }
  o.push(
    `<path d="${sk}" stroke="#ffffff" stroke-opacity=".75" stroke-width="3.5" stroke-linecap="round"/><path d="${sb}" stroke="${darken(wMid, 0.2)}" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`,
  );
  const jungle = mix('#24532f', p1, 0.12);
  const edgeL: Pt[] = [
    [430, 250],
    [400, 330],
    [420, 400],
    [370, 470],
    [390, 540],
    [330, 620],
    [340, 700],
    [280, 830],
  ];
  const lj = bumps(c, -40, 244, 410, 212, 45, 80, 20, 42);
  o.push(
    `<path d="${lj.d}${wave(edgeL.map(([x, y]) => [x + c.r(-20, 10), y] as Pt))}L-40 ${DH + 20}Z" fill="${jungle}"/>`,
    canopyTex(lj.tops, lighten(jungle, 0.22), 0.5),
  );
  const edgeR: Pt[] = [
    [930, 830],
    [870, 700],
    [880, 620],
    [820, 540],
    [840, 470],
    [790, 400],
    [810, 330],
    [775, 250],
    [790, 212],
  ];
  const rj = bumps(c, 790, 212, 1240, 246, 45, 80, 20, 42);
  o.push(
    `<path d="M930 ${DH + 20}${wave(edgeR.map(([x, y]) => [x + c.r(-10, 20), y] as Pt))}${rj.d.replace(/^M[^A]*/, '')}L1240 ${DH + 20}Z" fill="${jungle}"/>`,
    canopyTex(rj.tops, lighten(jungle, 0.22), 0.5),
  );
  const lerpX = (pts: readonly Pt[], y: number): number => {
    for (let i = 0; i < pts.length - 1; i++) {
      const a = pts[i] as Pt;
      const b = pts[i + 1] as Pt;
      if ((y - a[1]) * (y - b[1]) <= 0 && a[1] !== b[1]) return a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    }
    return (pts[0] as Pt)[0];
  };
  let lightT = '';
  let darkT = '';
  for (let y = 300; y < 800; y += 80) {
    const xl = lerpX(edgeL, y) - 50;
    const xr = lerpX(edgeR, y) + 50;
    const xs: number[] = [];
    for (let x = -30 + c.r(0, 40); x < xl; x += c.r(55, 85)) xs.push(x);
    for (let x = 1230 - c.r(0, 40); x > xr; x -= c.r(55, 85)) xs.push(x);
    for (const x of xs) {
      const d = circ(x, y + c.r(-15, 15), c.r(34, 50));
      if (c.chance(0.5)) lightT += d;
      else darkT += d;
    }
  }
  o.push(`<path d="${darkT}" fill="${darken(jungle, 0.2)}" opacity=".55"/><path d="${lightT}" fill="${lighten(jungle, 0.14)}" opacity=".5"/>`);
  o.push(palm(c, c.r(120, 300), c.r(250, 270), c.r(150, 200), c.r(-30, 30), 0.7, '#6b5a45', darken(jungle, 0.05)));
  o.push(palm(c, c.r(900, 1100), c.r(250, 270), c.r(150, 200), c.r(-30, 30), 0.7, '#6b5a45', darken(jungle, 0.05)));
  o.push(
    `<path d="M-40 640Q300 600 600 606Q900 600 1240 640L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="${c.lin([
      [0, mix('#86cfc9', p2, 0.1)],
      [1, mix('#1d4a47', p1, 0.15)],
    ])}"/>`,
  );
  let foam = '';
  for (let k = 0; k < 20; k++)
    foam += `<ellipse cx="${n(c.r(420, 800))}" cy="${n(c.r(602, 640))}" rx="${n(c.r(20, 60))}" ry="${n(c.r(8, 16))}" opacity="${n(c.r(0.5, 0.95))}"/>`;
  o.push(`<g fill="#ffffff">${foam}</g>`);
  let mist = '';
  for (let k = 0; k < 7; k++) mist += circ(c.r(420, 790), c.r(540, 620), c.r(50, 120));
  o.push(`<path d="${mist}" fill="#ffffff" opacity=".12"/>`);
  o.push(ripples(c, 650, 790, 26, '#ffffff', 0.3));
  let rocks = '';
  let moss = '';
  for (const [x, y, r] of [
    [c.r(40, 180), 780, c.r(70, 110)],
    [c.r(240, 340), 800, c.r(50, 80)],
    [c.r(880, 980), 800, c.r(50, 80)],
    [c.r(1030, 1160), 770, c.r(70, 110)],
  ] as const) {
    rocks += blob(c, x, y, r, 0.12, 7, 1.3, 0.7);
    moss += blob(c, x - r * 0.2, y - r * 0.45, r * 0.45, 0.2, 6, 1.4, 0.35);
  }
  o.push(`<path d="${rocks}" fill="${darken(rock, 0.2)}"/><path d="${moss}" fill="${mix('#4f7d35', p1, 0.1)}" opacity=".9"/>`);
  o.push(birds(c, c.int(2, 4), 300, 900, 60, 160, '#2b3a3a'));
  o.push(vignette(c));
  return o.join('');
}
