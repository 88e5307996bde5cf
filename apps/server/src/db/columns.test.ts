import { describe, expect, it } from 'vitest';
import { fromDbBool, fromDbTime, toDbBool, toDbTime } from './columns.js';

describe('column values', () => {
  it('writes times as sortable ISO-8601 UTC text with milliseconds', () => {
    const early = toDbTime(new Date(Date.UTC(2026, 8, 9, 7, 5, 3, 4)));
    const late = toDbTime(new Date(Date.UTC(2026, 10, 22, 10, 0, 0, 0)));
    expect(early).toBe('2026-09-09T07:05:03.004Z');
    expect(late).toBe('2026-11-22T10:00:00.000Z');
    expect([late, early].sort()).toEqual([early, late]);
    expect(fromDbTime(early).getTime()).toBe(Date.UTC(2026, 8, 9, 7, 5, 3, 4));
  });

  it('round-trips booleans through 0/1', () => {
    expect(toDbBool(true)).toBe(1);
    expect(toDbBool(false)).toBe(0);
    expect(fromDbBool(1)).toBe(true);
    expect(fromDbBool(0)).toBe(false);
  });
});
