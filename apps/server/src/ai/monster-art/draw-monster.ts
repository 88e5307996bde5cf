// Assembles a monster in its 400×400 frame (centre x = 200, feet on y = 350), back to front:
// wings, tail, legs, arms, horns, body, pattern, belly, face. Used alone as an avatar and
// inside story scenes.

import type { Rng } from '../illustrator/random';
import { ellipse, f, group, path } from '../illustrator/svg';
import { blush, monsterMouth } from './monster-mouth';
import { bodyGeometry, GROUND } from './monster-body';
import { monsterEyes } from './monster-eyes';
import { arms, legs, tail, wings } from './monster-limbs';
import { RAINBOW, monsterPalette } from './monster-palette';
import { clipped, rainbowBands, spots, stripes } from './monster-pattern';
import { MonsterBody, type MonsterSpec } from './monster-spec';
import { hornsAndAntennae, spikes } from './monster-top';

const SIZE_SCALE = { small: 0.8, medium: 0.9, big: 1 } as const;

export interface MonsterDrawing {
  svg: string;
  defs: string;
  /** Soft background colour for avatars. */
  background: string;
}

/** `tone` lets a scene light the monster like everyone else in it (dusk, night, a cosy room). */
export function drawMonster(
  spec: MonsterSpec,
  rng: Rng,
  nextId: () => string,
  tone: (colour: string) => string = (c) => c,
): MonsterDrawing {
  const raw = monsterPalette(spec, rng.fork('colours'));
  const pal = {
    ...raw,
    body: tone(raw.body),
    shade: tone(raw.shade),
    belly: tone(raw.belly),
    horn: tone(raw.horn),
    wing: tone(raw.wing),
    pattern: tone(raw.pattern),
    accent: tone(raw.accent),
  };
  const body = spec.body ?? rng.fork('body').pick(MonsterBody);
  const geo = bodyGeometry(body, spec.legs > 0, spec.fur, rng.fork('shape'));
  const eyes = monsterEyes({
    count: spec.eyes,
    x: geo.face.x,
    y: geo.face.y,
    width: geo.face.width,
    mood: spec.mood,
    iris: pal.iris,
    lid: pal.shade,
    outline: pal.outline,
    rng: rng.fork('eyes'),
  });
  const mouthY = eyes.bottom + (spec.eyes > 0 ? 18 : 0);
  const clipId = nextId();

  let back = '';
  if (spec.wings) back += wings(geo, pal.wing, pal.outline, rng.fork('wings').chance(0.4));
  if (spec.tail) back += tail(geo, pal.body, pal.accent, pal.outline, rng.fork('tail'));
  if (spec.spikes) back += spikes(geo, pal.horn);
  back += hornsAndAntennae(
    spec.horns,
    spec.antennae,
    geo,
    {
      horn: pal.horn,
      stalk: pal.body,
      bobble: pal.accent,
      outline: pal.outline,
    },
    rng.fork('horns'),
  );
  back += legs(spec.legs, geo, pal.body, pal.outline);
  back += arms(
    spec.arms,
    geo,
    pal.body,
    pal.outline,
    spec.mood === 'happy' || spec.mood === 'silly',
  );

  let pattern = '';
  if (pal.rainbow) pattern += rainbowBands(geo, RAINBOW);
  if (spec.stripes) pattern += stripes(geo, pal.pattern);
  if (spec.spots) pattern += spots(geo, pal.pattern, eyes.bottom, rng.fork('spots'));
  pattern += ellipse(
    geo.cx - geo.face.width * 0.42,
    geo.top + 48,
    26,
    15,
    '#ffffff',
    'opacity=".28"',
  );

  // A pattern reads better all over; a belly patch stays only when the child named its colour.
  const showBelly = !(spec.spots || spec.stripes) || spec.colours.belly !== undefined;
  const front =
    path(geo.d, pal.body) +
    clipped(pattern, clipId) +
    (showBelly
      ? ellipse(geo.belly.cx, geo.belly.cy, geo.belly.rx, geo.belly.ry, pal.belly, 'stroke="none"')
      : '') +
    eyes.svg +
    blush(geo.cx, mouthY + 2, Math.min(geo.face.width * 0.5, 78), spec.mood === 'shy') +
    monsterMouth({
      x: geo.cx,
      y: mouthY,
      width: Math.min(64, geo.face.width * 0.45),
      mood: spec.mood,
      teeth: spec.teeth,
      outline: pal.outline,
    });

  const s = SIZE_SCALE[spec.size];
  const shadow = ellipse(200, GROUND + 4, 120 * s, 14 * s, '#1b1433', 'opacity=".18"');
  const monster = group(
    back + front,
    `stroke="${pal.outline}" stroke-width="3" stroke-linejoin="round"`,
  );
  return {
    svg:
      shadow +
      group(
        monster,
        `transform="translate(${f(200 * (1 - s))} ${f(GROUND * (1 - s))}) scale(${s})"`,
      ),
    defs: `<clipPath id="${clipId}"><path d="${geo.d}"/></clipPath>`,
    background: pal.background,
  };
}
