import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { BAND_AGES, cycledRequest, LANGUAGES, textOf } from './engine.testing';
import { PLACES } from './lexicon/places';
import { splitSentences } from './text';

// Everyday places a family names (the supermarket, the bakery, the ice rink) are visited as
// themselves: the story goes there, and the place's own word is heard there more than once.
const EVERYDAY = PLACES.filter(
  (p) => p.onlyNamed && !p.proper && !p.ownRoute && !['space', 'moon'].includes(p.setting),
);

function ask(language: 'no' | 'en', i: number, place: (typeof EVERYDAY)[number]): string {
  const no = place.no.to;
  const en = place.en.to;
  const asks = {
    no: [
      `Mia og Ola går ${no}`,
      `Reven Rufus vil dra ${no} i dag`,
      `Ella drømmer om å komme ${no}`,
    ],
    en: [
      `Mia and Leo go ${en}`,
      `Rufus the fox wants to go ${en} today`,
      `Ella dreams of going ${en}`,
    ],
  };
  return asks[language][i % 3] as string;
}

describe('everyday places a family names', () => {
  for (const language of LANGUAGES)
    it(`are visited as themselves (${language})`, () => {
      const misses: string[] = [];
      let i = 0;
      for (const place of EVERYDAY)
        for (const age of [...BAND_AGES, ...BAND_AGES, ...BAND_AGES]) {
          i += 1;
          const description = ask(language, i, place);
          const story = generateStory(
            cycledRequest({ language, age, description }, i, 'named-place'),
          );
          const noun = language === 'no' ? place.no.noun : null;
          const forms =
            language === 'no' && noun ? [noun.sg, noun.def] : [place.en.the.replace(/^the /, '')];
          const said = splitSentences(textOf(story).toLowerCase()).filter((s) =>
            forms.some((f) =>
              new RegExp(`(?<![\\p{L}])${f.toLowerCase()}(?![\\p{L}])`, 'u').test(s),
            ),
          );
          if (said.length < 2) misses.push(`${description} (${age}): ${said.length}`);
          // Nobody asks the way there once they have come: no ask stands in or after the first
          // paragraph that opens at the place.
          const at = (language === 'no' ? place.no.in : place.en.in).toLowerCase();
          const paragraphs = story.paragraphs.map((p) => p.text.toLowerCase());
          const arrived = paragraphs.findIndex((p) => p.startsWith(at) || p.includes(`. ${at},`));
          const asks = paragraphs.findLastIndex((p) =>
            /(?:which way is it|show us the way|tell us the way|hvilken vei er det|vise oss veien)/.test(
              p,
            ),
          );
          // A place behind them is remembered, not longed for.
          const name = language === 'no' ? place.no.noun.def : place.en.the;
          const longing = new RegExp(
            `(?:soon|one day|not long now|snart|en dag|ikke lenge nå), ${name}`,
          );
          if (arrived >= 0 && paragraphs.slice(arrived + 1).some((p) => longing.test(p)))
            misses.push(`${description} (${age}): longs for it after arriving`);
          if (arrived >= 0 && asks >= arrived)
            misses.push(`${description} (${age}): asks the way after arriving`);
        }
      expect(misses).toEqual([]);
    });
});
