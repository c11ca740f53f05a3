/** Scene: Paramaribo's wooden inner city. */
import { Ctx, DH, DW, type Mood, darken, mix, n } from './core';
import { blob, circ, rectD } from './geometry';
import { cloud, palm, roundTree, skyRect, sun, vignette } from './scenery';

interface HouseAcc {
  shutters: string;
  glass: string;
  muntins: string;
}

function house(c: Ctx, x: number, yb: number, w: number, pats: { clap: string; brick: string; shingle: string }, acc: HouseAcc, door: string): string {
  const floors = c.pick([1, 2, 2, 2]);
  const fh = 94;
  const baseH = 30;
  const wallTop = yb - baseH - floors * fh;
  const wall = c.pick(['#f8f6ef', '#f5f1e6', '#fbfaf6', '#f3eee2', '#f7efd9']);
  const roof = c.pick(['#4a4f57', '#585d64', '#7c3a2d', '#3f454d', '#6e3a30']);
  const o: string[] = [];
  const gable = c.chance(0.6);
  const roofH = gable ? w * 0.42 : w * 0.3;
  if (gable) {
    o.push(`<path d="M${n(x - 14)} ${n(wallTop + 8)}L${n(x + w / 2)} ${n(wallTop - roofH)}L${n(x + w + 14)} ${n(wallTop + 8)}Z" fill="${roof}"/>`);
    const ins = `M${n(x + 6)} ${n(wallTop + 1)}L${n(x + w / 2)} ${n(wallTop - roofH + 22)}L${n(x + w - 6)} ${n(wallTop + 1)}Z`;
    o.push(`<path d="${ins}" fill="${wall}"/><path d="${ins}" fill="url(#${pats.clap})"/>`);
    const ay = wallTop - roofH * 0.36;
    const ar = Math.min(18, w * 0.065);
    o.push(
      `<circle cx="${n(x + w / 2)}" cy="${n(ay)}" r="${n(ar)}" fill="#3a4646" stroke="#ffffff" stroke-width="4"/><path d="M${n(x + w / 2)} ${n(ay - ar)}v${n(ar * 2)}M${n(x + w / 2 - ar)} ${n(ay)}h${n(ar * 2)}" stroke="#ffffff" stroke-width="2"/>`,
    );
  } else {
    const rd = `M${n(x - 14)} ${n(wallTop + 8)}L${n(x + w * 0.2)} ${n(wallTop - roofH)}L${n(x + w * 0.8)} ${n(wallTop - roofH)}L${n(x + w + 14)} ${n(wallTop + 8)}Z`;
    o.push(`<path d="${rd}" fill="${roof}"/><path d="${rd}" fill="url(#${pats.shingle})"/>`);
    const dx = x + w / 2;
    const dy = wallTop - roofH * 0.35;
    o.push(
      `<path d="M${n(dx - 26)} ${n(dy + 26)}V${n(dy - 14)}H${n(dx + 26)}V${n(dy + 26)}Z" fill="${wall}"/><path d="M${n(dx - 34)} ${n(dy - 10)}L${n(dx)} ${n(dy - 40)}L${n(dx + 34)} ${n(dy - 10)}Z" fill="${roof}"/>`,
    );
    acc.glass += rectD(dx - 10, dy - 6, 20, 26);
    acc.muntins += `M${n(dx)} ${n(dy - 5)}v24M${n(dx - 9)} ${n(dy + 6)}h18`;
  }
  o.push(
    `<rect x="${n(x)}" y="${n(wallTop)}" width="${n(w)}" height="${floors * fh}" fill="${wall}"/><rect x="${n(x)}" y="${n(wallTop)}" width="${n(w)}" height="${floors * fh}" fill="url(#${pats.clap})"/>`,
  );
  o.push(
    `<path d="${rectD(x, wallTop, 7, floors * fh)}${rectD(x + w - 7, wallTop, 7, floors * fh)}${floors > 1 ? rectD(x, wallTop + fh - 3, w, 6) : ''}" fill="${darken(wall, 0.07)}"/>`,
  );
  o.push(`<rect x="${n(x)}" y="${n(wallTop)}" width="${n(w)}" height="9" fill="#000" opacity=".12"/>`);
  o.push(
    `<rect x="${n(x - 4)}" y="${n(yb - baseH)}" width="${n(w + 8)}" height="${baseH}" fill="#a9553c"/><rect x="${n(x - 4)}" y="${n(yb - baseH)}" width="${n(w + 8)}" height="${baseH}" fill="url(#${pats.brick})"/>`,
  );
  const m = Math.max(2, Math.floor((w - 16) / 66));
  const cx = x + w / 2;
  for (let f = 0; f < floors; f++) {
    const y = wallTop + f * fh + 20;
    const ground = f === floors - 1;
    for (let j = 0; j < m; j++) {
      const wx = x + (w / m) * (j + 0.5);
      if (ground && Math.abs(wx - cx) < 46) continue;
      acc.shutters += rectD(wx - 28, y, 13, 56) + rectD(wx + 15, y, 13, 56);
      acc.glass += rectD(wx - 13.5, y + 1.5, 27, 53);
      acc.muntins += `M${n(wx)} ${n(y + 3)}v50M${n(wx - 12)} ${n(y + 20)}h24M${n(wx - 12)} ${n(y + 36)}h24`;
    }
  }
  const dTop = yb - baseH - 80;
  o.push(
    `<path d="M${n(cx - 22)} ${n(yb - baseH)}V${n(dTop)}a22 22 0 0 1 44 0V${n(yb - baseH)}Z" fill="#ffffff"/><rect x="${n(cx - 18)}" y="${n(dTop)}" width="36" height="${80 - 0}" fill="${door}"/><path d="M${n(cx - 17)} ${n(dTop - 2)}a17 17 0 0 1 34 0Z" fill="#3a4646"/>`,
  );
  o.push(
    `<path d="${rectD(cx - 38, yb - 10, 76, 10)}${rectD(cx - 32, yb - 20, 64, 10)}${rectD(cx - 26, yb - 30, 52, 10)}" fill="#e6e1d6" stroke="#c8c1b3" stroke-width="1.5"/>`,
  );
  if (floors > 1 && c.chance(0.5)) {
    const by = wallTop + fh - 2;
    let bal = `M${n(cx - 60)} ${n(by - 34)}h120`;
    for (let bx = cx - 56; bx <= cx + 56; bx += 8) bal += `M${n(bx)} ${n(by - 34)}V${n(by)}`;
    o.push(
      `<rect x="${n(cx - 64)}" y="${n(by - 2)}" width="128" height="9" fill="${darken(wall, 0.12)}"/><path d="${bal}" stroke="#ffffff" stroke-width="3"/><path d="M${n(cx - 60)} ${n(by - 34)}h120" stroke="${darken(wall, 0.2)}" stroke-width="2"/>`,
    );
  }
  return o.join('');
}

