// Weather over the whole picture (rain, thunder, sleet, snow, fog, wind) and a touch for the mood: sparkles
// for magic, a warm glow for cosy, soft dark corners for tense.

import { lighten } from './colour';
import type { Rng } from './random';
import type { SceneContext } from './scene-context';
import { sparkle } from './sky';
import { circle, d, dots, f, group, line, path, rect } from './svg';

export function weatherOverlay(ctx: SceneContext): string {
  const rng = ctx.rng.fork('weather');
  const { W, H } = ctx;
  switch (ctx.spec.weather) {
    case 'rain':
      return rect(0, 0, W, H, '#3d4a7a', 'opacity=".12"') + rain(ctx, rng, 70);
    case 'thunder': {
      // A storm: the sky darkens, rain slants down and a lightning bolt flashes behind it all.
      const x = rng.range(W * 0.15, W * 0.85);
      const flash = circle(x, 30, 90, '#fff6c8', 'opacity=".18"');
      return (
        rect(0, 0, W, H, '#241f4a', 'opacity=".28"') +
        flash +
        lightning(x, 10, ctx.horizon * 0.55, rng) +
        (rng.chance(0.5)
          ? lightning(x + rng.range(160, 260) * (x > W / 2 ? -1 : 1), 20, ctx.horizon * 0.35, rng)
          : '') +
        rain(ctx, rng, 60)
      );
    }
    case 'sleet': {
      // Sleet: wet slanting streaks with lumps of half-melted snow among them.
      const lumps: Array<[number, number, number]> = [];
      for (let i = 0; i < 40 * ctx.detail; i += 1)
        lumps.push([rng.range(0, W), rng.range(0, H), rng.range(2.5, 4.5)]);
      return (
        rect(0, 0, W, H, '#5a6690', 'opacity=".16"') +
        rain(ctx, rng, 45) +
        dots(lumps, '#eef4ff', 'opacity=".85"')
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

function rain(ctx: SceneContext, rng: Rng, count: number): string {
  let drops = '';
  for (let i = 0; i < count * ctx.detail; i += 1) {
    const x = rng.range(-40, ctx.W);
    const y = rng.range(-20, ctx.H);
    const len = rng.range(12, 22);
    drops += d`M${x} ${y}l${len * 0.3} ${len}`;
  }
  return line(drops, '#dce9ff', 2, 'opacity=".65"');
}

/** A zigzag bolt from under the clouds down to `bottom`, leaning a little with the seed. */
function lightning(x: number, top: number, bottom: number, rng: Rng): string {
  const h = bottom - top;
  const lean = rng.range(-0.15, 0.15) * h;
  const at = (fx: number, fy: number) => `${f(x + fx + lean * fy)} ${f(top + h * fy)}`;
  const bolt = `M${at(-10, 0)}L${at(16, 0)}L${at(4, 0.42)}L${at(18, 0.42)}L${at(-6, 1)}L${at(0, 0.55)}L${at(-14, 0.55)}Z`;
  return path(bolt, '#ffe45c', 'stroke="#fff8d0" stroke-width="2" stroke-linejoin="round"');
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
