// A long name a family chose ("Starlight") said at the start of line after line is what made
// the youngest pages hardest to say: for ages up to eight the second of two such sentences
// says she or he. Held on generated stories, not picked ones.
import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request } from './engine.testing';
import { splitSentences } from './text';

describe('a long name is not said at the start of two sentences running', () => {
  it('says she in the second, for ages up to eight', () => {
    const twice: string[] = [];
    let eased = 0;
    for (let n = 0; n < 36; n++) {
      const story = generateStory(
        request({
          language: 'en',
          description: 'a unicorn called Starlight who wants to find a rainbow',
          genre: Genre[n % Genre.length] as Genre,
          length: (['SHORT', 'MEDIUM', 'LONG'] as const)[n % 3],
          age: n % 2 ? 4 : 7,
          seed: `ease-${n}`,
        }),
      );
      const refrain = story.refrain ?? '\u0000';
      const sentences = story.paragraphs
        .flatMap((p) => splitSentences(p.text.split(refrain).join(' ~. ')))
        .filter(Boolean);
      sentences.forEach((s, i) => {
        if (/^She (?=[a-z])/.test(s) && sentences[i - 1]?.startsWith('Starlight ')) eased += 1;
        if (n % 2 && s.startsWith('Starlight ') && sentences[i - 1]?.startsWith('Starlight '))
          twice.push(`${sentences[i - 1]} ${s}`);
      });
    }
    expect(eased).toBeGreaterThan(20);
    expect(twice).toEqual([]);
  });
});
