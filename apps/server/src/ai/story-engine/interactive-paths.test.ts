import { STORY_LENGTH_TOLERANCE, targetWords } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { StoryChoiceError } from './story-session.js';
import { Genre } from '@monstory/contracts/story-shape';
import { BAND_AGES, LANGUAGES, request } from './engine.testing.js';
import type { StoryParagraph, StoryRequest } from './story-types.js';
import type { MarkupChoice } from '../providers/story-markup.js';
import { offlineStoryPart, type OfflineStoryPart } from '../providers/offline-story-parts.js';

// Interactive stories as the offline text model tells them: each call retells the story from its
// seed and the choices taken so far and answers the part after the last choice.

interface Step {
  taken: MarkupChoice[];
  part: OfflineStoryPart;
}

const partAfter = (req: StoryRequest, taken: MarkupChoice[]): OfflineStoryPart =>
  offlineStoryPart({ request: { ...req, interactive: true }, taken }, undefined);

/** Every path through an interactive story, as the parts told along it. */
function allPaths(req: StoryRequest): Step[][] {
  const out: Step[][] = [];
  const walk = (steps: Step[]): void => {
    const last = steps[steps.length - 1] as Step;
    if (last.part.choices.length === 0) {
      out.push(steps);
      return;
    }
    for (const choice of last.part.choices) {
      const taken = [...last.taken, choice];
      walk([...steps, { taken, part: partAfter(req, taken) }]);
    }
  };
  walk([{ taken: [], part: partAfter(req, []) }]);
  return out;
}

const paragraphsOf = (steps: Step[]): StoryParagraph[] => steps.flatMap((s) => s.part.paragraphs);
const wordsIn = (paragraphs: StoryParagraph[]): number =>
  paragraphs.reduce((sum, p) => sum + p.text.split(/\s+/).filter(Boolean).length, 0);

describe('interactive stories from the offline engine', () => {
  it('offers two or three real choices, and every path ends well, in time and differently', () => {
    for (const req of [
      request({ language: 'en', age: 4, genre: 'ANIMALS', seed: 'i4' }),
      request({ language: 'no', age: 7, genre: 'SPACE', length: 'MEDIUM', seed: 'i7' }),
      request({
        language: 'en',
        age: 11,
        genre: 'FANTASY',
        seed: 'i11',
        description: 'a dragon called Ember who wants to fly',
      }),
    ]) {
      const paths = allPaths(req);
      expect(paths.length).toBeGreaterThanOrEqual(2);
      for (const steps of paths) {
        for (const step of steps.slice(0, -1)) {
          expect(step.part.choices.length).toBeGreaterThanOrEqual(2);
          expect(step.part.choices.length).toBeLessThanOrEqual(3);
          expect(new Set(step.part.choices.map((c) => c.label)).size).toBe(
            step.part.choices.length,
          );
        }
        expect(steps[0]?.part.title).toBeTruthy();
        expect(steps.slice(1).every((s) => s.part.title === undefined)).toBe(true);
        const paragraphs = paragraphsOf(steps);
        const target = targetWords(req.age, req.length);
        expect(Math.abs(wordsIn(paragraphs) - target)).toBeLessThanOrEqual(
          target * STORY_LENGTH_TOLERANCE,
        );
        const scenes = paragraphs.flatMap((p) => (p.scene ? [p.scene] : []));
        expect(['dusk', 'night']).toContain(scenes[scenes.length - 1]?.timeOfDay);
      }
      const endings = new Set(
        paths.map((steps) =>
          paragraphsOf(steps)
            .map((p) => p.text)
            .join('\n'),
        ),
      );
      expect(endings.size).toBe(paths.length);
    }
  });

  it('retells the earlier parts word for word, so the parts shown add up to the finished story', () => {
    const req = request({
      language: 'no',
      age: 10,
      genre: 'MYSTERY',
      length: 'MEDIUM',
      seed: 'flat',
    });
    const first = partAfter(req, []);
    const second = partAfter(req, [first.choices[1] as MarkupChoice]);
    const taken = [first.choices[1] as MarkupChoice, second.choices[0] as MarkupChoice];
    const third = partAfter(req, taken);
    expect(third.choices).toEqual([]);

    const shown = [...first.paragraphs, ...second.paragraphs, ...third.paragraphs];
    const again = [
      ...partAfter(req, []).paragraphs,
      ...partAfter(req, taken.slice(0, 1)).paragraphs,
      ...partAfter(req, taken).paragraphs,
    ];
    expect(again).toEqual(shown);
  });

  it('offers at least two choices at every turn, whatever the genre, age and seed', () => {
    const single: string[] = [];
    for (const language of LANGUAGES)
      for (const age of BAND_AGES)
        for (const genre of Genre)
          for (let n = 0; n < 12; n++) {
            const req = request({ language, age, genre, seed: `turns-${n}` });
            let taken: MarkupChoice[] = [];
            for (let part = partAfter(req, taken); part.choices.length > 0;) {
              if (part.choices.length < 2) single.push(`${language} ${age} ${genre} turns-${n}`);
              taken = [...taken, part.choices[0] as MarkupChoice];
              part = partAfter(req, taken);
            }
          }
    expect(single).toEqual([]);
  }, 120_000);

  it('names a route by where it goes and whom it meets there, never as a search (en)', () => {
    for (const age of BAND_AGES)
      for (const genre of Genre)
        for (let n = 0; n < 4; n++) {
          const req = request({ language: 'en', age, genre, seed: `route-${n}` });
          for (const { label } of partAfter(req, []).choices) {
            expect(label).toMatch(/^Go \S.*?(?: to meet (?:an? \w+ \w+|[A-Z]\S* the \w+))?$/u);
            expect(label).not.toMatch(/\blook for\b|\bthe the\b/i);
          }
        }
  });

  it('refuses a choice that was not offered', () => {
    const req = request({ age: 8, seed: 'bad' });
    expect(() => partAfter(req, [{ id: 'nowhere-nobody', label: 'Nowhere' }])).toThrow(
      StoryChoiceError,
    );
  });
});
