import { afterAll, describe, expect, it } from 'vitest';
import { loadEspeakEngine } from './espeak-engine.js';
import { loadMp3Encoder } from './mp3-encoder.js';
import { readMp3Info } from './mp3-frames.js';
import { narrateText } from './narrate-text.js';
import { createNarrator } from './narrator.js';
import { ESPEAK_RATE_SCALE, findEngineVoice } from './narrator-voices.js';
import type { WordTiming } from './word-timings.js';

const narrator = createNarrator({ workers: 1 });
afterAll(() => narrator.close());

const TEXT =
  '«Hei, Åse!» ropte Bjørn. Klokka var 7, og trollene spiste blåbær.\n\nDagen etter kom Øystein.';

// The worker thread only carries the narration: what the API gets back is what the same narration
// gives on the calling thread. espeak-ng's voicing has a little noise of its own (two runs on one
// thread differ in their samples and by a millisecond in a word's timing), so the audio is held
// to its length and size and the timings to a few milliseconds.
describe('the narrator worker', { timeout: 60_000 }, () => {
  it('narrates exactly as the narration does on the calling thread', async () => {
    const voice = findEngineVoice('nb+f3');
    if (!voice) throw new Error('nb+f3 is a published voice');
    const [engine, encoder] = await Promise.all([loadEspeakEngine(), loadMp3Encoder()]);
    const here = narrateText(engine, encoder, {
      text: TEXT,
      language: 'no',
      espeak: voice.espeak,
      wordsPerMinute: 120,
      rateScale: ESPEAK_RATE_SCALE[voice.espeak.voice],
    });
    const there = await narrator.synthesize({
      text: TEXT,
      language: 'no',
      voice: 'nb+f3',
      rate: 120,
    });
    expect(Buffer.isBuffer(there.audio)).toBe(true);
    expect(there.audio.length).toBe(here.audio.length);
    expect(readMp3Info(there.audio)).toEqual(readMp3Info(here.audio));
    expect(there.durationMs).toBe(here.durationMs);
    const spans = (words: WordTiming[]) =>
      words.map(({ text, start, end }) => ({ text, start, end }));
    expect(spans(there.words)).toEqual(spans(here.words));
    expect(there.words.map((w) => w.text)).toContain('Øystein');
    there.words.forEach((word, i) => {
      expect(Math.abs(word.startMs - (here.words[i]?.startMs ?? NaN))).toBeLessThanOrEqual(5);
      expect(Math.abs(word.endMs - (here.words[i]?.endMs ?? NaN))).toBeLessThanOrEqual(5);
    });
  });
});
