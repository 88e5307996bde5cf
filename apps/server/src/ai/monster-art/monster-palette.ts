// Turns the colour words of a MonsterSpec into fills. Colours the child did not name are chosen
// by the seed from a friendly set, always with a light belly and a darker outline of the same hue.

import {
  NAMED_COLOURS,
  RAINBOW,
  colourHex,
  darken,
  hue,
  lighten,
  luminance,
  mix,
} from '../illustrator/colour';
import type { Rng } from '../illustrator/random';
import type { MonsterSpec } from './monster-spec';

export interface MonsterPalette {
  body: string;
  shade: string;
  belly: string;
  horn: string;
  wing: string;
  pattern: string;
  accent: string;
  outline: string;
  iris: string | undefined;
  rainbow: boolean;
  background: string;
}

const FRIENDLY = ['green', 'purple', 'blue', 'pink', 'orange', 'turquoise', 'yellow', 'lilac'];
const hex = (word: string | undefined) => (word ? colourHex(word) : undefined);

export function monsterPalette(spec: MonsterSpec, rng: Rng): MonsterPalette {
  const c = spec.colours;
  const rainbow = c.primary === 'rainbow';
  const body = rainbow
    ? '#fff4fb'
    : (hex(c.primary) ?? (NAMED_COLOURS[rng.pick(FRIENDLY)] as string));
  const accentWord = c.accents.find((a) => a !== c.primary);
  const accent = rainbow
    ? '#ff8fb8'
    : (hex(accentWord) ?? (luminance(body) > 0.7 ? darken(body, 0.25) : lighten(body, 0.5)));
  const dark = luminance(body) < 0.3;
  const warm = hue(body) < 70 || hue(body) > 300;
  return {
    body,
    shade: darken(body, 0.12),
    belly: hex(c.belly) ?? (dark ? lighten(body, 0.35) : mix(body, '#fffaf0', 0.6)),
    horn: hex(c.horns) ?? hex(accentWord) ?? '#fff1c9',
    wing:
      hex(c.wings) ?? hex(accentWord) ?? (dark ? lighten(body, 0.3) : mix(body, '#ffffff', 0.45)),
    pattern:
      hex(c.pattern) ??
      hex(accentWord) ??
      (luminance(body) > 0.62 ? darken(body, 0.25) : lighten(body, 0.45)),
    accent,
    outline: dark ? darken(body, 0.45) : mix(darken(body, 0.62), '#2b1d3d', 0.45),
    iris: hex(c.eyes),
    rainbow,
    background: rainbow ? '#e9f1ff' : warm ? '#dff0ff' : '#ffeede',
  };
}

export { RAINBOW };
