import { describe, expect, it } from 'vitest';
import { request } from './engine.testing';
import { placeById } from './lexicon/places';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

// A story that stays at home, at school or at the dentist's keeps its rooms as rooms: nobody
// looks back along the path in the waiting room, sits on a stone in the kitchen or meets
// someone counting clouds in the bedroom. What is seen out of a window may still be told, and
// "quick as the wind" is a likeness, not weather.

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'Nora gruer seg til å gå til tannlegen',
    'Emil er redd for legen og skal dit med pappa',
    'Jonas begynner på skolen i morgen',
    'Emil har bursdag og skal ha bursdagsfest',
    'Jonas får en ny lillebror og føler seg utenfor',
    'Mia skal legge seg og sove hjemme',
    'Tiril er redd for lyder om natta',
  ],
  en: [
    'Nora is scared of going to the dentist',
    "Sam is scared of the doctor's check-up",
    'Sam starts school tomorrow',
    'Lea is having a birthday party with cake and balloons',
    'Leo has a new baby brother and feels left out',
    'Mia goes to bed at home',
    'Rowan is scared of creaks and sounds at bedtime',
  ],
};

/** Rooms under a roof; a house keeps its yard, so only its floor is asked about. */
const ROOMS = new Set(['bedroom', 'kitchen', 'school', 'clinic', 'library']);

const UNDERFOOT: Record<StoryLanguage, RegExp> = {
  en: /\b(path|paths|trail|hills?|the ground|kicked a (small )?stone|(sat|sitting) (down )?on a (cold )?stone)\b/i,
  no: /(?<!\p{L})(sti|stien|stiene|bakken|sparket i en (liten )?stein|satte seg på en (kald )?stein)(?!\p{L})/iu,
};
const OPEN_AIR: Record<StoryLanguage, RegExp> = {
  en: /\b(sky|clouds?|grass|meadow|breeze|wind|puddles?|stream|brook|trees?|bush|bushes)\b/i,
  no: /(?<!\p{L})(himmelen|skyer|skyene|gresset|gress|enga|bris|vind|vinden|sølepytt|bekken|trær|trærne|treet|busk|busken)(?!\p{L})/iu,
};
/** Out of the window, under the roof, in a picture or a book, or only a likeness. */
const FROM_INSIDE: Record<StoryLanguage, RegExp> = {
  en: /\b(windows?|outside|curtains?|chimney|roof|drawing|picture|book)\b|\b(as|like) (an? |the )?(\w+ )?(wind|cloud|tree|stone)\b/i,
  no: /(?<!\p{L})(vindu\p{L}*|ute|utenfor|gardin\p{L}*|pipa|taket|tegning\p{L}*|bilde\p{L}*|boka?)(?!\p{L})|\bsom (en |ei |et )?(\p{L}+ )?(vinden|sky|tre|stein)(?!\p{L})/iu,
};

const sentences = (text: string) => text.split(/(?<=[.!?…])\s+/);

describe('a story told indoors', () => {
  for (const language of ['no', 'en'] as const)
    it(`keeps paths, stones, sky and wind out of its rooms (${language})`, () => {
      const bad: string[] = [];
      let rooms = 0;
      let n = 0;
      for (const description of ASKS[language])
        for (const length of ['SHORT', 'MEDIUM', 'LONG'] as const)
          for (const age of [4, 7, 10])
            for (const seed of ['a', 'b']) {
              n += 1;
              const session = openSession(
                request({
                  language,
                  description,
                  length,
                  age,
                  genre: (['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME'] as const)[n % 4],
                  seed: `indoor-${seed}-${n}`,
                }),
              );
              play(session, [], false);
              finish(session);
              for (const p of session.run.paragraphs) {
                const setting = placeById(p.hint.place).setting;
                const room = ROOMS.has(setting);
                if (!room && setting !== 'house') continue;
                if (room) rooms += 1;
                for (const line of p.lines) {
                  if (line.refrain) continue;
                  for (const s of sentences(line.text)) {
                    if (FROM_INSIDE[language].test(s)) continue;
                    if (UNDERFOOT[language].test(s) || (room && OPEN_AIR[language].test(s)))
                      bad.push(`[${setting}] ${s}  (${description}, ${length}, ${age})`);
                  }
                }
              }
            }
      expect(rooms).toBeGreaterThan(300);
      expect(bad.join('\n')).toBe('');
    });
});
