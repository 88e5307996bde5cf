// Big things a scene can hold: trees, houses, towers, a boat, a rocket, a bridge, a door,
// a bed and a tent, drawn standing on (0, 0) about 150 units tall; and things of the sky.

import { darken, lighten, RAINBOW } from '../colour';
import { createRng } from '../random';
import { house, roundTree } from '../scenery';
import { cloud, sparkle } from '../sky';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg';
import type { Draw } from './small-objects';
import { SPACE_SKY } from './space-objects';

export const BIG: Record<string, Draw> = {
  tree: (c) => roundTree(0, 0, 160, c, '#8a5a3a', createRng('object-tree')),
  house: (c) => house(0, 0, 130, '#fff1d6', c, false, createRng('object-house')),
  tower: (c) =>
    rect(-30, -180, 60, 180, '#d6cff0') +
    polygon(
      [
        [-40, -178],
        [0, -250],
        [40, -178],
      ],
      c,
    ) +
    path('M-10 -120v-16a10 10 0 0 1 20 0v16Z', '#ffd976') +
    path('M-12 0v-40a12 12 0 0 1 24 0v40Z', darken('#d6cff0', 0.4)),
  boat: (c) =>
    path('M-70 -20h140q-10 20-30 20h-80q-20 0-30-20Z', c) +
    rect(-3, -120, 6, 100, '#8a5a3a') +
    path('M6 -116q50 40 0 86Z', '#fffaf0') +
    path('M-6 -106q-40 30 0 70Z', '#f7f1e3'),
  rocket: (c) =>
    path('M0 -170q30 30 30 90v60h-60v-60q0-60 30-90Z', '#f7f4ff') +
    path('M0 -170q16 16 24 40h-48q8-24 24-40Z', c) +
    path('M-30 -60l-22 40v20l22-10ZM30 -60l22 40v20l-22-10Z', c) +
    circle(0, -96, 13, '#7fd3ff') +
    path('M-18 -20q18 40 36 0Z', '#ff9f43') +
    path('M-9 -20q9 22 18 0Z', '#ffd54a'),
  bridge: (c) =>
    path('M-120 0q120-90 240 0h-20q-100-66-200 0Z', c) +
    line('M-110 -10v-40M-60 -48v-40M0 -64v-40M60 -48v-40M110 -10v-40', darken(c, 0.25), 5) +
    line('M-110 -50q110-86 220 0', darken(c, 0.25), 5),
  door: (c) =>
    path('M-36 0v-90a36 36 0 0 1 72 0v90Z', darken(c, 0.35)) +
    path('M-28 0v-88a28 28 0 0 1 56 0v88Z', c) +
    circle(14, -48, 4, '#ffcc3d') +
    circle(0, -96, 8, '#ffd976'),
  bed: (c) =>
    rect(-80, -50, 160, 40, '#b5774a', 'rx="8"') +
    rect(-86, -100, 16, 100, '#a0653d', 'rx="5"') +
    ellipse(-50, -58, 26, 12, '#ffffff') +
    path('M-30 -58h110v36q-55 10-110 0Z', c),
  tent: (c) =>
    path('M-80 0L0 -120L80 0Z', c) +
    path('M0 -120L-22 0h44Z', darken(c, 0.3)) +
    path('M0 -120l0 -16l20 6l-20 6', lighten(c, 0.3)),
};

export const BIG_COLOURS: Record<string, string> = {
  tree: '#5cae5a',
  house: '#d9675a',
  tower: '#7a8fd6',
  boat: '#c9704a',
  rocket: '#ef5b5b',
  bridge: '#c98a5a',
  door: '#9b6fd6',
  bed: '#7fb4e8',
  tent: '#ff9f43',
};

/** Things of the sky, drawn around (0, 0). */
export const SKY: Record<string, Draw> = {
  star: () =>
    group(
      sparkle(0, 0, 30, '#ffe066') +
        circle(-7, -2, 2.6, '#3a2a48') +
        circle(7, -2, 2.6, '#3a2a48') +
        path('M-4 5q4 4 8 0', 'none', 'stroke="#3a2a48" stroke-width="2"'),
    ),
  moon: () => path('M0 -34A34 34 0 0 0 0 34A26 34 0 0 1 0 -34Z', '#fff2b8'),
  sun: () => circle(0, 0, 60, '#fff3b8', 'opacity=".35"') + circle(0, 0, 36, '#ffd84a'),
  cloud: () => cloud(-80, 20, 160, '#ffffff'),
  kite: (c) =>
    polygon(
      [
        [0, -40],
        [28, 0],
        [0, 46],
        [-28, 0],
      ],
      c,
    ) +
    line('M0 -40V46M-28 0H28', lighten(c, 0.5), 2) +
    line('M0 46q-10 14 0 24t0 24', darken(c, 0.2), 2),
  balloon: (c) =>
    line('M0 28q-6 20 4 40', '#8a7a6a', 1.5) +
    ellipse(0, 0, 22, 27, c) +
    polygon(
      [
        [-4, 27],
        [4, 27],
        [0, 32],
      ],
      c,
    ) +
    ellipse(-7, -9, 5, 8, '#ffffff', 'opacity=".5"'),
  ...SPACE_SKY,
  rainbow: () =>
    RAINBOW.map((c, i) =>
      path(
        d`M${-200 + i * 12} 0a${200 - i * 12} ${200 - i * 12} 0 0 1 ${400 - i * 24} 0`,
        'none',
        `stroke="${c}" stroke-width="12.5"`,
      ),
    ).join(''),
};

export const SKY_COLOURS: Record<string, string> = { kite: '#ef5b5b', balloon: '#ff8fb8' };
