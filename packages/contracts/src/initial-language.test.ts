import { describe, expect, it } from 'vitest';
import { pickInitialLanguage } from './language';

describe('pickInitialLanguage', () => {
  it('keeps the language this device chose before', () => {
    expect(pickInitialLanguage('en', ['nb-NO'])).toBe('en');
    expect(pickInitialLanguage('no', ['en-US'])).toBe('no');
  });

  it('otherwise follows the browser, mapping nb and nn to Norwegian', () => {
    expect(pickInitialLanguage(null, ['en-GB', 'nb'])).toBe('en');
    expect(pickInitialLanguage(null, ['nn-NO'])).toBe('no');
    expect(pickInitialLanguage(null, ['fr-FR', 'en'])).toBe('en');
  });

  it('ignores stored values that are unknown or not selectable yet', () => {
    expect(pickInitialLanguage('klingon', ['en'])).toBe('en');
    expect(pickInitialLanguage('da', ['en'])).toBe('en');
  });

  it('falls back to Norwegian when nothing matches', () => {
    expect(pickInitialLanguage(null, [])).toBe('no');
    expect(pickInitialLanguage(null, ['de-DE', 'fr'])).toBe('no');
  });
});
