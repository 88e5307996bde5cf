// What happens in the picture, drawn over the place: a choir singing, a rocket lifting off,
// a search with a magnifying glass, a hug. Each moment adds a few shapes around the cast, so a
// picture shows the event of its paragraph and not only where it happens.

import type { SceneMoment } from '../scene-spec';
import type { CastDrawing, Placement } from './cast-layout';
import { darken, lighten } from './colour';
import { BIG } from './objects/big-objects';
import { SMALL } from './objects/small-objects';
import type { Rng } from './random';
import type { SceneContext, Stage } from './scene-context';
import { groundShadow } from './scenery';
import { cloud, sparkle } from './sky';
import { circle, d, ellipse, f, group, line, path, place, rect } from './svg';

export interface MomentDrawing {
  /** Behind the cast (a choir's back row, a rocket's smoke). */
  back: string;
  /** In front of everyone (notes, hearts, confetti). */
  front: string;
}

/** How a moment moves the cast: flyers lift off the ground, huggers stand close. */
export function momentPose(moment: SceneMoment | undefined): { lift?: boolean; close?: boolean } {
  if (moment === 'flying') return { lift: true };
  if (moment === 'hugging') return { close: true };
  return {};
}

export function drawMoment(ctx: SceneContext, cast: CastDrawing, stage: Stage): MomentDrawing {
  const moment = ctx.spec.moment;
  const none = { back: '', front: '' };
  if (!moment) return none;
  const rng = ctx.rng.fork('moment');
  const hero = cast.hero ?? { x: ctx.W / 2, y: stage.frontY, scale: 2, height: ctx.H * 0.4 };
  const everyone = cast.placements.length > 0 ? cast.placements : [hero];
  const ink = ctx.pal.ink;
  switch (moment) {
    case 'singing':
    case 'dancing':
      return { back: '', front: everyone.map((p) => notes(p, rng, ink)).join('') };
    case 'choir':
      return {
        back: choir(ctx, stage, rng),
        front: everyone.map((p) => notes(p, rng, ink)).join(''),
      };
    case 'lift-off':
      return liftOff(ctx, everyone, rng);
    case 'searching':
      return { back: '', front: magnifier(hero, ink) + footprints(ctx, hero, rng, ink) };
    case 'finding':
    case 'succeeding':
      return { back: glow(hero), front: sparkles(ctx, hero, rng, 7) };
    case 'building':
      return { back: '', front: blocks(ctx, hero, ink) };
    case 'hugging':
    case 'thanking':
      return { back: '', front: hearts(everyone, rng) };
    case 'celebrating':
      return { back: bunting(ctx, rng, ink), front: confetti(ctx, rng) };
    case 'sleeping':
      return { back: '', front: snores(hero, ink) };
    case 'receiving-gift':
    case 'helping':
      return { back: '', front: gift(ctx, hero, ink) + sparkles(ctx, hero, rng, 3) };
    case 'flying':
      return { back: '', front: everyone.map((p) => speedLines(p, ink)).join('') };
    case 'swimming':
      return { back: '', front: everyone.map((p) => ripples(p)).join('') };
    case 'talking':
      return { back: '', front: bubbles(hero, ink) };
    case 'wondering':
      return { back: '', front: thought(hero, ink) };
    case 'eating':
      return { back: '', front: meal(ctx, hero, ink) };
    default:
      return none;
  }
}

const head = (p: Placement) => ({ x: p.x, y: p.y - p.height });

function notes(p: Placement, rng: Rng, ink: string): string {
  const { x, y } = head(p);
  let out = '';
  for (let i = 0; i < 2; i += 1) {
    const nx = x + (i ? 1 : -1) * p.height * rng.range(0.3, 0.5);
    const ny = y - rng.range(4, 30);
    const s = Math.max(1, p.scale * 0.6);
    const colour = i ? '#ff8fb8' : '#7a4fc2';
    out += group(
      ellipse(0, 0, 6, 4.5, colour, 'transform="rotate(-20)"') +
        line('M5 -1v-26' + (i ? 'l12 4v6l-12 -4' : ''), ink, 2),
      place(nx, ny, s),
    );
  }
  return out;
}

