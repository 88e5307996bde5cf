// The common frame of an outdoor picture: sky, a hazy far layer, a ground band, and where the
// characters stand. Settings add their own landmarks on top.

import { mix } from '../colour';
import type { SceneContext, Stage } from '../scene-context';
import { hills } from '../scenery';
import { outdoorSky } from '../sky';

/** Fades a far-away colour into the sky, like air does. */
export const haze = (ctx: SceneContext, colour: string, amount: number) =>
  mix(ctx.pal.tone(colour), ctx.pal.skyBottom, amount);

export function groundStage(ctx: SceneContext): Stage {
  return { backY: ctx.horizon + (ctx.H - ctx.horizon) * 0.5, frontY: ctx.H - 16, medium: 'ground' };
}

export interface OutdoorBase {
  far?: string;
  ground: string;
  /** Colour of a second, nearer band of hills. */
  near?: string;
  flat?: boolean;
  /** Drawn between the far hills and the near ones: peaks, skylines, a castle. */
  landmarks?: string;
}

export function outdoorBase(ctx: SceneContext, o: OutdoorBase): string {
  const rng = ctx.rng.fork('base');
  let out = outdoorSky(ctx);
  if (o.far)
    out += hills(
      ctx,
      ctx.horizon - 40,
      40,
      haze(ctx, o.far, 0.45),
      rng.fork('far'),
      2 + rng.int(0, 2),
    );
  if (o.landmarks) out += o.landmarks;
  if (o.near) out += hills(ctx, ctx.horizon - 8, 22, haze(ctx, o.near, 0.2), rng.fork('near'), 3);
  out += o.flat
    ? `<rect x="0" y="${ctx.horizon}" width="${ctx.W}" height="${ctx.H - ctx.horizon}" fill="${ctx.pal.tone(o.ground)}"/>`
    : hills(ctx, ctx.horizon + 14, 10, ctx.pal.tone(o.ground), rng.fork('ground'), 2);
  return out;
}
