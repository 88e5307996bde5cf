import { describe, expect, it } from 'vitest';
import {
  CharacterKind,
  SceneMood,
  SceneMoment,
  SceneObject,
  SceneSetting,
  type SceneSpec,
  TimeOfDay,
  Weather,
} from '../scene-spec';
import { parseMonsterDescription } from '../monster-art/parse-monster-description';
import { monsterSeed, renderMonster } from '../monster-art/render-monster';
import { renderScene } from './render-scene';
import { svgProblems } from './svg-check';

const base: SceneSpec = {
  setting: 'forest',
  timeOfDay: 'day',
  mood: 'happy',
  weather: 'clear',
  characters: [
    { kind: 'girl', role: 'hero', colours: ['yellow'] },
    { kind: 'dog', role: 'friend' },
  ],
  objects: ['lantern'],
  caption: 'Ola & the dog find a <lantern>',
};

function check(spec: SceneSpec, seed: string): string {
  const svg = renderScene(spec, { seed });
  expect(svgProblems(svg)).toEqual([]);
  expect(svg.length).toBeLessThan(30_000);
  return svg;
}

describe('renderScene', () => {
  it.each(SceneSetting)('draws %s at every time of day', (setting) => {
    for (const timeOfDay of TimeOfDay)
      check({ ...base, setting, timeOfDay }, `${setting}-${timeOfDay}`);
  });

  it('draws every kind of character, alone and in a crowd', () => {
    for (const kind of CharacterKind)
      check({ ...base, characters: [{ kind, role: 'hero', expression: 'surprised' }] }, kind);
    for (let i = 0; i < CharacterKind.length; i += 5) {
      const characters = CharacterKind.slice(i, i + 5).map((kind, k) => ({
        kind,
        role: k ? ('friend' as const) : ('hero' as const),
      }));
      check({ ...base, setting: 'meadow', characters }, `crowd-${i}`);
    }
  });

  it('draws every object, weather and mood', () => {
    for (let i = 0; i < SceneObject.length; i += 4)
      check({ ...base, objects: SceneObject.slice(i, i + 4) }, `objects-${i}`);
    for (const weather of Weather) check({ ...base, weather }, weather);
    for (const mood of SceneMood) check({ ...base, mood }, mood);
  });

  it('draws every moment, with a crowd and alone, in and out of doors', () => {
    const crowd = CharacterKind.slice(0, 5).map((kind, k) => ({
      kind,
      role: k ? ('friend' as const) : ('hero' as const),
    }));
    for (const moment of SceneMoment) {
      const plain = check({ ...base, moment }, `moment-${moment}`);
      check({ ...base, moment, characters: crowd, setting: 'bedroom' }, `crowd-${moment}`);
      check({ ...base, moment, characters: [] }, `empty-${moment}`);
      if (moment === 'choir' || moment === 'lift-off')
        expect(plain).not.toBe(renderScene(base, { seed: `moment-${moment}` }));
    }
  });

  it('is byte-identical for the same seed and varies with the seed', () => {
    expect(renderScene(base, { seed: 'story-1/p2' })).toBe(
      renderScene(base, { seed: 'story-1/p2' }),
    );
    expect(renderScene(base, { seed: 'story-1/p2' })).not.toBe(
      renderScene(base, { seed: 'story-1/p3' }),
    );
  });

  it('captions the picture for screen readers, escaped', () => {
    expect(check(base, 'c')).toContain('<title>Ola &amp; the dog find a &lt;lantern&gt;</title>');
  });

  it('scales through its viewBox and keeps a landscape shape', () => {
    expect(renderScene(base, { seed: 's' })).toMatch(
      /^<svg [^>]*width="800" height="500" viewBox="0 0 800 500"/,
    );
    expect(renderScene(base, { seed: 's', width: 1024, height: 768 })).toMatch(
      /width="1024" height="768" viewBox="0 0 800 600"/,
    );
  });

  it('draws the profile monster as the monster artist does', () => {
    const monster = {
      kind: 'monster' as const,
      role: 'hero' as const,
      monsterDescription: 'a small green monster with three eyes and wings',
    };
    const svg = check({ ...base, characters: [monster] }, 'm');
    expect(svg.split('data-part="eye"').length - 1).toBe(3);
    expect(svg.split('data-part="wing"').length - 1).toBe(2);
  });

  it('copes with odd input: no cast, a crowd, unknown colour words, a long caption', () => {
    check({ ...base, characters: [], objects: [] }, 'empty');
    const crowd = Array.from({ length: 9 }, (_, i) => ({
      kind: CharacterKind[i * 4] ?? 'cat',
      role: 'friend' as const,
      colours: ['sparkly', 'grønn'],
    }));
    const svg = check(
      {
        ...base,
        characters: crowd,
        objects: [...SceneObject],
        palette: ['golden', 'nonsense'],
        caption: 'x'.repeat(2000),
      },
      'crowd',
    );
    expect(svg).toContain('x'.repeat(2000));
  });

  it('fits a 4:3 picture and a narrow one without breaking', () => {
    for (const [width, height] of [
      [1024, 768],
      [1200, 500],
      [300, 200],
    ] as const) {
      expect(
        svgProblems(renderScene({ ...base, setting: 'sea' }, { seed: 'w', width, height })),
      ).toEqual([]);
    }
  });

  it('draws the profile monster with the same shape as its avatar', () => {
    const description = 'A monster with  three eyes';
    const avatar = renderMonster(parseMonsterDescription(description), {
      seed: monsterSeed(description),
    });
    const body = /<clipPath id="[^"]+"><path d="([^"]+)"/.exec(avatar)?.[1];
    const monster = {
      kind: 'monster' as const,
      role: 'hero' as const,
      monsterDescription: 'a monster with three eyes',
    };
    expect(body).toBeDefined();
    expect(check({ ...base, characters: [monster] }, 'same')).toContain(body);
  });

  it('uses the story’s colour words for characters', () => {
    expect(
      check({ ...base, characters: [{ kind: 'cat', role: 'hero', colours: ['purple'] }] }, 'p'),
    ).toMatch(/#9[0-9a-f]6[0-9a-f]d[0-9a-f]/);
  });
});
