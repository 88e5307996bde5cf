// The shared animal figure: a round head on a soft pear body, little feet and paws. Ears,
// muzzle, tail and markings make it a cat, a dog, a rabbit, a bear, a fox, a mouse or a lion.

import { darken, lighten } from '../colour';
import { polarOutline, scalloped } from '../shape';
import { circle, d, ellipse, group, line, path } from '../svg';
import { face } from './face';
import type { Look } from './look';

export type Ears = 'pointy' | 'floppy' | 'long' | 'round' | 'big-round' | 'fox';
export type Tail = 'curl' | 'wag' | 'puff' | 'stub' | 'bushy' | 'thin' | 'tuft';

export interface Critter {
  ears: Ears;
  tail: Tail;
  /** A lighter muzzle with a nose (dogs, bears); otherwise a small nose on the face. */
  muzzle?: boolean;
  whiskers?: boolean;
  mane?: string;
  /** Light cheeks and chest (fox). */
  mask?: boolean;
  teeth?: boolean;
  /** Head radius relative to the usual 27. */
  headScale?: number;
  /** Markings in the look's second colour: a cow's patches, a tiger's stripes. */
  spots?: boolean;
  stripes?: boolean;
}

export function critter(look: Look, c: Critter): string {
  const { ink, main } = look;
  const light = lighten(main, 0.55);
  const r = 27 * (c.headScale ?? 1);
  const hy = -44 - r;
  const inner = '#ffb3c7';
  let back = tail(c.tail, main, light, ink);
  if (c.mane)
    back += path(
      scalloped(
        polarOutline(0, hy, 14, () => [r * 1.4, r * 1.4]),
        r * 0.28,
      ),
      c.mane,
    );
  back += ears(c.ears, r, hy, main, inner, 'back');
  // Body, belly, feet and paws.
  let body = path(d`M-14 -52Q-26 -24 -22 -6Q-20 0 0 0Q20 0 22 -6Q26 -24 14 -52Z`, main);
  body += ellipse(0, -18, 12, 14, light, 'stroke="none"');
  const spots = c.spots || look.accessories.includes('spots');
  const stripes = c.stripes || look.accessories.includes('stripes');
  if (spots)
    body +=
      ellipse(-9, -38, 6, 5, look.second, 'stroke="none"') +
      ellipse(12, -30, 5, 6.5, look.second, 'stroke="none"') +
      ellipse(-15, -16, 4.5, 4, look.second, 'stroke="none"');
  if (stripes)
    body += line(
      'M-19 -40q5 2 7 -2M19 -40q-5 2 -7 -2M-22 -26q6 2 8 -2M22 -26q-6 2 -8 -2M-21 -12q5 1 7 -2M21 -12q-5 1 -7 -2',
      darken(look.second, 0.1),
      3,
    );
  for (const s of [-1, 1]) body += ellipse(s * 11 + 3, -3, 9, 5.5, main);
  for (const s of [-1, 1])
    body += ellipse(s * 15, -24, 5.5, 7, main, `transform="rotate(${s * -20} ${s * 15} -24)"`);
  // Head.
  let head = circle(0, hy, r, main);
  if (c.mask)
    head += path(
      d`M${-r * 0.95} ${hy + r * 0.1}Q${-r * 0.5} ${hy - r * 0.1} 0 ${hy + r * 0.3}Q${r * 0.5} ${hy - r * 0.1} ${r * 0.95} ${hy + r * 0.1}Q${r * 0.8} ${hy + r} 0 ${hy + r}Q${-r * 0.8} ${hy + r} ${-r * 0.95} ${hy + r * 0.1}Z`,
      '#fff8f0',
      'stroke="none"',
    );
  if (stripes)
    head += line(
      d`M${-r * 0.2} ${hy - r * 0.98}l${r * 0.05} ${r * 0.3}M0 ${hy - r}v${r * 0.36}M${r * 0.2} ${hy - r * 0.98}l${-r * 0.05} ${r * 0.3}M${-r} ${hy + r * 0.05}l${r * 0.28} ${r * 0.04}M${r} ${hy + r * 0.05}l${-r * 0.28} ${r * 0.04}`,
      darken(look.second, 0.1),
      2.6,
    );
  if (spots)
    head += ellipse(r * 0.45, hy - r * 0.5, r * 0.28, r * 0.22, look.second, 'stroke="none"');
  head += ears(c.ears, r, hy, main, inner, 'front');
  head += face({
    x: 0,
    y: hy - r * 0.05,
    r,
    expression: look.expression,
    eyes: look.eyes,
    ink,
    mouth: false,
  });
  const ny = hy + r * 0.38;
  if (c.muzzle) head += ellipse(0, ny + r * 0.08, r * 0.38, r * 0.27, light, 'stroke="none"');
  head += ellipse(0, ny - r * 0.02, r * 0.11, r * 0.08, darken(main, 0.6), 'stroke="none"');
  // A little "w" mouth under the nose; open and smiling when happy.
  const happy = look.expression === 'happy' || look.expression === 'brave';
  head += line(
    d`M${-r * 0.18} ${ny + r * 0.12}q${r * 0.09} ${r * 0.1} ${r * 0.18} 0q${r * 0.09} ${r * 0.1} ${r * 0.18} 0`,
    ink,
    1.3,
  );
  if (happy && !c.teeth)
    head += path(
      d`M${-r * 0.1} ${ny + r * 0.17}q${r * 0.1} ${r * 0.22} ${r * 0.2} 0Z`,
      '#ff8fa6',
      'stroke="none"',
    );
  if (c.teeth)
    head += path(
      d`M${-r * 0.09} ${ny + r * 0.14}h${r * 0.18}v${r * 0.14}h${-r * 0.18}Z`,
      '#ffffff',
      'stroke-width=".8"',
    );
  if (c.whiskers)
    head += line(
      d`M${-r * 0.35} ${ny}l${-r * 0.5} ${-r * 0.08}M${-r * 0.35} ${ny + r * 0.1}l${-r * 0.48} ${r * 0.1}M${r * 0.35} ${ny}l${r * 0.5} ${-r * 0.08}M${r * 0.35} ${ny + r * 0.1}l${r * 0.48} ${r * 0.1}`,
      ink,
      0.9,
      'opacity=".6"',
    );
  return group(back + body + head, `stroke="${ink}" stroke-width="1" stroke-linejoin="round"`);
}

