// A fear the family names is carried, whether the lexicon knows it or not: said early, met at a
// place where it fits, and overcome at the end. Falling and loud noises are met where one climbs
// or where it is loud; a fear it cannot name is told in the family's own words ("redd for å
// hoppe fra stupebrettet", "scared of the big slide"), never as "new things". Held over
// generated stories: many seeds, every genre, ages 3–12, both languages.
import { describe, expect, it } from 'vitest';
import { sampleRequest } from './engine.testing';
import { fearKind, fearWords } from './lexicon/goals-lexicon';
import { settingOf } from './plan/story-plan';
import { fearFits } from './plan/want-rules';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

/** A description, the fear it names, and words that show the fear is there where it is met. */
type Ask = [description: string, fear: string, met: RegExp];
const ASKS: Record<StoryLanguage, Ask[]> = {
  no: [
    ['Ida er redd for å falle', 'falling', /fall|gled|skled|glatt|snublet/i],
    ['Reven Rufus er redd for høye lyder', 'noise', /smalt|smell|bråk|bang|krasj|dunk/i],
    ['Mia er redd for å hoppe fra stupebrettet', 'said', /å hoppe fra stupebrettet/],
    ['Ola er redd for støvsugeren', 'said', /støvsugeren/],
    // (The dentist is a check-up story of its own: checkup.test.ts.)
    ['Kaninen Lise tør ikke å gå over hengebrua', 'said', /å gå over hengebrua/],
  ],
  en: [
    ['Ivy is scared of falling', 'falling', /fall|slipp|slid|slip|tripped/i],
    ['a bear called Bo who is afraid of loud noises', 'noise', /bang|noise|crash|thud/i],
    ['Sam is scared of the big slide', 'said', /the big slide/],
    ['Leo is afraid of the vacuum cleaner', 'said', /the vacuum cleaner/],
    ['a rabbit called Pip who is afraid of the car wash', 'said', /the car wash/],
  ],
};
/** How the end tells the fear overcome. */
const OVERCOME: Record<StoryLanguage, RegExp> = {
  no: /redd|redsel|modig|skummel|farlig/i,
  en: /scared|afraid|fear|brave|scary/i,
};

function tell(language: StoryLanguage, i: number) {
  const request = sampleRequest(
    language,
    ASKS[language].map((a) => a[0]),
    i,
    {
      seedPrefix: 'fear-said',
      longEvery: 4,
    },
  );
  const [, fear, met] = ASKS[language][i % ASKS[language].length] as Ask;
  const session = openSession(request);
  play(session, [], false);
  finish(session);
  return { request, fear, met, session };
}

describe('a fear the family names is carried', () => {
  for (const language of ['no', 'en'] as const)
    it(`is said early, met where it fits and overcome at the end (${language})`, () => {
      const faults: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const { request, fear, met, session } = tell(language, i);
        const { cast, plan } = session.run.env;
        const where = `${request.description} [${request.genre} ${request.age} ${request.length}]`;
        const goal = cast.goal;
        if (goal.kind !== 'fear' || fearKind(goal.fear) !== fear) {
          faults.push(`${where}: goal ${goal.kind} ${goal.fear}`);
          continue;
        }
        const of = fearWords(goal.fear, language)?.of ?? '';
        const paragraphs = session.run.paragraphs.map((p) => ({
          place: p.hint.place,
          text: p.lines.map((l) => l.text).join(' '),
        }));
        const opening = paragraphs
          .slice(0, 4)
          .map((p) => p.text)
          .join(' ');
        if (!opening.includes(of)) faults.push(`${where}: «${of}» not said early`);
        const tries = plan.obstacles.filter((o) => o.kind === 'try');
        if (!tries.length) faults.push(`${where}: never faced`);
        for (const o of tries)
          if (!fearFits(goal, settingOf(o.place))) faults.push(`${where}: faced at ${o.place}`);
        const faced = tries.some((o) =>
          met.test(
            paragraphs
              .filter((p) => p.place === o.place)
              .map((p) => p.text)
              .join(' '),
          ),
        );
        if (!faced) faults.push(`${where}: not met where it is faced`);
        const end = paragraphs
          .slice(-Math.ceil(paragraphs.length / 3))
          .map((p) => p.text)
          .join(' ');
        if (!OVERCOME[language].test(end)) faults.push(`${where}: not overcome at the end`);
        const all = paragraphs.map((p) => p.text).join(' ');
        if (/nye ting|new things/.test(all)) faults.push(`${where}: told as new things`);
      }
      expect(faults).toEqual([]);
    }, 120_000);
});
