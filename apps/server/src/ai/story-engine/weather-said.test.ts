// The weather the family set the story in ("a wet puppy in the rain", «en stormfull natt», "on a
// foggy morning") is where the story opens: told in the first paragraph instead of a sunny
// morning, never a thing «regnværsdagen» that is told as mattering, and clearing at most once,
// after it was told. A storm that is the fear is met by the fear's steps and never cleared
// before them. Held on generated stories: phrasings × both languages × ages × lengths × seeds.
import { describe, expect, it } from 'vitest';
import { BAND_AGES, LENGTHS, request, textOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { generateStory } from './generate-story';
import type { StoryLanguage } from './story-types';
import type { Genre } from '@monstory/contracts/story-shape';

type Said = 'rain' | 'snow' | 'wind' | 'fog' | 'thunder';

const ASKS: Record<StoryLanguage, [string, Said][]> = {
  en: [
    ['Hannah finds a wet puppy in the rain and wants to find its owner', 'rain'],
    ['On a foggy morning, Finn and his dog Rex look for a lost ball', 'fog'],
    ['It is a windy day and Mia wants to fly her kite', 'wind'],
    ['Leo and Grandpa build a sledge on a snowy day', 'snow'],
    ['A rabbit called Pip gets lost in a rainstorm', 'rain'],
  ],
  no: [
    ['Julie finner en våt valp i regnet og vil finne eieren', 'rain'],
    ['Det er tåke, og Oskar og hunden Rex leter etter en ball', 'fog'],
    ['Det blåser, og Mia vil fly med dragen sin', 'wind'],
    ['Emma og bestemor baker kake en regnværsdag', 'rain'],
    ['Det snør, og Liam vil bygge en akebrett', 'snow'],
  ],
};

const TOLD: Record<StoryLanguage, Record<Said, RegExp>> = {
  en: {
    rain: /\brain/i,
    snow: /\bsnow/i,
    wind: /\bwind/i,
    fog: /\bfog/i,
    thunder: /\b(storm|thunder)/i,
  },
  no: {
    rain: /\bregn/i,
    snow: /\b(snø|snødde)/i,
    wind: /\b(blåste|vind)/i,
    fog: /\btåke/i,
    thunder: /\b(storm|torden)/i,
  },
};
const SUNNY: Record<StoryLanguage, RegExp> = {
  en: /\b(sun came up|sun rose|sunny)\b/i,
  no: /\b(sola sto opp|steg sola|solfylt)\b/i,
};
const CLEARS: Record<StoryLanguage, RegExp> = {
  en: /\b(rain stopped|rain eased|rain had stopped|snow stopped|wind dropped|wind stopped|wind blew itself out|fog lifted|fog thinned|storm went away|storm rumbled away|storm grumbled off)\b/i,
  no: /\b(sluttet det å regne|regnet seg|regnet hadde stilnet|sluttet det å snø|stilnet vinden|løyet vinden|blåste vinden seg ut|lettet tåka|ble tåka tynnere|stormen sin vei|rumlet stormen bort|buldret stormen)\b/i,
};
const GENRES: Genre[] = ['ADVENTURE', 'ANIMALS', 'FRIENDSHIP', 'BEDTIME', 'FUNNY'];

describe('the weather the family set the story in', () => {
  for (const language of ['en', 'no'] as const)
    it(`opens the story and clears at most once (${language})`, () => {
      let n = 0;
      for (const [i, [description, said]] of ASKS[language].entries()) {
        expect(parseDescription(description, () => true).weather, description).toBe(said);
        for (const age of BAND_AGES)
          for (const length of LENGTHS) {
            const story = generateStory(
              request({
                language,
                description,
                age,
                length,
                genre: GENRES[(i + age) % GENRES.length] as Genre,
                seed: `weather-${i}-${age}-${length}`,
              }),
            );
            const [first = ''] = story.paragraphs.map((p) => p.text);
            const text = textOf(story);
            // Only its own clearing counts: a gust met on the way is a weather of the way.
            const cleared = (text.match(new RegExp(CLEARS[language], 'gi')) ?? []).filter((m) =>
              TOLD[language][said].test(m),
            );
            const label = `${description} ${age} ${length}\n${first}\n${cleared.join(' | ')}`;
            expect(first, label).toMatch(TOLD[language][said]);
            expect(first, label).not.toMatch(SUNNY[language]);
            expect(cleared.length, label).toBeLessThanOrEqual(1);
            expect(text, label).not.toMatch(
              /regnværsdag(en)? (bli|ble) viktig|tenkte på regnværsdagen/i,
            );
            n += 1;
          }
      }
      expect(n).toBe(45);
    });

  it('leaves a feared storm to the fear: never cleared before the thunder is met', () => {
    for (const [language, description] of [
      ['no', 'Det er storm ute og Lars kan ikke sove'],
      ['en', 'There is a big storm outside and Sam cannot sleep'],
    ] as const)
      for (const age of BAND_AGES) {
        const text = textOf(
          generateStory(
            request({
              language,
              description,
              age,
              genre: 'BEDTIME',
              length: 'MEDIUM',
              seed: `storm-${age}`,
            }),
          ),
        );
        expect(text, text).toMatch(TOLD[language].thunder);
        expect(text, text).not.toMatch(CLEARS[language]);
      }
  });

  it('is not a weather when it is a name or the fear itself', () => {
    expect(parseDescription('Hesten Storm vil vinne et løp', () => true).weather).toBeUndefined();
    expect(
      parseDescription('Isaac is afraid of thunderstorms', () => true).weather,
    ).toBeUndefined();
  });
});
