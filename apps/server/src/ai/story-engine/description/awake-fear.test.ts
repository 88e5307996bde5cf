// What keeps a child awake is what they fear: "can't sleep because of the thunder", «får ikke
// sove fordi det tordner». Lying awake at night alone names no fear.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

describe('what keeps a child awake', () => {
  it.each([
    ['Oliver får ikke sove fordi det tordner', 'thunder'],
    ['Lily can’t sleep because of the thunderstorm', 'thunder'],
    ['Lily cannot sleep because of the storm', 'thunder'],
    ['Nora får ikke sove fordi det er så mørkt', 'dark'],
  ])('%s', (text, fear) => {
    expect(parseDescription(text, () => true).fear?.id).toBe(fear);
  });

  it('is no fear when nothing keeps them awake', () => {
    expect(parseDescription('Tim can’t sleep at night', () => true).fear).toBeUndefined();
  });
});
