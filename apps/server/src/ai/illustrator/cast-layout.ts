// Where the characters go: the hero biggest and in front, friends spread around, everyone
// turned towards the middle. Flyers hover, swimmers swim, and positions vary with the seed.

import type { SceneCharacter } from '../scene-spec';
import { drawCharacter } from './characters/draw-character';
import { momentPose } from './moments';
import type { SceneContext, Stage } from './scene-context';
import { groundShadow } from './scenery';
import { cloud } from './sky';
import { circle, ellipse, group, path, place } from './svg';

const MAX_CAST = 5;

export interface Placement {
  x: number;
  y: number;
  scale: number;
  /** Screen size of the drawn figure, for placing held and nearby objects. */
  height: number;
}

export interface CastDrawing {
  svg: string;
  hero?: Placement;
  placements: Placement[];
}

export function layoutCast(ctx: SceneContext, stage: Stage, cast: SceneCharacter[]): CastDrawing {
  const rng = ctx.rng.fork('cast');
  const heroFirst = [...cast]
    .sort((a, b) => Number(b.role === 'hero') - Number(a.role === 'hero'))
    .slice(0, MAX_CAST);
  if (heroFirst.length === 0) return { svg: '', placements: [] };
  const n = heroFirst.length;
  // Slots across the width; the hero takes one near the middle, friends the others.
  const pose = momentPose(ctx.spec.moment);
  // Huggers stand close together in the middle; otherwise everyone gets a share of the width.
  const slots = Array.from({ length: n }, (_, i) =>
    pose.close ? 0.5 + ((i + 0.5) / n - 0.5) * 0.72 : (i + 0.5) / n,
  );
  const heroSlot = n === 1 ? 0 : rng.int(Math.floor((n - 1) / 2), Math.ceil((n - 1) / 2));
  const order = [heroSlot, ...slots.map((_, i) => i).filter((i) => i !== heroSlot)];
  const margin = n === 1 ? 0.2 : 0.1;
  const heroTarget = ctx.H * (n === 1 ? 0.54 : n > 3 ? 0.4 : 0.47);

  const placed = heroFirst.map((ch, k) => {
    const drawing = drawCharacter(ch, ctx);
    const slot = slots[order[k] ?? 0] ?? 0.5;
    const jitter = n === 1 ? rng.range(-0.12, 0.12) : rng.range(-0.25, 0.25) / n;
    const isHero = k === 0;
    const swimmer = drawing.habitat === 'water' && stage.swimY !== undefined;
    const [left, right] = stage.xRange && !swimmer ? stage.xRange : [0, ctx.W];
    const span = right - left;
    const edge = stage.xRange && !swimmer ? 0 : span * margin;
    let x = left + edge + (span - 2 * edge) * (slot + jitter);
    if (swimmer && stage.xRange)
      x = slot < 0.5 ? rng.range(20, stage.xRange[0]) : rng.range(stage.xRange[1], ctx.W - 20);
    const depth = isHero ? 1 : rng.range(0, 0.6);
    let y = swimmer ? (stage.swimY as number) : stage.backY + (stage.frontY - stage.backY) * depth;
    // A story's problem (a troll, a dragon) stands nearly as tall as the hero.
    const role = isHero ? 1 : ch.role === 'problem' ? 0.9 : 0.68 + depth * 0.14;
    const target = heroTarget * role;
    // Capped so a 1-unit outline never draws thicker than 3 px at 800 wide.
    const scale = Math.min(2.9, target / Math.min(Math.max(drawing.height, 75), 120));
    const size = drawing.height * scale;
    const flies = drawing.habitat === 'air' || stage.medium === 'air' || pose.lift === true;
    const swims = stage.medium === 'water' || swimmer;
    if (flies || stage.medium === 'water') y -= ctx.H * rng.range(0.08, 0.2);
    const mirrored = x > ctx.W / 2;
    let svg = '';
    if (!flies && !swims) svg += groundShadow(x, y, size * 0.5);
    if (stage.medium === 'air' && drawing.habitat !== 'air' && !pose.lift)
      svg += cloud(x - size * 0.45, y + size * 0.08, size * 0.9, ctx.pal.tone('#ffffff'));
    // A fish on dry land gets a bowl of water to swim in.
    const inBowl = ch.kind === 'fish' && !swims && !flies;
    const figure = inBowl ? fishBowl(drawing.svg) : drawing.svg;
    svg += group(figure, place(x, y, scale, mirrored));
    return { svg, placement: { x, y, scale, height: size }, y };
  });
  // Paint from the back to the front, so nearer characters overlap further ones.
  const svg = [...placed]
    .sort((a, b) => a.y - b.y)
    .map((p) => p.svg)
    .join('');
  return { svg, hero: placed[0]?.placement, placements: placed.map((p) => p.placement) };
}

function fishBowl(fish: string): string {
  return (
    ellipse(0, -4, 40, 6, '#1b1433', 'opacity=".15"') +
    circle(0, -42, 42, '#bfe8ff', 'opacity=".45"') +
    path('M-38 -58Q0 -52 38 -58V-42A38 38 0 0 1 -38 -42Z', '#7fd0f0', 'opacity=".35"') +
    group(fish, 'transform="translate(4 -4) scale(.8)"') +
    circle(0, -42, 42, 'none', 'stroke="#ffffff" stroke-width="2.5" opacity=".8"') +
    path('M-22 -72a30 30 0 0 1 20 -8', 'none', 'stroke="#ffffff" stroke-width="3" opacity=".8"')
  );
}
