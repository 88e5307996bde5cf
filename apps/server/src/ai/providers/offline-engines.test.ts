import { afterEach, describe, expect, it } from 'vitest';
import { isSafeName } from '../../safety-gate/index.js';
import type { SceneSpec } from '../scene-spec.js';
import { inProcessEngines, workerEngines, type OfflineEngines } from './offline-engines.js';
import type { StoryTextInput } from './story-text-input.js';

let engines: OfflineEngines | undefined;
afterEach(() => engines?.close());

const INPUT: StoryTextInput = {
  request: {
    language: 'no',
    age: 5,
    genre: 'ANIMALS',
    length: 'SHORT',
    description: 'Hitler og Ola finner en katt',
    seed: 'worker-test',
  },
  taken: [],
};

const SCENE: SceneSpec = {
  setting: 'meadow',
  timeOfDay: 'morning',
  mood: 'happy',
  weather: 'clear',
  characters: [{ kind: 'cat', role: 'hero' }],
  objects: ['flower'],
  caption: 'A cat in a meadow',
};

describe('the offline engines in a worker thread', () => {
  it('tell the same story and draw the same picture as on the calling thread', async () => {
    engines = workerEngines(1);
    const local = inProcessEngines(isSafeName);
    const [story, expected] = [await engines.storyPart(INPUT), await local.storyPart(INPUT)];
    expect(story).toEqual(expected);
    expect(JSON.stringify(story)).not.toContain('Hitler');
    const picture = await engines.picture({ kind: 'scene', scene: SCENE, seed: 's' });
    expect(picture).toBe(await local.picture({ kind: 'scene', scene: SCENE, seed: 's' }));
    expect(picture).toMatch(/^<svg[\s>]/);
  }, 30_000);

  it('reject a call that fails in the worker with the engine named', async () => {
    engines = workerEngines(1);
    const bad = { ...INPUT, taken: [{ id: 'no-such-choice', label: 'x' }] };
    const interactive = { ...bad, request: { ...bad.request, interactive: true } };
    await expect(engines.storyPart(interactive)).rejects.toThrow(/offline story engine failed/);
  }, 30_000);
});
