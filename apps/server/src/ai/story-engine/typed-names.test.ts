// A name is read from where it stands, not only from a list: "owen and his dog rex" names Owen
// and Rex, «tiril og hunden bamse» Tiril; an ordinary word opening a sentence names nobody.
import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

const NAMED: Record<StoryLanguage, [string, string[]][]> = {
  en: [
    ['owen and his dog rex go to the park', ['Owen', 'Rex']],
    ['rowan finds a shell on the beach', ['Rowan']],
    ['the dog rex goes to the forest', ['Rex']],
    ['ivy and owen build a den', ['Ivy', 'Owen']],
    ['Owen and the cat Ivy look for a key', ['Owen', 'Ivy']],
    ['A boy named Jude wants to fly', ['Jude']],
  ],
  no: [
    ['tiril og hunden rex går på tur', ['Tiril', 'Rex']],
    ['ask og tiril bygger en hytte', ['Ask', 'Tiril']],
    ['hunden rex går til stranda', ['Rex']],
    ['owen vil lære å svømme', ['Owen']],
    ['Nils og katten Ask leter etter en nøkkel', ['Nils', 'Ask']],
    ['Gutten heter Hugo og er redd for mørket', ['Hugo']],
  ],
};
const NOBODY: Record<StoryLanguage, [string, string][]> = {
  en: [
    ['everyone loves the little cat', 'Everyone'],
    ['summer is here and the dog barks', 'Summer'],
    ['the bird sang and the cat slept', 'Sang'],
  ],
  no: [
    ['alle elsker den lille katten', 'Alle'],
    ['sommer er fint og hunden bjeffer', 'Sommer'],
    ['katten sov og hunden løp', 'Sov'],
  ],
};

describe('names the family typed', () => {
  for (const language of ['no', 'en'] as const) {
    it(`are the story's people, in lower case and off any list (${language})`, () => {
      const faults: string[] = [];
      NAMED[language].forEach(([description, names], k) => {
        for (let seed = 0; seed < 8; seed += 1) {
          const { session, body } = tellWant(
            language,
            description,
            [4, 7, 10][seed % 3] as number,
            seed + k * 50,
            Genre,
            'typed-names',
          );
          const cast = session.run.env.cast;
          const people = [
            cast.hero,
            cast.friend,
            cast.goal.other,
            cast.goal.recipient,
            ...cast.helpers,
          ].map((c) => c?.name);
          for (const name of names) {
            if (!people.includes(name)) faults.push(`${description} #${seed}: ${name} not cast`);
            if (!body.includes(name)) faults.push(`${description} #${seed}: ${name} not told`);
          }
        }
      });
      expect(faults).toEqual([]);
    });
    it(`are never an ordinary word opening a sentence (${language})`, () => {
      const faults: string[] = [];
      NOBODY[language].forEach(([description, word], k) => {
        for (let seed = 0; seed < 8; seed += 1) {
          const { session } = tellWant(
            language,
            description,
            [4, 7, 10][seed % 3] as number,
            seed + k * 50,
            Genre,
            'typed-nobody',
          );
          const cast = session.run.env.cast;
          const people = [cast.hero, cast.friend, ...cast.helpers].map((c) => c?.name);
          if (people.includes(word)) faults.push(`${description} #${seed}: ${word} cast`);
        }
      });
      expect(faults).toEqual([]);
    });
  }
});
