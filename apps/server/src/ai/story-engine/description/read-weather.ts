// Reads the weather the family set the story in ("a wet puppy in the rain", «en stormfull
// natt», "on a foggy morning", «det snør»): the story opens in it, and it clears on the way.
// A weather that is feared ("afraid of thunderstorms") is the fear's, told by the fear's steps.
import type { ParsedDescription, Token } from './parse-description';

export type SaidWeather = 'rain' | 'snow' | 'wind' | 'fog' | 'thunder';

const WORDS: Record<SaidWeather, RegExp> = {
  rain: /^(rain|raining|rained|rains|rainy|rainstorm|drizzle|drizzling|downpour|regn|regnet|regner|regna|regnvær|regnværet|regnværsdag|regnværsdagen|regnskyll|regnskyllet|pøsregn|pøsregner|duskregn)$/,
  snow: /^(snowing|snowed|snowy|snowfall|snowflakes|snowstorm|blizzard|snør|snødde|snøvær|snøværet|snøfall|snøfallet|snøfnugg|snøstorm|snøstormen|snøføyke)$/,
  wind: /^(windy|wind|gale|blustery|blåser|blåste|blåsevær|blåseværet|vind|vinden|vindfull|kuling|kulingen)$/,
  fog: /^(fog|foggy|mist|misty|tåke|tåka|tåken|tåkete|tåkedag|skodde|skodda)$/,
  thunder:
    /^(storm|stormy|storms|thunder|thunderstorm|lightning|uvær|uværet|stormen|stormfull|stormfulle|torden|tordenvær|tordenværet|lyn)$/,
};
/** The fears that are a weather: the fear tells it. */
const WEATHER_FEARS = new Set(['thunder']);

/** Kept awake or frightened by it: "can't sleep", «får ikke sove», "scared". */
const SLEEPLESS = /^(sleep|sove|sovne|scared|frightened|afraid|redd|skremt|skvetten)$/;

const isWeather = (word: string) => Object.values(WORDS).some((re) => re.test(word));

export function readWeather(tokens: Token[], out: ParsedDescription): void {
  if (out.fear && WEATHER_FEARS.has(out.fear.id)) return;
  // «en regnværsdag» is when the story happens, not a thing in it to be told.
  if (out.unknown) {
    out.unknown = out.unknown.filter((u) => !isWeather(u.word.toLowerCase()));
    if (!out.unknown.length) delete out.unknown;
  }
  for (const t of tokens) {
    // A capital inside a sentence is a name: the horse called Storm, «hesten Vind».
    if (!t.sentenceStart && t.raw[0] !== t.raw[0]?.toLowerCase()) continue;
    const said = (Object.keys(WORDS) as SaidWeather[]).find((w) => WORDS[w].test(t.lower));
    if (!said) continue;
    // A name of its own ("Storm the horse") was read as a character already.
    if (out.characters.some((c) => c.name?.toLowerCase() === t.lower)) continue;
    out.weather = said;
    // Kept awake by the storm: the storm is what is feared.
    if (said === 'thunder' && !out.fear && tokens.some((w) => SLEEPLESS.test(w.lower)))
      out.fear = { id: 'thunder', who: 0 };
    return;
  }
}
