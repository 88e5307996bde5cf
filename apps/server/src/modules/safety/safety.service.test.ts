import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Moderator } from '../../ai/providers/moderation.js';
import {
  assertSafeFamilyText,
  categoryOfModeration,
  checkFamilyText,
  checkStoryText,
  type FamilyTextOptions,
} from './safety.service.js';
import { safetyMessage } from './safety-texts.js';

const log = pino({ level: 'silent' });
const NO: FamilyTextOptions = {
  source: 'story-description',
  language: 'no',
  messageLanguage: 'no',
};
const EN: FamilyTextOptions = {
  source: 'story-description',
  language: 'en',
  messageLanguage: 'en',
};

function moderator(flagged: boolean, categories = flagged ? ['violence'] : []) {
  return {
    moderate: vi.fn<Moderator['moderate']>(async () => ({ flagged, categories })),
  };
}

describe('checkFamilyText', () => {
  it('refuses what the gate refuses, kindly, in the reader’s language, without asking the provider', async () => {
    const mod = moderator(false);
    const verdict = await checkFamilyText(
      { moderator: mod, log },
      ['en historie der trollet dreper alle barna'],
      {
        ...NO,
        messageLanguage: 'da',
      },
    );
    expect(verdict).toMatchObject({ ok: false, care: false });
    if (verdict.ok) throw new Error('expected a refusal');
    expect(verdict.message).toBe(safetyMessage('da', verdict.category));
    expect(verdict.rules.length).toBeGreaterThan(0);
    expect(mod.moderate).not.toHaveBeenCalled();
  });

  it('judges each field on its own and moderates them together', async () => {
    const mod = moderator(false);
    await expect(
      checkFamilyText({ moderator: mod, log }, ['a cat who bakes', '', 'Mia'], EN),
    ).resolves.toEqual({ ok: true });
    expect(mod.moderate).toHaveBeenCalledWith('a cat who bakes\nMia', undefined);
  });

  it('lets empty words through without any call', async () => {
    const mod = moderator(true);
    await expect(checkFamilyText({ moderator: mod, log }, ['  ', ''], EN)).resolves.toEqual({
      ok: true,
    });
    expect(mod.moderate).not.toHaveBeenCalled();
  });

  it('refuses what the provider’s moderation flags, with the gate’s category', async () => {
    const verdict = await checkFamilyText(
      { moderator: moderator(true, ['self-harm/intent']), log },
      ['odd idea'],
      EN,
    );
    expect(verdict).toEqual({
      ok: false,
      category: 'SELF_HARM',
      care: true,
      message: safetyMessage('en', 'SELF_HARM'),
      rules: ['moderation:self-harm/intent'],
    });
  });

  it('fails closed when moderation cannot be reached', async () => {
    const down: Moderator = {
      moderate: async () => {
        throw new Error('connection refused');
      },
    };
    await expect(checkFamilyText({ moderator: down, log }, ['a cat'], NO)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      statusCode: 503,
    });
  });
});

describe('assertSafeFamilyText', () => {
  it('throws UNSAFE_REQUEST with the category and care in its details', async () => {
    const check = assertSafeFamilyText(
      { moderator: moderator(true, ['sexual/minors']), log },
      ['odd idea'],
      NO,
    );
    await expect(check).rejects.toMatchObject({
      code: 'UNSAFE_REQUEST',
      statusCode: 400,
      message: safetyMessage('no', 'SEXUAL'),
      details: { category: 'SEXUAL', care: false },
    });
  });
});

describe('categoryOfModeration', () => {
  it('puts care first and maps sub-categories to their family', () => {
    expect(categoryOfModeration(['violence', 'self-harm/instructions'])).toBe('SELF_HARM');
    expect(categoryOfModeration(['hate/threatening'])).toBe('HATE');
    expect(categoryOfModeration(['illicit'])).toBe('WEAPONS_DRUGS');
    expect(categoryOfModeration([])).toBe('VIOLENCE');
  });
});

describe('checkStoryText', () => {
  it('refuses a generated story the gate or moderation refuses, and passes a calm one', async () => {
    const gate = await checkStoryText(
      { moderator: undefined, log },
      'He cut off his head and the blood sprayed everywhere.',
      {
        language: 'en',
      },
    );
    expect(gate).toMatchObject({ ok: false, rules: expect.any(Array) });
    await expect(
      checkStoryText({ moderator: moderator(true), log }, 'A calm tale.', { language: 'en' }),
    ).resolves.toEqual({ ok: false, category: 'VIOLENCE', rules: ['moderation:violence'] });
    await expect(
      checkStoryText({ moderator: moderator(false), log }, 'A calm tale.', { language: 'en' }),
    ).resolves.toEqual({ ok: true });
  });
});
