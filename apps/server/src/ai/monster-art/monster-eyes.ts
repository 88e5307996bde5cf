// Big round eyes with highlights, laid out in tidy rows so any count from 1 to 12 stays
// countable and cute. Each eye is one <g data-part="eye">.

import type { Rng } from '../illustrator/random';
import { circle, d, group, line, path } from '../illustrator/svg';
import type { MonsterMood } from './monster-spec';

const ROWS: Record<number, number[]> = {
  1: [1],
  2: [2],
  3: [1, 2],
  4: [2, 2],
  5: [2, 3],
  6: [3, 3],
  7: [2, 3, 2],
  8: [3, 2, 3],
  9: [3, 3, 3],
  10: [3, 4, 3],
  11: [4, 3, 4],
  12: [4, 4, 4],
};
const BASE_RADIUS = [0, 46, 36, 30, 27, 24, 23, 20, 20, 19, 17, 17, 16];

export interface EyeBlock {
  svg: string;
  bottom: number;
  radius: number;
}

interface EyeOptions {
  count: number;
  x: number;
  y: number;
  width: number;
  mood: MonsterMood;
  iris: string | undefined;
  lid: string;
  outline: string;
  rng: Rng;
}

export function monsterEyes(o: EyeOptions): EyeBlock {
  if (o.count <= 0) return { svg: '', bottom: o.y, radius: 0 };
  const rows = ROWS[Math.min(o.count, 12)] ?? [o.count];
  const widest = Math.max(...rows);
  const r = Math.min(BASE_RADIUS[Math.min(o.count, 12)] ?? 16, o.width / (2.3 * (widest - 1) + 2));
  const gapX = r * 2.3;
  const gapY = r * 2.05;
  const top = o.y - ((rows.length - 1) * gapY) / 2;
  let svg = '';
  rows.forEach((n, row) => {
    for (let i = 0; i < n; i += 1) {
      const ex = o.x + (i - (n - 1) / 2) * gapX;
      const ey = top + row * gapY;
      // A one-eyed monster or a top eye may be a little bigger: it reads as the main eye.
      const size = o.count === 3 && row === 0 ? r * 1.12 : r;
      svg += eye(ex, ey, size, o);
    }
  });
  return { svg, bottom: top + (rows.length - 1) * gapY + r, radius: r };
}

function eye(x: number, y: number, r: number, o: EyeOptions): string {
  let gx = 0;
  let gy = r * 0.12;
  if (o.mood === 'shy') [gx, gy] = [-r * 0.28, r * 0.25];
  if (o.mood === 'silly') [gx, gy] = [o.rng.range(-0.3, 0.3) * r, o.rng.range(-0.3, 0.3) * r];
  const pupilR = o.mood === 'surprised' ? r * 0.38 : r * 0.58;
  let inner = circle(x, y, r, '#ffffff');
  if (o.iris) inner += circle(x + gx, y + gy, pupilR * 1.12, o.iris, 'stroke="none"');
  inner += circle(x + gx, y + gy, o.iris ? pupilR * 0.62 : pupilR, '#2a1d38', 'stroke="none"');
  inner += circle(x + gx + r * 0.22, y + gy - r * 0.24, r * 0.2, '#fff', 'stroke="none"');
  inner += circle(x + gx - r * 0.18, y + gy + r * 0.2, r * 0.09, '#fff', 'stroke="none"');
  if (o.mood === 'sleepy') {
    // A heavy lid over the top half, its edge a soft curve.
    inner += path(
      d`M${x - r} ${y}A${r} ${r} 0 0 1 ${x + r} ${y}Q${x} ${y + r * 0.28} ${x - r} ${y}Z`,
      o.lid,
    );
  }
  if (o.mood === 'spooky' || o.mood === 'grumpy') {
    // Little slanted brows: mischievous, not menacing.
    // Left of the face the inner (right) end dips, and the other way round.
    const side = Math.sign(o.x - x);
    const tilt = o.mood === 'grumpy' ? 0.3 : 0.2;
    inner += line(
      d`M${x - r * 0.8} ${y - r * (1.3 + tilt * side)}L${x + r * 0.8} ${y - r * (1.3 - tilt * side)}`,
      o.outline,
      Math.max(3, r * 0.18),
    );
  }
  return group(inner, 'data-part="eye"');
}
