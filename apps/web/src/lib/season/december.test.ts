import { describe, expect, it } from 'vitest';
import { isDecember } from './december';

describe('isDecember', () => {
  it('is true from the first to the last minute of December, by the local clock', () => {
    expect(isDecember(new Date(2026, 11, 1, 0, 0))).toBe(true);
    expect(isDecember(new Date(2026, 11, 31, 23, 59))).toBe(true);
  });

  it('is false in every other month', () => {
    for (let month = 0; month < 11; month++) {
      expect(isDecember(new Date(2026, month, 15))).toBe(false);
    }
    expect(isDecember(new Date(2027, 0, 1, 0, 0))).toBe(false);
  });
});
