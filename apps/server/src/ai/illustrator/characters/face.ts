// The one face every character shares: big dark eyes with highlights, rosy cheeks and a small
// mouth that shows the expression. Sized from the head's radius so it fits any head.

import type { SceneCharacter } from '../../scene-spec';
import { circle, d, ellipse, group, line, path } from '../svg';

export type Expression = NonNullable<SceneCharacter['expression']>;

export interface FaceOptions {
  /** Centre of the eyes' line. */
  x: number;
  y: number;
  /** Radius of the head the face sits on. */
  r: number;
  expression: Expression;
  ink: string;
  /** Turn of the head: -1 looks left, 1 right, 0 straight ahead. */
  turn?: number;
  /** Leave out the mouth (a beak or a muzzle draws its own). */
  mouth?: boolean;
  blush?: boolean;
  /** How many eyes (a three-eyed cat); two when unset. */
  eyes?: number | undefined;
}

export function face(o: FaceOptions): string {
  const { r, ink } = o;
  const turn = o.turn ?? 0;
  const x = o.x + turn * r * 0.18;
  const gap = r * 0.36;
  const er = r * 0.13;
  let eyes = '';
  const count = Math.max(1, Math.min(4, Math.round(o.eyes ?? 2)));
  // Two eyes sit either side; one sits in the middle, bigger; more spread in a gentle arc.
  const spots: Array<[number, number, number]> =
    count === 2
      ? [-1, 1].map((side) => [side, 0, 1])
      : count === 1
        ? [[0, 0, 1.35]]
        : Array.from({ length: count }, (_, i) => {
            const u = -1 + (2 * i) / (count - 1);
            return [u * 1.15, -(1 - u * u) * er * 1.6, 0.85];
          });
  for (const [side, lift, size] of spots) {
    // Turning the head brings the far eye a little closer to the middle.
    const ex = x + side * gap * (1 - 0.15 * side * turn);
    const ey = o.y + lift;
    const e = er * size;
    if (o.expression === 'sleepy') {
      eyes += line(d`M${ex - e} ${ey}q${e} ${e * 0.9} ${e * 2} 0`, ink, e * 0.45);
      continue;
    }
    const big = o.expression === 'surprised' ? 1.15 : 1;
    eyes += ellipse(ex, ey, e * big, e * 1.3 * big, ink);
    eyes += circle(ex + e * 0.35, ey - e * 0.5, e * 0.42, '#ffffff');
    eyes += circle(ex - e * 0.35, ey + e * 0.55, e * 0.18, '#ffffff');
  }
  // Brows only where they tell the feeling: worried and sad tilt up in the middle, brave down.
  let brows = '';
  const by = o.y - er * 2.3;
  if (o.expression === 'worried' || o.expression === 'sad' || o.expression === 'brave') {
    const t = o.expression === 'brave' ? -1 : 1;
    for (const side of [-1, 1]) {
      const bx = x + side * gap;
      brows += line(
        d`M${bx - er * side * 1.1} ${by - er * 0.35 * t}L${bx + er * side * 1.1} ${by + er * 0.35 * t}`,
        ink,
        er * 0.4,
      );
    }
  }
  if (o.expression === 'surprised')
    for (const side of [-1, 1])
      brows += line(
        d`M${x + side * gap - er} ${by - er * 0.4}q${er} ${-er * 0.6} ${er * 2} 0`,
        ink,
        er * 0.35,
      );

  const cheeks =
    o.blush === false
      ? ''
      : group(
          ellipse(x - gap * 1.45, o.y + er * 2.2, er * 1.3, er * 0.8, '#ff7fa6') +
            ellipse(x + gap * 1.45, o.y + er * 2.2, er * 1.3, er * 0.8, '#ff7fa6'),
          'opacity=".45"',
        );
  return group(
    eyes +
      brows +
      cheeks +
      (o.mouth === false ? '' : mouth(x, o.y + er * 2.6, r, o.expression, ink)),
    'stroke="none"',
  );
}

export function mouth(
  x: number,
  y: number,
  r: number,
  expression: Expression,
  ink: string,
): string {
  const w = r * 0.2;
  const lw = r * 0.055;
  switch (expression) {
    case 'surprised':
      return ellipse(x, y + w * 0.4, w * 0.35, w * 0.5, '#7a2e4a');
    case 'sad':
      return line(d`M${x - w * 0.6} ${y + w * 0.5}q${w * 0.6} ${-w * 0.5} ${w * 1.2} 0`, ink, lw);
    case 'worried':
      return line(
        d`M${x - w * 0.7} ${y + w * 0.3}q${w * 0.35} ${-w * 0.3} ${w * 0.7} 0t${w * 0.7} 0`,
        ink,
        lw,
      );
    case 'sleepy':
      return ellipse(x, y + w * 0.3, w * 0.25, w * 0.3, '#7a2e4a');
    case 'brave':
      return line(d`M${x - w * 0.8} ${y}q${w} ${w * 0.8} ${w * 1.6} ${-w * 0.2}`, ink, lw);
    default:
      return (
        path(d`M${x - w} ${y}q${w} ${w * 1.4} ${w * 2} 0Z`, '#7a2e4a') +
        ellipse(x, y + w * 0.5, w * 0.45, w * 0.22, '#ff8fa6')
      );
  }
}

/** One eye, a cheek and a smile for heads seen from the side (horses, dinosaurs). */
export function sideFace(
  x: number,
  y: number,
  r: number,
  expression: Expression,
  ink: string,
): string {
  const er = r * 0.16;
  let out = '';
  if (expression === 'sleepy')
    out += line(d`M${x - er} ${y}q${er} ${er * 0.9} ${er * 2} 0`, ink, er * 0.45);
  else {
    out += ellipse(x, y, er, er * 1.3, ink);
    out +=
      circle(x + er * 0.35, y - er * 0.5, er * 0.42, '#ffffff') +
      circle(x - er * 0.35, y + er * 0.55, er * 0.18, '#ffffff');
  }
  out += ellipse(x + r * 0.1, y + er * 2.4, er * 1.3, er * 0.8, '#ff7fa6', 'opacity=".45"');
  return group(out, 'stroke="none"');
}
