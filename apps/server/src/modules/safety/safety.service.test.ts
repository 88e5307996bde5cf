import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Moderator } from '../../ai/providers/moderation.js';
import { assertSafeRequest, unsafeGeneratedText } from './safety.service.js';

const log = pino({ level: 'silent' });

function moderator(flagged: boolean): Moderator & { moderate: ReturnType<typeof vi.fn> } {
  return { moderate: vi.fn(async () => ({ flagged, categories: flagged ? ['violence'] : [] })) };
}

describe('assertSafeRequest', () => {
  it('refuses a listed word kindly, in the user’s language, without asking the provider', async () => {
    const mod = moderator(false);
    const check = assertSafeRequest({ moderator: mod, log }, ['en historie om mord'], 'no');
    await expect(check).rejects.toMatchObject({
      code: 'UNSAFE_REQUEST',
      statusCode: 400,
      message: expect.stringContaining('snille og trygge'),
    });
    expect(mod.moderate).not.toHaveBeenCalled();
  });

  it('refuses what the provider’s moderation flags', async () => {
    const check = assertSafeRequest({ moderator: moderator(true), log }, ['odd idea'], 'en');
    await expect(check).rejects.toMatchObject({ code: 'UNSAFE_REQUEST' });
  });

  it('lets a kind idea through, and an empty one without any call', async () => {
    const mod = moderator(false);
    await assertSafeRequest({ moderator: mod, log }, ['a cat who bakes'], 'en');
    await assertSafeRequest({ moderator: mod, log }, ['  '], 'en');
    expect(mod.moderate).toHaveBeenCalledTimes(1);
  });

  it('fails closed when moderation cannot be reached', async () => {
    const down: Moderator = {
      moderate: async () => {
        throw new Error('connection refused');
      },
    };
    const check = assertSafeRequest({ moderator: down, log }, ['a cat'], 'en');
    await expect(check).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('unsafeGeneratedText', () => {
  it('names why a generated story may not be shown', async () => {
    await expect(unsafeGeneratedText({ moderator: undefined, log }, 'He had a gun.')).resolves.toBe(
      'word list (1 hits)',
    );
    await expect(
      unsafeGeneratedText({ moderator: moderator(true), log }, 'A calm tale.'),
    ).resolves.toBe('moderation (violence)');
    await expect(
      unsafeGeneratedText({ moderator: moderator(false), log }, 'A calm tale.'),
    ).resolves.toBeUndefined();
  });
});
