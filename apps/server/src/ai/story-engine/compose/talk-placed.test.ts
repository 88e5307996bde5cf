// Where the team stands is told once in a scene; a line of talk that names it again ("asked
// Pebble in the cave", «sa Mira på haugen») is a tic a listener hears at once. And a
// line of talk that drops a sentence told before keeps no words said on by its speaker.
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../engine.testing';
import { placeById } from '../lexicon/places';
import { finish, openSession, play } from '../story-session';
import type { StoryLanguage } from '../story-types';
import { splitSentences } from '../text';
import { createRng } from '../rng';
import { unplaced, Writer } from './writer';

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'Mira har mistet stekepanna si',
    'en hund og en kanin som løser et mysterium',
    'Ola vil finne skatten på øya',
    'ei ugle som leter etter en skatt',
  ],
  en: [
    'Mira has lost her frying pan',
    'a dog and a rabbit solve a mystery',
    'Ola wants to find the treasure on the island',
    'an owl looking for treasure',
  ],
};

const QUOTE = /["»”]/;

describe('a line of talk does not say where it is said', () => {
  for (const language of ['no', 'en'] as const)
    it(`no place tag after a quotation (${language})`, () => {
      const bad: string[] = [];
      for (let i = 0; i < 120; i += 1) {
        const session = openSession(
          sampleRequest(language, ASKS[language], i, { seedPrefix: 'talk-placed', longEvery: 3 }),
        );
        play(session, [], false);
        const story = finish(session);
        const heres = story.places.map((id) => placeById(id)[language].in);
        for (const p of story.paragraphs) {
          const said = new Set<string>();
          for (const s of splitSentences(p.text)) {
            for (const here of heres)
              if (QUOTE.test(s) && said.has(here) && unplaced(s, here, true) !== s) bad.push(s);
            for (const here of heres) if (s.includes(here)) said.add(here);
          }
        }
      }
      expect(bad.slice(0, 10).join('\n')).toBe('');
    }, 120_000);

  it('keeps the place where someone is or goes', () => {
    expect(
      unplaced('"Hop on," said Ana, and soon they were in the cave.', 'in the cave', true),
    ).toBe('"Hop on," said Ana, and soon they were in the cave.');
    expect(unplaced('«Vi nærmer oss,» sa Mira på haugen.', 'på haugen', true)).toBe(
      '«Vi nærmer oss,» sa Mira.',
    );
    expect(unplaced('"I live in the cave," said Ana.', 'in the cave', true)).toBe(
      '"I live in the cave," said Ana.',
    );
  });
});

describe('words said on belong to their speaker', () => {
  it('drops them with the sentence that names the speaker', () => {
    const w = new Writer(new Set(), createRng('w'));
    expect(w.line('"We are getting closer," said Mira.')).toBe(true);
    expect(w.line('"We are getting closer," said Mira. "I can feel it."', false, true)).toBe(false);
    expect(w.line('"We are getting closer," said Mira. Pebble nodded.', false, true)).toBe(true);
    expect(w.draft()).toBe('"We are getting closer," said Mira. Pebble nodded.');
  });
});