/** A row of robed singers behind the cast, mouths open, songbooks in hand. */
function choir(ctx: SceneContext, stage: Stage, rng: Rng): string {
  const y = stage.backY - 10;
  const robe = ctx.pal.toneFront(rng.pick(['#7a4fc2', '#34477a', '#c8384f']));
  const scale = (ctx.H / 500) * 1.6;
  let out = '';
  const count = 5;
  for (let i = 0; i < count; i += 1) {
    const x = ctx.W * (0.14 + (0.72 * i) / (count - 1)) + rng.range(-10, 10);
    const skin = ctx.pal.toneFront(rng.pick(['#ffe0c4', '#f6c9a3', '#c98c5e', '#a0694a']));
    const hair = ctx.pal.toneFront(rng.pick(['#3b2a22', '#8a5a2e', '#e8c46a', '#2e2a3a']));
    const singer =
      path('M-16 0L-12 -44Q0 -50 12 -44L16 0Z', robe) +
      path('M-8 -44L0 -34L8 -44Z', '#ffffff') +
      circle(0, -60, 14, skin) +
      path('M-14 -62Q-12 -78 0 -76Q12 -78 14 -62Q8 -70 0 -70Q-8 -70 -14 -62Z', hair) +
      circle(-5, -61, 1.8, ctx.pal.ink, 'stroke="none"') +
      circle(5, -61, 1.8, ctx.pal.ink, 'stroke="none"') +
      ellipse(0, -53, 3, 3.6, '#7a2e4a', 'stroke="none"') +
      rect(-9, -34, 18, 12, '#fff8e8', 'rx="1.5"') +
      line('M0 -34v12', darken(robe, 0.3), 1);
    out += group(singer, `${place(x, y, scale)} stroke="${ctx.pal.ink}" stroke-width="1"`);
  }
  return out;
}

function liftOff(ctx: SceneContext, everyone: Placement[], rng: Rng): MomentDrawing {
  // The rocket climbs away in the clear part of the sky, on a flame, over a trail of smoke.
  const x = clearestX(ctx, everyone, rng);
  const scale = (ctx.H / 500) * 0.85;
  const base = ctx.H * 0.4;
  let smoke = '';
  for (let i = 0; i < 4; i += 1) {
    const w = 56 + i * 20;
    smoke += cloud(x - w / 2 + rng.range(-8, 8), base + 70 + i * 30, w, '#f4f2fa');
  }
  const flame = path('M-24 -22q24 110 48 0Z', '#ff9f43') + path('M-13 -22q13 70 26 0Z', '#ffe45c');
  const rocket = BIG.rocket!(ctx.pal.toneFront('#ef5b5b'), ctx.pal.ink, false);
  return {
    back: group(smoke, 'opacity=".9"'),
    front: group(
      flame + rocket,
      `${place(x, base, scale)} stroke="${ctx.pal.ink}" stroke-width="2" stroke-linejoin="round"`,
    ),
  };
}

/** The x furthest from every character, so a big thing does not hide anyone. */
function clearestX(ctx: SceneContext, everyone: Placement[], rng: Rng): number {
  let best = ctx.W * 0.8;
  let bestGap = -1;
  for (let i = 0; i <= 8; i += 1) {
    const x = ctx.W * (0.12 + (0.76 * i) / 8);
    const gap = Math.min(...everyone.map((p) => Math.abs(p.x - x) - p.height * 0.3));
    if (gap > bestGap) {
      bestGap = gap;
      best = x;
    }
  }
  return best + rng.range(-10, 10);
}

function magnifier(hero: Placement, ink: string): string {
  const x = hero.x + hero.height * 0.34;
  const y = hero.y - hero.height * 0.5;
  const r = Math.max(10, hero.height * 0.1);
  return (
    line(d`M${x + r * 0.7} ${y + r * 0.7}l${r * 0.9} ${r * 0.9}`, '#8a5a2e', r * 0.32) +
    circle(x, y, r, '#dff4ff', 'opacity=".55"') +
    circle(x, y, r, 'none', `stroke="${ink}" stroke-width="${f(r * 0.22)}"`)
  );
}

