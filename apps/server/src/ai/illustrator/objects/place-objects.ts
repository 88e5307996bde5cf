// Where the scene's objects go: big ones behind the cast at the sides, small ones at the hero's
// feet, sky things up in the sky, and a rainbow arching over everyone.

import type { SceneObject } from '../../scene-spec';
import type { CastDrawing } from '../cast-layout';
import { colourHex } from '../colour';
import type { SceneContext, SettingDrawing } from '../scene-context';
import { groundShadow } from '../scenery';
import { group, line, d, place } from '../svg';
import { BIG, BIG_COLOURS, SKY, SKY_COLOURS } from './big-objects';
import { SMALL, SMALL_COLOURS } from './small-objects';

const MAX_OBJECTS = 4;

export function placeObjects(
  ctx: SceneContext,
  setting: SettingDrawing,
  cast: CastDrawing,
): { back: string; front: string } {
  const rng = ctx.rng.fork('objects');
  const objects = [...new Set(ctx.spec.objects)]
    .filter((o) => !setting.drawn?.includes(o))
    .slice(0, MAX_OBJECTS);
  const { stage } = setting;
  const hero = cast.hero ?? { x: ctx.W / 2, y: stage.frontY, scale: 2, height: ctx.H * 0.4 };
  const accent = (name: SceneObject, table: Record<string, string>) =>
    ctx.pal.toneFront(
      colourHex(ctx.spec.palette?.[0] ?? '') ?? table[name] ?? rng.pick(ctx.pal.accents),
    );
  const glow = ctx.pal.night || ctx.spec.timeOfDay === 'dusk' || setting.noWeather === true;
  let back = '';
  let front = '';
  let bigSide = rng.chance(0.5) ? 1 : -1;
  let smallSide = hero.x < ctx.W / 2 ? 1 : -1;
  let smallCount = 0;
  for (const name of objects) {
    if (name === 'rainbow') {
      back =
        group(
          SKY.rainbow!('', ctx.pal.ink, glow),
          `${place(ctx.W * rng.range(0.4, 0.6), ctx.horizon + 10, 1.1)} opacity=".75"`,
        ) + back;
    } else if (SKY[name]) {
      // The sun and the moon already shine in the right sky; only add them where they are missing.
      if (
        (name === 'sun' && !ctx.pal.night) ||
        (name === 'moon' && ctx.pal.night && !setting.noWeather)
      )
        continue;
      const x = ctx.W * rng.range(0.15, 0.85);
      const y = ctx.H * rng.range(0.1, 0.28);
      const drawing = SKY[name]!(accent(name, SKY_COLOURS), ctx.pal.ink, glow);
      if (name === 'kite' || name === 'balloon') {
        const hand = [hero.x + hero.height * 0.22, hero.y - hero.height * 0.45] as const;
        const top = name === 'balloon' ? [hand[0] + 34, hand[1] - hero.height * 0.7] : [x, y];
        front += line(
          d`M${hand[0]} ${hand[1]}Q${(hand[0] + top[0]!) / 2} ${hand[1]} ${top[0]!} ${top[1]! + 40}`,
          ctx.pal.ink,
          1.2,
          'opacity=".6"',
        );
        front += group(
          drawing,
          `${place(top[0]!, top[1]!, 1)} stroke="${ctx.pal.ink}" stroke-width="1.5"`,
        );
      } else back += group(drawing, place(x, y, 1));
    } else if (BIG[name]) {
      const x = ctx.W / 2 + bigSide * ctx.W * rng.range(0.3, 0.4);
      bigSide = -bigSide;
      const y = stage.backY - 6;
      const scale = (ctx.H / 500) * rng.range(0.85, 1);
      back +=
        groundShadow(x, y, 130 * scale) +
        group(
          BIG[name]!(accent(name, BIG_COLOURS), ctx.pal.ink, glow),
          `${place(x, y, scale)} stroke="${ctx.pal.ink}" stroke-width="2" stroke-linejoin="round"`,
        );
    } else if (SMALL[name]) {
      // Small things wait on the ground by the hero, alternating sides.
      const offset = hero.height * 0.32 + 34 + Math.floor(smallCount / 2) * 56;
      const x = Math.min(ctx.W - 30, Math.max(30, hero.x + smallSide * offset));
      const y = Math.min(ctx.H - 6, hero.y + 6);
      const scale = Math.max(1.2, hero.scale * 0.75);
      front +=
        groundShadow(x, y, 50 * scale) +
        group(
          SMALL[name]!(accent(name, SMALL_COLOURS), ctx.pal.ink, glow),
          `${place(x, y, scale)} stroke="${ctx.pal.ink}" stroke-width="${(1.6 / scale).toFixed(2)}" stroke-linejoin="round"`,
        );
      smallSide = -smallSide;
      smallCount += 1;
    }
  }
  return { back, front };
}
