// To see a sight is to seek it ("vil se nordlyset", "wants to see a rainbow", "drar på fjellet
// for å se nordlyset"): the story searches for it where the family said, and ends with it seen;
// the northern lights only once it is dark.
import { describe, expect, it } from 'vitest';
import { generateStory } from '../generate-story';
import { request } from '../engine.testing';
import { parseDescription } from './parse-description';

describe('a sight the family wants to see', () => {
  it.each([
    ['Ella vil se nordlyset', 'northern-lights', undefined],
    ['Ella og pappa drar på fjellet for å se nordlyset', 'northern-lights', 'mountain'],
    ['Max wants to see the northern lights', 'northern-lights', undefined],
  ])('%s is sought', (text, find, at) => {
    const parsed = parseDescription(text, () => true);
    expect(parsed.find).toBe(find);
    expect(parsed.findMode).toBe('seek');
    expect(parsed.findAt).toBe(at);
  });

  it.each([
    ['Ella vil se en regnbue', 'regnbue'],
    ['Oskar wants to see a rainbow', 'rainbow'],
  ])('%s is sought in the family’s own word', (text, word) => {
    const parsed = parseDescription(text, () => true);
    expect(parsed.findWord).toBe(word);
    expect(parsed.findMode).toBe('seek');
  });

  it.each([
    ['no', 'Ella og pappa drar på fjellet for å se nordlyset', /nordlys/i, /mørk/],
    ['en', 'Max and Grandpa climb the hill to see the northern lights', /northern lights/i, /dark/],
  ] as const)(
    '%s: the story ends with the sight seen, after dark',
    (language, text, sight, dark) => {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        for (const length of ['SHORT', 'LONG'] as const) {
          const story = generateStory(request({ language, description: text, seed, length }));
          const paragraphs = story.paragraphs.map((p) => p.text);
          const seen = paragraphs.findLastIndex((p) => sight.test(p) && dark.test(p));
          expect(seen, paragraphs.join('\n')).toBeGreaterThan(paragraphs.length / 2);
        }
      }
    },
  );
});