function footprints(ctx: SceneContext, hero: Placement, rng: Rng, ink: string): string {
  const side = hero.x < ctx.W / 2 ? 1 : -1;
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    const x = hero.x + side * (hero.height * 0.45 + i * 34);
    const y = hero.y + 6 + (i % 2) * 10 + rng.range(-2, 2);
    out += ellipse(x, y, 6, 3.4, ink, 'opacity=".25"');
  }
  return out;
}

function glow(hero: Placement): string {
  return circle(hero.x, hero.y - hero.height * 0.5, hero.height * 0.75, '#fff2b0', 'opacity=".35"');
}

function sparkles(ctx: SceneContext, hero: Placement, rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const r = hero.height * rng.range(0.55, 0.75);
    out += sparkle(
      hero.x + Math.cos(a) * r,
      hero.y - hero.height * 0.5 + Math.sin(a) * r * 0.8,
      rng.range(7, 12),
      i % 2 ? '#ffe45c' : '#ffffff',
    );
  }
  return out;
}

function blocks(ctx: SceneContext, hero: Placement, ink: string): string {
  // A half-built stack of planks and blocks by the hero, with a hammer on the ground.
  const side = hero.x < ctx.W / 2 ? 1 : -1;
  const x = hero.x + side * (hero.height * 0.5 + 40);
  const y = hero.y + 4;
  const s = Math.max(1, hero.scale * 0.6);
  const colours = ['#ef5b5b', '#5aa4e8', '#ffd54a', '#6cc46a'].map(ctx.pal.toneFront);
  let out = '';
  for (let row = 0; row < 3; row += 1)
    for (let i = 0; i < 3 - row; i += 1)
      out += rect(
        -33 + row * 11 + i * 22,
        -20 - row * 20,
        20,
        20,
        colours[(row + i) % 4]!,
        'rx="2"',
      );
  out += path('M34 -4l22 -4v6l-22 4Z', '#c98a5a') + rect(52, -14, 8, 16, '#8a93a8', 'rx="1.5"');
  return (
    groundShadow(x, y, 60 * s) +
    group(out, `${place(x, y, s)} stroke="${ink}" stroke-width="${f(1.4 / s)}"`)
  );
}

function heart(x: number, y: number, s: number, fill: string): string {
  return path(
    d`M${x} ${y + s * 0.9}C${x - s * 1.4} ${y} ${x - s * 0.8} ${y - s * 1.1} ${x} ${y - s * 0.35}C${x + s * 0.8} ${y - s * 1.1} ${x + s * 1.4} ${y} ${x} ${y + s * 0.9}Z`,
    fill,
  );
}

function hearts(everyone: Placement[], rng: Rng): string {
  const xs = everyone.map((p) => p.x);
  const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
  const top = Math.min(...everyone.map((p) => p.y - p.height));
  let out = heart(mid, top - 24, 18, '#ff6f91');
  out += heart(mid - 36, top - 4, 10, '#ff9fb8') + heart(mid + 34, top - 10, 8, '#ff9fb8');
  return out + (rng.chance(0.5) ? heart(mid + 10, top - 56, 7, '#ffb3c7') : '');
}

function bunting(ctx: SceneContext, rng: Rng, ink: string): string {
  const colours = ['#ef5b5b', '#ffd54a', '#5aa4e8', '#6cc46a', '#ff8fb8'];
  const offset = rng.int(0, colours.length - 1);
  const sag = 40;
  let out = line(d`M0 20Q${ctx.W / 2} ${20 + sag * 2} ${ctx.W} 20`, ink, 1.5);
  const n = 14;
  for (let i = 1; i < n; i += 1) {
    const t = i / n;
    const x = ctx.W * t;
    const y = 20 + 2 * sag * 2 * t * (1 - t);
    out += path(d`M${x - 12} ${y}h24l-12 22Z`, colours[(i + offset) % colours.length]!);
  }
  return group(out, `stroke="${ink}" stroke-width="1"`);
}

function confetti(ctx: SceneContext, rng: Rng): string {
  const colours = ['#ef5b5b', '#ffd54a', '#5aa4e8', '#6cc46a', '#ff8fb8', '#9b6fd6'];
  let out = '';
  for (let i = 0; i < 36 * ctx.detail; i += 1) {
    const x = rng.range(10, ctx.W - 10);
    const y = rng.range(50, ctx.H * 0.75);
    out += rect(
      x,
      y,
      7,
      4,
      rng.pick(colours),
      `transform="rotate(${rng.int(0, 170)} ${f(x)} ${f(y)})"`,
    );
  }
  return out;
}

