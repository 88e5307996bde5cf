import { describe, expect, it } from 'vitest';
import { analyse } from './normalise.js';
import { compilePattern, matchAt } from './pattern.js';

const CLASSES = { animal: 'cat|dog|drage*' };
const match = (pattern: string, text: string) =>
  matchAt(compilePattern(pattern, CLASSES), analyse(text).tokens, 0);

describe('the pattern language', () => {
  it('matches words, alternatives, classes and prefixes', () => {
    expect(match('the @animal', 'the dog barks')).toBe(2);
    expect(match('the @animal', 'the dragen flies')).toBe(2);
    expect(match('the @animal', 'the bird sings')).toBe(-1);
  });

  it('skips up to a gap’s width, and no further', () => {
    expect(match('kill ~2 mom', 'kill my poor mom')).toBe(4);
    expect(match('kill ~2 mom', 'kill the lights, said mom')).toBe(-1);
  });

  it('has optional slots and a clause end', () => {
    expect(match('jump [off] roof', 'jump roof')).toBe(2);
    expect(match('jump [off] roof', 'jump off roof')).toBe(3);
    expect(match('orker ikke mer $', 'orker ikke mer, sier hun')).toBe(3);
    expect(match('orker ikke mer $', 'orker ikke mer grøt')).toBe(-1);
  });

  it('refuses patterns that start with a gap or end with one', () => {
    expect(() => compilePattern('~2 kill', CLASSES)).toThrow();
    expect(() => compilePattern('kill ~2', CLASSES)).toThrow();
    expect(() => compilePattern('kill @nothing', CLASSES)).toThrow(/unknown word class/);
  });
});
