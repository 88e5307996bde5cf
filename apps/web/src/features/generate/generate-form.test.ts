import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  isCompleteForm,
  toCreateRequest,
  toggleAddon,
  validateGenerateForm,
} from './generate-form';

const COMPLETE = { ...EMPTY_FORM, age: 6, genre: 'SPACE', length: 'MEDIUM' } as const;

describe('generate form', () => {
  it('asks for age, genre and length and nothing else', () => {
    expect(validateGenerateForm(EMPTY_FORM)).toEqual({
      age: 'ageRequired',
      genre: 'genreRequired',
      length: 'lengthRequired',
    });
    expect(validateGenerateForm(COMPLETE)).toEqual({});
    expect(isCompleteForm(COMPLETE)).toBe(true);
  });

  it('names the product text for interactive with pictures or narration', () => {
    const form = { ...COMPLETE, addons: { images: true, audio: false, interactive: true } };
    expect(validateGenerateForm(form)).toEqual({ addons: 'interactiveAddons' });
  });

  it('never lets interactive join pictures or narration when toggling', () => {
    const interactive = toggleAddon(EMPTY_FORM.addons, 'interactive');
    expect(interactive).toEqual({ images: false, audio: false, interactive: true });
    expect(toggleAddon(interactive, 'images')).toBe(interactive);
    expect(toggleAddon(interactive, 'audio')).toBe(interactive);
    const pictures = toggleAddon(EMPTY_FORM.addons, 'images');
    expect(toggleAddon(pictures, 'interactive')).toBe(pictures);
    expect(toggleAddon(toggleAddon(pictures, 'audio'), 'images')).toEqual({
      images: false,
      audio: true,
      interactive: false,
    });
  });

  it('builds the request: trimmed wish, the request id, the voice only with narration', () => {
    const withVoice = { clientRequestId: 'id-1', voiceUuid: 'voice-1' };
    expect(toCreateRequest({ ...COMPLETE, summary: '  a cat  ' }, withVoice)).toEqual({
      age: 6,
      genre: 'SPACE',
      length: 'MEDIUM',
      summary: 'a cat',
      addons: EMPTY_FORM.addons,
      clientRequestId: 'id-1',
    });
    const narrated = { ...COMPLETE, addons: { ...EMPTY_FORM.addons, audio: true } };
    expect(toCreateRequest(narrated, withVoice)).toMatchObject({ voiceUuid: 'voice-1' });
  });
});
