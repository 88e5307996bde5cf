import { describe, expect, it } from 'vitest';
import { toSceneSpec } from './scene-hint.js';

describe('toSceneSpec', () => {
  it('keeps what fits and fills the rest with defaults', () => {
    const scene = toSceneSpec(
      {
        setting: 'Forest',
        timeOfDay: 'midnight',
        characters: [{ kind: 'troll', name: 'Tor', role: 'hero' }, { kind: 'spaceship' }],
        objects: ['lantern', 'laser'],
      },
      'Tor walks in the woods.',
    );
    expect(scene).toEqual({
      setting: 'forest',
      timeOfDay: 'day',
      mood: 'happy',
      weather: 'clear',
      characters: [{ kind: 'troll', name: 'Tor', role: 'hero' }],
      objects: ['lantern'],
      caption: 'Tor walks in the woods.',
    });
  });

  it('gives no scene for a hint that is not an object', () => {
    expect(toSceneSpec(undefined, 'x')).toBeUndefined();
    expect(toSceneSpec('forest', 'x')).toBeUndefined();
    expect(toSceneSpec([], 'x')).toBeUndefined();
  });
});
