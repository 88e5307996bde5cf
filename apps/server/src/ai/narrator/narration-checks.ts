import { expect } from 'vitest';
import { readMp3Info } from './mp3-frames.js';
import { DEFAULT_WORDS_PER_MINUTE, type Narration } from './narrator.js';

// Shared by the narrator's tests: what every narration of `text` must satisfy.
export function expectGoodNarration(
  text: string,
  narration: Narration,
  wordsPerMinute = DEFAULT_WORDS_PER_MINUTE,
) {
  expect(narration.mimeType).toBe('audio/mpeg');
  const mp3 = readMp3Info(narration.audio);
  expect(mp3).toMatchObject({ sampleRate: 22050, channels: 1, bitrateKbps: 48 });
  // LAME adds up to two frames of delay and padding.
  expect(Math.abs(mp3.durationMs - narration.durationMs)).toBeLessThan(150);
  const wordCount = text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  const expectedMs = (wordCount / wordsPerMinute) * 60_000;
  expect(narration.durationMs).toBeGreaterThan(expectedMs * 0.5);
  expect(narration.durationMs).toBeLessThan(expectedMs * 2 + 1000);
  expectWordTimings(text, narration);
}

function expectWordTimings(text: string, { words, durationMs }: Narration) {
  for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  // Every run of letters and digits in the text is inside a timed word.
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const end = match.index + match[0].length;
    const holder = words.find((w) => w.start <= match.index && end <= w.end);
    expect(holder, `"${match[0]}" at ${match.index} has no timing`).toBeDefined();
  }
  let previous = { end: 0, endMs: 0, startMs: 0 };
  for (const word of words) {
    expect(word.start).toBeGreaterThanOrEqual(previous.end);
    expect(word.startMs).toBeGreaterThanOrEqual(previous.endMs);
    expect(word.endMs).toBeGreaterThanOrEqual(word.startMs);
    previous = word;
  }
  expect(previous.endMs).toBeLessThanOrEqual(durationMs);
  // Speech moves on: the words are spread over the audio, not piled up at one moment.
  const distinctStarts = new Set(words.map((w) => w.startMs)).size;
  expect(distinctStarts).toBeGreaterThan(words.length * 0.9);
}
