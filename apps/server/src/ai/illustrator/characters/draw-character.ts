// Draws one SceneCharacter in its own frame, choosing its colours from the story's colour words
// or the seed. The profile's monster is drawn by the monster artist, exactly as on its avatar.

import type { SceneCharacter } from '../../scene-spec';
import { drawMonster } from '../../monster-art/draw-monster';
import { parseMonsterDescription } from '../../monster-art/parse-monster-description';
import { randomMonsterSpec } from '../../monster-art/random-monster';
import { monsterSeed } from '../../monster-art/render-monster';
import { colourHex } from '../colour';
import { createRng, type Rng } from '../random';
import type { SceneContext } from '../scene-context';
import { group } from '../svg';
import { KINDS } from './character-kinds';
import { HAIR_COLOURS, SKIN_TONES, type Look } from './look';

export interface CharacterDrawing {
  svg: string;
  height: number;
  habitat?: 'air' | 'water';
}

/** The monster frame is 400 units with feet at y = 350; scaled to about a child's height. */
const MONSTER_SCALE = 0.3;

export function drawCharacter(ch: SceneCharacter, ctx: SceneContext, rng: Rng): CharacterDrawing {
  if (ch.kind === 'monster' || ch.monsterDescription) {
    const spec = ch.monsterDescription
      ? parseMonsterDescription(ch.monsterDescription)
      : randomMonsterSpec(rng.fork('monster'), ch.colours ?? []);
    // Seeded by the description, as the profile avatar is, so it looks like itself.
    const monsterRng = ch.monsterDescription
      ? createRng(`monster/${monsterSeed(ch.monsterDescription)}`)
      : rng.fork('drawing');
    const drawing = drawMonster(spec, monsterRng, ctx.nextId, ctx.pal.toneFront);
    ctx.defs.push(drawing.defs);
    const s = MONSTER_SCALE;
    return {
      svg: group(drawing.svg, `transform="translate(${-200 * s} ${-350 * s}) scale(${s})"`),
      height: 95,
    };
  }
  const info = KINDS[ch.kind] ?? KINDS.child!;
  const words = (ch.colours ?? []).map((w) => colourHex(w)).filter((c): c is string => !!c);
  const tone = ctx.pal.toneFront;
  const look: Look = {
    main: tone(words[0] ?? rng.pick(info.main)),
    second: tone(words[1] ?? rng.pick(info.second)),
    skin: tone(rng.pick(SKIN_TONES)),
    hair: tone(ch.kind === 'grandparent' ? '#dcdce6' : rng.pick(HAIR_COLOURS)),
    ink: ctx.pal.ink,
    expression: ch.expression ?? 'happy',
    rng: rng.fork('look'),
  };
  return { svg: info.draw(look), height: info.height, habitat: info.habitat };
}
