// Picks which paragraphs get a picture (the opening, then key moments about every 2–4
// paragraphs) and fills the illustrator's SceneSpec from the plan at that point.
import type { SceneCharacter, SceneSpec, Weather } from '../../scene-spec';
import { COLOURS } from '../lexicon/colours';
import { placeById } from '../lexicon/places';
import { isIndoor } from '../packs/ground';
import type { Cast, Character } from '../plan/plan-types';
import { castId, castLook } from './caption';
import type { DraftParagraph, SceneHint } from './writer';

/** Indices of the paragraphs that carry a scene. Depends only on earlier paragraphs. */
export function sceneSlots(paragraphs: readonly DraftParagraph[]): Set<number> {
  const slots = new Set<number>();
  let since = 99;
  paragraphs.forEach((p, i) => {
    const last = i === paragraphs.length - 1 && p.hint.expression === 'sleepy';
    if (i === 0 || since >= 4 || (since >= 2 && (p.hint.key || last))) {
      slots.add(i);
      since = 1;
    } else since += 1;
  });
  return slots;
}

function englishColours(ch: Character): string[] {
  return ch.colours.map((c) => COLOURS[c].en);
}

function sceneCharacter(
  cast: Cast,
  ch: Character,
  role: SceneCharacter['role'],
  expression?: SceneHint['expression'],
): SceneCharacter {
  const colours = englishColours(ch);
  // The story's fixed look, so every picture draws this character the same.
  const look = castLook(ch, cast);
  return {
    kind: look.kind,
    id: castId(ch, cast),
    look,
    ...(ch.name ? { name: ch.name } : {}),
    ...(colours.length ? { colours } : {}),
    ...(ch.monsterDescription ? { monsterDescription: ch.monsterDescription } : {}),
    role,
    ...(expression ? { expression } : {}),
  };
}

function weatherOf(hint: SceneHint): Weather {
  const setting = placeById(hint.place).setting;
  if (hint.weather) return hint.weather;
  if (setting === 'snow') return 'snow';
  if (!isIndoor(setting) && (hint.time === 'night' || hint.time === 'dusk')) return 'stars';
  return 'clear';
}

export function sceneFor(hint: SceneHint, cast: Cast): SceneSpec {
  const helper = hint.helper;
  const characters: SceneCharacter[] = [];
  for (const slot of hint.cast) {
    if (slot === 'hero') characters.push(sceneCharacter(cast, cast.hero, 'hero', hint.expression));
    else if (slot === 'friend' && cast.friend)
      characters.push(sceneCharacter(cast, cast.friend, 'friend'));
    else if (slot === 'other' && cast.goal.other)
      characters.push(sceneCharacter(cast, cast.goal.other, 'friend'));
    else if (slot === 'helper' && helper) characters.push(sceneCharacter(cast, helper, 'helper'));
  }
  const palette = [
    ...new Set([
      ...englishColours(cast.hero),
      ...(cast.thing?.colour ? [COLOURS[cast.thing.colour].en] : []),
    ]),
  ];
  return {
    setting: placeById(hint.place).setting,
    timeOfDay: hint.time,
    mood: hint.mood,
    weather: weatherOf(hint),
    characters,
    objects: hint.objects,
    ...(palette.length ? { palette } : {}),
    ...(hint.moment ? { moment: hint.moment } : {}),
    caption: hint.caption,
    ...(hint.alt ? { alt: hint.alt } : {}),
  };
}
