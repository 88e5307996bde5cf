import { describe, expect, it } from 'vitest';
import { isDecember } from './christmas-header';

describe('isDecember', () => {
  it('is true for every day of December and no other month', () => {
    expect(isDecember(new Date(2026, 11, 1))).toBe(true);
    expect(isDecember(new Date(2026, 11, 31, 23, 59))).toBe(true);
    expect(isDecember(new Date(2026, 10, 30))).toBe(false);
    expect(isDecember(new Date(2027, 0, 1))).toBe(false);
  });
});
