// Things out in space a picture can hold in its sky: a comet with its tail, a lumpy asteroid, a
// planet with rings and a space station, drawn around (0, 0) about 100 units across.

import { darken, lighten } from '../colour';
import { createRng } from '../random';
import { circle, group, line, path, polygon, rect } from '../svg';
import type { Draw } from './small-objects';

/** A lumpy rock: a jittered circle, the same lump every time for one name. */
export function lump(r: number, colour: string, name: string): string {
  const rng = createRng(`lump-${name}`);
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 11; i += 1) {
    const a = (i / 11) * Math.PI * 2;
    const k = r * rng.range(0.78, 1.08);
    points.push([Math.cos(a) * k, Math.sin(a) * k * 0.82]);
  }
  return (
    polygon(points, colour) +
    circle(-r * 0.3, -r * 0.15, r * 0.2, darken(colour, 0.18)) +
    circle(r * 0.35, r * 0.2, r * 0.14, darken(colour, 0.18)) +
    circle(r * 0.05, r * 0.4, r * 0.09, darken(colour, 0.18))
  );
}

/** A planet, lit from the upper left; with a tilted ring when `ring`. */
export function ringedPlanet(r: number, colour: string, ring: boolean): string {
  const ringAttrs = (w: number) =>
    `stroke="${lighten(colour, 0.4)}" stroke-width="${w.toFixed(1)}" transform="rotate(-15)"`;
  const back = ring
    ? path(`M${-r * 1.8} 0A${r * 1.8} ${r * 0.45} 0 0 1 ${r * 1.8} 0`, 'none', ringAttrs(r * 0.14))
    : '';
  const front = ring
    ? path(`M${-r * 1.8} 0A${r * 1.8} ${r * 0.45} 0 0 0 ${r * 1.8} 0`, 'none', ringAttrs(r * 0.14))
    : '';
  return (
    group(back) +
    circle(0, 0, r, colour) +
    path(
      `M${-r} 0a${r} ${r} 0 0 0 ${r * 2} 0q${-r} ${r * 0.5} ${-r * 2} 0Z`,
      darken(colour, 0.15),
    ) +
    circle(-r * 0.35, -r * 0.35, r * 0.18, lighten(colour, 0.3)) +
    group(front)
  );
}

/** A comet: an icy head and a glowing tail streaming away to the upper right. */
export function comet(scale: number): string {
  const s = scale;
  return (
    path(
      `M${-8 * s} ${-10 * s}Q${60 * s} ${-70 * s} ${150 * s} ${-90 * s}Q${70 * s} ${-40 * s} ${10 * s} ${12 * s}Z`,
      '#bfe8ff',
      'opacity=".45"',
    ) +
    path(
      `M${-4 * s} ${-6 * s}Q${50 * s} ${-50 * s} ${120 * s} ${-60 * s}Q${50 * s} ${-24 * s} ${6 * s} ${8 * s}Z`,
      '#ffffff',
      'opacity=".55"',
    ) +
    circle(0, 0, 16 * s, '#e9f7ff', 'opacity=".6"') +
    circle(0, 0, 10 * s, '#ffffff')
  );
}

/** A space station: modules in a row, solar wings and a little dish. */
export function station(scale: number, colour: string): string {
  const s = scale;
  const wing = (x: number) =>
    rect(x, -22 * s, 46 * s, 44 * s, '#3d5fb8') +
    line(
      `M${x} ${-7 * s}h${46 * s}M${x} ${7 * s}h${46 * s}M${x + 15 * s} ${-22 * s}v${44 * s}M${x + 31 * s} ${-22 * s}v${44 * s}`,
      '#8fb4ff',
      1.2 * s,
    );
  return (
    line(`M${-74 * s} 0H${74 * s}`, '#b9bccb', 3 * s) +
    wing(-122 * s) +
    wing(76 * s) +
    rect(-40 * s, -12 * s, 34 * s, 24 * s, '#eef0f7', `rx="${10 * s}"`) +
    rect(-6 * s, -16 * s, 30 * s, 32 * s, colour, `rx="${8 * s}"`) +
    rect(24 * s, -10 * s, 26 * s, 20 * s, '#eef0f7', `rx="${8 * s}"`) +
    circle(9 * s, 0, 5 * s, '#7fd3ff') +
    line(`M${-24 * s} ${-12 * s}v${-14 * s}`, '#b9bccb', 2 * s) +
    path(`M${-34 * s} ${-28 * s}q${10 * s} ${8 * s} ${20 * s} 0Z`, '#eef0f7')
  );
}

export const SPACE_SKY: Record<string, Draw> = {
  comet: () => comet(0.8),
  asteroid: () => lump(30, '#9c8c7c', 'sky'),
  'ringed-planet': () => ringedPlanet(34, '#e8b86a', true),
  'space-station': (c) => station(0.6, c),
};

/** Objects that are the place itself: the setting draws them as the ground or the deck. */
export const SPACE_PLACES = new Set(['comet', 'asteroid', 'ringed-planet', 'space-station']);
