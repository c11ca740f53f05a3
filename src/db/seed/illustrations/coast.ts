/** Scene: the beach (with a sea turtle). */
import { Ctx, DH, DW, type Mood, type Pt, darken, lighten, mix, n } from './core';
import { blob, circ, wave } from './geometry';
import { SKY, SUN, birds, cloud, palm, skyRect, sun, vignette } from './scenery';

// Beach, village, wildlife, boat, portrait ----------------------------------------------------------

function turtle(x: number, y: number, s: number): string {
  const sk = '#4d5865';
  const f = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return `<path d="M${f(-28, -30)}Q${f(-110, -30)} ${f(-132, 30)}Q${f(-70, 10)} ${f(-22, 5)}ZM${f(28, -30)}Q${f(110, -30)} ${f(132, 30)}Q${f(70, 10)} ${f(22, 5)}ZM${f(-20, 70)}Q${f(-58, 92)} ${f(-50, 112)}Q${f(-26, 96)} ${f(-10, 82)}ZM${f(20, 70)}Q${f(58, 92)} ${f(50, 112)}Q${f(26, 96)} ${f(10, 82)}Z" fill="${sk}"/><ellipse cx="${n(x)}" cy="${n(y - 78 * s)}" rx="${n(22 * s)}" ry="${n(26 * s)}" fill="${sk}"/><path d="M${f(0, -64)}C${f(58, -60)} ${f(62, 40)} ${f(0, 112)}C${f(-62, 40)} ${f(-58, -60)} ${f(0, -64)}Z" fill="#27313a"/><path d="M${f(0, -60)}L${f(0, 106)}M${f(-26, -50)}Q${f(-36, 20)} ${f(-10, 92)}M${f(26, -50)}Q${f(36, 20)} ${f(10, 92)}M${f(-44, -30)}Q${f(-50, 20)} ${f(-26, 64)}M${f(44, -30)}Q${f(50, 20)} ${f(26, 64)}" stroke="#74838f" stroke-width="${n(3 * s)}" fill="none" opacity=".85"/><path d="${circ(x - 12 * s, y - 20 * s, 2.5 * s)}${circ(x + 16 * s, y + 10 * s, 2.5 * s)}${circ(x - 6 * s, y + 40 * s, 2 * s)}${circ(x - 8 * s, y - 84 * s, 2.5 * s)}" fill="#e6edf2"/>`;
}

export function sceneBeach(c: Ctx): string {
  const [p0, p1] = c.pal;
  const mood = c.pick<Mood>(['day', 'golden', 'dusk']);
  const hz = 420;
  const o: string[] = [skyRect(c, mood, p1, hz + 4)];
  const sunX = c.r(300, 900);
  const sunY = mood === 'day' ? c.r(100, 180) : c.r(300, 370);
  o.push(sun(c, sunX, sunY, mood === 'day' ? 34 : 48, mood));
  for (let i = 0, k = c.int(2, 4); i < k; i++) o.push(cloud(c, c.r(80, 1120), c.r(60, 260), c.r(0.7, 1.3), mood === 'dusk' ? '#f6c0a8' : '#ffffff', 0.85));
  const sea = mood === 'dusk' ? mix('#4d6a86', p1, 0.1) : mix('#4f9a9a', p1, 0.15);
  o.push(
    `<rect y="${hz}" width="${DW}" height="220" fill="${c.lin([
      [0, mix(sea, SKY[mood][2], 0.45)],
      [1, darken(sea, 0.15)],
    ])}"/>`,
  );
  let gl = '';
  for (let y = hz + 5; y < 600; y += c.r(8, 14)) {
    const w = c.r(20, 70) * (1 - (y - hz) / 320) + 6;
    gl += `M${n(sunX - w / 2 + c.r(-10, 10))} ${n(y)}h${n(w)}`;
  }
  o.push(`<path d="${gl}" stroke="${SUN[mood]}" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>`);
  let wv = '';
  for (let i = 0; i < 16; i++) {
    const y = c.r(hz + 20, 590);
    const x = c.r(0, 1150);
    const w = c.r(30, 90) * (0.5 + (y - hz) / 200);
    wv += `M${n(x)} ${n(y)}q${n(w / 4)} ${n(-6)} ${n(w / 2)} 0t${n(w / 2)} 0`;
  }
  o.push(`<path d="${wv}" stroke="#ffffff" stroke-opacity=".5" stroke-width="2.5" fill="none" stroke-linecap="round"/>`);
  const shore: Pt[] = [];
  for (let x = -40; x <= 1240; x += 80) shore.push([x, 600 + c.r(-14, 14)]);
  const sd = `M-40 ${n((shore[0] as Pt)[1])}${wave(shore.slice(1))}`;
  o.push(`<path d="${sd}L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="#c8b38a"/>`);
  o.push(`<path d="${sd}" stroke="#ffffff" stroke-width="7" stroke-opacity=".85" fill="none"/>`);
  o.push(
    `<path d="${sd}L1240 ${DH + 20}L-40 ${DH + 20}Z" fill="${c.lin([
      [0, '#e8d3a5'],
      [1, '#d9bd86'],
    ])}" transform="translate(0 26)"/>`,
  );
  let dots = '';
  for (let i = 0; i < 40; i++) dots += circ(c.r(0, DW), c.r(650, 800), c.r(1.2, 2.6));
  o.push(`<path d="${dots}" fill="#b89a68" opacity=".5"/>`);
  const left = c.chance(0.5);
  const px = left ? c.r(60, 200) : c.r(1000, 1140);
  o.push(palm(c, px, c.r(700, 760), c.r(380, 450), left ? c.r(90, 150) : c.r(-150, -90), 1.1, '#8a6e50', mix('#2f7a3a', p1, 0.1)));
  if (c.chance(0.6))
    o.push(
      palm(
        c,
        left ? px + c.r(90, 150) : px - c.r(90, 150),
        c.r(660, 700),
        c.r(280, 340),
        left ? c.r(40, 90) : c.r(-90, -40),
        0.9,
        '#7d644a',
        mix('#2a6b35', p1, 0.1),
      ),
    );
  if (c.chance(0.75)) {
    const tx = c.r(520, 760);
    const ty = c.r(655, 680);
    let tr = '';
    for (let y = ty + 120; y < 830; y += 14) tr += `M${n(tx - 60)} ${n(y)}l14 -6M${n(tx + 46)} ${n(y)}l14 -6`;
    o.push(
      `<path d="${tr}" stroke="#a88a5a" stroke-width="5" stroke-linecap="round"/><path d="M${n(tx - 30)} ${n(ty + 110)}V830M${n(tx + 30)} ${n(ty + 110)}V830" stroke="#c9ae80" stroke-width="10" opacity=".6"/>`,
    );
    o.push(`<ellipse cx="${n(tx + 6)}" cy="${n(ty + 24)}" rx="52" ry="78" fill="#000" opacity=".1"/>`);
    o.push(turtle(tx, ty, 0.75));
  } else {
    o.push(
      `<path d="M${n(c.r(450, 600))} 720q120 -30 240 -6" stroke="#8a6a48" stroke-width="16" stroke-linecap="round" fill="none"/><path d="${blob(c, c.r(760, 840), 720, 16, 0.2, 6)}" fill="${lighten(p0, 0.5)}"/>`,
    );
  }
  o.push(birds(c, c.int(2, 4), 200, 1000, 80, 260, mood === 'dusk' ? '#2a1f3a' : '#2f3b44'));
  o.push(vignette(c, 0.22));
  return o.join('');
}
