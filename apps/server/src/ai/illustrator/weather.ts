// Weather over the whole picture (rain, snow, fog, wind) and a touch for the mood: sparkles
// for magic, a warm glow for cosy, soft dark corners for tense.

import { lighten } from './colour';
import type { SceneContext } from './scene-context';
import { sparkle } from './sky';
import { circle, d, dots, group, line, path, rect } from './svg';

export function weatherOverlay(ctx: SceneContext): string {
  const rng = ctx.rng.fork('weather');
  const { W, H } = ctx;
  switch (ctx.spec.weather) {
    case 'rain': {
      let drops = '';
      for (let i = 0; i < 70 * ctx.detail; i += 1) {
        const x = rng.range(-40, W);
        const y = rng.range(-20, H);
        const len = rng.range(12, 22);
        drops += d`M${x} ${y}l${len * 0.3} ${len}`;
      }
      return (
        rect(0, 0, W, H, '#3d4a7a', 'opacity=".12"') + line(drops, '#dce9ff', 2, 'opacity=".65"')
      );
    }
    case 'snow': {
      const flakes: Array<[number, number, number]> = [];
      for (let i = 0; i < 70 * ctx.detail; i += 1)
        flakes.push([rng.range(0, W), rng.range(0, H), rng.range(1.5, 4.5)]);
      return dots(flakes, '#ffffff', 'opacity=".9"');
    }
    case 'fog': {
      let bands = '';
      // Long soft banks of mist lying along the ground, thicker further away.
      for (let i = 0; i < 3; i += 1) {
        const y = ctx.horizon - 30 + i * 40 + rng.range(-10, 10);
        bands += rect(
          rng.range(-300, -50),
          y,
          W + 350,
          rng.range(40, 60),
          '#f4f2ff',
          `rx="30" opacity="${(0.4 - i * 0.08).toFixed(2)}"`,
        );
      }
      return rect(0, 0, W, H, '#f4f2ff', 'opacity=".18"') + bands;
    }
    case 'wind': {
      let swirls = '';
      let leaves = '';
      for (let i = 0; i < 4; i += 1) {
        const x = rng.range(40, W - 200);
        const y = rng.range(40, H * 0.7);
        swirls += d`M${x} ${y}c60-18 120 14 170-6c18-8 14-30-4-26c-12 3-10 18 2 16`;
        leaves += path(
          d`M${x + rng.range(0, 200)} ${y + rng.range(10, 50)}q8-10 16 0q-8 10-16 0Z`,
          rng.pick(['#f2a541', '#e86a4a', '#8cc46e']),
        );
      }
      return line(swirls, '#ffffff', 3, 'opacity=".7"') + leaves;
    }
    default:
      return '';
  }
}

export function moodOverlay(ctx: SceneContext): string {
  const rng = ctx.rng.fork('mood');
  const { W, H } = ctx;
  switch (ctx.spec.mood) {
    case 'magical': {
      let out = '';
      for (let i = 0; i < 22 * ctx.detail; i += 1) {
        const colour = i % 3 === 0 ? '#ffffff' : lighten(rng.pick(ctx.pal.accents), 0.3);
        const x = rng.range(20, W - 20);
        const y = rng.range(20, H - 40);
        out +=
          i % 2
            ? circle(x, y, 14, colour, 'opacity=".25"') + sparkle(x, y, rng.range(7, 13), colour)
            : circle(x, y, rng.range(2, 3.5), colour);
      }
      return group(out, 'opacity=".9"');
    }
    case 'cosy':
      return radial(ctx, '#ffb45c', 0.22, true);
    case 'tense':
      return radial(ctx, '#150f30', 0.45, false);
    default:
      return '';
  }
}

/** A soft glow from the middle (inner) or a darkening towards the corners (outer). */
function radial(ctx: SceneContext, colour: string, strength: number, inner: boolean): string {
  const id = ctx.nextId();
  const [a, b] = inner ? [strength, 0] : [0, strength];
  ctx.defs.push(
    `<radialGradient id="${id}" cx=".5" cy=".6" r=".75"><stop offset="0" stop-color="${colour}" stop-opacity="${a}"/><stop offset="1" stop-color="${colour}" stop-opacity="${b}"/></radialGradient>`,
  );
  return rect(0, 0, ctx.W, ctx.H, `url(#${id})`);
}
