// Reads an MP3 stream's frame headers: proves audio is well-formed MP3 and gives its length
// without decoding it. Layer III only (what LAME writes).

export interface Mp3Info {
  /** Audio frames, not counting a Xing/Info header frame. */
  frames: number;
  sampleRate: number;
  bitrateKbps: number;
  channels: 1 | 2;
  durationMs: number;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

interface FrameHeader {
  length: number;
  samples: number;
  sampleRate: number;
  bitrateKbps: number;
  channels: 1 | 2;
  sideInfo: number;
}

function readHeader(data: Uint8Array, at: number): FrameHeader | undefined {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = data.subarray(at, at + 4);
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  const bitrateKbps = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4];
  if (layer !== 1 || !sampleRate || !bitrateKbps) return undefined;
  const mpeg1 = version === 3;
  const channels = b3 >> 6 === 3 ? 1 : 2;
  return {
    length: Math.floor(((mpeg1 ? 144 : 72) * bitrateKbps * 1000) / sampleRate) + ((b2 >> 1) & 1),
    samples: mpeg1 ? 1152 : 576,
    sampleRate,
    bitrateKbps,
    channels,
    sideInfo: mpeg1 ? (channels === 1 ? 17 : 32) : channels === 1 ? 9 : 17,
  };
}

function id3v2Length(data: Uint8Array): number {
  if (data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | ((data[i] ?? 0) & 0x7f), 0);
  return 10 + size;
}

/** Throws unless the data is a chain of MP3 frames from start to end (ID3 tags allowed). */
export function readMp3Info(data: Uint8Array): Mp3Info {
  let at = id3v2Length(data);
  let end = data.length;
  if (end - at >= 128 && String.fromCharCode(...data.subarray(end - 128, end - 125)) === 'TAG') {
    end -= 128;
  }
  let frames = 0;
  let samples = 0;
  let first: FrameHeader | undefined;
  while (at < end) {
    const header = readHeader(data, at);
    if (!header) throw new Error(`Not an MP3 frame at byte ${at} of ${data.length}`);
    if (at + header.length > end) throw new Error(`The MP3 frame at byte ${at} is cut short`);
    const tagAt = at + 4 + header.sideInfo;
    const tag = String.fromCharCode(...data.subarray(tagAt, tagAt + 4));
    if (!(frames === 0 && (tag === 'Xing' || tag === 'Info'))) {
      frames += 1;
      samples += header.samples;
    }
    first ??= header;
    at += header.length;
  }
  if (!first) throw new Error('No MP3 frame found');
  return {
    frames,
    sampleRate: first.sampleRate,
    bitrateKbps: first.bitrateKbps,
    channels: first.channels,
    durationMs: Math.round((samples * 1000) / first.sampleRate),
  };
}
