import { describe, expect, it } from 'vitest';
import { readMp3Info } from './mp3-frames.js';

// MPEG-2 Layer III, 48 kbit/s, 22.05 kHz, mono: 156 bytes a frame, 576 samples.
function frame(tag?: string): Uint8Array {
  const bytes = new Uint8Array(156);
  bytes.set([0xff, 0xf3, 0x60, 0xc4]);
  if (tag)
    bytes.set(
      [...tag].map((c) => c.charCodeAt(0)),
      4 + 9,
    );
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('readMp3Info', () => {
  it('counts frames and works out the duration', () => {
    const frames = Array.from({ length: 100 }, () => frame());
    expect(readMp3Info(concat(...frames))).toEqual({
      frames: 100,
      sampleRate: 22050,
      bitrateKbps: 48,
      channels: 1,
      durationMs: Math.round((100 * 576 * 1000) / 22050),
    });
  });

  it('skips ID3 tags and a leading Xing/Info frame', () => {
    const id3v2 = new Uint8Array(10 + 20);
    id3v2.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20]);
    const id3v1 = new Uint8Array(128);
    id3v1.set([0x54, 0x41, 0x47]);
    const info = readMp3Info(concat(id3v2, frame('Info'), frame(), frame(), id3v1));
    expect(info.frames).toBe(2);
  });

  it('rejects what is not a clean chain of frames', () => {
    expect(() => readMp3Info(new TextEncoder().encode('RIFF....WAVEfmt '))).toThrow(
      'Not an MP3 frame at byte 0',
    );
    expect(() => readMp3Info(concat(frame(), frame().subarray(0, 100)))).toThrow('cut short');
    expect(() => readMp3Info(concat(frame(), new Uint8Array(10)))).toThrow('byte 156');
    expect(() => readMp3Info(new Uint8Array(0))).toThrow('No MP3 frame');
  });
});
