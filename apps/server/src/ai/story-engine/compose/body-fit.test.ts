import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../engine.testing';
import { finish, openSession, play } from '../story-session';
import type { StoryLanguage } from '../story-types';
import { splitSentences } from '../text';
import { enActor } from './ctx-en';
import { noActor } from './ctx-no';

// A cat does not put on her boots, a hedgehog has no pocket, a bird does not write the clue
// down: what a character wears and holds follows its body. Stories with animal heroes, alone
// and in pairs, over every genre and age.

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'en rev og en pirat',
    'Hugo pinnsvinet',
    'en enhjørning',
    'Hesten Dusk',
    'en katt som heter Pus og som er redd for tordenvær',
    'en liten fugl som vil lære å fly',
    'en hund og en kanin som løser et mysterium',
    'ei ugle som leter etter en skatt',
    'en bjørn som vil ha en venn',
    'en fisk som har mistet en perle',
  ],
  en: [
    'a fox and a pirate',
    'Hugo the hedgehog',
    'a unicorn',
    'a horse called Dusk',
    'a shy unicorn called Starlight who is scared of thunder',
    'a little bird who wants to learn to fly',
    'a dog and a rabbit solve a mystery',
    'an owl looking for treasure',
    'a bear who wants a friend',
    'a fish who lost a pearl',
  ],
};

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What only someone in clothes does or has, said of the character named `n`. */
const CLOTHES: Record<StoryLanguage, (n: string) => RegExp> = {
  no: (n) =>
    new RegExp(
      `(?:lua|jakka|skjerfet|buksa|sokkene|støvlene|lissene|ermene|lomma) til ${n}(?![\\p{L}])` +
        `|(?<![\\p{L}])${n}(?![\\p{L}])[^.!?«»]{0,40}(?:tok på seg|tok på støvlene|brettet opp ermene|i lomma)` +
        `|(?<![\\p{L}])${n} hadde [^.!?«»]{0,30}(?:gjørmete støvler|rød lue)`,
      'u',
    ),
  en: (n) =>
    new RegExp(
      `(?<![\\p{L}])${n}'s (?:hat|coat|scarf|boots|sleeves?|socks|laces|pocket|cap)\\b` +
        `|(?<![\\p{L}])${n}(?![\\p{L}])[^.!?"]{0,40}\\b(?:put on|pulling on|putting on|rolled up \\w+ sleeves|(?:his|her|its) pocket|in a pocket)\\b` +
        `|(?<![\\p{L}])${n} had [^.!?"]{0,30}\\b(?:muddy boots|a red cap)\\b`,
      'u',
    ),
};
/** Writing and drawing, which take hands. */
const PEN: Record<StoryLanguage, (n: string) => RegExp> = {
  no: (n) =>
    new RegExp(
      `(?<![\\p{L}])${n}(?![\\p{L}])[^.!?«»,]{0,20}\\b(?:skrev|noterte|krotet|tegnet \\p{L}+ i notatboka)\\b`,
      'u',
    ),
  en: (n) =>
    new RegExp(
      `(?<![\\p{L}])${n}(?![\\p{L}])[^.!?",]{0,20}\\b(?:wrote|jotted|scribbled|drew it|drew the)\\b`,
      'u',
    ),
};

function stories(language: StoryLanguage, count: number) {
  const out: { text: string; cast: { name: string; dressed: boolean; hands: boolean }[] }[] = [];
  for (let i = 0; i < count; i += 1) {
    const session = openSession(
      sampleRequest(language, ASKS[language], i, { seedPrefix: 'body', longEvery: 5 }),
    );
    play(session, [], false);
    const story = finish(session);
    const { hero, friend } = session.run.env.cast;
    const cast = [hero, ...(friend ? [friend] : [])].map((ch) =>
      language === 'no' ? noActor(ch) : enActor(ch),
    );
    out.push({ text: story.paragraphs.map((p) => p.text).join('\n'), cast });
  }
  return out;
}

describe('what a character wears and holds follows its body', () => {
  for (const language of ['no', 'en'] as const)
    it(`no clothes or pencils for animals (${language})`, () => {
      const bad: string[] = [];
      let animals = 0;
      for (const { text, cast } of stories(language, 400)) {
        const bare = cast.filter((a) => !a.dressed);
        if (bare.length) animals += 1;
        const noHands = cast.filter((a) => !a.hands);
        for (const s of splitSentences(text)) {
          for (const a of bare) if (CLOTHES[language](esc(a.name)).test(s)) bad.push(s);
          for (const a of noHands) if (PEN[language](esc(a.name)).test(s)) bad.push(s);
        }
      }
      expect(animals).toBeGreaterThan(250);
      expect(bad.slice(0, 20).join('\n')).toBe('');
    }, 120_000);
});
