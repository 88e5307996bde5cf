import { LanguageCode } from '@monstory/contracts/language';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VOICES,
  findEngineVoice,
  listEngineVoices,
  voiceForLanguage,
} from './narrator-voices.js';
import { previewText } from './preview-text.js';

// The ids the voice catalogue seeds (db/migrations/…-voices.ts); each must be an engine voice.
const CATALOGUE_IDS = [
  'nb+f3',
  'nb+m3',
  'nb+f5',
  'en-gb+f3',
  'en-gb+m3',
  'en-us+f2',
  'da+f3',
  'da+m3',
  'sv+f3',
  'sv+m3',
];

describe('engine voices', () => {
  it('publishes ids as <espeak language>+<variant>, each once', () => {
    const ids = ENGINE_VOICES.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const voice of ENGINE_VOICES) {
      expect(voice.id).toMatch(/^(nb|da|sv|en-gb|en-us)\+(f[1-5]|m[1-8])$/);
      const variant = voice.id.split('+')[1];
      expect(voice.espeak.variant).toBe(variant);
    }
  });

  it('knows every voice the catalogue seeds', () => {
    for (const id of CATALOGUE_IDS) expect(findEngineVoice(id)?.id).toBe(id);
  });

  it('offers several distinct voices of both genders in every language', () => {
    for (const language of LanguageCode) {
      const voices = listEngineVoices(language);
      expect(voices.length).toBeGreaterThanOrEqual(4);
      expect(new Set(voices.map((v) => v.gender))).toEqual(new Set(['FEMALE', 'MALE']));
      // A distinct variant per voice: different pitch base and formants, not just a relabel.
      expect(new Set(voices.map((v) => v.espeak.variant)).size).toBe(voices.length);
      expect(new Set(voices.map((v) => v.label)).size).toBe(voices.length);
    }
    const english = listEngineVoices('en').map((v) => v.espeak.voice);
    expect(new Set(english)).toEqual(new Set(['en', 'en-us']));
  });

  it('keeps espeak settings in range', () => {
    for (const { espeak } of ENGINE_VOICES) {
      expect(espeak.pitch).toBeGreaterThanOrEqual(0);
      expect(espeak.pitch).toBeLessThanOrEqual(100);
      expect(espeak.range).toBeGreaterThanOrEqual(0);
      expect(espeak.range).toBeLessThanOrEqual(100);
    }
  });

  it('picks a voice for a story language, keeping the gender when switching language', () => {
    expect(voiceForLanguage('no', 'nb+f5').id).toBe('nb+f5');
    expect(voiceForLanguage('no', 'en-gb+m3')).toMatchObject({ language: 'no', gender: 'MALE' });
    expect(voiceForLanguage('sv', 'unknown').language).toBe('sv');
    expect(voiceForLanguage('da').language).toBe('da');
  });
});

describe('previewText', () => {
  it('greets in the voice language, with the voice name when given', () => {
    expect(previewText('no', 'Astrid')).toBe(
      'Hei! Jeg er Astrid, og jeg gleder meg til å lese for deg.',
    );
    const texts = LanguageCode.map((language) => previewText(language, 'Kim'));
    expect(new Set(texts).size).toBe(LanguageCode.length);
    for (const text of texts) expect(text).toContain('Kim');
    for (const language of LanguageCode) expect(previewText(language)).not.toContain('undefined');
  });
});
