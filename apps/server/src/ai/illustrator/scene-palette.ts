// The light of a scene: sky colours and a tint for everything under it, from the time of day,
// softened or warmed by the mood. One tint for the whole picture keeps its palette coherent.

import type { SceneMood, TimeOfDay } from '../scene-spec';
import { colourHex, darken, desaturate, mix } from './colour';

export interface ScenePalette {
  skyTop: string;
  skyBottom: string;
  /** What the sun or moon looks like, and where it sits (0 = horizon, 1 = top). */
  light: { kind: 'sun' | 'moon'; colour: string; height: number; glow: string };
  stars: number;
  night: boolean;
  /** Applied to the landscape and, at half strength, to characters and objects. */
  tone(colour: string): string;
  toneFront(colour: string): string;
  ink: string;
  /** Colour words of the scene's palette, as fills for flowers, flags and sparkles. */
  accents: string[];
}

interface Light {
  sky: [string, string];
  tint: string;
  amount: number;
  dim: number;
  light: ScenePalette['light'];
  stars: number;
}

const TIMES: Record<TimeOfDay, Light> = {
  dawn: {
    sky: ['#9aa7e6', '#ffc7cf'],
    tint: '#ff9fb8',
    amount: 0.16,
    dim: 0.04,
    light: { kind: 'sun', colour: '#ffe3a8', height: 0.12, glow: '#ffd0c8' },
    stars: 6,
  },
  morning: {
    sky: ['#78c2f2', '#e3f5ff'],
    tint: '#fff0c8',
    amount: 0.08,
    dim: 0,
    light: { kind: 'sun', colour: '#ffe27a', height: 0.55, glow: '#fff6cf' },
    stars: 0,
  },
  day: {
    sky: ['#5cb3f2', '#cdeeff'],
    tint: '#ffffff',
    amount: 0,
    dim: 0,
    light: { kind: 'sun', colour: '#ffdd55', height: 0.8, glow: '#fff3b8' },
    stars: 0,
  },
  evening: {
    sky: ['#7d8fdc', '#ffd49c'],
    tint: '#ffb36b',
    amount: 0.16,
    dim: 0.04,
    light: { kind: 'sun', colour: '#ffc35c', height: 0.3, glow: '#ffe0a8' },
    stars: 0,
  },
  dusk: {
    sky: ['#433c8f', '#f49b8b'],
    tint: '#8a5fb8',
    amount: 0.3,
    dim: 0.12,
    light: { kind: 'sun', colour: '#ff9e6b', height: 0.04, glow: '#ffb29a' },
    stars: 14,
  },
  night: {
    sky: ['#0f1642', '#33418a'],
    tint: '#2b3a85',
    amount: 0.45,
    dim: 0.22,
    light: { kind: 'moon', colour: '#fff6d6', height: 0.72, glow: '#5a6bb8' },
    stars: 40,
  },
};

const MOODS: Record<SceneMood, { tint?: string; amount?: number; grey?: number; dim?: number }> = {
  calm: {},
  happy: {},
  curious: {},
  exciting: {},
  tense: { grey: 0.15, dim: 0.08, tint: '#4b4a8a', amount: 0.08 },
  sad: { grey: 0.3, tint: '#7d8ab0', amount: 0.1 },
  magical: { tint: '#c49cff', amount: 0.12 },
  cosy: { tint: '#ffb066', amount: 0.1 },
};

export function scenePalette(
  time: TimeOfDay,
  mood: SceneMood,
  words: string[] = [],
  indoor = false,
): ScenePalette {
  const t = TIMES[time];
  const m = MOODS[mood];
  // Rooms are lamp-lit: the evening outside only warms them a little.
  const lamp = indoor && (time === 'night' || time === 'dusk' || time === 'evening');
  const grade = (c: string, s: number, inside = indoor) => {
    const strength = inside ? s * 0.35 : s;
    let out = mix(c, t.tint, t.amount * strength);
    if (lamp && inside) out = mix(out, '#ffc47a', 0.12 * s);
    if (m.tint) out = mix(out, m.tint, (m.amount ?? 0) * strength);
    if (m.grey) out = desaturate(out, m.grey * strength);
    return darken(out, (t.dim + (m.dim ?? 0)) * strength);
  };
  const accents = words.map((w) => colourHex(w)).filter((c): c is string => !!c);
  return {
    skyTop: grade(t.sky[0], 0.3, false),
    skyBottom: grade(t.sky[1], 0.3, false),
    light: t.light,
    stars: t.stars,
    night: time === 'night',
    tone: (c) => grade(c, 1),
    toneFront: (c) => grade(c, 0.45),
    ink: time === 'night' ? '#1c1838' : '#3b2c4a',
    accents: accents.length > 0 ? accents : ['#ff8fb8', '#ffd54a', '#9b6fd6', '#5aa4e8'],
  };
}
