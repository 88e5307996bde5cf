// Trolls from the fairy tales, robots, aliens, ghosts and snowmen — all friendly.

import { darken, lighten } from '../colour';
import { circle, d, ellipse, group, line, path, rect } from '../svg';
import { face, mouth } from './face';
import { human } from './human';
import type { CharacterDrawer } from './look';

const outlined = (content: string, ink: string) =>
  group(content, `stroke="${ink}" stroke-width="1" stroke-linejoin="round"`);

export const troll: CharacterDrawer = (look) => {
  const skin = look.main;
  const { ink } = look;
  // An adult figure with the troll's own skin, a big soft nose, pointed ears and a tufted tail.
  const tail =
    line('M-10 -50Q-44 -40 -40 -70', ink, 4.6) +
    line('M-10 -50Q-44 -40 -40 -70', skin, 3) +
    circle(-40, -73, 7, darken(look.hair, 0.1));
  const body = human(
    { ...look, skin, main: look.second, second: darken(look.second, 0.2) },
    { adult: true, hair: 'curly', bottom: 'trousers' },
  );
  let extra = '';
  for (const s of [-1, 1]) extra += path(d`M${s * 20} -104l${s * 14} -8l${s * -6} 16Z`, skin);
  extra += ellipse(0, -91, 8.5, 7, darken(skin, 0.1));
  extra += circle(-3, -93, 2, lighten(skin, 0.4), 'stroke="none"');
  return outlined(tail, ink) + body + outlined(extra, ink);
};

export const robot: CharacterDrawer = (look) => {
  const { ink, main } = look;
  const glow = '#7ff3ff';
  const metal = darken(main, 0.15);
  let out = '';
  for (const s of [-1, 1])
    out +=
      rect(s * 10 - 5, -20, 10, 18, metal) +
      rect(s * 10 - 8, -5, 16, 5, darken(main, 0.35), 'rx="2"');
  for (const s of [-1, 1])
    out +=
      line(d`M${s * 22} -50q${s * 10} 8 ${s * 8} 22`, ink, 6.4) +
      line(d`M${s * 22} -50q${s * 10} 8 ${s * 8} 22`, metal, 4) +
      circle(s * 30, -26, 5, look.second);
  out += rect(-22, -58, 44, 40, main, 'rx="8"');
  out += rect(-12, -50, 24, 14, lighten(main, 0.35), 'rx="3"');
  out +=
    circle(-6, -43, 3, '#ff7a7a', 'stroke="none"') +
    circle(2, -43, 3, '#ffd54a', 'stroke="none"') +
    circle(9, -43, 2, '#6cc46a', 'stroke="none"');
  out += line('M0 -100V-112', ink, 2) + circle(0, -114, 4.5, '#ff7a7a');
  out += rect(-25, -100, 50, 40, main, 'rx="10"');
  out += rect(-19, -94, 38, 28, '#283052', 'rx="7"');
  const eyeY = -83;
  const sleepy = look.expression === 'sleepy';
  for (const s of [-1, 1])
    out += sleepy
      ? line(d`M${s * 8 - 4} ${eyeY}h8`, glow, 2.5)
      : ellipse(s * 8, eyeY, 3.5, 4.5, glow, 'stroke="none"');
  out +=
    look.expression === 'happy' || look.expression === 'brave'
      ? line('M-6 -75q6 5 12 0', glow, 2)
      : mouth(0, -76, 30, look.expression, glow);
  return outlined(out, ink);
};

export const alien: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = '';
  for (const s of [-1, 1])
    out +=
      line(d`M${s * 10} -92Q${s * 14} -108 ${s * 20} -112`, ink, 3.4) +
      line(d`M${s * 10} -92Q${s * 14} -108 ${s * 20} -112`, main, 2) +
      circle(s * 20, -113, 5, look.second);
  for (const s of [-1, 1]) out += ellipse(s * 9 + 2, -3, 8, 4.5, darken(look.second, 0.2));
  out += path('M-16 -40Q-22 -14 -16 -4H16Q22 -14 16 -40Z', look.second);
  for (const s of [-1, 1])
    out +=
      line(d`M${s * 15} -36q${s * 8} 6 ${s * 8} 16`, ink, 6.4) +
      line(d`M${s * 15} -36q${s * 8} 6 ${s * 8} 16`, look.second, 4) +
      circle(s * 23, -20, 4, main);
  out += path(
    'M0 -98C-30 -98 -34 -70 -22 -52Q-12 -40 0 -40Q12 -40 22 -52C34 -70 30 -98 0 -98Z',
    main,
  );
  const sleepy = look.expression === 'sleepy';
  for (const s of [-1, 1]) {
    out += sleepy
      ? line(d`M${s * 11 - 6} -66q6 4 12 0`, ink, 2)
      : ellipse(
          s * 11,
          -66,
          7,
          10,
          '#2a1d38',
          `stroke="none" transform="rotate(${s * -20} ${s * 11} -66)"`,
        ) + circle(s * 11 + 2.5, -70, 2.6, '#ffffff', 'stroke="none"');
  }
  out += group(
    ellipse(-17, -55, 4, 2.5, '#ff7fa6') + ellipse(17, -55, 4, 2.5, '#ff7fa6'),
    'opacity=".5" stroke="none"',
  );
  out += mouth(0, -53, 26, look.expression, ink);
  return outlined(out, ink);
};

export const ghost: CharacterDrawer = (look) => {
  const { ink } = look;
  const sheet = lighten(look.main, 0.75);
  let out = path('M-28 -50C-28 -92 28 -92 28 -50V-6l-7-6-7 8-7-8-7 8-7-8-7 8-7-8-7 6Z', sheet);
  for (const s of [-1, 1])
    out += path(d`M${s * 27} -42q${s * 12} 4 ${s * 10} 14q${s * -6} 0 ${s * -10} -6Z`, sheet);
  out += face({ x: 0, y: -58, r: 28, expression: look.expression, eyes: look.eyes, ink });
  return group(outlined(out, ink), 'opacity=".94"');
};

export const snowman: CharacterDrawer = (look) => {
  const { ink } = look;
  const snowWhite = '#f7f9ff';
  let out = '';
  for (const s of [-1, 1])
    out += line(
      d`M${s * 16} -66l${s * 22} -14M${s * 30} -75l${s * 4} -9M${s * 30} -75l${s * 9} 1`,
      '#8a5a2e',
      2.6,
    );
  out +=
    circle(0, -27, 27, snowWhite) + circle(0, -67, 20, snowWhite) + circle(0, -98, 18, snowWhite);
  for (const y of [-74, -64, -34]) out += circle(0, y, 2.6, '#3a3548', 'stroke="none"');
  out +=
    path('M-16 -84Q0 -76 16 -84v6Q0 -70 -16 -78Z', look.main) +
    path('M6 -80l4 16h8l-4-16Z', look.main);
  out += face({
    x: 0,
    y: -100,
    r: 18,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
  });
  out += path('M0 -96l14 4l-14 3Z', '#ff9f43');
  out += line('M-5 -89q5 4 10 0', ink, 1.3);
  out += rect(-14, -118, 28, 5, look.second) + rect(-10, -134, 20, 17, look.second, 'rx="2"');
  return outlined(out, ink);
};
