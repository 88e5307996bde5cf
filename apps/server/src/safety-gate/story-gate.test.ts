import { Genre } from '@monstory/contracts/story-shape';
import type { StoryLength } from '@monstory/contracts/enums';
import { describe, expect, it } from 'vitest';
import { generateStory } from '../ai/story-engine/generate-story.js';
import type { StoryLanguage } from '../ai/story-engine/story-types.js';
import { judgeStory } from './index.js';

// The offline engine's own stories must never be refused: a family would get an error for a
// story the product wrote itself. 1,000 stories over both languages, every genre, every age and
// length (mostly short, to keep the test fast), with and without a description.

const DESCRIPTIONS: Record<StoryLanguage, readonly string[]> = {
  no: [
    '',
    'Ola og dragen hans Flamme som er redd for mørket',
    'prinsesse Mia finner en hemmelig dør i slottet',
    'to bestevenner bygger en rakett til månen',
    'bestefar og jeg fisker på brygga og finner en flaskepost',
  ],
  en: [
    '',
    'a small green monster with three eyes who wants to fly',
    'Leo and his dog Biscuit find a treasure map on the beach',
    'a shy unicorn called Starlight who is scared of thunder',
    'grandma and I bake a cake for the king of the cats',
  ],
};

function lengthFor(i: number): StoryLength {
  if (i % 40 === 0) return 'LONG';
  if (i % 20 === 0) return 'MEDIUM';
  return 'SHORT';
}

describe('the gate on the offline engine’s stories', () => {
  it('refuses none of 1,000 stories', () => {
    const refused: string[] = [];
    let count = 0;
    for (let i = 0; i < 1000; i += 1) {
      const language: StoryLanguage = i % 2 === 0 ? 'no' : 'en';
      const age = 3 + (i % 10);
      const genre = Genre[Math.floor(i / 2) % Genre.length]!;
      const length = lengthFor(i);
      const description =
        DESCRIPTIONS[language][Math.floor(i / 18) % DESCRIPTIONS[language].length]!;
      const story = generateStory({ language, age, genre, length, description, seed: `gate-${i}` });
      const text = [story.title, ...story.paragraphs.map((p) => p.text)].join('\n\n');
      const verdict = judgeStory(text, { age, language });
      count += 1;
      if (!verdict.ok) {
        refused.push(
          `${language} ${age} ${genre} ${length} "${description}": ${verdict.category} ${verdict.rules.join(', ')}`,
        );
      }
    }
    expect(count).toBe(1000);
    expect(refused, refused.join('\n')).toEqual([]);
    // A thousand stories written and read take a while on a busy two-core machine.
  }, 120_000);
});
