import { describe, expect, it } from 'vitest';
import { imagePrompt } from './image-input.js';

describe('imagePrompt', () => {
  it("describes the moment, the weather and each character's fixed look in words", () => {
    const prompt = imagePrompt({
      kind: 'scene',
      seed: 's',
      scene: {
        setting: 'beach',
        timeOfDay: 'evening',
        mood: 'happy',
        weather: 'thunder',
        moment: 'choir',
        characters: [
          {
            kind: 'girl',
            name: 'Mira',
            role: 'hero',
            look: {
              kind: 'girl',
              age: 'child',
              gender: 'f',
              size: 'medium',
              main: '#ef5b5b',
              second: '#34477a',
              skin: '#e8ad80',
              hair: '#d4683a',
              hairStyle: 'pigtails',
              clothes: 'dress',
              accessories: ['bow'],
            },
          },
          {
            kind: 'cat',
            role: 'friend',
            look: {
              kind: 'cat',
              age: 'child',
              size: 'small',
              main: '#9b6fd6',
              second: '#ffffff',
              accessories: [],
              eyes: 3,
            },
          },
        ],
        objects: [],
        caption: 'Mira and the cat sing in the choir by the lighthouse while thunder rumbles.',
        alt: 'Mira og katten synger i koret ved fyret mens det tordner.',
      },
    });
    expect(prompt).toContain('singing in a choir with several singers');
    expect(prompt).toContain('a thunderstorm with lightning');
    expect(prompt).toContain('girl called Mira (female, ginger pigtails hair, red dress, bow)');
    expect(prompt).toContain('cat (small, purple with white markings, 3 eyes)');
    // The hosted model gets the English caption, never the Norwegian alt text.
    expect(prompt).not.toContain('synger');
  });
});
