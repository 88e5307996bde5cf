// One figure for every person: a big round head on a small body, dressed by an Outfit. Girls,
// kings, pirates and astronauts differ only in hair, clothes, hats and what they hold.

import { darken, lighten } from '../colour';
import { circle, d, ellipse, group, line, path } from '../svg';
import { face } from './face';
import { hair, type HairStyle } from './human-hair';
import { hat, type HatStyle } from './human-hats';
import type { Look } from './look';

export type Bottom = 'trousers' | 'shorts' | 'skirt' | 'dress' | 'gown' | 'robe' | 'tail';
export type Held = 'wand' | 'shield' | 'cane' | 'broom' | 'none';

export interface Outfit {
  adult?: boolean;
  hair: HairStyle;
  bottom: Bottom;
  /** Colour of trousers, skirt or tail when it differs from the top. */
  bottomColour?: string;
  hat?: HatStyle;
  cape?: string;
  beard?: string;
  moustache?: string;
  scarf?: string;
  bow?: string;
  glasses?: boolean;
  held?: Held;
  wings?: boolean;
  /** White spacesuit with a backpack. */
  suit?: boolean;
  /** A striped top (sailors and pirates). */
  stripes?: boolean;
}

export function human(look: Look, o: Outfit): string {
  const { ink, skin } = look;
  const a = o.adult ?? false;
  const r = a ? 22 : 25;
  const hy = a ? -102 : -70;
  const sy = a ? -78 : -46; // shoulders
  const wy = a ? -42 : -20; // waist
  const top = o.suit ? '#f4f4fa' : look.main;
  const low = o.suit ? '#e6e6f2' : (o.bottomColour ?? look.second);
  let back = '';
  let body = '';
  if (o.cape)
    back += path(
      d`M${-r * 0.55} ${sy - 2}Q${-r * 1.3} ${wy} ${-r * 1.1} ${-4}H${r * 1.1}Q${r * 1.3} ${wy} ${r * 0.55} ${sy - 2}Z`,
      o.cape,
    );
  if (o.wings)
    back += group(
      ellipse(-r * 0.9, sy - 6, r * 0.75, r * 0.45, '#dff4ff', 'transform="rotate(-25)"') +
        ellipse(r * 0.9, sy - 6, r * 0.75, r * 0.45, '#dff4ff', 'transform="rotate(25)"'),
      'opacity=".85"',
    );
  if (o.suit)
    back += path(
      d`M${-r * 0.75} ${sy}h${r * 1.5}v${(wy - sy) * 0.9}h${-r * 1.5}Z`,
      '#c7cbe0',
      'rx="4"',
    );
  back += hair(o.hair, 'back', r, hy, look.hair);

  // Legs and shoes, hidden under long clothes.
  const long = o.bottom === 'gown' || o.bottom === 'robe';
  if (o.bottom === 'tail') {
    // A mermaid's tail sweeps down to the ground and flicks up into a fin.
    body += path(
      d`M${-r * 0.62} ${wy - 6}C${-r * 0.8} ${-6} ${-r * 0.2} ${1} ${r * 0.4} ${-3}C${r * 0.8} ${-5} ${r * 1.1} ${-8} ${r * 1.3} ${-14}L${r * 1.8} ${-30}Q${r * 1.6} ${-14} ${r * 2} ${-4}Q${r * 1.5} ${-6} ${r * 1.25} ${-6}C${r * 0.9} ${-10} ${r * 0.6} ${-14} ${r * 0.62} ${wy - 6}Z`,
      low,
    );
    body += path(
      d`M${-r * 0.3} ${wy + 2}q${r * 0.15} ${r * 0.15} ${r * 0.3} 0q${r * 0.15} ${r * 0.15} ${r * 0.3} 0M${-r * 0.15} ${wy + 9}q${r * 0.15} ${r * 0.15} ${r * 0.3} 0`,
      'none',
      `stroke="${lighten(low, 0.4)}" stroke-width="1.5"`,
    );
  } else if (!long) {
    const legColour = o.bottom === 'trousers' ? low : skin;
    for (const side of [-1, 1]) {
      body +=
        line(d`M${side * r * 0.28} ${wy}L${side * r * 0.3} ${-5}`, ink, 11.4) +
        line(d`M${side * r * 0.28} ${wy}L${side * r * 0.3} ${-5}`, legColour, 9);
      body += ellipse(
        side * r * 0.34 + 2,
        -3,
        7.5,
        4.5,
        o.suit ? '#c7cbe0' : darken(look.second, 0.35),
      );
    }
  } else {
    for (const side of [-1, 1])
      body += ellipse(side * r * 0.3 + 2, -3, 7.5, 4.5, darken(look.second, 0.35));
  }
  if (o.bottom === 'shorts')
    body += path(
      d`M${-r * 0.6} ${wy - 4}h${r * 1.2}l2 ${(wy - sy) * -0.1 + 10}h${-r * 0.55}l-2-4l-2 4h${-r * 0.55}Z`,
      low,
    );
  if (o.bottom === 'skirt')
    body += path(d`M${-r * 0.55} ${wy - 6}h${r * 1.1}l${r * 0.3} ${14}h${-r * 1.7}Z`, low);

  // Torso: a soft trapezoid, flaring into a dress, gown or robe.
  const hem = o.bottom === 'dress' ? wy + 12 : long ? -4 : wy + 2;
  const flare = o.bottom === 'dress' ? r * 0.95 : long ? r * 1.05 : r * 0.66;
  body += path(
    d`M${-r * 0.5} ${sy}Q${-r * 0.62} ${sy - 4} ${-r * 0.2} ${sy - 5}H${r * 0.2}Q${r * 0.62} ${sy - 4} ${r * 0.5} ${sy}L${flare} ${hem}Q0 ${hem + 4} ${-flare} ${hem}Z`,
    top,
  );
  if (o.bottom === 'gown')
    body += path(
      d`M${-r * 0.52} ${wy}H${r * 0.52}`,
      'none',
      `stroke="${lighten(top, 0.45)}" stroke-width="3"`,
    );
  if (o.suit) body += ellipse(0, (sy + wy) / 2, r * 0.22, r * 0.16, '#7fb4ff');
  if (o.stripes) {
    const band = (wy - sy) / 5;
    body += path(
      d`M${-r * 0.56} ${sy + band}h${r * 1.12}l${r * 0.03} ${band * 0.8}h${-r * 1.18}ZM${-r * 0.62} ${sy + band * 3}h${r * 1.24}l${r * 0.03} ${band * 0.8}h${-r * 1.3}Z`,
      '#fffaf0',
      'stroke="none"',
    );
  }

  // Arms: one waves when the character is happy or brave.
  const wave = look.expression === 'happy' || look.expression === 'brave';
  for (const side of [-1, 1]) {
    const up = wave && side === 1;
    const hx = side * r * (up ? 0.95 : 0.78);
    const hand = up ? sy - r * 0.75 : wy - 2;
    const arm = d`M${side * r * 0.45} ${sy + 2}Q${side * r * 0.8} ${up ? sy - 2 : sy + 8} ${hx} ${hand}`;
    body += line(arm, ink, 9.4) + line(arm, top, 7) + circle(hx, hand, 4.4, skin);
  }
  body += held(o.held ?? 'none', r * 0.78, wy - 2, look);

  // Head.
  let head = circle(0, hy, r, skin);
  head += face({ x: 0, y: hy + r * 0.12, r, expression: look.expression, eyes: look.eyes, ink });
  if (o.glasses)
    head += group(
      circle(-r * 0.36, hy + r * 0.12, r * 0.24, 'none') +
        circle(r * 0.36, hy + r * 0.12, r * 0.24, 'none') +
        line(d`M${-r * 0.12} ${hy + r * 0.1}h${r * 0.24}`, ink, 1.4),
      `stroke="${ink}" stroke-width="1.4"`,
    );
  if (o.beard)
    head += path(
      d`M${-r * 0.8} ${hy + r * 0.35}Q${-r * 0.6} ${hy + r * 1.7} 0 ${hy + r * 1.9}Q${r * 0.6} ${hy + r * 1.7} ${r * 0.8} ${hy + r * 0.35}Q${r * 0.4} ${hy + r * 0.95} ${r * 0.18} ${hy + r * 0.72}Q0 ${hy + r * 0.62} ${-r * 0.18} ${hy + r * 0.72}Q${-r * 0.4} ${hy + r * 0.95} ${-r * 0.8} ${hy + r * 0.35}Z`,
      o.beard,
    );
  if (o.moustache)
    head += path(
      d`M0 ${hy + r * 0.5}q${-r * 0.25} ${-r * 0.18} ${-r * 0.5} ${r * 0.02}q${r * 0.25} ${r * 0.16} ${r * 0.5} ${-r * 0.02}q${r * 0.25} ${-r * 0.2} ${r * 0.5} ${r * 0.02}q${-r * 0.25} ${r * 0.16} ${-r * 0.5} ${-r * 0.02}Z`,
      o.moustache,
    );
  head += hair(o.hair, 'front', r, hy, look.hair);
  if (o.bow)
    head +=
      path(
        d`M${r * 0.55} ${hy - r * 0.75}l${-r * 0.35} ${-r * 0.25}v${r * 0.5}ZM${r * 0.55} ${hy - r * 0.75}l${r * 0.35} ${-r * 0.25}v${r * 0.5}Z`,
        o.bow,
      ) + circle(r * 0.55, hy - r * 0.75, r * 0.1, o.bow);
  if (o.scarf)
    head += path(
      d`M${-r * 0.55} ${sy - 6}Q0 ${sy + 2} ${r * 0.55} ${sy - 6}L${r * 0.55} ${sy + 1}Q0 ${sy + 9} ${-r * 0.55} ${sy + 1}ZM${r * 0.15} ${sy + 2}l${r * 0.05} ${r * 0.6}h${r * 0.22}l${-r * 0.02} ${-r * 0.62}Z`,
      o.scarf,
    );
  if (o.hat) head += hat(o.hat, r, hy, look);
  if (o.suit)
    head +=
      circle(0, hy, r * 1.32, '#cfe8ff', 'opacity=".35"') +
      path(
        d`M${-r * 0.9} ${hy - r * 0.5}a${r * 1.1} ${r * 1.1} 0 0 1 ${r * 0.8} ${-r * 0.7}`,
        'none',
        'stroke="#ffffff" stroke-width="3" opacity=".8"',
      );
  return group(back + body + head, `stroke="${ink}" stroke-width="1" stroke-linejoin="round"`);
}

