// Reads a thing of the sky as the one the story is about when it is the one who lost its gift:
// "a little star who lost her shine", «en liten stjerne som har mistet glansen sin». The word
// alone is a thing (a star to wish on, to reach); only here is it a character, the hero, drawn
// as the nearest kind the illustrator knows and told in its own words.
import type { CharacterKind } from '../../scene-spec';
import type { ParsedDescription, Token } from './parse-description';

/** Things that are the hero when they lost their gift, and how they are drawn and told. */
const WAKES: Record<string, { draw: CharacterKind; species: string; colour: 'gold' }> = {
  star: { draw: 'fairy', species: 'star', colour: 'gold' },
};
const HE = new Set(['he', 'his', 'him', 'han', 'hans', 'ham']);
const SMALL = new Set(['little', 'small', 'tiny', 'liten', 'lille', 'lita', 'bitteliten', 'bitte']);

export function readLostHero(tokens: Token[], out: ParsedDescription): void {
  const skill = out.skill;
  if (!skill?.lost) return;
  const told = out.characters.filter((c) => !c.aside);
  // Nobody else is named, or only a name the family gave it ("a star called Stella").
  const named = told.length === 1 && !told[0]?.kind ? told[0] : undefined;
  if (told.length > 0 && !named) return;
  if (skill.who >= 0 && out.characters[skill.who] !== named) return;
  const at = out.things.findIndex((t) => WAKES[t.id]);
  const thing = out.things[at];
  const wakes = thing && WAKES[thing.id];
  if (!thing || !wakes) return;
  const lowers = tokens.map((t) => t.lower);
  const gender = lowers.some((w) => HE.has(w)) ? 'm' : 'f';
  const small = lowers.some((w) => SMALL.has(w));
  out.things.splice(at, 1);
  const hero = named ?? { colours: [], features: [] };
  Object.assign(hero, {
    kind: wakes.draw,
    species: wakes.species,
    gender: named?.gender ?? gender,
    colours: thing.colour ? [thing.colour] : [wakes.colour],
    ...(small ? { size: 'small' as const } : {}),
  });
  if (!named) out.characters.push(hero);
  skill.who = out.characters.indexOf(hero);
}
