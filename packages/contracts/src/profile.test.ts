import { describe, expect, it } from 'vitest';
import { LanguageInputSchema } from './profile';

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
