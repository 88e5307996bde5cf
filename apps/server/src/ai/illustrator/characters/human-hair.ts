// Hair in two layers: what falls behind the head and the fringe in front of it.

import type { HairStyle } from '../../scene-spec';
import { lighten } from '../colour';
import { circle, d, path } from '../svg';

export type { HairStyle };

export function hair(
  style: HairStyle,
  layer: 'back' | 'front',
  r: number,
  hy: number,
  colour: string,
): string {
  if (style === 'none') return '';
  if (layer === 'back') {
    switch (style) {
      case 'long':
        return path(
          d`M${-r * 1.02} ${hy}Q${-r * 1.25} ${hy + r * 1.5} ${-r * 0.9} ${hy + r * 1.9}H${r * 0.9}Q${r * 1.25} ${hy + r * 1.5} ${r * 1.02} ${hy}Z`,
          colour,
        );
      case 'bob':
        return path(
          d`M${-r * 1.05} ${hy}Q${-r * 1.15} ${hy + r * 0.9} ${-r * 0.8} ${hy + r * 1.05}H${r * 0.8}Q${r * 1.15} ${hy + r * 0.9} ${r * 1.05} ${hy}Z`,
          colour,
        );
      case 'pigtails':
        return [-1, 1]
          .map(
            (s) =>
              circle(s * r * 1.12, hy + r * 0.2, r * 0.42, colour) +
              circle(s * r * 0.95, hy - r * 0.05, r * 0.14, '#ff7fa6'),
          )
          .join('');
      case 'bun':
        return circle(0, hy - r * 1.02, r * 0.42, colour);
      default:
        return '';
    }
  }
  // The fringe: a cap over the top of the head whose lower edge frames the face.
  const dip = style === 'spiky' ? 0.45 : style === 'bun' ? 0.5 : 0.38;
  let cap = d`M${-r * 1.04} ${hy + r * 0.1}A${r * 1.04} ${r * 1.04} 0 0 1 ${r * 1.04} ${hy + r * 0.1}`;
  if (style === 'spiky') {
    cap = d`M${-r * 1.04} ${hy + r * 0.1}L${-r * 1.1} ${hy - r * 0.7}L${-r * 0.6} ${hy - r * 0.9}L${-r * 0.45} ${hy - r * 1.3}L${-r * 0.05} ${hy - r * 1.05}L${r * 0.35} ${hy - r * 1.35}L${r * 0.55} ${hy - r * 0.95}L${r * 1.05} ${hy - r * 0.95}L${r * 1.04} ${hy + r * 0.1}`;
  }
  cap += d`Q${r * 0.85} ${hy - r * 0.5} ${r * 0.3} ${hy - r * dip}Q${r * 0.1} ${hy - r * 0.7} ${-r * 0.25} ${hy - r * dip - r * 0.05}Q${-r * 0.8} ${hy - r * 0.45} ${-r * 1.04} ${hy + r * 0.1}Z`;
  let out = path(cap, colour);
  if (style === 'curly')
    for (let i = 0; i < 6; i += 1) {
      const a = Math.PI + (i / 5) * Math.PI;
      out += circle(Math.cos(a) * r * 0.95, hy + Math.sin(a) * r * 0.95, r * 0.3, colour);
    }
  return (
    out +
    path(
      d`M${-r * 0.55} ${hy - r * 0.75}q${r * 0.3} ${-r * 0.2} ${r * 0.6} ${-r * 0.15}`,
      'none',
      `stroke="${lighten(colour, 0.6)}" stroke-width="2" opacity=".35"`,
    )
  );
}
