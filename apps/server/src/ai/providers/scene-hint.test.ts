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

  it("keeps the engine's looks, moment and alt text, and draws a species as the nearest animal", () => {
    const look = {
      kind: 'grandparent',
      age: 'old',
      gender: 'm',
      size: 'medium',
      main: '#6fa8dc',
      second: '#34477a',
      skin: '#f6c9a3',
      hair: '#dcdce6',
      hairStyle: 'short',
      clothes: 'trousers',
      accessories: ['glasses', 'cane', 'beard'],
    };
    const scene = toSceneSpec(
      {
        setting: 'beach',
        weather: 'thunder',
        moment: 'Choir',
        characters: [
          { kind: 'grandparent', id: 'friend', name: 'Jakob', role: 'friend', look },
          { kind: 'hamster', role: 'helper', look: { kind: 'cat', main: 'red' } },
        ],
        caption: 'Jakob sings in the choir.',
        alt: 'Jakob synger i koret.',
      },
      'x',
    );
    expect(scene).toMatchObject({
      weather: 'thunder',
      moment: 'choir',
      alt: 'Jakob synger i koret.',
      characters: [
        { kind: 'grandparent', id: 'friend', look },
        // A malformed look is dropped; the illustrator derives one from the character.
        { kind: 'mouse', role: 'helper', look: undefined },
      ],
    });
  });

  it('gives no scene for a hint that is not an object', () => {
    expect(toSceneSpec(undefined, 'x')).toBeUndefined();
    expect(toSceneSpec('forest', 'x')).toBeUndefined();
    expect(toSceneSpec([], 'x')).toBeUndefined();
  });
});
