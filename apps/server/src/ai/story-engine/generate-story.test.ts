import {
  Genre,
  STORY_LENGTH_TOLERANCE,
  ageBand,
  targetWords,
} from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { fleschKincaidGrade, lix } from './readability';
import { BAND_AGES, LANGUAGES, LENGTHS, request, textOf } from './engine.testing';
import { sentenceKey, splitSentences } from './text';
import type { GeneratedStory, StoryRequest } from './story-types';

// A modest sample that still covers every genre, age band, length and language: each genre
// gets every length across the three bands (54 stories). The benchmark tells 400 more.
const matrix: { req: StoryRequest; story: GeneratedStory }[] = [];
for (const language of LANGUAGES)
  Genre.forEach((genre, g) =>
    BAND_AGES.forEach((age, b) => {
      const length = LENGTHS[(g + b) % LENGTHS.length] ?? 'SHORT';
      const req = request({ language, genre, age, length, seed: `matrix-${language}-${g}-${b}` });
      matrix.push({ req, story: generateStory(req) });
    }),
  );

describe('generateStory', () => {
  it('tells the same story for the same request and seed, and another for another seed', () => {
    const req = request({
      language: 'no',
      genre: 'FANTASY',
      age: 8,
      length: 'MEDIUM',
      description: 'en drage som heter Glimt',
    });
    expect(generateStory(req)).toEqual(generateStory(req));
    expect(textOf(generateStory({ ...req, seed: 'other' }))).not.toBe(textOf(generateStory(req)));
  });

  it('lands within the length tolerance for every genre, age band, length and language', () => {
    const off = matrix.filter(({ req, story }) => {
      const target = targetWords(req.age, req.length);
      return Math.abs(story.wordCount - target) > target * STORY_LENGTH_TOLERANCE;
    });
    expect(
      off.map(
        ({ req, story }) =>
          `${req.language} ${req.genre} ${req.age} ${req.length}: ${story.wordCount}`,
      ),
    ).toEqual([]);
  });

  it('counts its own words', () => {
    for (const { story } of matrix.slice(0, 10))
      expect(story.wordCount).toBe(
        textOf(story).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length,
      );
  });

  it('never tells a sentence twice, the declared refrain aside', () => {
    for (const { story } of matrix) {
      const refrain = new Set(splitSentences(story.refrain ?? '').map(sentenceKey));
      const keys = splitSentences(textOf(story))
        .map(sentenceKey)
        .filter((k) => !refrain.has(k));
      const repeated = keys.filter((k, n) => keys.indexOf(k) !== n);
      expect(repeated, story.title).toEqual([]);
    }
  });

  it('repeats a declared refrain three or four times for the youngest, and only for them', () => {
    for (const { req, story } of matrix) {
      if (ageBand(req.age) !== '3-5') {
        expect(story.refrain).toBeUndefined();
        continue;
      }
      expect(story.refrain).toBeTruthy();
      const times = textOf(story).split(story.refrain as string).length - 1;
      expect(times).toBeGreaterThanOrEqual(3);
      expect(times).toBeLessThanOrEqual(4);
    }
  });

  it('keeps readability within each age band', () => {
    const limits = {
      no: { '3-5': 25, '6-8': 25, '9-12': 35 },
      en: { '3-5': 2, '6-8': 4, '9-12': 6 },
    };
    for (const language of LANGUAGES) {
      for (const age of BAND_AGES) {
        const scores = matrix
          .filter(({ req }) => req.language === language && req.age === age)
          .map(({ story }) =>
            language === 'no' ? lix(textOf(story)) : fleschKincaidGrade(textOf(story)),
          );
        const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
        const limit = limits[language][ageBand(age)];
        expect(mean, `${language} age ${age}`).toBeLessThanOrEqual(limit);
        // Single stories may run a little over ("about"), never far.
        expect(Math.max(...scores), `${language} age ${age}`).toBeLessThanOrEqual(
          limit + (language === 'no' ? 3 : 1),
        );
      }
    }
  });

  it('gives every story a title, a pattern, and a picture on the opening and at least every fourth paragraph', () => {
    for (const { story } of matrix) {
      expect(story.title.length).toBeGreaterThan(3);
      expect(story.patternId).toMatch(/^[a-z_]+\.[a-z-]+$/);
      expect(story.paragraphs[0]?.scene).toBeDefined();
      let gap = 0;
      for (const p of story.paragraphs) {
        gap = p.scene ? 0 : gap + 1;
        expect(gap).toBeLessThan(4);
      }
    }
  });

  it('draws the last picture at night, with the hero in it', () => {
    for (const { story } of matrix) {
      const scenes = story.paragraphs.flatMap((p) => (p.scene ? [p.scene] : []));
      const last = scenes[scenes.length - 1];
      expect(['dusk', 'night']).toContain(last?.timeOfDay);
      expect(last?.characters[0]?.role).toBe('hero');
    }
  });
});
