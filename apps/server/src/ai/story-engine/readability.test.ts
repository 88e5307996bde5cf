import { describe, expect, it } from 'vitest';
import { englishSyllables, fleschKincaidGrade, lix } from './readability';
import { splitSentences } from './text';

describe('splitSentences', () => {
  it('keeps a quote the narration continues inside one sentence', () => {
    expect(splitSentences('«Hei!» sa Ola. Dragen smilte. “Come on!” Mia laughed.')).toEqual([
      '«Hei!» sa Ola.',
      'Dragen smilte.',
      '“Come on!”',
      'Mia laughed.',
    ]);
  });
});

describe('lix', () => {
  it('adds words per sentence to the share of long words', () => {
    // 6 words, 2 sentences, 1 word over six letters: 3 + 100/6.
    expect(lix('Ola gikk hjem. Dragen sov plutselig.')).toBeCloseTo(3 + 100 / 6, 5);
  });

  it('scores a plain picture-book page low and a dense text high', () => {
    const easy = 'Ola så en katt. Katten var grå. Den sov i sola.';
    const hard =
      'Forskningsinstitusjonenes administrasjonsavdelinger utarbeidet omfattende retningslinjer for langsiktig kvalitetssikring av virksomhetens dokumentasjonsrutiner.';
    expect(lix(easy)).toBeLessThan(20);
    expect(lix(hard)).toBeGreaterThan(60);
  });
});

describe('fleschKincaidGrade', () => {
  it('counts syllables by vowel groups', () => {
    expect(englishSyllables('cat')).toBe(1);
    expect(englishSyllables('dragon')).toBe(2);
    expect(englishSyllables('make')).toBe(1);
    expect(englishSyllables('wonderful')).toBe(3);
    expect(englishSyllables('elephant')).toBe(3);
  });

  it('grades short plain sentences below school age and long latinate ones far above', () => {
    expect(
      fleschKincaidGrade('The cat sat on the mat. It was warm. She went to sleep.'),
    ).toBeLessThan(1);
    expect(
      fleschKincaidGrade(
        'Institutional administrators systematically evaluated comprehensive organisational documentation, considering international regulatory requirements.',
      ),
    ).toBeGreaterThan(15);
  });
});
