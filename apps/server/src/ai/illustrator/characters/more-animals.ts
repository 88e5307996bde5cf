// Hedgehogs, squirrels, pigs, sheep, cows, wolves, tigers and monkeys on the shared animal
// figure; ducks, hens, octopuses and seals drawn on their own. Each is its own species at a
// glance: the hedgehog's spines, the pig's snout, the octopus's arms.

import { darken, lighten } from '../colour';
import { polarOutline, scalloped } from '../shape';
import { circle, d, ellipse, f, group, line, path, polygon } from '../svg';
import { critter } from './critter';
import { face } from './face';
import type { CharacterDrawer, Look } from './look';

const BEAK = '#ffa94d';
const outlined = (content: string, ink: string) =>
  group(content, `stroke="${ink}" stroke-width="1" stroke-linejoin="round"`);

/** Critter head geometry for the usual head (radius 27 × scale), to add snouts and horns. */
const headOf = (scale = 1) => {
  const r = 27 * scale;
  return { r, hy: -44 - r };
};

export const hedgehog: CharacterDrawer = (look) => {
  // Spines fan over the back from the hips round the top of the head; the face and belly stay soft.
  const cx = 0;
  const cy = -50;
  const spikes = 26;
  let spine = '';
  for (let i = 0; i <= spikes; i += 1) {
    const a = ((150 + (240 * i) / spikes) * Math.PI) / 180;
    const out = i % 2 === 0 ? 1.22 : 1;
    spine += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(a) * 40 * out)} ${f(cy + Math.sin(a) * 46 * out)}`;
  }
  spine += 'L0 -14Z';
  const back = path(
    spine,
    look.second,
    `stroke="${look.ink}" stroke-width="1" stroke-linejoin="round"`,
  );
  const tips = line(
    'M-30 -78l-4 -6M-10 -94l-1 -7M14 -92l2 -7M32 -74l5 -5M-40 -46l-7 -2M40 -44l7 -2',
    lighten(look.second, 0.35),
    2,
  );
  return back + tips + critter(look, { ears: 'round', tail: 'stub', muzzle: true, headScale: 0.9 });
};

export const squirrel: CharacterDrawer = (look) => {
  // A big bushy tail curling up behind the back, as tall as the squirrel itself.
  const tail = path(
    'M-10 -10C-46 -6 -56 -40 -44 -70C-36 -92 -10 -96 -8 -80C-6 -70 -22 -70 -24 -62C-28 -44 -18 -30 -6 -24Z',
    look.main,
  );
  const fluff = path(
    'M-44 -70C-36 -88 -16 -92 -12 -82',
    'none',
    `stroke="${lighten(look.main, 0.45)}" stroke-width="3"`,
  );
  return (
    outlined(tail + fluff, look.ink) +
    critter(look, { ears: 'pointy', tail: 'stub', mask: true, whiskers: true, headScale: 0.92 })
  );
};

export const pig: CharacterDrawer = (look) => {
  const { r, hy } = headOf();
  const ny = hy + r * 0.42;
  const snout =
    ellipse(0, ny, r * 0.36, r * 0.26, darken(look.main, 0.12)) +
    ellipse(-r * 0.12, ny, r * 0.06, r * 0.09, darken(look.main, 0.5), 'stroke="none"') +
    ellipse(r * 0.12, ny, r * 0.06, r * 0.09, darken(look.main, 0.5), 'stroke="none"');
  return critter(look, { ears: 'pointy', tail: 'curl' }) + outlined(snout, look.ink);
};

export const sheep: CharacterDrawer = (look) => {
  // A dark face on a cloud of wool; the wool is the sheep's colour.
  const faceColour = look.second;
  const { r, hy } = headOf();
  const wool = path(
    scalloped(
      polarOutline(0, -27, 12, () => [27, 24]),
      5,
    ),
    look.main,
  );
  const tuft = path(
    scalloped(
      polarOutline(0, hy - r * 0.8, 7, () => [r * 0.55, r * 0.3]),
      3,
    ),
    look.main,
  );
  return (
    critter({ ...look, main: faceColour }, { ears: 'floppy', tail: 'puff' }) +
    outlined(wool + tuft, look.ink)
  );
};

export const cow: CharacterDrawer = (look) => {
  const { r, hy } = headOf();
  const horns = outlined(
    path(
      d`M${-r * 0.5} ${hy - r * 0.8}q${-r * 0.2} ${-r * 0.5} ${-r * 0.05} ${-r * 0.7}q${r * 0.05} ${r * 0.4} ${r * 0.3} ${r * 0.55}Z`,
      '#f3e4c0',
    ) +
      path(
        d`M${r * 0.5} ${hy - r * 0.8}q${r * 0.2} ${-r * 0.5} ${r * 0.05} ${-r * 0.7}q${-r * 0.05} ${r * 0.4} ${-r * 0.3} ${r * 0.55}Z`,
        '#f3e4c0',
      ),
    look.ink,
  );
  const ny = hy + r * 0.46;
  const muzzle = outlined(
    ellipse(0, ny, r * 0.5, r * 0.3, '#ffc2d4') +
      circle(-r * 0.16, ny, r * 0.06, '#9a5a6a', 'stroke="none"') +
      circle(r * 0.16, ny, r * 0.06, '#9a5a6a', 'stroke="none"'),
    look.ink,
  );
  return horns + critter(look, { ears: 'round', tail: 'tuft', spots: true }) + muzzle;
};

export const wolf: CharacterDrawer = (look) =>
  critter(look, { ears: 'pointy', tail: 'bushy', muzzle: true, mask: true, headScale: 1.02 });

export const tiger: CharacterDrawer = (look) =>
  critter(look, { ears: 'round', tail: 'thin', muzzle: true, whiskers: true, stripes: true });

export const monkey: CharacterDrawer = (look) => {
  const tail =
    line('M-12 -10Q-44 -10 -42 -40Q-40 -58 -28 -54Q-20 -50 -26 -44', look.ink, 6.4) +
    line('M-12 -10Q-44 -10 -42 -40Q-40 -58 -28 -54Q-20 -50 -26 -44', look.main, 4);
  return tail + critter(look, { ears: 'big-round', tail: 'stub', mask: true, muzzle: true });
};

function fowl(look: Look, hen: boolean): string {
  const { ink, main } = look;
  let out = '';
  for (const s of [-1, 1]) out += path(d`M${s * 8 - 6} 0h12l-3 -4h-6Z`, BEAK);
  for (const s of [-1, 1]) out += line(d`M${s * 8} -14v12`, BEAK, 2.5);
  // Tail feathers up at the back, a round body, a head on top.
  out += hen
    ? path('M-22 -34L-40 -58L-34 -30L-44 -44L-30 -22Z', darken(main, 0.15))
    : path('M-24 -28L-38 -40L-30 -22Z', darken(main, 0.1));
  out += ellipse(0, -26, 28, 20, main);
  out += path('M-16 -30Q0 -18 14 -30Q4 -20 -16 -30Z', darken(main, 0.12));
  if (hen) out += path('M4 -78q3 -8 7 -2q3 -8 7 0q4 -6 6 2Z', '#ef5b5b');
  out += circle(10, -58, 18, main);
  out += face({
    x: 13,
    y: -61,
    r: 18,
    expression: look.expression,
    ink,
    mouth: false,
    turn: 0.4,
    eyes: look.eyes,
  });
  if (hen) {
    out += polygon(
      [
        [26, -58],
        [36, -54],
        [26, -50],
      ],
      BEAK,
    );
    out += path('M26 -50q2 8 -3 8q-3 -4 -1 -8Z', '#ef5b5b');
  } else out += path('M24 -58q14 -1 16 4q-2 5 -16 4Z', BEAK);
  return outlined(out, ink);
}

export const duck: CharacterDrawer = (look) => fowl(look, false);
export const hen: CharacterDrawer = (look) => fowl(look, true);

export const octopus: CharacterDrawer = (look) => {
  const { ink, main } = look;
  const dark = darken(main, 0.15);
  let arms = '';
  // Eight soft arms, curling outwards at their tips.
  for (let i = 0; i < 6; i += 1) {
    const x = -30 + i * 12;
    const s = x < 0 ? -1 : 1;
    const arm = d`M${x * 0.6} -30Q${x * 1.1} -10 ${x * 1.3 + s * 6} -4Q${x * 1.3 + s * 16} 0 ${x * 1.3 + s * 12} -10`;
    arms += line(arm, ink, 10.4) + line(arm, i % 2 ? main : dark, 8);
  }
  let out = arms;
  out += path('M-32 -34C-38 -70 -24 -96 0 -96C24 -96 38 -70 32 -34C20 -24 -20 -24 -32 -34Z', main);
  out += ellipse(-14, -80, 7, 4, lighten(main, 0.35), 'stroke="none"');
  for (const [x, y] of [
    [-20, -66],
    [18, -72],
    [10, -86],
  ] as const)
    out += circle(x, y, 3, darken(main, 0.18), 'stroke="none"');
  out += face({ x: 0, y: -52, r: 28, expression: look.expression, ink, eyes: look.eyes });
  return outlined(out, ink);
};

export const seal: CharacterDrawer = (look) => {
  const { ink, main } = look;
  let out = path('M-40 -4Q-58 -10 -56 -2Q-58 6 -40 2Z', darken(main, 0.1));
  out += path('M-42 -2C-42 -24 -20 -40 -4 -56C6 -66 30 -66 32 -44C34 -26 24 -2 0 0Z', main);
  out += ellipse(6, -16, 14, 10, lighten(main, 0.35), 'stroke="none"');
  for (const s of [-1, 1])
    out += path(
      d`M${s * 10 + 8} -22q${s * 12} 8 ${s * 8} 18q${-s * 8} -6 ${-s * 10} -14Z`,
      darken(main, 0.1),
    );
  out += face({
    x: 14,
    y: -50,
    r: 20,
    expression: look.expression,
    ink,
    mouth: false,
    eyes: look.eyes,
  });
  out += ellipse(16, -42, 3.5, 2.5, darken(main, 0.6), 'stroke="none"');
  out += line('M11 -40l-12 -2M11 -38l-12 3M21 -40l12 -2M21 -38l12 3', ink, 0.9, 'opacity=".6"');
  return outlined(out, ink);
};