export function sceneCity(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden']);
  const o: string[] = [skyRect(c, mood, p1)];
  o.push(sun(c, c.r(150, 1050), c.r(90, 170), 34, mood));
  for (let i = 0, k = c.int(2, 4); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(60, 220), c.r(0.7, 1.2)));
  const clap = c.def(
    (id) =>
      `<pattern id="${id}" width="40" height="12" patternUnits="userSpaceOnUse"><path d="M0 11.4H40" stroke="#000" stroke-opacity=".13" stroke-width="1.3"/></pattern>`,
  );
  const brick = c.def(
    (id) =>
      `<pattern id="${id}" width="24" height="12" patternUnits="userSpaceOnUse"><path d="M0 .5H24M0 6.5H24M6 0V6M18 6V12" stroke="#000" stroke-opacity=".22" stroke-width="1.2"/></pattern>`,
  );
  const shingle = c.def(
    (id) =>
      `<pattern id="${id}" width="30" height="10" patternUnits="userSpaceOnUse"><path d="M0 9.5H30" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/></pattern>`,
  );
  const greens = ['#3f7a45', '#2f6a3c', '#4c8a4c', mix('#3f7a45', p1, 0.2)];
  for (let i = 0, k = c.int(5, 7); i < k; i++) o.push(roundTree(c, c.r(-40, 1240), 580, c.r(230, 300), c.r(80, 120), c.pick(greens), '#5a4432'));
  o.push(palm(c, c.r(100, 500), 590, c.r(380, 430), c.r(-20, 20), 1, '#b3aa9c', '#3f7a45'));
  o.push(palm(c, c.r(700, 1100), 590, c.r(360, 420), c.r(-20, 20), 1, '#b3aa9c', '#356b40'));
  o.push(`<rect y="590" width="${DW}" height="60" fill="#dcd4c4"/><rect y="646" width="${DW}" height="8" fill="#b9b1a1"/>`);
  o.push(
    `<rect y="654" width="${DW}" height="${DH - 654}" fill="${c.lin([
      [0, '#8f8b84'],
      [1, '#6f6b65'],
    ])}"/>`,
  );
  o.push(`<path d="M0 738h1200" stroke="#f2efe6" stroke-opacity=".7" stroke-width="5" stroke-dasharray="50 40"/>`);
  const acc: HouseAcc = { shutters: '', glass: '', muntins: '' };
  const doors = ['#2d5b3c', '#2a4f36', mix('#2d5b3c', p0, 0.5), p0];
  let x = c.r(-70, -20);
  const houses: string[] = [];
  while (x < 1240) {
    const w = c.r(200, 280);
    houses.push(house(c, x, 600, w, { clap, brick, shingle }, acc, c.pick(doors)));
    x += w + c.r(30, 80);
  }
  o.push(houses.join(''));
  const shutter = c.pick(['#2d5b3c', '#2a4f36', '#356b47']);
  o.push(
    `<path d="${acc.shutters}" fill="${shutter}"/><path d="${acc.glass}" fill="${c.lin([
      [0, '#4a5a5c'],
      [1, '#2c3536'],
    ])}" stroke="#ffffff" stroke-width="3"/><path d="${acc.muntins}" stroke="#ffffff" stroke-width="2.5"/>`,
  );
  let bush = '';
  let bloom = '';
  for (let i = 0, k = c.int(3, 5); i < k; i++) {
    const bx = c.r(40, 1160);
    bush += blob(c, bx, 600, c.r(36, 52), 0.2, 8, 1.3, 0.8);
    for (let j = 0; j < 7; j++) bloom += circ(bx + c.r(-50, 50), 600 + c.r(-36, 14), c.r(5, 9));
  }
  o.push(`<path d="${bush}" fill="#3c6e3a"/><path d="${bloom}" fill="${mix('#d63384', p2, 0.2)}"/>`);
  for (let i = 0, k = c.int(1, 2); i < k; i++) {
    const lx = c.r(100, 1100);
    o.push(
      `<path d="M${n(lx)} 650V470" stroke="#1f2328" stroke-width="7"/><path d="M${n(lx - 14)} 470h28l-6 -34h-16Z" fill="#1f2328"/><path d="M${n(lx - 9)} 466h18l-4 -24h-10Z" fill="#f8e3a3"/>`,
    );
  }
  o.push(vignette(c, 0.2));
  return o.join('');
}
