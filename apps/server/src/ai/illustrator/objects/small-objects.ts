// Small things a story hands to its characters, drawn standing on (0, 0) about 40 units tall.

import { darken, lighten } from '../colour';
import { sparkle } from '../sky';
import { circle, ellipse, group, line, path, rect } from '../svg';

export type Draw = (colour: string, ink: string, glow: boolean) => string;

const GOLD = '#ffcc3d';

export const SMALL: Record<string, Draw> = {
  flower: (c) =>
    line('M0 0q4-14 0-26', '#4f9e4f', 3) +
    path('M0 -10q8-8 12-2q-6 6-12 2Z', '#6cc46a') +
    [0, 1, 2, 3, 4]
      .map((i) => circle(Math.cos(i * 1.26) * 7, -30 + Math.sin(i * 1.26) * 7, 6, c))
      .join('') +
    circle(0, -30, 5, '#ffe066'),
  map: (c) =>
    path('M-24 -34l16 4 16-4 16 4v30l-16-4-16 4-16-4Z', lighten('#f2dcaa', 0.1)) +
    line('M-16 -24q8 10 16 0t12 6', c, 2, 'stroke-dasharray="3 4"') +
    line('M10 -14l6 6m0-6l-6 6', '#ef5b5b', 2.5),
  key: () =>
    group(
      circle(-12, -14, 9, 'none', `stroke="${GOLD}" stroke-width="5"`) +
        path('M-3 -16h24v5h-4v6h-4v-6h-4v6h-4v-6h-8Z', GOLD),
    ),
  treasure: () =>
    path('M-26 0v-24h52v24Z', '#b5774a') +
    path('M-28 -24q0-16 28-16t28 16Z', '#a0653d') +
    circle(-10, -28, 6, GOLD) +
    circle(4, -30, 6, GOLD) +
    circle(14, -27, 5, GOLD) +
    rect(-6, -20, 12, 10, GOLD, 'rx="2"') +
    sparkle(22, -40, 6, '#fff6c8'),
  book: (c) =>
    path('M-22 0v-26q11-6 22 0q11-6 22 0v26q-11-6-22 0q-11-6-22 0Z', c) +
    path('M-18 -3v-20q9-4 18 0v20q-9-4-18 0Z', '#fffaf0'),
  lantern: (c, _ink, glow) =>
    (glow ? circle(0, -24, 34, '#ffd976', 'opacity=".3"') : '') +
    rect(-12, -40, 24, 36, '#ffe7a0', 'rx="4"') +
    rect(-15, -44, 30, 7, c, 'rx="3"') +
    rect(-15, -6, 30, 6, c, 'rx="3"') +
    path('M-6 -44q6-12 12 0', 'none', `stroke="${c}" stroke-width="3"`) +
    ellipse(0, -22, 5, 8, '#ff9f43'),
  cake: (c) =>
    rect(-24, -22, 48, 22, '#fff1d6', 'rx="4"') +
    path('M-24 -14q6 6 12 0t12 0 12 0 12 0v-8h-48Z', c) +
    rect(-2, -36, 4, 14, '#7fd3ff') +
    path('M0 -44q4 5 0 8q-4-3 0-8Z', '#ff9f43'),
  ball: (c) =>
    circle(0, -15, 15, c) +
    path('M-15 -15a15 15 0 0 1 30 0Z', lighten(c, 0.55)) +
    circle(-5, -21, 3, '#ffffff'),
  crown: () =>
    ellipse(0, -4, 24, 6, '#c94a6a') +
    path('M-16 -8l-4-22 10 10 10-16 10 16 10-10-4 22Z', GOLD) +
    circle(0, -14, 3.5, '#7fd3ff'),
  wand: () =>
    line('M-10 0L6 -30', '#5a3d6e', 4) +
    path('M8 -44l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1Z', GOLD) +
    sparkle(20, -48, 5, '#ffffff'),
  egg: (c) =>
    ellipse(0, -18, 14, 18, lighten(c, 0.6)) +
    circle(-5, -22, 3, c) +
    circle(5, -12, 2.5, c) +
    circle(4, -26, 2, c),
  shell: (c) =>
    path('M-18 0q-4-20 18-26q22 6 18 26Z', lighten(c, 0.45)) +
    line('M0 -24V0M-8 -20l4 20M8 -20l-4 20', darken(lighten(c, 0.45), 0.2), 1.5),
  gift: (c) =>
    rect(-18, -30, 36, 30, c, 'rx="3"') +
    rect(-3, -30, 6, 30, GOLD) +
    rect(-18, -22, 36, 6, GOLD) +
    path('M0 -30q-14-14-14-2q0 4 14 2q14 2 14-2q0-12-14 2Z', GOLD),
  campfire: (_c, _ink, glow) =>
    (glow ? circle(0, -16, 60, '#ffb45c', 'opacity=".25"') : '') +
    line('M-20 -2l40-8M-20 -10l40 8', '#8a5a3a', 7) +
    path('M-14 -8q-4-20 8-34q0 14 8 16q2-10 8-14q6 20-4 32Z', '#ff7a3d') +
    path('M-6 -8q-2-12 6-20q2 10 6 10q2 6-2 10Z', '#ffd54a'),
  apple: () =>
    circle(-5, -13, 11, '#ef5b5b') +
    circle(5, -13, 11, '#ef5b5b') +
    line('M0 -22q0-6 3-9', '#8a5a3a', 2.5) +
    path('M2 -28q8-6 12 0q-6 4-12 0Z', '#6cc46a') +
    circle(-6, -17, 3, '#ffb3b3'),
  mushroom: (c) =>
    path('M-7 0q-2-14 0-18h14q2 4 0 18Z', '#fff1d6') +
    path('M-24 -16q0-22 24-24q24 2 24 24Z', c) +
    circle(-10, -26, 4, '#ffffff') +
    circle(6, -30, 3.5, '#ffffff') +
    circle(14, -21, 3, '#ffffff'),
};

export const SMALL_COLOURS: Record<string, string> = {
  flower: '#ff8fb8',
  map: '#a9714b',
  book: '#5aa4e8',
  lantern: '#c94a4a',
  cake: '#ff8fb8',
  ball: '#ef5b5b',
  egg: '#9b6fd6',
  shell: '#ff9f6b',
  gift: '#9b6fd6',
  mushroom: '#ef5b5b',
};

export const isSmall = (o: string): boolean => o in SMALL;
