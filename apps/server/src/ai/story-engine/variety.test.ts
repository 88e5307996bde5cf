import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request, textOf } from './test-helpers';
import { sentenceKey, splitSentences } from './text';
import type { StoryRequest } from './story-types';

// Two children who type the same idea should not get the same story. Twenty stories from one
// request (only the seed differs): the share of their sentences that turn up in another of the
// twenty, the declared refrain left out. The benchmark measures the same over fifty stories.
function sharedShare(req: StoryRequest, count = 20): number {
  const sets = Array.from({ length: count }, (_, n) => {
    const story = generateStory({ ...req, seed: `variety-${n}` });
    const keys = new Set(splitSentences(textOf(story)).map(sentenceKey));
    for (const line of splitSentences(story.refrain ?? '')) keys.delete(sentenceKey(line));
    return keys;
  });
  const seen = new Map<string, number>();
  for (const keys of sets) for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  for (const keys of sets)
    for (const k of keys) {
      total += 1;
      if ((seen.get(k) ?? 0) > 1) shared += 1;
    }
  return shared / total;
}

const CASES: StoryRequest[] = [
  request({
    language: 'no',
    age: 4,
    genre: 'BEDTIME',
    length: 'SHORT',
    description: 'Ola og dragen hans Flamme som er redd for mørket',
  }),
  request({
    language: 'no',
    age: 7,
    genre: 'ADVENTURE',
    length: 'MEDIUM',
    description: 'prinsesse Mia finner en hemmelig dør i slottet',
  }),
  request({ language: 'no', age: 10, genre: 'MYSTERY', length: 'MEDIUM', description: '' }),
  request({
    language: 'en',
    age: 4,
    genre: 'FANTASY',
    length: 'SHORT',
    description: 'a small green monster with three eyes who wants to fly',
  }),
  request({
    language: 'en',
    age: 7,
    genre: 'SPACE',
    length: 'MEDIUM',
    description: 'two best friends build a rocket to the moon',
  }),
  request({ language: 'en', age: 10, genre: 'MYSTERY', length: 'MEDIUM', description: '' }),
];

describe('variety across stories from the same request', () => {
  it('keeps most sentences of a story its own, in both languages and every age band', () => {
    const shares = CASES.map((req) => ({
      req: `${req.language} ${req.age} ${req.genre}`,
      share: sharedShare(req),
    }));
    // At the time of writing these run 0.12–0.20; the bound leaves room for new content.
    for (const { req, share } of shares) expect(share, req).toBeLessThan(0.3);
    const mean = shares.reduce((sum, s) => sum + s.share, 0) / shares.length;
    expect(mean).toBeLessThan(0.22);
  });
});
