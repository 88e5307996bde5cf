import { describe, expect, it } from 'vitest';
import { parseRange } from './media-range.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { kind: 'part', range: { start: 0, end: 99 } }],
    ['bytes=100-', { kind: 'part', range: { start: 100, end: 999 } }],
    ['bytes=-100', { kind: 'part', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'part', range: { start: 0, end: 999 } }],
    ['bytes=990-5000', { kind: 'part', range: { start: 990, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=9-1', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    [undefined, { kind: 'whole' }],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('finds nothing to serve in an empty object', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
