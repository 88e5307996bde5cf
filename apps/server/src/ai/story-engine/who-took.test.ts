import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { generateStory } from './generate-story';
import { request, textOf } from './engine.testing';

// "Who took the bun?" is a question about a taking: the story is the mystery of a missing
// thing, solved by finding who had it, whatever words the family uses.

const all = () => true;

const QUESTIONS = {
  en: [
    "Who took the last cinnamon bun from grandma's kitchen? Ada and her dog Biscuit find out",
    'who ate the birthday cake',
    'Somebody wonders who has taken the cookies from the jar',
    'Max and Lily want to know who stole the strawberries',
  ],
  no: [
    'Hvem tok den siste kanelbollen fra kjøkkenet til bestemor? Ada og hunden Kiks finner det ut',
    'hvem har spist bursdagskaka',
    'Mia lurer på hvem som har tatt jordbærkaka',
    'Ole og Sara vil finne ut hvem som stjal jordbærene',
  ],
} as const;

describe('a question about who took something', () => {
  for (const language of ['en', 'no'] as const) {
    it(`is the mystery of a missing thing (${language})`, () => {
      for (const text of QUESTIONS[language]) {
        expect(parseDescription(text, all).mystery, text).toBe('missing');
        for (const seed of ['a', 'b', 'c']) {
          const story = generateStory(
            request({ language, age: 8, genre: 'MYSTERY', description: text, seed }),
          );
          const body = textOf(story);
          // The taking is told, and the one who took it is found.
          expect(body, `${text} / ${seed}`).toMatch(
            language === 'en'
              ? /\b(taken|gone|missing|nowhere to be seen)\b/i
              : /\b(tatt|borte|forsvunnet)\b/i,
          );
          expect(body, `${text} / ${seed}`).toMatch(
            language === 'en' ? /\bIt was\b/ : /\bDet var\b/,
          );
        }
      }
    });
  }

  it('leaves a taking that is not a question alone', () => {
    expect(parseDescription('Ada took the bus to the sea', all).mystery).toBeUndefined();
    expect(parseDescription('Ola tok bussen til sjøen', all).mystery).toBeUndefined();
  });
});
