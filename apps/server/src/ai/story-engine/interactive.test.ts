import { STORY_LENGTH_TOLERANCE, targetWords } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import {
  continueInteractive,
  flattenInteractive,
  startInteractive,
  StoryChoiceError,
} from './interactive';
import { request, textOf } from './test-helpers';
import type { InteractiveState, InteractiveStep, StoryRequest } from './story-types';

/** Every path through an interactive story, as the list of steps taken along it. */
function allPaths(req: StoryRequest): InteractiveStep[][] {
  const out: InteractiveStep[][] = [];
  const walk = (steps: InteractiveStep[]): void => {
    const last = steps[steps.length - 1] as InteractiveStep;
    if (last.choices.length === 0) {
      out.push(steps);
      return;
    }
    for (const choice of last.choices) walk([...steps, continueInteractive(last.state, choice.id)]);
  };
  walk([startInteractive(req)]);
  return out;
}

describe('interactive stories', () => {
  it('offers two or three real choices, and every path ends well and in time', () => {
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
          expect(step.choices.length).toBeGreaterThanOrEqual(2);
          expect(step.choices.length).toBeLessThanOrEqual(3);
          expect(new Set(step.choices.map((c) => c.label)).size).toBe(step.choices.length);
        }
        const end = steps[steps.length - 1] as InteractiveStep;
        expect(end.story).toBeDefined();
        const story = end.story as NonNullable<InteractiveStep['story']>;
        const target = targetWords(req.age, req.length);
        expect(Math.abs(story.wordCount - target)).toBeLessThanOrEqual(
          target * STORY_LENGTH_TOLERANCE,
        );
        const scenes = story.paragraphs.flatMap((p) => (p.scene ? [p.scene] : []));
        expect(['dusk', 'night']).toContain(scenes[scenes.length - 1]?.timeOfDay);
      }
      const endings = new Set(
        paths.map((steps) =>
          textOf(steps[steps.length - 1]?.story as NonNullable<InteractiveStep['story']>),
        ),
      );
      expect(endings.size).toBe(paths.length);
    }
  });

  it('flattens a finished path into the story its parts tell, and keeps the parts it already showed', () => {
    const req = request({
      language: 'no',
      age: 10,
      genre: 'MYSTERY',
      length: 'MEDIUM',
      seed: 'flat',
    });
    const first = startInteractive(req);
    const second = continueInteractive(first.state, first.choices[1]?.id as string);
    const third = continueInteractive(second.state, second.choices[0]?.id as string);
    const story = flattenInteractive(third.state);
    expect([...first.part, ...second.part, ...third.part]).toEqual(story.paragraphs);
    expect(third.story).toEqual(story);
  });

  it('keeps its state as plain JSON between requests', () => {
    const first = startInteractive(request({ age: 8, seed: 'json' }));
    const state = JSON.parse(JSON.stringify(first.state)) as InteractiveState;
    const id = first.choices[0]?.id as string;
    expect(continueInteractive(state, id)).toEqual(continueInteractive(first.state, id));
  });

  it('refuses a choice that was not offered, and flattening an unfinished story', () => {
    const first = startInteractive(request({ age: 8, seed: 'bad' }));
    expect(() => continueInteractive(first.state, 'nowhere-nobody')).toThrow(StoryChoiceError);
    expect(() => flattenInteractive(first.state)).toThrow();
  });
});
