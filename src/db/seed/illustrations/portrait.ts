/** Scene: a portrait (testimonials). */
import { Ctx, DH, DW, darken, lighten } from './core';
import { circ } from './geometry';
import { SKINS, leaf } from './scenery';

export function scenePortrait(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [
    `<rect width="${DW}" height="${DH}" fill="${c.lin(
      [
        [0, lighten(p1, 0.55)],
        [1, lighten(p2, 0.35)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  ];
  o.push(`<circle cx="600" cy="420" r="330" fill="${lighten(p2, 0.7)}" opacity=".7"/>`);
  o.push(
    leaf(150, 820, 330, 90, -60, lighten(p1, 0.25), lighten(p1, 0.45)),
    leaf(1050, 820, 330, 90, -120, lighten(p1, 0.3), lighten(p1, 0.5)),
    leaf(120, -20, 260, 70, 40, lighten(p1, 0.35)),
    leaf(1080, -20, 260, 70, 140, lighten(p1, 0.4)),
  );
  const skin = c.pick(SKINS);
  const hair = c.pick(['#1f1a17', '#3b2a20', '#6b4426', '#a8743f', '#d9b36c', '#2a2a2a']);
  const style = c.pick(['short', 'curly', 'long', 'bun', 'hat', 'wrap'] as const);
  const shirt = c.pick([p0, darken(p1, 0.1), '#f4f1e8', '#2a6f97']);
  if (style === 'long') o.push(`<path d="M480 430Q470 260 600 255Q730 260 720 430L740 640Q600 680 460 640Z" fill="${hair}"/>`);
  if (style === 'curly') o.push(`<path d="${circ(600, 360, 140)}" fill="${hair}"/>`);
  o.push(
    `<path d="M330 820Q330 600 480 580L720 580Q870 600 870 820Z" fill="${c.lin([
      [0, lighten(shirt, 0.1)],
      [1, darken(shirt, 0.15)],
    ])}"/>`,
  );
  o.push(`<path d="M560 500h80v90q-40 30-80 0Z" fill="${darken(skin, 0.12)}"/>`);
  o.push(
    `<path d="M545 580L600 650L655 580Z" fill="${darken(skin, 0.05)}"/><path d="M540 576L600 650L520 620ZM660 576L600 650L680 620Z" fill="${lighten(shirt, 0.35)}"/>`,
  );
  if (c.chance(0.5))
    o.push(
      `<path d="M520 585Q560 700 600 720" stroke="#3a3a3a" stroke-width="6" fill="none"/><rect x="580" y="700" width="70" height="50" rx="8" fill="#2b2b2b"/><circle cx="615" cy="725" r="16" fill="#5b6b7a" stroke="#999" stroke-width="3"/>`,
    );
  o.push(`<ellipse cx="507" cy="430" rx="17" ry="27" fill="${darken(skin, 0.06)}"/><ellipse cx="693" cy="430" rx="17" ry="27" fill="${darken(skin, 0.06)}"/>`);
  o.push(`<ellipse cx="600" cy="420" rx="95" ry="115" fill="${skin}"/>`);
  if (style === 'short' || style === 'bun' || style === 'long')
    o.push(`<path d="M505 425Q495 290 600 285Q705 290 695 425Q690 350 640 335Q600 360 540 345Q510 370 505 425Z" fill="${hair}"/>`);
  if (style === 'bun') o.push(`<circle cx="600" cy="280" r="42" fill="${hair}"/>`);
  if (style === 'curly') {
    let cur = '';
    for (let k = 0; k < 11; k++) {
      const a = Math.PI * (1.05 + (k / 10) * 0.9);
      cur += circ(600 + Math.cos(a) * 100, 380 + Math.sin(a) * 70, 30);
    }
    o.push(`<path d="${cur}" fill="${hair}"/>`);
  }
  if (style === 'hat')
    o.push(
      `<path d="M505 420Q500 330 600 320Q700 330 695 420Q660 360 600 360Q540 360 505 420Z" fill="${hair}"/><ellipse cx="600" cy="325" rx="190" ry="42" fill="#e8d3a0"/><path d="M505 325Q510 220 600 215Q690 220 695 325Z" fill="#e2c98c"/><path d="M508 300Q600 318 692 300L695 322Q600 340 505 322Z" fill="${p0}"/>`,
    );
  if (style === 'wrap')
    o.push(
      `<path d="M500 400Q490 260 600 250Q720 255 702 400Q690 340 600 330Q520 335 500 400Z" fill="${p0}"/><path d="M560 262Q600 170 700 200Q680 260 640 280Z" fill="${p2}"/><path d="${circ(560, 300, 6)}${circ(600, 290, 6)}${circ(640, 300, 6)}${circ(680, 330, 6)}${circ(525, 335, 6)}" fill="#ffffff" opacity=".8"/>`,
    );
  o.push(
    `<path d="M548 395q17 -10 34 0M618 395q17 -10 34 0" stroke="${darken(hair, 0.1)}" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="565" cy="425" rx="8" ry="10" fill="#2b211c"/><ellipse cx="635" cy="425" rx="8" ry="10" fill="#2b211c"/><path d="M600 435q-8 28 4 34" stroke="${darken(skin, 0.2)}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M562 485Q600 512 638 485" stroke="#7a3b2e" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="545" cy="468" rx="18" ry="10" fill="#e0707a" opacity=".25"/><ellipse cx="655" cy="468" rx="18" ry="10" fill="#e0707a" opacity=".25"/>`,
  );
  if (c.chance(0.3)) o.push(`<path d="${circ(565, 425, 24)}${circ(635, 425, 24)}M589 422q11 -8 22 0" stroke="#2b2b2b" stroke-width="5" fill="none"/>`);
  return o.join('');
}