function held(kind: Held, x: number, y: number, look: Look): string {
  switch (kind) {
    case 'wand':
      return (
        line(d`M${x} ${y}l${10} ${-22}`, '#8a5a2e', 2.5) +
        path(
          d`M${x + 10} ${y - 30}l2.4 5 5.4.6-4 3.6 1.2 5.4-5-2.8-5 2.8 1.2-5.4-4-3.6 5.4-.6Z`,
          '#ffd84a',
        )
      );
    case 'shield':
      return (
        path(
          d`M${x - 4} ${y - 20}h${22}v${14}q0 ${14} ${-11} ${20}q${-11} ${-6} ${-11} ${-20}Z`,
          look.second,
        ) +
        path(
          d`M${x + 7} ${y - 16}v${26}M${x - 1} ${y - 8}h${16}`,
          'none',
          `stroke="${lighten(look.second, 0.6)}" stroke-width="3"`,
        )
      );
    case 'cane':
      return line(d`M${x} ${y + 2}V${-2}M${x} ${y + 2}q0 -8 -7 -6`, '#8a5a2e', 3);
    case 'broom':
      return (
        line(d`M${x - 20} ${y + 18}L${x + 8} ${y - 30}`, '#8a5a2e', 3) +
        path(d`M${x - 20} ${y + 18}l-10 12 8 2 6-4 2 8 6-6Z`, '#e8c46a')
      );
    default:
      return '';
  }
}
