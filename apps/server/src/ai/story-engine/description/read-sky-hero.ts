// A thing of the sky the description opens with is the hero ("A little cloud that is afraid of
// raining", «En liten sky som er redd for å regne», "The moon is tired and wants to sleep"):
// told as a cloud or the moon from the first line, never as a girl or a boy, and its want or
// fear is the story's. The word anywhere else stays a thing or a place.
import type { ColourId } from '../lexicon/colours';
import type { ParsedDescription, Token } from './parse-description';

/** The words that open a description about a thing of the sky, and the species it is told as. */
const SKY: Record<string, string> = {
  cloud: 'cloud',
  sky: 'cloud',
  skya: 'cloud',
  skyen: 'cloud',
  moon: 'moon',
  måne: 'moon',
  månen: 'moon',
  star: 'star',
  stjerne: 'star',
  stjerna: 'star',
  stjernen: 'star',
  snowflake: 'snowflake',
  snøfnugg: 'snowflake',
  snøfnugget: 'snowflake',
  raindrop: 'raindrop',
  regndråpe: 'raindrop',
  regndråpen: 'raindrop',
};
/** What may stand before it: "a little", "the old", «en liten». */
const BEFORE = new Set(
  `a an the one once there was upon time en ei et den det lille liten lita lite bitteliten
  little small tiny old sleepy tired young gammel gamle trøtt trøtte søvnig`.split(/\s+/),
);
/** What colour each is drawn: a white cloud, a silver moon, a gold star. */
const COLOUR: Record<string, ColourId> = {
  cloud: 'white',
  moon: 'silver',
  star: 'gold',
  snowflake: 'white',
  raindrop: 'blue',
};
/** Wanting to go and see a place: the place is where the story goes. */
const SEE = new Set(['see', 'visit', 'reach', 'se', 'besøke', 'nå']);
const SMALL = new Set(['little', 'small', 'tiny', 'liten', 'lille', 'lita', 'lite', 'bitteliten']);
const HE = new Set(['he', 'his', 'him', 'han', 'hans', 'ham']);
const SHE = new Set(['she', 'her', 'hun', 'henne', 'hennes']);

export function readSkyHero(tokens: Token[], out: ParsedDescription): void {
  // Someone else is the hero already (a child, an animal, the star who lost her shine).
  if (out.characters.some((c) => !c.aside)) return;
  const lowers = tokens.map((t) => t.lower);
  const at = lowers.findIndex((w) => !BEFORE.has(w));
  const species = at >= 0 && at < 5 ? SKY[lowers[at] as string] : undefined;
  if (!species) return;
  // The word read as a thing or a place is the hero instead.
  out.things = out.things.filter((t) => !(t.id === species || t.id === 'star'));
  if (species === 'moon') out.places = out.places.filter((p) => p !== 'moon');
  const gender = lowers.some((w) => HE.has(w))
    ? 'm'
    : lowers.some((w) => SHE.has(w))
      ? 'f'
      : species === 'moon'
        ? 'm'
        : 'f';
  out.characters.push({
    kind: 'fairy',
    species,
    gender,
    colours: [COLOUR[species] ?? 'white'],
    features: [],
    ...(lowers.slice(0, at).some((w) => SMALL.has(w)) ? { size: 'small' as const } : {}),
  });
  const hero = out.characters.length - 1;
  // A night out under the stars is no story for the moon or a star: it lives up there.
  if (out.outing?.kind === 'camp') delete out.outing;
  // "wants to see the sea", «vil se havet»: the journey there is the want.
  if (!out.reach && out.places[0] && lowers.some((w) => SEE.has(w))) out.reach = out.places[0];
  if (out.fear && out.fear.who < 0) out.fear.who = hero;
  if (out.skill && out.skill.who < 0) out.skill.who = hero;
}
