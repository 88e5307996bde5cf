// Owls, birds, penguins and frogs; turtles, fish and whales. Side-on swimmers face right.

import { darken, lighten } from '../colour';
import { circle, d, ellipse, group, line, path, polygon } from '../svg';
import { face, mouth } from './face';
import type { CharacterDrawer } from './look';

const outlined = (content: string, ink: string) =>
  group(content, `stroke="${ink}" stroke-width="1" stroke-linejoin="round"`);
const BEAK = '#ffa94d';

export const owl: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = path('M-12 -34L-20 -66L-2 -52ZM12 -34L20 -66L2 -52Z', darken(main, 0.15));
  out += ellipse(0, -34, 28, 34, main);
  out += ellipse(0, -22, 18, 20, lighten(main, 0.5), 'stroke="none"');
  for (let i = 0; i < 3; i += 1)
    out += path(
      d`M${-8 + i * 8} ${-24 + (i % 2) * 8}q3 4 6 0`,
      'none',
      `stroke="${darken(main, 0.2)}" stroke-width="1.4"`,
    );
  for (const s of [-1, 1])
    out += path(d`M${s * 24} -46Q${s * 38} -30 ${s * 22} -12Z`, darken(main, 0.12));
  for (const s of [-1, 1]) out += circle(s * 11, -44, 11, '#fff6e0');
  out += face({
    x: 0,
    y: -44,
    r: 30,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
    blush: false,
  });
  out += polygon(
    [
      [-4, -36],
      [4, -36],
      [0, -29],
    ],
    BEAK,
  );
  for (const s of [-1, 1]) out += path(d`M${s * 9 - 5} -1h10l-2 3h-6Z`, BEAK);
  return outlined(out, ink);
};

export const bird: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = path('M-20 -26L-36 -34L-34 -20Z', darken(main, 0.15));
  for (const s of [-1, 1]) out += line(d`M${s * 5} -8v8`, BEAK, 2);
  out += circle(0, -26, 20, main);
  out += ellipse(2, -18, 12, 9, lighten(main, 0.55), 'stroke="none"');
  out += path('M-10 -26Q-4 -48 14 -36Q4 -28 -10 -26Z', darken(main, 0.12));
  out += face({
    x: 4,
    y: -30,
    r: 20,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
    turn: 0.4,
  });
  out += polygon(
    [
      [18, -28],
      [28, -25],
      [18, -21],
    ],
    BEAK,
  );
  out += path('M-2 -44q2-8 8-6q-4 2-3 6', darken(main, 0.2));
  return outlined(out, ink);
};

export const penguin: CharacterDrawer = (look) => {
  const { ink } = look;
  const coat = look.main;
  let out = '';
  for (const s of [-1, 1]) out += ellipse(s * 9 + 2, -3, 9, 4.5, BEAK);
  for (const s of [-1, 1]) out += path(d`M${s * 22} -50Q${s * 36} -34 ${s * 26} -18Z`, coat);
  out += path(
    'M0 -86C-26 -86 -30 -58 -28 -30C-26 -6 -16 -2 0 -2C16 -2 26 -6 28 -30C30 -58 26 -86 0 -86Z',
    coat,
  );
  out += path(
    'M0 -72C-8 -80 -22 -74 -20 -58C-20 -34 -18 -10 0 -8C18 -10 20 -34 20 -58C22 -74 8 -80 0 -72Z',
    '#ffffff',
    'stroke="none"',
  );
  out += face({
    x: 0,
    y: -62,
    r: 26,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
  });
  out += polygon(
    [
      [-5, -55],
      [5, -55],
      [0, -48],
    ],
    BEAK,
  );
  return outlined(out, ink);
};

export const frog: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = '';
  for (const s of [-1, 1]) out += ellipse(s * 22, -4, 12, 5, darken(main, 0.1));
  out += ellipse(0, -24, 32, 24, main);
  out += ellipse(0, -16, 20, 12, lighten(main, 0.5), 'stroke="none"');
  for (const s of [-1, 1])
    out += circle(s * 15, -46, 11, main) + circle(s * 15, -46, 7.5, '#ffffff', 'stroke="none"');
  out += face({
    x: 0,
    y: -46,
    r: 41,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
    blush: false,
  });
  out += group(
    ellipse(-20, -30, 5, 3, '#ff7fa6') + ellipse(20, -30, 5, 3, '#ff7fa6'),
    'opacity=".5" stroke="none"',
  );
  out +=
    look.expression === 'happy'
      ? path('M-14 -32Q0 -20 14 -32Q0 -26 -14 -32Z', '#7a2e4a')
      : mouth(0, -30, 60, look.expression, ink);
  for (const s of [-1, 1]) out += ellipse(s * 14, -8, 6, 4, main);
  return outlined(out, ink);
};

export const turtle: CharacterDrawer = (look) => {
  const { ink } = look;
  const skin = look.main;
  const shell = look.second;
  let out = '';
  for (const x of [-20, -8, 10, 22]) out += ellipse(x, -5, 7, 6, skin);
  out += path('M-32 -14L-42 -9L-32 -7Z', skin);
  out += path('M20 -14Q26 -30 30 -36L42 -30Q34 -22 32 -10Z', skin);
  out += circle(34, -36, 15, skin);
  out += path('M-34 -12A34 30 0 0 1 34 -12Z', shell);
  out += path('M-30 -12H32', 'none', `stroke="${darken(shell, 0.3)}" stroke-width="5"`);
  const plates = lighten(shell, 0.25);
  out +=
    path('M-8 -34l8-6 8 6v8l-8 6-8-6Z', plates) +
    path('M-26 -20l6-10 8 4v8l-8 4Z', plates) +
    path('M26 -20l-6-10-8 4v8l8 4Z', plates);
  out += face({
    x: 36,
    y: -36,
    r: 15,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    turn: 0.5,
  });
  return outlined(out, ink);
};

export const fish: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = path('M-24 -30L-44 -46Q-38 -30 -44 -14Z', darken(main, 0.1));
  out += path('M-6 -48Q6 -62 16 -46Z', darken(main, 0.1));
  out += ellipse(0, -30, 30, 20, main);
  for (const x of [-12, -2])
    out += path(d`M${x} -48q6 18 0 36`, 'none', `stroke="${lighten(main, 0.4)}" stroke-width="4"`);
  out += face({
    x: 14,
    y: -33,
    r: 18,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    turn: 0.6,
  });
  return outlined(out, ink);
};

export const whale: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = path('M-52 -40Q-66 -64 -80 -62Q-70 -52 -72 -42Q-84 -40 -86 -28Q-70 -32 -56 -26Z', main);
  out += path(
    'M-60 -30C-62 -62 -30 -76 4 -74C40 -72 62 -56 62 -30C62 -8 40 0 0 0C-40 0 -58 -10 -60 -30Z',
    main,
  );
  out += path(
    'M-40 -12C-20 -4 20 -2 56 -16C50 -4 30 0 0 0C-24 0 -36 -4 -40 -12Z',
    lighten(main, 0.5),
    'stroke="none"',
  );
  out += face({
    x: 30,
    y: -36,
    r: 24,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    turn: 0.4,
  });
  // A happy spout of water.
  out += path(
    'M6 -76q-2-14-12-18M6 -76q0-16 6-20M6 -76q4-12 14-14',
    'none',
    'stroke="#9fd8ff" stroke-width="4" stroke-linecap="round"',
  );
  return outlined(out, ink);
};
