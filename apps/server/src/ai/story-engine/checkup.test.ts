// A dreaded check-up is the plot: the worry said kindly at home, what happens there told in
// child terms, the way there, the waiting room, the room with the chair and a kind doctor or
// dentist, the brave step won with the plan made at home, and pride at the end — never a
// generic fear of "new things", and never a needle or pain.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants, thirdsOf } from './engine.testing';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

const ASKS: Record<
  StoryLanguage,
  { description: string; name: string; at: 'dentist' | 'doctor'; carer?: RegExp }[]
> = {
  en: [
    { description: "Sam is scared of the doctor's check-up", name: 'Sam', at: 'doctor' },
    {
      description: 'Mia is nervous about going to the dentist with Grandma',
      name: 'Mia',
      at: 'dentist',
      carer: /\bGrandma\b/,
    },
    { description: 'Leo is afraid of the dentist', name: 'Leo', at: 'dentist' },
  ],
  no: [
    { description: 'Nora gruer seg til å gå til tannlegen', name: 'Nora', at: 'dentist' },
    {
      description: 'Emil er redd for legen og skal dit med pappa',
      name: 'Emil',
      at: 'doctor',
      carer: /\bpappa\b/,
    },
    { description: 'Ida er nervøs for tannlegetimen', name: 'Ida', at: 'dentist' },
  ],
};

const WORDS: Record<
  StoryLanguage,
  {
    clinic: Record<'dentist' | 'doctor', RegExp>;
    explained: Record<'dentist' | 'doctor', RegExp>;
    okay: RegExp;
    waiting: RegExp;
    proud: RegExp;
    generic: RegExp;
    scary: RegExp;
  }
> = {
  en: {
    clinic: { dentist: /\bdentist\b/, doctor: /\bdoctor\b/ },
    explained: {
      dentist: /\b(counts your teeth|mirror|count|counted)\b/i,
      doctor: /\b(heart|stethoscope|ears|thump)\b/i,
    },
    okay: /\b(all right to feel|It's all right)\b/,
    waiting: /\bwaiting room\b/,
    proud: /\b(proud|All done|sticker)\b/,
    generic: /\bnew things\b/,
    scary: /\b(needle|injection|jab|blood|hurt|hurts|pain|painful|drill)\b/,
  },
  no: {
    clinic: { dentist: /\btannlegen\b/, doctor: /\blegen\b/ },
    explained: {
      dentist: /\b(teller|speil|talt|talte)\b/i,
      doctor: /\b(hjertet|stetoskopet|ørene|dunk)\b/i,
    },
    okay: /\blov å være\b/,
    waiting: /\bventerommet\b/,
    proud: /\b(stolt|Ferdig|klistremerke)\b/,
    generic: /\bnye ting\b/,
    scary: /\b(sprøyte|sprøyta|stikk|blod|vondt|smerte|bor(et|en)?)\b/,
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 5;

describe('check-up stories', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads a dreaded visit to the doctor or the dentist (${language})`, () => {
      for (const a of ASKS[language]) {
        const parsed = parseDescription(a.description, () => true);
        expect(parsed.checkup?.at, a.description).toBe(a.at);
      }
    });

    it(`tells the visit kindly, from the worry to the waiting room, the chair and the pride (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'checkup' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, session, story, body } = told;
        const where = `${told.where}\n${body}`;
        const { cast } = session.run.env;
        expect(cast.goal.variant, where).toBe('checkup');
        expect(body, where).toContain(a.name);
        expect(body, where).toMatch(w.clinic[a.at]);
        expect(body, where).toMatch(w.okay);
        expect(body, where).not.toMatch(w.generic);
        expect(body, where).not.toMatch(w.scary);
        if (a.carer) expect(body, where).toMatch(a.carer);
        // The waiting room comes before the room with the chair, which is the last place.
        const last = story.places.at(-1);
        expect(last, where).toBe(a.at === 'dentist' ? 'dentist-room' : 'doctor-room');
        expect(story.places.at(-2), where).toBe('waiting-room');
        const [, , end] = thirdsOf(story) as [string, string, string];
        expect(end, where).toMatch(w.proud);
        expect(end, where).toMatch(w.explained[a.at]);
        expect(
          scanText(body, language, [{ name: a.name, gender: cast.hero.gender }]),
          where,
        ).toEqual([]);
      }
    });
  }
});
