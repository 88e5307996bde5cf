// Colour arithmetic and the friendly palette behind colour words. Every fill goes through
// here, so a scene's tint for time of day and mood is applied in one place.

import { COLOUR_WORDS, SHADE_WORDS } from '../monster-art/monster-words';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `amount` 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

export const lighten = (c: string, amount: number) => mix(c, '#ffffff', amount);
export const darken = (c: string, amount: number) => mix(c, '#000000', amount);

export function desaturate(c: string, amount: number): string {
  const [r, g, b] = toRgb(c);
  const grey = 0.3 * r + 0.59 * g + 0.11 * b;
  return mix(c, toHex([grey, grey, grey]), amount);
}

/** Relative brightness 0..1, to choose light or dark details on a fill. */
export function luminance(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Soft, saturated-but-not-neon tones that read well on a phone at night and by day. */
export const NAMED_COLOURS: Record<string, string> = {
  green: '#6cc46a',
  purple: '#9b6fd6',
  violet: '#8a63d2',
  lilac: '#c3a3ea',
  pink: '#f48fb8',
  blue: '#5aa4e8',
  yellow: '#ffd54a',
  orange: '#ff9f43',
  red: '#ef5b5b',
  turquoise: '#3fd0c4',
  brown: '#a9714b',
  black: '#3a3548',
  white: '#f7f4ff',
  grey: '#a7a9b8',
  golden: '#f5c04a',
  silver: '#cfd6e0',
  beige: '#e8d2ad',
  cream: '#fff3d6',
  navy: '#34477a',
  mint: '#9ee8c4',
  peach: '#ffc49b',
  rainbow: '#ff8fa3',
};

/** The nearest colour word for a hex, to describe a look in words ("#ef5b5b" → "red"). */
export function colourName(hex: string, names: Record<string, string> = NAMED_COLOURS): string {
  const [r, g, b] = toRgb(hex);
  let best = 'grey';
  let bestDistance = Infinity;
  for (const [name, value] of Object.entries(names)) {
    if (name === 'rainbow') continue;
    const [x, y, z] = toRgb(value);
    const distance = (r - x) ** 2 + (g - y) ** 2 + (b - z) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}

const ALIASES: Record<string, string> = {
  gray: 'grey',
  gold: 'golden',
  teal: 'turquoise',
  cyan: 'turquoise',
  magenta: 'pink',
  rose: 'pink',
  lavender: 'lilac',
};

/** "green", "light blue", "mørkeblå", "lilla" → hex; unknown words → undefined. */
export function colourHex(word: string): string | undefined {
  const parts = word.trim().toLowerCase().split(/\s+/);
  const last = parts[parts.length - 1] ?? '';
  // Norwegian words too, should a story pass them on: the monster lexicon knows them all.
  const base = NAMED_COLOURS[ALIASES[last] ?? COLOUR_WORDS.get(last) ?? last];
  if (!base) return undefined;
  const shade = parts.length > 1 ? (SHADE_WORDS.get(parts[0] ?? '') ?? parts[0]) : undefined;
  if (shade === 'light' || shade === 'pale') return lighten(base, 0.4);
  if (shade === 'dark') return darken(base, 0.35);
  if (shade === 'bright') return mix(base, '#ffffff', 0.1);
  return base;
}

/** The hues a rainbow pattern cycles through. */
export const RAINBOW = ['#ff7b7b', '#ffb35c', '#ffe066', '#7fd67a', '#6bb6f0', '#a98be8'];

/** Hue in degrees 0..360, to pick a complementary soft background. */
export function hue(c: string): number {
  const [r, g, b] = toRgb(c).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const delta = max - min;
  const h =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}
