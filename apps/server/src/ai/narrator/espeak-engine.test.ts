import { beforeAll, describe, expect, it } from 'vitest';
import { loadEspeakEngine, type SpeechEngine } from './espeak-engine.js';

// The engine itself, in this thread: what the worker relies on.
let engine: SpeechEngine;
beforeAll(async () => {
  engine = await loadEspeakEngine();
});

const settings = { voice: 'nb', variant: 'f3', pitch: 50, range: 50 } as const;

describe('espeak-ng engine', () => {
  it('reports word positions in code points of the text it was given', () => {
    const text = 'Hei på deg, Åse!';
    const { samples, marks } = engine.speak(text, settings, 145);
    expect(samples.length).toBeGreaterThan(22050 / 2);
    const words = marks.map(
      (m) =>
        [...text]
          .slice(m.position - 1)
          .join('')
          .split(/\W/u)[0],
    );
    expect(marks.map((m) => m.position)).toEqual([1, 5, 8, 13]);
    expect(words[0]).toBe('Hei');
    for (let i = 1; i < marks.length; i += 1) {
      expect(marks[i]?.ms).toBeGreaterThan(marks[i - 1]?.ms ?? 0);
    }
  });

  it('fails clearly for a voice espeak-ng does not have', () => {
    expect(() => engine.speak('Hei', { ...settings, voice: 'xx' as 'nb' }, 145)).toThrow(
      'espeak-ng has no voice "xx+f3"',
    );
    // And the engine still works afterwards.
    expect(engine.speak('Hei', settings, 145).samples.length).toBeGreaterThan(0);
  });
});
