import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../engine.testing';
import { finish, openSession, play } from '../story-session';
import type { StoryLanguage } from '../story-types';
import { splitSentences } from '../text';

// "Grandma Rosa" met on the way is Grandma Rosa, not "a grandma who was tidying up" and then
// "the grandma": wherever a template would put an article before the role, the name stands.

interface Ask {
  text: string;
  name: string;
  /** The role with an article, as it must not be said of them. */
  generic: RegExp;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    {
      text: 'Ola og hunden Max leter etter en skatt og møter Bestemor Rosa',
      name: 'Bestemor Rosa',
      generic: /\b(?:ei bestemor|bestemora)\b/iu,
    },
    {
      text: 'Mia og katten Pus møter onkel Tom i skogen',
      name: 'onkel Tom',
      generic: /\b(?:en onkel|onkelen)\b/iu,
    },
    {
      text: 'Nora og dragen Flamme møter Bestefar Jo på veien til slottet',
      name: 'Bestefar Jo',
      generic: /\b(?:en bestefar|bestefaren)\b/iu,
    },
    {
      text: 'Emil og kaninen Trofast leter etter en nøkkel og møter tante Kari',
      name: 'tante Kari',
      generic: /\b(?:ei tante|tanta)\b/iu,
    },
  ],
  en: [
    {
      text: 'Leo and his dog Max look for a treasure and meet Grandma Rosa',
      name: 'Grandma Rosa',
      generic: /\b(?:a|the) grandma\b/iu,
    },
    {
      text: 'Mia and her cat Pus meet Uncle Tom in the forest',
      name: 'Uncle Tom',
      generic: /\b(?:an|the) uncle\b/iu,
    },
    {
      text: 'Noah and the dragon Flame meet Grandpa Joe on the way to the castle',
      name: 'Grandpa Joe',
      generic: /\b(?:a|the) grandpa\b/iu,
    },
    {
      text: 'Ella and her rabbit Clover look for a key and meet Aunt Kari',
      name: 'Aunt Kari',
      generic: /\b(?:an|the) aunt\b/iu,
    },
  ],
};

describe('a grown-up the family named is met by name', () => {
  for (const language of ['no', 'en'] as const)
    it(`never "a grandma" or "the uncle" for Grandma Rosa or Uncle Tom (${language})`, () => {
      const asks = ASKS[language];
      const bad: string[] = [];
      let met = 0;
      for (let i = 0; i < 160; i += 1) {
        const ask = asks[i % asks.length] as Ask;
        const session = openSession(
          sampleRequest(
            language,
            asks.map((a) => a.text),
            i,
            { seedPrefix: 'named-helper', longEvery: 4 },
          ),
        );
        // Up to the ending: the ending's thank-you lists are its own bank's to name.
        const run = session.run;
        const ending = run.ending.bind(run);
        let endAt = 0;
        run.ending = () => {
          endAt = run.paragraphs.length;
          ending();
        };
        play(session, [], false);
        const text = finish(session)
          .paragraphs.slice(0, endAt)
          .map((p) => p.text)
          .join('\n');
        const helpers = session.run.env.cast.helpers;
        if (!helpers.some((h) => h.name?.toLowerCase() === ask.name.toLowerCase())) continue;
        met += 1;
        for (const s of splitSentences(text)) if (ask.generic.test(s)) bad.push(s);
      }
      expect(met).toBeGreaterThan(80);
      expect(bad.slice(0, 20).join('\n')).toBe('');
    }, 120_000);
});
