// Horses and unicorns, a long-necked dinosaur and a small round dragon.

import { RAINBOW, darken, lighten } from '../colour';
import { circle, d, ellipse, group, line, path } from '../svg';
import { face, sideFace } from './face';
import type { CharacterDrawer, Look } from './look';

const outlined = (content: string, ink: string) =>
  group(content, `stroke="${ink}" stroke-width="1" stroke-linejoin="round"`);

function horseLike(look: Look, unicorn: boolean): string {
  const { ink, main } = look;
  const mane = (i: number) => (unicorn ? (RAINBOW[i % RAINBOW.length] as string) : look.second);
  let out = '';
  // Mane and tail are strands of hair: one colour for a horse, the rainbow for a unicorn.
  const strands = unicorn ? 5 : 3;
  const hair = (data: (o: number) => string, width: number) => {
    let s = '';
    for (let i = strands - 1; i >= 0; i -= 1) s += line(data(i * 3.4), ink, width + 2.4);
    for (let i = strands - 1; i >= 0; i -= 1) s += line(data(i * 3.4), mane(i), width);
    return s;
  };
  out += hair(
    (o) => d`M-36 ${-56 + o * 0.5}Q${-56 - o * 0.3} ${-52 + o} ${-50 + o * 0.4} ${-22 + o * 0.6}`,
    4.5,
  );
  for (const x of [-28, -16, 18, 30])
    out +=
      path(d`M${x - 5} -46V-4h10V-46Z`, x === -16 || x === 30 ? darken(main, 0.08) : main) +
      path(d`M${x - 5.5} -6h11v6h-11Z`, darken(main, 0.45));
  out += ellipse(0, -50, 40, 19, main);
  out += path('M16 -60Q24 -86 34 -96L50 -86Q36 -74 34 -50Z', main);
  // Head with a rounded snout tilted down towards the viewer.
  out += ellipse(46, -90, 17, 13, main, 'transform="rotate(28 46 -90)"');
  out += ellipse(55, -80, 10, 8, lighten(main, 0.4), 'transform="rotate(28 55 -80)"');
  out += circle(58, -80, 1.4, darken(main, 0.5), 'stroke="none"');
  out += path('M34 -100l2-12l8 9Z', main);
  out += hair(
    (o) =>
      d`M${37 - o * 0.6} ${-105 + o * 0.3}Q${26 - o} -92 ${28 - o} -82T${15 - o} ${-58 + o * 0.3}`,
    4.5,
  );
  out += line('M40 -103q7 3 9 10', mane(0), 4);
  out += sideFace(44, -93, 16, look.expression, ink);
  out += line('M48 -76q4 3 8 1', ink, 1.2);
  if (unicorn)
    out +=
      path('M44 -102L50 -128L53 -100Z', '#ffd84a') +
      line('M46 -108l5-2M47 -116l4-1.5', '#e0a92e', 1.2);
  return outlined(out, ink);
}

export const horse: CharacterDrawer = (look) => horseLike(look, false);
export const unicorn: CharacterDrawer = (look) => horseLike(look, true);

export const dinosaur: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = path('M-28 -36Q-56 -34 -70 -14Q-50 -20 -24 -18Z', main);
  for (const x of [-22, -8, 12, 26])
    out += path(d`M${x - 6} -26V0h12V-26Z`, x === -8 || x === 26 ? darken(main, 0.08) : main);
  out += ellipse(0, -32, 36, 22, main);
  out += path('M18 -46Q26 -74 34 -88L52 -82Q38 -70 34 -36Z', main);
  out += ellipse(44, -90, 16, 11, main);
  for (const [x, y, r] of [
    [-14, -40, 5],
    [0, -46, 6],
    [12, -38, 4],
    [-4, -30, 3.5],
  ] as const)
    out += circle(x, y, r, lighten(look.second, 0.2), 'stroke="none"');
  for (let i = 0; i < 5; i += 1)
    out += path(d`M${-24 + i * 11} ${-50 + Math.abs(i - 2) * 3}l5-9l5 9Z`, look.second);
  out += sideFace(46, -93, 14, look.expression, ink);
  out += line('M50 -85q4 3 8 0', ink, 1.2);
  return outlined(out, ink);
};

export const dragon: CharacterDrawer = (look) => {
  const { ink, main } = look;
  const belly = lighten(look.second, 0.3);
  const wing = darken(main, 0.12);
  let out = '';
  for (const s of [-1, 1])
    out += path(
      d`M${s * 14} -60Q${s * 50} -90 ${s * 56} -64Q${s * 46} -66 ${s * 46} -56Q${s * 36} -60 ${s * 34} -48Q${s * 26} -52 ${s * 16} -42Z`,
      wing,
    );
  out += path('M-16 -12Q-46 -8 -50 -30L-58 -30L-50 -40L-44 -32Q-40 -20 -16 -24Z', main);
  out += path('M-22 -52Q-30 -20 -24 -4Q-20 0 0 0Q20 0 24 -4Q30 -20 22 -52Z', main);
  out += ellipse(0, -22, 14, 18, belly, 'stroke="none"');
  for (const y of [-32, -24, -16]) out += line(d`M-10 ${y}h20`, darken(belly, 0.15), 1.4);
  for (const s of [-1, 1]) out += ellipse(s * 12 + 2, -3, 10, 5.5, main);
  for (const s of [-1, 1]) out += path(d`M${s * 12} -92l${s * 6} -14l${s * 3} 13Z`, '#fff1c9');
  out += circle(0, -72, 26, main);
  for (const y of [-100, -92]) out += path(d`M-4 ${y}l4-8l4 8Z`, look.second);
  out += ellipse(0, -60, 15, 10, lighten(main, 0.25), 'stroke="none"');
  out +=
    circle(-5, -62, 1.8, darken(main, 0.5), 'stroke="none"') +
    circle(5, -62, 1.8, darken(main, 0.5), 'stroke="none"');
  out += face({
    x: 0,
    y: -78,
    r: 26,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
  });
  out += line('M-7 -55q7 5 14 0', ink, 1.3);
  return outlined(out, ink);
};
