// What grows out of the top of a monster: horns, antennae and a row of soft spikes.

import type { Rng } from '../illustrator/random';
import { circle, d, f, group, line, path } from '../illustrator/svg';
import type { BodyGeometry } from './monster-body';

const UP = -Math.PI / 2;

/** Angles along the top of the body for n things, spread wider the more there are. */
function topAngles(n: number): number[] {
  if (n <= 0) return [];
  if (n === 1) return [UP];
  const spread = Math.min(1.05, 0.3 * (n - 1));
  return Array.from({ length: n }, (_, i) => UP - spread + (2 * spread * i) / (n - 1));
}

const rotation = (a: number) => f(((a - UP) * 180) / Math.PI);

export function hornsAndAntennae(
  horns: number,
  antennae: number,
  geo: BodyGeometry,
  colours: { horn: string; stalk: string; bobble: string; outline: string },
  rng: Rng,
): string {
  // Antennae take the outer places, horns the middle ones.
  const angles = topAngles(horns + antennae);
  const outer = Math.ceil(antennae / 2);
  let out = '';
  angles.forEach((a, i) => {
    const isAntenna = i < outer || i >= outer + horns;
    const [x, y] = geo.pointAt(a);
    const at = `transform="translate(${f(x)} ${f(y)}) rotate(${rotation(a)})"`;
    const lean = x < geo.cx - 2 ? -1 : x > geo.cx + 2 ? 1 : 0;
    if (isAntenna) {
      const tip: [number, number] = [lean * 14, -58];
      const stalk = d`M0 14Q${lean * -6} -30 ${tip[0]} ${tip[1]}`;
      out += group(
        line(stalk, colours.outline, 10) +
          line(stalk, colours.stalk, 5) +
          circle(tip[0], tip[1], 12, colours.bobble) +
          circle(tip[0] + 4, tip[1] - 4, 3.5, '#fff', 'stroke="none"'),
        `data-part="antenna" ${at}`,
      );
    } else {
      const many = horns + antennae;
      const single = horns === 1;
      const w = single ? 30 : Math.max(16, 38 - many * 2.5);
      const h = (single ? 70 : Math.max(30, 58 - many * 2.5)) * rng.range(0.9, 1.1);
      // One horn stands straight like a unicorn's; pairs curl outwards.
      const curl = single ? 0 : (lean || (rng.chance(0.5) ? 1 : -1)) * w * 0.55;
      out += group(
        path(
          d`M${-w / 2} 16Q${-w / 2} ${-h * 0.55} ${curl} ${-h}Q${w / 2} ${-h * 0.45} ${w / 2} 16Z`,
          colours.horn,
        ) +
          line(
            d`M${-w * 0.45} ${-h * 0.02}L${w * 0.4} ${-h * 0.16}M${-w * 0.34} ${-h * 0.36}L${w * 0.26} ${-h * 0.5}`,
            colours.outline,
            2.5,
            'opacity=".4"',
          ),
        `data-part="horn" ${at}`,
      );
    }
  });
  return out;
}

export function spikes(geo: BodyGeometry, fill: string): string {
  let out = '';
  const n = 7;
  for (let i = 0; i < n; i += 1) {
    const a = Math.PI + 0.35 + ((Math.PI - 0.7) * i) / (n - 1);
    const [x, y] = geo.pointAt(a);
    out += path(
      `M-15 12Q-10-14 0-26Q10-14 15 12Z`,
      fill,
      `transform="translate(${f(x)} ${f(y)}) rotate(${rotation(a)})"`,
    );
  }
  return group(out, 'data-part="spikes"');
}
