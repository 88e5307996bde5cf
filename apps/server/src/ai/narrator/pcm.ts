// 16-bit mono PCM helpers for the narration worker.

export function concatPcm(parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function silence(ms: number, sampleRate: number): Int16Array {
  return new Int16Array(Math.round((ms * sampleRate) / 1000));
}

const FRAME_MS = 10;
// About -46 dBFS: below this a 10 ms frame is a pause, not speech.
const VOICED_RMS = 160;

/** One flag per 10 ms frame: does it hold speech? */
export function voicedFrames(samples: Int16Array, sampleRate: number): Uint8Array {
  const frame = Math.round((sampleRate * FRAME_MS) / 1000);
  const flags = new Uint8Array(Math.ceil(samples.length / frame));
  for (let f = 0; f < flags.length; f += 1) {
    const from = f * frame;
    const to = Math.min(from + frame, samples.length);
    let sum = 0;
    for (let i = from; i < to; i += 1) sum += (samples[i] ?? 0) ** 2;
    flags[f] = Math.sqrt(sum / Math.max(1, to - from)) >= VOICED_RMS ? 1 : 0;
  }
  return flags;
}

/**
 * When speech between fromMs and toMs stops: the end of the last voiced frame, so a word's
 * highlight goes out during the pause after it. Unvoiced throughout → toMs, unchanged.
 */
export function speechEndMs(flags: Uint8Array, fromMs: number, toMs: number): number {
  const first = Math.floor(fromMs / FRAME_MS);
  for (let f = Math.ceil(toMs / FRAME_MS) - 1; f >= first; f -= 1) {
    if (flags[f]) return Math.max(fromMs, Math.min(toMs, (f + 1) * FRAME_MS));
  }
  return toMs;
}

// Voices differ a lot in loudness (the variants' formant gains): bring each text to the same
// speech level, without letting a peak clip.
const TARGET_RMS = 0.1;
const PEAK_CEILING = 0.94;

export function toNormalizedFloat32(samples: Int16Array): Float32Array {
  let peak = 0;
  let sum = 0;
  let voiced = 0;
  for (const sample of samples) {
    const value = Math.abs(sample) / 32768;
    peak = Math.max(peak, value);
    if (value > 0.01) {
      sum += value * value;
      voiced += 1;
    }
  }
  const rms = voiced > 0 ? Math.sqrt(sum / voiced) : 0;
  const gain = rms > 0 ? Math.min(TARGET_RMS / rms, PEAK_CEILING / peak) : 1;
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) out[i] = ((samples[i] ?? 0) / 32768) * gain;
  return out;
}
