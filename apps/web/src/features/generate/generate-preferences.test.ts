import { MAX_SUMMARY_LENGTH } from '@monstory/contracts/story';
import { describe, expect, it } from 'vitest';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { EMPTY_FORM } from './generate-form';
import type { GenerateForm } from './generate-form';
import { readGeneratePreferences, writeGeneratePreferences } from './generate-preferences';

describe('generate story preferences', () => {
  it('starts empty and gives back what was stored', () => {
    expect(readGeneratePreferences()).toEqual(EMPTY_FORM);
    const form: GenerateForm = {
      age: 7,
      genre: 'BEDTIME',
      length: 'LONG',
      summary: 'A sleepy owl',
      addons: { images: true, audio: true, interactive: false },
    };
    writeGeneratePreferences(form);
    expect(readGeneratePreferences()).toEqual(form);
  });

  it('keeps the good fields of a stale or hand-edited value and drops the rest', () => {
    localStorage.setItem(
      LocalStorageKey.generateStoryPreferences,
      JSON.stringify({
        age: 40,
        genre: 'HORROR',
        length: 'SHORT',
        summary: 'x'.repeat(MAX_SUMMARY_LENGTH + 20),
        addons: { images: true, audio: 'yes', interactive: true },
      }),
    );
    expect(readGeneratePreferences()).toEqual({
      age: null,
      genre: null,
      length: 'SHORT',
      summary: 'x'.repeat(MAX_SUMMARY_LENGTH),
      // interactive cannot join pictures, so the stored conflict is undone
      addons: { images: true, audio: false, interactive: false },
    });
  });

  it('ignores what is not an object at all', () => {
    localStorage.setItem(LocalStorageKey.generateStoryPreferences, '"hello"');
    expect(readGeneratePreferences()).toEqual(EMPTY_FORM);
  });
});