function snores(hero: Placement, ink: string): string {
  const { x, y } = head(hero);
  let out = '';
  [14, 11, 8].forEach((s, i) => {
    const zx = x + hero.height * 0.3 + i * 18;
    const zy = y - i * 20;
    out += line(d`M${zx} ${zy}h${s}l${-s} ${s}h${s}`, ink, 2.4, 'opacity=".7"');
  });
  return out;
}

function gift(ctx: SceneContext, hero: Placement, ink: string): string {
  const x = hero.x + hero.height * 0.36;
  const y = hero.y - hero.height * 0.28;
  const s = Math.max(0.8, hero.scale * 0.55);
  const box = SMALL.gift?.(ctx.pal.toneFront('#ff8fb8'), ink, false) ?? '';
  return group(box, `${place(x, y, s)} stroke="${ink}" stroke-width="${f(1.4 / s)}"`);
}

function speedLines(p: Placement, ink: string): string {
  const x = p.x - p.height * 0.6;
  const y = p.y - p.height * 0.5;
  return line(
    d`M${x} ${y}h${-40}M${x + 6} ${y + 16}h${-30}M${x} ${y - 16}h${-26}`,
    lighten(ink, 0.8),
    3,
    'opacity=".7"',
  );
}

function ripples(p: Placement): string {
  const w = p.height * 0.5;
  return (
    ellipse(p.x, p.y - 4, w, w * 0.16, 'none', 'stroke="#ffffff" stroke-width="3" opacity=".75"') +
    ellipse(
      p.x,
      p.y - 2,
      w * 1.4,
      w * 0.24,
      'none',
      'stroke="#ffffff" stroke-width="2" opacity=".5"',
    )
  );
}

/** Two speech bubbles without words: the characters are talking together. */
function bubbles(hero: Placement, ink: string): string {
  const { x, y } = head(hero);
  const bx = x + hero.height * 0.42;
  const by = y - 10;
  return group(
    path(
      d`M${bx} ${by}h44a10 10 0 0 1 10 10v14a10 10 0 0 1 -10 10h-30l-12 10l2 -10a10 10 0 0 1 -10 -10v-14a10 10 0 0 1 6 -10Z`,
      '#ffffff',
    ) +
      circle(bx + 12, by + 17, 3, ink, 'stroke="none"') +
      circle(bx + 24, by + 17, 3, ink, 'stroke="none"') +
      circle(bx + 36, by + 17, 3, ink, 'stroke="none"'),
    `stroke="${ink}" stroke-width="1.5"`,
  );
}

/** A thought cloud with a star in it: the hero is dreaming of what is to come. */
function thought(hero: Placement, ink: string): string {
  const { x, y } = head(hero);
  const cx = x + hero.height * 0.5;
  const cy = y - 30;
  return group(
    circle(x + hero.height * 0.2, y - 4, 4, '#ffffff') +
      circle(x + hero.height * 0.3, y - 14, 7, '#ffffff') +
      ellipse(cx, cy, 38, 26, '#ffffff') +
      sparkle(cx, cy, 12, '#ffcc3d'),
    `stroke="${ink}" stroke-width="1.5"`,
  );
}

function meal(ctx: SceneContext, hero: Placement, ink: string): string {
  const side = hero.x < ctx.W / 2 ? 1 : -1;
  const x = hero.x + side * (hero.height * 0.45 + 30);
  const y = hero.y;
  const s = Math.max(1, hero.scale * 0.6);
  const table =
    rect(-40, -34, 80, 8, '#c98a5a', 'rx="3"') +
    rect(-34, -26, 6, 26, '#a9714b') +
    rect(28, -26, 6, 26, '#a9714b') +
    ellipse(-16, -36, 13, 4, '#ffffff') +
    ellipse(16, -36, 13, 4, '#ffffff') +
    circle(-16, -40, 6, '#ef5b5b') +
    path('M10 -40q6 -10 12 0Z', '#ffd54a');
  return (
    groundShadow(x, y, 50 * s) +
    group(table, `${place(x, y, s)} stroke="${ink}" stroke-width="${f(1.4 / s)}"`)
  );
}
