import { describe, expect, it } from 'vitest';
import { finish, openSession, play } from './story-session';
import { placeById } from './lexicon/places';
import { isBare } from './packs/ground';
import type { StoryLanguage } from './story-types';
import { request } from './engine.testing';

// What happens at a place fits its ground, for the whole paragraph and not only the sentence
// that names it: on the moon nobody looks under a bush, wears a leaf crown or meets a frog.
// ("Slept like a log" is sleep, not wood.)

const ASKS: Record<StoryLanguage, string[]> = {
  en: ['', 'Leo and his dog Biscuit find a treasure map on the beach', 'a robot who lost his key'],
  no: [
    '',
    'Leo og hunden Kiks finner et skattekart på stranda',
    'en robot som mistet nøkkelen sin',
  ],
};
const GREEN: Record<StoryLanguage, RegExp> = {
  en: /\b(grass|roots?|moss|mossy|bush|bushes|leaf|leaves|fern|(?<!like a )logs?|frog|stump|heather|butterfly|ladybird)\b/i,
  no: /\b(gress|gresset|røtter|rot|mose|busk|busken|blad|løv|bregne|stokk|frosk|stubbe|lyng|sommerfugl|marihøne)\b/i,
};

describe('a paragraph on bare ground', () => {
  for (const language of ['en', 'no'] as const)
    it(`has nothing green in it out in space (${language})`, () => {
      const bad: string[] = [];
      let bare = 0;
      for (let n = 0; n < 36; n++) {
        const session = openSession(
          request({
            language,
            description: ASKS[language][n % 3]!,
            genre: 'SPACE',
            length: n % 2 ? 'LONG' : 'MEDIUM',
            age: 4 + (n % 3) * 3,
            seed: `bare${n}`,
          }),
        );
        play(session, [], false);
        finish(session);
        for (const p of session.run.paragraphs) {
          const setting = placeById(p.hint.place).setting;
          if (setting !== 'space' && setting !== 'moon') continue;
          bare += 1;
          for (const line of p.lines) if (GREEN[language].test(line.text)) bad.push(line.text);
        }
      }
      expect(bare).toBeGreaterThan(50);
      expect(isBare('moon')).toBe(true);
      expect(bad.join('\n')).toBe('');
    });
});

// Out on the waves or on board there is no path, no dust and nothing growing: a fox on a log
// in the middle of the sea, or "the path on board the ship", was the forest carried out there.
const SEA_ASKS: Record<StoryLanguage, string[]> = {
  en: [
    'a pirate girl called Kim sails the sea to find a lost pearl',
    'Ola the otter lost his shiny button somewhere on the sea',
    'a whale who is scared of storms',
  ],
  no: [
    'ei piratjente som heter Kim seiler på havet for å finne ei borte perle',
    'Oteren Ola mistet den blanke knappen sin ute på havet',
    'en hval som er redd for storm',
  ],
};
const LAND: Record<StoryLanguage, RegExp> = {
  en: /\b(grass|roots?|moss|mossy|bush|bushes|leaf|leaves|fern|(?<!like a )logs?|stump|heather|dust|hollow tree|path|trees?)\b/i,
  no: /\b(gress|gresset|røtter|rot|mose|busk|busken|blad|løv|bregne|stokk|stubbe|lyng|støvet|hult tre|stien|trær|treet)\b/i,
};

describe('a paragraph afloat', () => {
  for (const language of ['en', 'no'] as const)
    it(`has no land in it at sea or on board (${language})`, () => {
      const bad: string[] = [];
      let afloat = 0;
      for (let n = 0; n < 36; n++) {
        const session = openSession(
          request({
            language,
            description: SEA_ASKS[language][n % 3]!,
            genre: n % 2 ? 'ADVENTURE' : 'ANIMALS',
            length: n % 2 ? 'LONG' : 'MEDIUM',
            age: 4 + (n % 3) * 3,
            seed: `sea${n}`,
          }),
        );
        play(session, [], false);
        finish(session);
        for (const p of session.run.paragraphs) {
          const setting = placeById(p.hint.place).setting;
          if (setting !== 'sea' && setting !== 'ship') continue;
          afloat += 1;
          for (const line of p.lines) if (LAND[language].test(line.text)) bad.push(line.text);
        }
      }
      expect(afloat).toBeGreaterThan(20);
      expect(bad.join('\n')).toBe('');
    });
});
