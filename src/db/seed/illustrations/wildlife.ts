/** Scene: an animal of the forest. */
import { Ctx, DH, DW, lighten, mix, n } from './core';
import { butterfly } from './forest';
import { circ } from './geometry';
import { foregroundLeaves, leaf, vignette } from './scenery';

function toucan(c: Ctx, p0: string): string {
  const beak = c.lin(
    [
      [0, '#f7d548'],
      [0.55, mix('#f08a24', p0, 0.3)],
      [1, '#c2361b'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<path d="M570 480L600 486L572 680L536 676Z" fill="#101014"/><ellipse cx="596" cy="392" rx="74" ry="118" transform="rotate(-12 596 392)" fill="#121216"/><path d="M560 300Q530 400 566 500" stroke="#2a2a34" stroke-width="10" fill="none" stroke-linecap="round" opacity=".8"/><ellipse cx="592" cy="500" rx="30" ry="15" fill="#d7263d"/><circle cx="628" cy="286" r="62" fill="#121216"/><path d="M650 296Q700 320 680 380Q640 400 610 360Q612 320 650 296Z" fill="#fff3c4"/><path d="M640 372Q660 384 676 376" stroke="#d7263d" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M666 254C730 232 822 248 866 346C806 332 736 326 668 316Z" fill="${beak}"/><path d="M668 256C740 238 812 252 862 334" stroke="#ffe37a" stroke-width="5" fill="none"/><path d="M842 318C852 326 860 336 866 346C856 344 846 341 836 340Z" fill="#15151a"/><circle cx="640" cy="274" r="17" fill="#4aa3df"/><circle cx="641" cy="274" r="8" fill="#0d0d10"/><circle cx="644" cy="270" r="3" fill="#ffffff"/><path d="M590 506l-6 24M610 504l4 24" stroke="#7b8794" stroke-width="8" stroke-linecap="round"/>`;
}

function macaw(): string {
  return `<path d="M578 480L610 486L548 792L528 788Z" fill="#d1202f"/><path d="M572 520L588 524L540 790Z" fill="#1f5fbf"/><ellipse cx="598" cy="392" rx="64" ry="112" transform="rotate(-8 598 392)" fill="#d92330"/><path d="M560 318Q520 420 560 548L608 528Q590 420 600 330Z" fill="#1f5fbf"/><path d="M560 318Q536 370 546 420L598 410Q592 360 600 330Z" fill="#f7c531"/><path d="M552 420L600 414L598 430L550 436Z" fill="#4caf50"/><path d="M554 450Q578 452 598 446M556 480Q578 482 600 476M560 510Q580 510 600 504" stroke="#123f86" stroke-width="3" fill="none"/><circle cx="626" cy="276" r="54" fill="#d92330"/><ellipse cx="650" cy="286" rx="28" ry="24" fill="#fbf7f0"/><path d="M634 296q10 3 24 0M636 304q10 3 22 0" stroke="#e9a3a3" stroke-width="1.5" fill="none"/><circle cx="646" cy="280" r="9" fill="#f7e08a"/><circle cx="647" cy="280" r="5" fill="#101010"/><path d="M668 258Q720 258 714 324Q704 300 674 300Z" fill="#f1ede0"/><path d="M672 300Q696 302 704 318Q686 332 668 318Z" fill="#2a2a2a"/><path d="M590 500l-6 26M610 498l4 26" stroke="#6b6b6b" stroke-width="8" stroke-linecap="round"/>`;
}

function frog(c: Ctx, p2: string): string {
  const skin = c.rad(
    [
      [0, mix('#5fb0ff', p2, 0.1)],
      [1, '#1848a8'],
    ],
    0.45,
    0.35,
    0.7,
  );
  let spots = '';
  for (let i = 0; i < 12; i++) spots += `<ellipse cx="${n(600 + c.r(-45, 45))}" cy="${n(430 + c.r(-70, 60))}" rx="${n(c.r(5, 10))}" ry="${n(c.r(4, 8))}"/>`;
  return `<path d="M560 380Q500 360 470 330M640 380Q700 360 730 330M562 480Q470 470 470 520Q500 540 540 520M638 480Q730 470 730 520Q700 540 660 520" stroke="#1b55b8" stroke-width="24" stroke-linecap="round" stroke-linejoin="round" fill="none"/><path d="${circ(466, 326, 9)}${circ(734, 326, 9)}${circ(540, 524, 9)}${circ(660, 524, 9)}" fill="#1b55b8"/><ellipse cx="600" cy="435" rx="72" ry="96" fill="${skin}"/><ellipse cx="600" cy="355" rx="62" ry="46" fill="${skin}"/><g fill="#0b0b12">${spots}</g><circle cx="562" cy="334" r="17" fill="#0b0b12"/><circle cx="638" cy="334" r="17" fill="#0b0b12"/><circle cx="567" cy="328" r="5" fill="#ffffff"/><circle cx="643" cy="328" r="5" fill="#ffffff"/>`;
}

export function sceneWildlife(c: Ctx): string {
  const [p0, p1, p2] = c.pal;
  const o: string[] = [
    `<rect width="${DW}" height="${DH}" fill="${c.lin(
      [
        [0, mix('#2f6b45', p1, 0.15)],
        [1, mix('#123322', p1, 0.1)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  ];
  let bokeh = '';
  for (let i = 0; i < 18; i++)
    bokeh += `<circle cx="${n(c.r(0, DW))}" cy="${n(c.r(0, DH))}" r="${n(c.r(40, 150))}" fill="${c.pick(['#6fae5a', '#a6d47a', '#3d7f4f', '#e8f3b0', lighten(p2, 0.3)])}" opacity="${n(c.r(0.08, 0.25))}"/>`;
  o.push(bokeh);
  const animal = c.variant % 3;
  if (animal === 2) {
    o.push(
      `<path d="M-40 820Q200 520 700 470Q1000 440 1240 300L1240 420Q1000 560 700 620Q300 700 120 840Z" fill="${mix('#3f8f3f', p1, 0.1)}"/><path d="M40 820Q400 560 1240 360" stroke="#a8d57a" stroke-width="6" fill="none"/><path d="M300 640l60 -90M450 590l50 -90M620 540l40 -85M800 490l30 -80M980 440l20 -70M360 660l90 20M520 610l100 10M700 560l100 0M880 510l90 -10" stroke="#a8d57a" stroke-width="3" fill="none" opacity=".8"/>`,
    );
    o.push(frog(c, p2));
    o.push(`<path d="${circ(c.r(850, 1000), c.r(520, 600), 10)}${circ(c.r(200, 350), c.r(200, 300), 7)}" fill="#e8f6ff" opacity=".6"/>`);
  } else {
    const branch = 'M-40 560Q300 490 640 532Q900 560 1240 500';
    o.push(
      `<path d="${branch}" stroke="#4a3220" stroke-width="40" fill="none" stroke-linecap="round"/><path d="M-40 552Q300 482 640 524Q900 552 1240 492" stroke="#7a5636" stroke-width="10" fill="none" opacity=".7"/><path d="M900 552Q980 600 1040 660" stroke="#4a3220" stroke-width="18" fill="none" stroke-linecap="round"/>`,
    );
    let lv = '';
    for (let i = 0; i < 9; i++)
      lv += leaf(c.r(0, 1200), c.r(480, 560), c.r(70, 110), c.r(18, 26), c.r(-160, 160), c.pick(['#3f8f3a', '#2f7a32', '#56a043']), '#24552a');
    o.push(lv);
    o.push(animal === 0 ? toucan(c, p0) : macaw());
    o.push(`<path d="M520 540Q600 520 680 548" stroke="#4a3220" stroke-width="16" fill="none" stroke-linecap="round" opacity=".5"/>`);
  }
  o.push(butterfly(c, c.r(880, 1080), c.r(160, 300), c.r(0.6, 0.9), c.r(-20, 20), mix('#1f78e0', p2, 0.1)));
  o.push(foregroundLeaves(c, -20, 830, 1, ['#1d4a2a', '#245c30', '#163d22'], 5));
  o.push(vignette(c, 0.35));
  return o.join('');
}
