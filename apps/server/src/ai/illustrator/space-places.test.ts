// A comet, an asteroid, a ringed planet and a space station are drawn as themselves: the scene's
// object says which, the setting draws its ground or deck, and the same thing is not drawn again
// in the sky above it.
import { describe, expect, it } from 'vitest';
import type { SceneObject, SceneSetting, SceneSpec, TimeOfDay } from '../scene-spec';
import { renderScene } from './render-scene';
import { svgProblems } from './svg-check';

const PLACES: [SceneObject, SceneSetting, string][] = [
  ['comet', 'moon', '#dcecf8'],
  ['asteroid', 'moon', '#a39282'],
  ['ringed-planet', 'moon', '#e8a25a'],
  ['space-station', 'space', '#aeb4c6'],
];

const spec = (setting: SceneSetting, objects: SceneObject[], timeOfDay: TimeOfDay): SceneSpec => ({
  setting,
  timeOfDay,
  mood: 'curious',
  weather: 'stars',
  characters: [
    { kind: 'astronaut', role: 'hero' },
    { kind: 'alien', role: 'helper' },
  ],
  objects,
  caption: 'out in space',
});

describe('a place out in space', () => {
  for (const [object, setting, ground] of PLACES)
    it(`draws ${object} as the place itself`, () => {
      for (const time of ['morning', 'dusk', 'night'] as const)
        for (let seed = 0; seed < 4; seed++) {
          const svg = renderScene(spec(setting, [object, 'star', 'rocket'], time), {
            seed: `${object}-${time}-${seed}`,
          });
          expect(svgProblems(svg)).toEqual([]);
          expect(svg).toContain(ground);
          // The moon's own grey dust and small blue Earth are not drawn under it.
          expect(svg).not.toContain('#c9c7d6');
        }
    });

  it('still draws the plain moon without one', () => {
    const svg = renderScene(spec('moon', ['star', 'rocket'], 'night'), { seed: 'moon' });
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toContain('#c9c7d6');
  });

  it('draws a comet, an asteroid, rings and a station in the sky of another place', () => {
    const plain = renderScene(spec('space', ['rocket'], 'night'), { seed: 'sky' });
    for (const object of ['comet', 'asteroid', 'ringed-planet'] as const) {
      const svg = renderScene(spec('space', [object, 'rocket'], 'night'), { seed: 'sky' });
      expect(svgProblems(svg)).toEqual([]);
      expect(svg.length).toBeGreaterThan(plain.length);
    }
    const meadow = renderScene(spec('meadow', ['space-station'], 'night'), { seed: 'sky' });
    expect(svgProblems(meadow)).toEqual([]);
  });
});
