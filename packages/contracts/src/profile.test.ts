import { describe, expect, it } from 'vitest';
import { ConvertAnonymousUserRequestSchema, LanguageInputSchema } from './profile';

describe('LanguageInputSchema', () => {
  it.each(['no', 'nb', 'nb-NO', 'NORWEGIAN', 'en-GB', 'ENGLISH', 'da', 'sv', 'sw'])(
    'takes %s',
    (value) => {
      expect(LanguageInputSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['fr', 'klingon', '', '   '])(
    'refuses %j instead of falling back to English',
    (value) => {
      expect(LanguageInputSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('ConvertAnonymousUserRequestSchema', () => {
  const body = (anonymousToken: string) => ({ anonymousUsername: 'guest-id', anonymousToken });

  it('takes a session token', () => {
    expect(ConvertAnonymousUserRequestSchema.safeParse(body('aB3.x_Y-z+/=')).success).toBe(true);
  });

  it.each(['a\u0000b', 'a b', '\ud800', '😀', 'line\nbreak'])(
    'refuses %j, which no header could carry',
    (token) => {
      expect(ConvertAnonymousUserRequestSchema.safeParse(body(token)).success).toBe(false);
    },
  );
});
