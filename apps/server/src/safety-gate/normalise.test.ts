import { describe, expect, it } from 'vitest';
import { analyse } from './normalise.js';
import { compilePattern, matchAt } from './pattern.js';

const formsOf = (text: string) => analyse(text).tokens.map((token) => token.forms);
const words = (text: string) => analyse(text).tokens.map((token) => token.forms[0]);

describe('normalising what a family typed', () => {
  it('folds case, NFKC and look-alike letters', () => {
    expect(words('ＫＩＬＬ')).toEqual(['kill']);
    // Cyrillic е and і inside Latin words.
    expect(words('sеlvmord kіll')).toEqual(['selvmord', 'kill']);
  });

  it('reads leetspeak, with 1 as both i and l', () => {
    expect(formsOf('h4t3 $ex b0mb')).toEqual([
      ['h4t3', 'hate'],
      ['$ex', 'sex'],
      ['b0mb', 'bomb'],
    ]);
    expect(formsOf('k1ll')[0]).toContain('kill');
    expect(formsOf('ki11')[0]).toContain('kill');
  });

  it('keeps class codes and house numbers as they are', () => {
    expect(words('5B 14a 2024')).toEqual(['5b', '14a', '2024']);
  });

  it('joins spelled-out and split words, but not counted digits', () => {
    expect(words('b o m b e')).toEqual(['bombe']);
    expect(words('k.i.l.l')).toEqual(['kill']);
    expect(words('s-e-x')).toEqual(['sex']);
    expect(words('1 2 3')).toEqual(['1', '2', '3']);
  });

  it('drops zero-width characters and soft hyphens inside a word', () => {
    expect(words('sel\u200Bvmo\u00ADrd')).toEqual(['selvmord']);
  });

  it('reads a held letter once and twice', () => {
    expect(formsOf('dieeee')[0]).toEqual(expect.arrayContaining(['die', 'diee']));
    expect(formsOf('killlll')[0]).toContain('kill');
  });

  it('keeps æ, ø and å, meets Swedish ä and ö, and reads "oe" as ø', () => {
    expect(words('dø dö do')).toEqual(['dø', 'dø', 'do']);
    expect(formsOf('doe')[0]).toContain('dø');
    expect(words('självmord')).toEqual(['sjælvmord']);
    expect(formsOf('självmord')[0]).toContain('selvmord');
  });

  it('gives dialect spellings their standard form', () => {
    expect(formsOf('æ vil ikkje')).toEqual([['æ', 'jeg'], ['vil'], ['ikkje', 'ikke']]);
    expect(formsOf('mæ dæ hu ska')).toEqual([
      ['mæ', 'meg'],
      ['dæ', 'deg'],
      ['hu', 'hun'],
      ['ska', 'skal'],
    ]);
    expect(formsOf('sjølmord')[0]).toContain('selvmord');
  });

  it('reads a star inside a word as a hidden vowel', () => {
    expect(formsOf('s*x')[0]).toContain('sex');
  });

  it('marks sentence ends, which a phrase never crosses', () => {
    const tokens = analyse('I want to. Die laughing').tokens;
    expect(tokens.map((t) => t.sentenceEnd)).toEqual([false, false, true, false, false]);
    const pattern = compilePattern('want ~2 die', {});
    expect(matchAt(pattern, tokens, 1)).toBe(-1);
    expect(matchAt(pattern, analyse('I want to die').tokens, 1)).toBe(4);
  });
});
