import { describe, expect, it } from 'vitest';
import { languageFromPreferences, profileLanguageName, resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it.each([
    ['no', 'no'],
    ['nb', 'no'],
    ['nn', 'no'],
    ['nb-NO', 'no'],
    ['NORWEGIAN', 'no'],
    ['ENGLISH', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['da', 'da'],
    ['DANISH', 'da'],
    ['sv', 'sv'],
    ['sw', 'sv'],
    ['SWEDISH', 'sv'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['  no ', 'no'],
    // Names every object has must not be read as a language.
    ['constructor', 'en'],
    ['__proto__', 'en'],
    ['toString', 'en'],
    ['hasOwnProperty-NO', 'en'],
  ])('%s → %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it('uses the given fallback for unknown codes', () => {
    expect(resolveLanguage('fr', 'no')).toBe('no');
  });

  it('maps codes back to profile names', () => {
    expect(profileLanguageName('no')).toBe('NORWEGIAN');
    expect(profileLanguageName('sv')).toBe('SWEDISH');
  });
});

describe('languageFromPreferences', () => {
  it('picks the first enabled language the browser prefers', () => {
    expect(languageFromPreferences(['de-DE', 'en-US', 'nb'])).toBe('en');
    expect(languageFromPreferences(['nn-NO', 'en'])).toBe('no');
  });

  it('skips coming-soon languages and unknown ones, then falls back to Norwegian', () => {
    expect(languageFromPreferences(['sv-SE', 'da'])).toBe('no');
    expect(languageFromPreferences(['fr', 'de'])).toBe('no');
    expect(languageFromPreferences([])).toBe('no');
  });
});
