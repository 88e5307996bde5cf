import { describe, expect, it } from 'vitest';
import { nounEn, possessive, titleCase, withArticle } from './english';

describe('English noun phrases', () => {
  it('chooses a or an by sound', () => {
    expect(withArticle('dragon')).toBe('a dragon');
    expect(withArticle('owl')).toBe('an owl');
    expect(withArticle('unicorn')).toBe('a unicorn');
    expect(withArticle('hour')).toBe('an hour');
    expect(withArticle('old fox')).toBe('an old fox');
  });

  it('makes plurals and possessives', () => {
    expect(nounEn('fox').pl).toBe('foxes');
    expect(nounEn('fairy').pl).toBe('fairies');
    expect(nounEn('mouse', 'mice').pl).toBe('mice');
    expect(possessive('Ola')).toBe("Ola's");
    expect(possessive('James')).toBe("James'");
  });

  it('title-cases with small words kept small', () => {
    expect(titleCase('the dragon who was afraid of the dark')).toBe(
      'The Dragon Who Was Afraid of the Dark',
    );
  });
});
