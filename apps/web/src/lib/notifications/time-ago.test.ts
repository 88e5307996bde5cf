import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('time ago', () => {
  it('says the largest whole unit in the interface language', () => {
    expect(timeAgo(before(20), NOW, 'en')).toBe('now');
    expect(timeAgo(before(3 * 60 + 5), NOW, 'en')).toBe('3 minutes ago');
    expect(timeAgo(before(2 * 3600), NOW, 'en')).toBe('2 hours ago');
    expect(timeAgo(before(26 * 3600), NOW, 'en')).toBe('yesterday');
    expect(timeAgo(before(15 * 86400), NOW, 'en')).toBe('2 weeks ago');
    expect(timeAgo(before(3 * 60), NOW, 'no')).toBe('for 3 minutter siden');
  });

  it('treats a time from the future as now', () => {
    expect(timeAgo(before(-120), NOW, 'en')).toBe('now');
  });
});