function ears(
  kind: Ears,
  r: number,
  hy: number,
  fill: string,
  inner: string,
  layer: 'back' | 'front',
): string {
  let out = '';
  for (const s of [-1, 1]) {
    const x = s * r * 0.62;
    const y = hy - r * 0.72;
    if (layer === 'back') {
      if (kind === 'pointy' || kind === 'fox') {
        const h = kind === 'fox' ? r * 0.95 : r * 0.7;
        out += path(
          d`M${x - s * r * 0.42} ${y + r * 0.3}L${x + s * r * 0.12} ${y - h}L${x + s * r * 0.48} ${y + r * 0.22}Z`,
          fill,
        );
        out += path(
          d`M${x - s * r * 0.22} ${y + r * 0.2}L${x + s * r * 0.1} ${y - h * 0.65}L${x + s * r * 0.3} ${y + r * 0.15}Z`,
          kind === 'fox' ? '#3a3548' : inner,
          'stroke="none"',
        );
      } else if (kind === 'long') {
        out += ellipse(
          x * 0.7,
          y - r * 0.7,
          r * 0.25,
          r * 0.85,
          fill,
          `transform="rotate(${s * 10} ${x * 0.7} ${y - r * 0.7})"`,
        );
        out += ellipse(
          x * 0.7,
          y - r * 0.62,
          r * 0.12,
          r * 0.6,
          inner,
          `stroke="none" transform="rotate(${s * 10} ${x * 0.7} ${y - r * 0.7})"`,
        );
      } else if (kind === 'round' || kind === 'big-round') {
        const er = kind === 'big-round' ? r * 0.55 : r * 0.32;
        const ex = kind === 'big-round' ? s * r * 0.85 : x;
        const ey = kind === 'big-round' ? hy - r * 0.6 : y + r * 0.08;
        out += circle(ex, ey, er, fill) + circle(ex, ey, er * 0.6, inner, 'stroke="none"');
      }
    } else if (kind === 'floppy') {
      out += path(
        d`M${s * r * 0.55} ${hy - r * 0.8}Q${s * r * 1.35} ${hy - r * 0.7} ${s * r * 1.1} ${hy + r * 0.45}Q${s * r * 0.8} ${hy + r * 0.6} ${s * r * 0.7} ${hy + r * 0.2}Q${s * r * 0.65} ${hy - r * 0.4} ${s * r * 0.4} ${hy - r * 0.75}Z`,
        darken(fill, 0.18),
      );
    }
  }
  return out;
}

function tail(kind: Tail, fill: string, light: string, ink: string): string {
  switch (kind) {
    case 'curl':
      return (
        line('M-14 -10Q-40 -6 -38 -30Q-36 -46 -26 -44', ink, 8.4) +
        line('M-14 -10Q-40 -6 -38 -30Q-36 -46 -26 -44', fill, 6)
      );
    case 'wag':
      return line('M-14 -16Q-30 -24 -30 -40', ink, 8.4) + line('M-14 -16Q-30 -24 -30 -40', fill, 6);
    case 'puff':
      return circle(-20, -12, 9, '#ffffff');
    case 'stub':
      return circle(-19, -12, 6, fill);
    case 'bushy':
      return (
        path('M-12 -8Q-48 -4 -50 -34Q-46 -26 -34 -28Q-24 -14 -12 -18Z', fill) +
        path('M-50 -34Q-46 -26 -40 -27Q-45 -31 -50 -34Z', '#fff8f0')
      );
    case 'thin':
      return (
        line('M-14 -8Q-36 -2 -40 -18Q-42 -30 -32 -32', ink, 2.6) +
        line('M-14 -8Q-36 -2 -40 -18Q-42 -30 -32 -32', light, 1.4)
      );
    case 'tuft':
      return (
        line('M-14 -10Q-34 -8 -36 -30', ink, 4.6) +
        line('M-14 -10Q-34 -8 -36 -30', fill, 3) +
        circle(-36, -32, 6, darken(fill, 0.35))
      );
  }
}
