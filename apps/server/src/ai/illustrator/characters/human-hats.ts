// Hats and crowns that say who someone is at a glance.

import { darken, lighten } from '../colour';
import { circle, d, ellipse, group, line, path, polygon } from '../svg';
import { sparkle } from '../sky';
import type { Look } from './look';

export type HatStyle = 'crown' | 'tiara' | 'wizard' | 'witch' | 'pirate' | 'helmet' | 'bobble';

export function hat(style: HatStyle, r: number, hy: number, look: Look): string {
  const top = hy - r;
  switch (style) {
    case 'crown':
      return (
        path(
          d`M${-r * 0.6} ${top + r * 0.25}L${-r * 0.7} ${top - r * 0.5}L${-r * 0.3} ${top - r * 0.15}L0 ${top - r * 0.7}L${r * 0.3} ${top - r * 0.15}L${r * 0.7} ${top - r * 0.5}L${r * 0.6} ${top + r * 0.25}Z`,
          '#ffcc3d',
        ) +
        circle(0, top - r * 0.05, r * 0.1, '#ff5f7e') +
        circle(-r * 0.7, top - r * 0.55, r * 0.07, '#ffcc3d') +
        circle(r * 0.7, top - r * 0.55, r * 0.07, '#ffcc3d')
      );
    case 'tiara':
      return (
        path(
          d`M${-r * 0.55} ${top + r * 0.3}Q0 ${top - r * 0.05} ${r * 0.55} ${top + r * 0.3}L${r * 0.3} ${top + r * 0.05}L0 ${top - r * 0.3}L${-r * 0.3} ${top + r * 0.05}Z`,
          '#ffd84a',
        ) + circle(0, top, r * 0.08, '#7fd3ff')
      );
    case 'wizard': {
      const c = look.second;
      return (
        path(
          d`M${-r * 1.1} ${top + r * 0.45}Q0 ${top + r * 0.15} ${r * 1.1} ${top + r * 0.45}Q${r * 0.5} ${top - r * 0.3} ${r * 0.2} ${top - r * 1.6}Q${r * 0.1} ${top - r * 1.9} ${-r * 0.4} ${top - r * 1.7}Q${-r * 0.5} ${top - r * 0.4} ${-r * 1.1} ${top + r * 0.45}Z`,
          c,
        ) +
        group(
          sparkle(-r * 0.1, top - r * 0.45, r * 0.22, '#ffe066') +
            sparkle(r * 0.3, top - r * 1.0, r * 0.15, '#ffe066'),
          'stroke="none"',
        )
      );
    }
    case 'witch': {
      const c = '#4a3a6e';
      return (
        ellipse(0, top + r * 0.35, r * 1.5, r * 0.3, c) +
        path(
          d`M${-r * 0.75} ${top + r * 0.35}Q${-r * 0.4} ${top - r * 0.8} ${r * 0.1} ${top - r * 1.6}Q${r * 0.3} ${top - r * 1.2} ${r * 0.7} ${top - r * 1.3}Q${r * 0.4} ${top - r * 0.6} ${r * 0.75} ${top + r * 0.35}Z`,
          c,
        ) +
        path(
          d`M${-r * 0.72} ${top + r * 0.15}Q0 ${top + r * 0.3} ${r * 0.72} ${top + r * 0.15}v${r * 0.18}Q0 ${top + r * 0.48} ${-r * 0.72} ${top + r * 0.33}Z`,
          look.main,
        )
      );
    }
    case 'pirate': {
      // A three-cornered hat with its brim turned up, and a little skull-and-bones badge.
      const hatY = top + r * 0.3;
      return (
        path(
          d`M${-r * 1.35} ${hatY}Q${-r * 1.25} ${top - r * 0.55} ${-r * 0.55} ${top - r * 0.45}Q0 ${top - r * 1.05} ${r * 0.55} ${top - r * 0.45}Q${r * 1.25} ${top - r * 0.55} ${r * 1.35} ${hatY}Q0 ${top - r * 0.15} ${-r * 1.35} ${hatY}Z`,
          '#3a3548',
        ) +
        line(
          d`M${-r * 1.2} ${hatY - r * 0.08}Q0 ${top - r * 0.28} ${r * 1.2} ${hatY - r * 0.08}`,
          '#ffcc3d',
          2.2,
        ) +
        circle(0, top - r * 0.48, r * 0.15, '#f7f4ff', 'stroke="none"') +
        line(
          d`M${-r * 0.17} ${top - r * 0.15}l${r * 0.34} ${-r * 0.14}M${r * 0.17} ${top - r * 0.15}l${-r * 0.34} ${-r * 0.14}`,
          '#f7f4ff',
          1.6,
        )
      );
    }
    case 'helmet': {
      const steel = '#c3cad8';
      return (
        path(
          d`M${-r * 1.08} ${hy + r * 0.6}V${hy - r * 0.1}A${r * 1.08} ${r * 1.1} 0 0 1 ${r * 1.08} ${hy - r * 0.1}V${hy + r * 0.6}H${r * 0.78}V${hy - r * 0.25}H${-r * 0.78}V${hy + r * 0.6}Z`,
          steel,
        ) +
        path(
          d`M0 ${top - r * 0.05}q${r * 0.2} ${-r * 0.9} ${r * 0.9} ${-r * 0.8}q${-r * 0.5} ${r * 0.2} ${-r * 0.6} ${r * 0.85}Z`,
          look.second,
        ) +
        path(
          d`M0 ${top - r * 0.1}V${hy - r * 0.3}`,
          'none',
          `stroke="${darken(steel, 0.25)}" stroke-width="2"`,
        )
      );
    }
    case 'bobble':
      return (
        path(
          d`M${-r * 0.95} ${top + r * 0.55}Q${-r} ${top - r * 0.35} 0 ${top - r * 0.4}Q${r} ${top - r * 0.35} ${r * 0.95} ${top + r * 0.55}Z`,
          look.second,
        ) +
        polygon(
          [
            [-r, top + r * 0.4],
            [r, top + r * 0.4],
            [r, top + r * 0.65],
            [-r, top + r * 0.65],
          ],
          lighten(look.second, 0.4),
        ) +
        circle(0, top - r * 0.45, r * 0.22, '#ffffff')
      );
  }
}
