// Draws one SceneCharacter in its own frame, as the story's fixed look for it says (never
// re-rolled per picture). The profile's monster is drawn by the monster artist, exactly as on its avatar.

import type { SceneCharacter } from '../../scene-spec';
import { drawMonster } from '../../monster-art/draw-monster';
import { parseMonsterDescription } from '../../monster-art/parse-monster-description';
import { randomMonsterSpec } from '../../monster-art/random-monster';
import { monsterSeed } from '../../monster-art/render-monster';
import type { Accessory } from '../../scene-spec';
import { createRng } from '../random';
import type { SceneContext } from '../scene-context';
import { circle, d, ellipse, f, group, line, path } from '../svg';
import { drawableKind, KINDS } from './character-kinds';
import { lookOf } from './character-look';
import { HAIR_COLOURS, SKIN_TONES, type Look } from './look';

export interface CharacterDrawing {
  svg: string;
  height: number;
  habitat?: 'air' | 'water';
}

/** The monster frame is 400 units with feet at y = 350; scaled to about a child's height. */
const MONSTER_SCALE = 0.3;

export function drawCharacter(ch: SceneCharacter, ctx: SceneContext): CharacterDrawing {
  if (ch.kind === 'monster' || ch.monsterDescription) {
    // A story's own monster is seeded by who it is, not by the picture, so it stays itself.
    const self = createRng(
      `monster-look/${ch.id ?? ''}/${ch.name ?? ''}/${(ch.colours ?? []).join()}`,
    );
    const spec = ch.monsterDescription
      ? parseMonsterDescription(ch.monsterDescription)
      : randomMonsterSpec(self.fork('monster'), ch.colours ?? []);
    // Seeded by the description, as the profile avatar is, so it looks like itself.
    const monsterRng = ch.monsterDescription
      ? createRng(`monster/${monsterSeed(ch.monsterDescription)}`)
      : self.fork('drawing');
    const drawing = drawMonster(spec, monsterRng, ctx.nextId, ctx.pal.toneFront);
    ctx.defs.push(drawing.defs);
    const s = MONSTER_SCALE;
    return {
      svg: group(drawing.svg, `transform="translate(${-200 * s} ${-350 * s}) scale(${s})"`),
      height: 95,
    };
  }
  const fixed = lookOf(ch);
  const info = KINDS[fixed.kind] ?? KINDS[drawableKind(fixed.kind)] ?? KINDS.bear!;
  const tone = ctx.pal.toneFront;
  const look: Look = {
    main: tone(fixed.main),
    second: tone(fixed.second),
    skin: tone(fixed.skin ?? SKIN_TONES[1]!),
    hair: tone(fixed.hair ?? HAIR_COLOURS[0]!),
    ink: ctx.pal.ink,
    expression: ch.expression ?? 'happy',
    // Seeded by the look, not the picture: every small detail repeats in every picture.
    rng: createRng(`figure/${JSON.stringify(fixed)}`),
    age: fixed.age,
    ...(fixed.gender ? { gender: fixed.gender } : {}),
    ...(fixed.hairStyle ? { hairStyle: fixed.hairStyle } : {}),
    ...(fixed.clothes ? { clothes: fixed.clothes } : {}),
    accessories: fixed.accessories,
    ...(fixed.eyes ? { eyes: fixed.eyes } : {}),
  };
  const size = fixed.size === 'small' ? 0.82 : fixed.size === 'big' ? 1.18 : 1;
  const figure = extras(info.draw(look), look, info.height, info.human === true);
  return {
    svg: size === 1 ? figure : group(figure, `transform="scale(${size})"`),
    height: info.height * size,
    ...(info.habitat ? { habitat: info.habitat } : {}),
  };
}

/** Wings, horns and feelers a description gives an animal, on any figure. */
function extras(figure: string, look: Look, height: number, human: boolean): string {
  const has = (a: Accessory) => look.accessories.includes(a);
  let back = '';
  let front = '';
  const top = -height * 0.97;
  if (has('wings') && !human)
    back += group(
      ellipse(
        -height * 0.3,
        -height * 0.55,
        height * 0.26,
        height * 0.14,
        '#eaf6ff',
        'transform="rotate(-30 ' + f(-height * 0.3) + ' ' + f(-height * 0.55) + ')"',
      ) +
        ellipse(
          height * 0.3,
          -height * 0.55,
          height * 0.26,
          height * 0.14,
          '#eaf6ff',
          'transform="rotate(30 ' + f(height * 0.3) + ' ' + f(-height * 0.55) + ')"',
        ),
      `stroke="${look.ink}" stroke-width="1" opacity=".9"`,
    );
  if (has('horns'))
    front += path(
      d`M-10 ${top + 8}l-4 -14l10 8ZM10 ${top + 8}l4 -14l-10 8Z`,
      '#fff3d6',
      `stroke="${look.ink}" stroke-width="1" stroke-linejoin="round"`,
    );
  if (has('antennae'))
    front +=
      line(d`M-6 ${top + 6}q-6 -14 -12 -18M6 ${top + 6}q6 -14 12 -18`, look.ink, 1.6) +
      circle(-18, top - 12, 3.5, look.second) +
      circle(18, top - 12, 3.5, look.second);
  return back + figure + front;
}
