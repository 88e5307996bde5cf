import { describe, expect, it } from 'vitest';
import { parseStoriesPage } from './parse-stories-page';

describe('parseStoriesPage', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['42', 42],
    ['007', 7],
  ])('reads %s as page %i', (raw, page) => {
    expect(parseStoriesPage(raw)).toBe(page);
  });

  it.each([
    undefined,
    null,
    '',
    'abc',
    '0',
    '-3',
    '2.5',
    '1e3',
    ' 2',
    '3abc',
    '99999999999999999999',
  ])('reads %s as the first page', (raw) => {
    expect(parseStoriesPage(raw)).toBe(1);
  });
});
