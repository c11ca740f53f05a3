/** Scene: a boat on the river. */
import { Ctx, DH, DW, type Mood, darken, lighten, mix, n } from './core';
import { bumps, canopyTex, rectD, ridge } from './geometry';
import { SKINS, SKY, birds, cloud, foregroundLeaves, ripples, skyRect, sun, vignette } from './scenery';

export function sceneBoat(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const mood = c.pick<Mood>(['day', 'day', 'golden']);
  const hz = 430;
  const haze = SKY[mood][2];
  const o: string[] = [skyRect(c, mood, p1, hz + 4)];
  o.push(sun(c, c.r(200, 1000), c.r(90, 180), 34, mood));
  for (let i = 0, k = c.int(2, 4); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(50, 230), c.r(0.7, 1.3)));
  const far = mix('#2e5b3c', haze, 0.25);
  if (c.variant % 2 === 1) {
    let town = '';
    let x = -20;
    let win = '';
    while (x < 1220) {
      const w = c.r(50, 90);
      const h = c.r(30, 60);
      const gy = hz - h;
      town += `M${n(x)} ${hz}V${n(gy)}L${n(x + w / 2)} ${n(gy - w * 0.35)}L${n(x + w)} ${n(gy)}V${hz}Z`;
      win += rectD(x + w * 0.25, gy + 10, 8, 12) + rectD(x + w * 0.62, gy + 10, 8, 12);
      x += w + c.r(4, 40);
    }
    const tl = bumps(c, -40, hz - 20, 1240, hz - 20, 30, 60, 14, 30);
    o.push(
      `<path d="${tl.d}L1240 ${hz}L-40 ${hz}Z" fill="${far}"/><path d="${town}" fill="${mix('#f4f1e8', haze, 0.25)}"/><path d="${win}" fill="${mix('#2f5d3a', haze, 0.3)}"/>`,
    );
  } else {
    o.push(ridge(c, 360, 40, mix('#6d9a8a', haze, 0.5), hz));
    const tl = bumps(c, -40, hz, 1240, hz, 25, 60, 14, 38);
    o.push(`<path d="${tl.d}L1240 ${hz + 4}L-40 ${hz + 4}Z" fill="${far}"/>`, canopyTex(tl.tops, lighten(far, 0.2), 0.4));
  }
  o.push(
    `<rect y="${hz}" width="${DW}" height="${DH - hz}" fill="${c.lin([
      [0, mix(haze, '#7d9a8f', 0.35)],
      [1, mix('#2b4a48', p1, 0.15)],
    ])}"/>`,
  );
  o.push(ripples(c, hz + 8, 790, 40, '#ffffff', 0.25));
  const L = 520;
  const x = c.r(560, 640);
  const wl = 600;
  const sx = x - L / 2;
  let wake = '';
  for (let k = 0; k < 5; k++)
    wake += `M${n(sx + 10)} ${n(wl + 4)}Q${n(sx - 120 - k * 50)} ${n(wl + 10 + k * 14)} ${n(sx - 300 - k * 80)} ${n(wl + 40 + k * 34)}`;
  o.push(`<path d="${wake}" stroke="#ffffff" stroke-opacity=".55" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  o.push(`<ellipse cx="${n(x)}" cy="${wl + 18}" rx="${L * 0.52}" ry="16" fill="#000" opacity=".2"/>`);
  const hull = `M${n(sx)} ${wl - 45}L${n(x + L * 0.3)} ${wl - 45}Q${n(x + L * 0.45)} ${wl - 50} ${n(x + L / 2)} ${wl - 64}Q${n(x + L * 0.42)} ${wl + 8} ${n(x + L * 0.28)} ${wl + 10}L${n(sx + 14)} ${wl + 10}Q${n(sx)} ${wl + 6} ${n(sx)} ${wl - 45}Z`;
  const clip = c.def((id) => `<clipPath id="${id}"><path d="${hull}"/></clipPath>`);
  const roofY = wl - 45 - 104;
  let posts = '';
  for (let k = 0; k < 5; k++) posts += rectD(x - L * 0.4 + k * L * 0.15, roofY + 10, 6, 95);
  o.push(`<path d="${posts}" fill="#3d3d3d"/>`);
  let pax = '';
  for (let k = 0; k < 6; k++) {
    const px = x - L * 0.36 + k * L * 0.11 + c.r(-6, 6);
    const skin = c.pick(SKINS);
    pax += `<rect x="${n(px - 14)}" y="${wl - 86}" width="28" height="44" rx="10" fill="${c.pick([p0, p2, '#f4f1e8', '#2a6f97', '#e9c46a'])}"/><circle cx="${n(px)}" cy="${wl - 96}" r="12" fill="${skin}"/>`;
    if (c.chance(0.4)) pax += `<path d="M${n(px - 18)} ${wl - 102}h36" stroke="#e9d8a6" stroke-width="6" stroke-linecap="round"/>`;
  }
  o.push(pax);
  o.push(
    `<path d="${hull}" fill="#fbfaf5"/><g clip-path="url(#${clip})"><rect x="${n(sx - 10)}" y="${wl - 20}" width="${L + 20}" height="12" fill="${p0}"/><rect x="${n(sx - 10)}" y="${wl - 6}" width="${L + 20}" height="20" fill="${darken(p1, 0.2)}"/></g>`,
  );
  o.push(
    `<path d="M${n(sx - 6)} ${roofY + 12}L${n(x + L * 0.22)} ${roofY + 12}Q${n(x + L * 0.26)} ${roofY + 2} ${n(x + L * 0.22)} ${roofY - 4}L${n(sx - 6)} ${roofY - 4}Z" fill="${p1}"/><rect x="${n(sx - 6)}" y="${roofY + 10}" width="${n(L * 0.72 + 6)}" height="6" fill="${darken(p1, 0.25)}"/>`,
  );
  o.push(`<path d="M${n(sx + 6)} ${wl - 40}l-30 6v40l24 4Z" fill="#2b2b2b"/>`);
  const fx = sx + 20;
  o.push(
    `<path d="M${n(fx)} ${roofY - 4}V${roofY - 60}" stroke="#3d3d3d" stroke-width="3"/><path d="${rectD(fx, roofY - 60, 46, 6)}${rectD(fx, roofY - 34, 46, 6)}" fill="#377e3f"/><path d="${rectD(fx, roofY - 54, 46, 20)}" fill="#b40a2d"/><path d="${rectD(fx, roofY - 56, 46, 2)}${rectD(fx, roofY - 36, 46, 2)}" fill="#ffffff"/><path d="M${n(fx + 23)} ${roofY - 51}l2.4 6.5h6.9l-5.6 4 2.1 6.6-5.8-4.1-5.8 4.1 2.1-6.6-5.6-4h6.9Z" fill="#ecc81d"/>`,
  );
  o.push(
    `<path d="M${n(x + L / 2 - 4)} ${wl - 6}q30 -8 60 10M${n(x + L / 2 - 14)} ${wl + 4}q40 -2 70 20" stroke="#ffffff" stroke-opacity=".7" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  const jetty = c.chance(0.5);
  if (jetty) {
    let pl = '';
    for (let k = 0; k < 8; k++) pl += rectD(-20 + k * 30, 690, 26, 14);
    o.push(`<path d="M20 700V800M120 700V800M200 700V800" stroke="#4a3322" stroke-width="14"/><path d="${pl}" fill="#8a6442"/>`);
  } else o.push(foregroundLeaves(c, 1230, 830, -1, ['#1d4a2a', '#245c30', '#2c6b36'], 5));
  o.push(birds(c, c.int(3, 5), 200, 1000, 90, 280, '#2f3b44'));
  o.push(vignette(c, 0.22));
  return o.join('');
}
