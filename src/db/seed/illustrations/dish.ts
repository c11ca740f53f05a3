/** Scene: a dish on a table seen from above. */
import { Ctx, DH, DW, darken, lighten, mix, n } from './core';
import { around, foodNoodles, foodRice, foodRoti, foodSoup } from './food';
import { circ } from './geometry';
import { leaf, vignette } from './scenery';
import { foodBakabana, foodDimSum, foodFish, foodPasta, foodPastry, foodPlated, foodPom } from './dishes';
import { SCENE_VARIANTS } from './variants';

const DISH_COUNT = SCENE_VARIANTS.dish!.names.length;

export function sceneDish(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [];
  // The dish's number in variants.ts (an unnamed spec's seed picks among the first four).
  const variant = c.variant % DISH_COUNT;
  if (c.chance(0.55)) {
    const wood = mix('#9c6a3f', p1, 0.08);
    for (let i = 0; i < 5; i++) {
      const y = i * 160;
      const col = mix(wood, i % 2 ? '#7a4f2c' : '#b07d4f', c.r(0.1, 0.35));
      let grain = '';
      for (let k = 0; k < 4; k++) {
        const gy = y + c.r(20, 140);
        grain += `M-10 ${n(gy)}Q${n(c.r(200, 500))} ${n(gy + c.r(-14, 14))} ${n(c.r(600, 800))} ${n(gy + c.r(-8, 8))}T1210 ${n(gy + c.r(-10, 10))}`;
      }
      o.push(
        `<rect y="${y}" width="${DW}" height="160" fill="${col}"/><path d="${grain}" stroke="#000" stroke-opacity=".1" stroke-width="2.5" fill="none"/><rect y="${y + 157}" width="${DW}" height="4" fill="#000" opacity=".25"/>`,
      );
    }
  } else {
    const cloth = lighten(p1, 0.7);
    const check = c.def(
      (id) =>
        `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse"><path d="M0 0h40v80h-40ZM0 0h80v40h-80Z" fill="${p1}" fill-opacity=".22"/></pattern>`,
    );
    o.push(`<rect width="${DW}" height="${DH}" fill="${cloth}"/><rect width="${DW}" height="${DH}" fill="url(#${check})"/>`);
  }
  const cx = 580;
  const cy = 410;
  const shadow = c.rad([
    [0.75, '#000', 0.35],
    [1, '#000', 0],
  ]);
  o.push(`<circle cx="${cx + 14}" cy="${cy + 20}" r="300" fill="${shadow}"/>`);
  if (variant === 2) {
    const bowl = c.pick(['#fbfaf7', lighten(p0, 0.75), lighten(p2, 0.7)]);
    o.push(
      `<circle cx="${cx}" cy="${cy}" r="230" fill="${c.rad([
        [0.6, bowl],
        [1, darken(bowl, 0.12)],
      ])}"/><circle cx="${cx}" cy="${cy}" r="205" fill="${darken(bowl, 0.06)}"/><circle cx="${cx}" cy="${cy}" r="230" fill="none" stroke="${p0}" stroke-width="5" stroke-opacity=".7"/>`,
    );
  } else {
    o.push(
      `<circle cx="${cx}" cy="${cy}" r="262" fill="${c.rad([
        [0.7, '#ffffff'],
        [1, '#e4e0d8'],
      ])}"/><circle cx="${cx}" cy="${cy}" r="246" fill="none" stroke="${p0}" stroke-width="4" stroke-opacity=".55"/><circle cx="${cx}" cy="${cy}" r="200" fill="${c.rad(
        [
          [0, '#fdfcf9'],
          [1, '#efebe3'],
        ],
      )}"/><path d="M${cx - 170} ${cy - 150}A230 230 0 0 1 ${cx + 40} ${cy - 230}" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    );
  }
  const food: ((c: Ctx, cx: number, cy: number, p0: string) => string)[] = [
    foodRice,
    foodRoti,
    (c, x, y) => foodSoup(c, x, y),
    foodNoodles,
    foodFish,
    (c, x, y) => foodPom(c, x, y),
    (c, x, y) => foodBakabana(c, x, y),
    (c, x, y) => foodDimSum(c, x, y),
    (c, x, y) => foodPasta(c, x, y),
    foodPlated,
    (c, x, y) => foodPastry(c, x, y),
  ];
  o.push(food[variant]!(c, cx, cy, p0));
  // napkin and cutlery (a spoon for soup)
  const nap = lighten(p0, 0.25);
  o.push(
    `<rect x="880" y="170" width="130" height="470" rx="6" fill="${nap}"/><rect x="880" y="170" width="130" height="470" rx="6" fill="${c.lin(
      [
        [0, '#fff', 0.18],
        [1, '#000', 0.1],
      ],
      0,
      0,
      1,
      0,
    )}"/><path d="M945 170v470" stroke="#000" stroke-opacity=".12" stroke-width="3"/><rect x="880" y="590" width="130" height="12" fill="${p2}"/>`,
  );
  const metal = c.lin(
    [
      [0, '#f4f6f7'],
      [0.5, '#c6ccd0'],
      [1, '#9aa2a8'],
    ],
    0,
    0,
    1,
    0,
  );
  if (variant === 2)
    o.push(`<ellipse cx="945" cy="270" rx="34" ry="50" fill="${metal}"/><rect x="937" y="312" width="16" height="290" rx="8" fill="${metal}"/>`);
  else
    o.push(
      `<path d="M902 220v70q0 24 14 30v290a10 10 0 0 0 20 0V320q14-6 14-30v-70h-6v62h-6v-62h-6v62h-6v-62h-6v62h-6v-62Z" fill="${metal}"/><path d="M968 220q26 30 24 140l-6 10v240a10 10 0 0 1 -20 0Z" fill="${metal}"/>`,
    );
  // glass of juice and a small sambal bowl
  const drink = mix(p2, '#f2a541', 0.3);
  o.push(
    `<circle cx="260" cy="180" r="86" fill="#000" opacity=".18"/><circle cx="250" cy="170" r="80" fill="${c.rad([
      [0, lighten(drink, 0.3)],
      [0.85, drink],
      [1, darken(drink, 0.25)],
    ])}"/><circle cx="250" cy="170" r="80" fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="6"/><rect x="224" y="140" width="34" height="34" rx="6" fill="#ffffff" opacity=".4" transform="rotate(18 241 157)"/><rect x="256" y="168" width="30" height="30" rx="6" fill="#ffffff" opacity=".35" transform="rotate(-12 271 183)"/><circle cx="300" cy="115" r="30" fill="#8bc34a"/><circle cx="300" cy="115" r="24" fill="#dcedc8"/><path d="M300 91v48M276 115h48M283 98l34 34M317 98l-34 34" stroke="#8bc34a" stroke-width="2"/>`,
  );
  o.push(
    `<circle cx="255" cy="650" r="62" fill="#000" opacity=".15"/><circle cx="248" cy="642" r="58" fill="#fbfaf6"/><circle cx="248" cy="642" r="44" fill="${c.rad(
      [
        [0, '#e0442f'],
        [1, '#a81f12'],
      ],
    )}"/><path d="${around(c, 248, 642, 36, 9)
      .map(([x, y]) => circ(x, y, 3))
      .join('')}" fill="#f7d36b"/>`,
  );
  o.push(`<path d="M360 720q30-20 70-6q-30 16-70 6Z" fill="#d62828"/><path d="M430 714l12-6" stroke="#3f7d35" stroke-width="5" stroke-linecap="round"/>`);
  o.push(
    leaf(c.r(1040, 1120), c.r(80, 160), 60, 18, c.r(0, 360), '#3f8f3a', '#2c6b2a'),
    leaf(c.r(1050, 1130), c.r(660, 740), 54, 16, c.r(0, 360), '#4a9a3c', '#2c6b2a'),
  );
  o.push(vignette(c, 0.3));
  return o.join('');
}
