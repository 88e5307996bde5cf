import { createMp3Encoder } from 'wasm-media-encoders';

export const MP3_MIME_TYPE = 'audio/mpeg';
// Speech at 22.05 kHz mono: 48 kbit/s is clear and costs about 360 kB per minute.
const BITRATE = 48;
const BLOCK = 22050;

export interface Mp3Encoder {
  encode(samples: Float32Array, sampleRate: number): Uint8Array;
}

/** LAME compiled to WASM (wasm-media-encoders); one encoder is reused job after job. */
export async function loadMp3Encoder(): Promise<Mp3Encoder> {
  const encoder = await createMp3Encoder();
  return {
    encode(samples, sampleRate) {
      encoder.configure({ sampleRate, channels: 1, bitrate: BITRATE });
      const parts: Uint8Array[] = [];
      // encode() returns a view into WASM memory that the next call overwrites: copy it.
      for (let i = 0; i < samples.length; i += BLOCK) {
        parts.push(encoder.encode([samples.subarray(i, i + BLOCK)]).slice());
      }
      parts.push(encoder.finalize().slice());
      const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
      let offset = 0;
      for (const part of parts) {
        out.set(part, offset);
        offset += part.length;
      }
      return out;
    },
  };
}
