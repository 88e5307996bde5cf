// Furry friends on the shared animal figure, plus the elephant with its trunk.

import { darken } from '../colour';
import { circle, d, ellipse, group, line, path, rect } from '../svg';
import { critter } from './critter';
import { face } from './face';
import type { CharacterDrawer } from './look';

export const cat: CharacterDrawer = (look) =>
  critter(look, { ears: 'pointy', tail: 'curl', whiskers: true });
export const dog: CharacterDrawer = (look) =>
  critter(look, { ears: 'floppy', tail: 'wag', muzzle: true });
export const rabbit: CharacterDrawer = (look) =>
  critter(look, { ears: 'long', tail: 'puff', teeth: true, whiskers: true });
export const bear: CharacterDrawer = (look) =>
  critter(look, { ears: 'round', tail: 'stub', muzzle: true, headScale: 1.05 });
export const fox: CharacterDrawer = (look) =>
  critter(look, { ears: 'fox', tail: 'bushy', mask: true, whiskers: true });
export const mouse: CharacterDrawer = (look) =>
  critter(look, { ears: 'big-round', tail: 'thin', whiskers: true, headScale: 0.95 });
export const lion: CharacterDrawer = (look) =>
  critter({ ...look }, { ears: 'round', tail: 'tuft', muzzle: true, mane: look.second });

export const elephant: CharacterDrawer = (look) => {
  const { ink, main } = look;
  const r = 32;
  const hy = -62;
  const inner = '#ffc2d4';
  let out = '';
  // Big ears behind the head, a round body and four stubby legs.
  for (const s of [-1, 1])
    out +=
      ellipse(s * r * 1.05, hy + 2, r * 0.72, r * 0.85, main) +
      ellipse(s * r * 1.05, hy + 4, r * 0.45, r * 0.6, inner, 'stroke="none"');
  out += path('M-28 -44Q-36 -10 -26 0H26Q36 -10 28 -44Z', main);
  for (const s of [-1, 1])
    out +=
      rect(s * 15 - 9, -16, 18, 16, darken(main, 0.06), 'rx="6"') +
      path(
        d`M${s * 15 - 5} -1a2 2 0 0 1 4 0ZM${s * 15 + 1} -1a2 2 0 0 1 4 0Z`,
        '#fff8f0',
        'stroke="none"',
      );
  out += circle(0, hy, r, main);
  out += face({
    x: 0,
    y: hy - 4,
    r,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
  });
  // The trunk curls up at its tip.
  const trunk = d`M0 ${hy + 8}Q-2 ${hy + 34} 12 ${hy + 40}Q20 ${hy + 42} 22 ${hy + 32}`;
  out += line(trunk, ink, 14.4) + line(trunk, main, 12);
  out += line(d`M-8 ${hy + 22}h6M-7 ${hy + 28}h6`, darken(main, 0.25), 1.2);
  return group(out, `stroke="${ink}" stroke-width="1" stroke-linejoin="round"`);
};
