// A clinic: the doctor's or the dentist's. Soft, light walls, a window, a long bench with a
// box of toys for the waiting room, a fish tank, and the treatment chair with its lamp. Never
// anything sharp: no needles, no tools on show.

import { darken, lighten } from '../colour';
import type { SettingDrawer } from '../scene-context';
import { circle, d, ellipse, line, path, rect } from '../svg';
import { room, roomWindow } from './indoor';

export const clinic: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('clinic');
  const floorY = ctx.H * 0.68;
  let back = room(ctx, rng.pick(['#e3f3f1', '#e8efff', '#fdf1e6']), '#cfe3dc', floorY);
  const left = rng.chance(0.5);
  back += roomWindow(ctx, left ? ctx.W - 260 : 80, 50, 180, 130);
  // A bench along the wall with a box of toys beside it.
  const bx = left ? 40 : ctx.W - 340;
  const seat = ctx.pal.tone(rng.pick(['#7fb4e8', '#8fd3a8', '#f2a7a0']));
  back +=
    rect(bx, floorY - 64, 300, 20, seat, 'rx="8"') +
    rect(bx, floorY - 110, 300, 46, lighten(seat, 0.2), 'rx="10"') +
    rect(bx + 20, floorY - 44, 12, 44, darken(seat, 0.3)) +
    rect(bx + 268, floorY - 44, 12, 44, darken(seat, 0.3));
  const tx = left ? bx + 320 : bx - 90;
  back +=
    rect(tx, floorY - 50, 70, 50, ctx.pal.tone('#ffd54a'), 'rx="6"') +
    circle(tx + 20, floorY - 56, 12, ctx.pal.tone('#ef5b5b')) +
    rect(tx + 38, floorY - 74, 20, 26, ctx.pal.tone('#5aa4e8'), 'rx="4"');
  // A fish tank on a low cupboard: something calm to watch.
  const fx = ctx.W * 0.5 - 70;
  const water = ctx.pal.tone('#9fd8f2');
  back +=
    rect(fx - 10, floorY - 60, 160, 60, ctx.pal.tone('#b5774a'), 'rx="6"') +
    rect(fx, floorY - 150, 140, 90, water, 'rx="6"') +
    rect(
      fx,
      floorY - 150,
      140,
      90,
      'none',
      `rx="6" stroke="${darken(water, 0.3)}" stroke-width="4"`,
    ) +
    ellipse(fx + 45, floorY - 110, 12, 7, ctx.pal.tone('#ff9f43')) +
    path(d`M${fx + 57} ${floorY - 110}l10 -7v14Z`, ctx.pal.tone('#ff9f43')) +
    ellipse(fx + 95, floorY - 90, 10, 6, ctx.pal.tone('#ffd54a')) +
    path(d`M${fx + 85} ${floorY - 90}l-9 -6v12Z`, ctx.pal.tone('#ffd54a')) +
    line(
      d`M${fx + 20} ${floorY - 62}q-8 -20 4 -40M${fx + 120} ${floorY - 62}q8 -24 -2 -44`,
      ctx.pal.tone('#5fb86a'),
      4,
    );
  // The treatment chair, tipped back, with its round lamp on an arm.
  const cx = left ? ctx.W * 0.72 : ctx.W * 0.22;
  const chair = ctx.pal.toneFront(rng.pick(['#5aa4e8', '#8fd3a8', '#b08fe8']));
  back +=
    rect(cx - 10, floorY - 40, 20, 40, ctx.pal.tone('#9aa3b5')) +
    path(d`M${cx - 90} ${floorY - 40}h140q20 0 30 -40l8 -30h18l-6 36q-10 50 -50 50h-140Z`, chair) +
    line(d`M${cx + 60} 0V40q0 20 -30 40`, ctx.pal.tone('#9aa3b5'), 6) +
    ellipse(cx + 26, 88, 30, 14, ctx.pal.tone('#f7f4ff')) +
    ellipse(cx + 26, 92, 20, 7, '#fff6c8');
  // A chart of letters on the wall, for the doctor; a big tooth poster, for the dentist.
  const px = left ? ctx.W * 0.42 : ctx.W * 0.6;
  back +=
    rect(px, 40, 90, 110, ctx.pal.tone('#ffffff'), 'rx="4"') +
    path(
      d`M${px + 30} 70q15 -10 30 0q6 24 -4 50q-4 10 -8 -6q-3 -10 -6 0q-4 16 -8 6q-10 -26 -4 -50Z`,
      ctx.pal.tone('#f7f4ff'),
      `stroke="${ctx.pal.tone('#9aa3b5')}" stroke-width="3"`,
    );
  return {
    back,
    stage: { backY: floorY + 40, frontY: ctx.H - 12, medium: 'ground' as const },
    noWeather: true,
  };
};
