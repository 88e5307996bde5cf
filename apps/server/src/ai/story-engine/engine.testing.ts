// Shared by the engine's tests: a compact request builder and text helpers.
import type { StoryLength } from '@monstory/contracts/enums';
import type { Genre } from '@monstory/contracts/story-shape';
import type { GeneratedStory, StoryLanguage, StoryRequest } from './story-types';

export function request(over: Partial<StoryRequest> = {}): StoryRequest {
  return {
    language: 'en',
    age: 6,
    genre: 'ADVENTURE',
    length: 'SHORT',
    description: '',
    seed: 'seed',
    ...over,
  };
}

export function textOf(story: GeneratedStory): string {
  return story.paragraphs.map((p) => p.text).join('\n\n');
}

export const LANGUAGES: StoryLanguage[] = ['no', 'en'];
export const LENGTHS: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];
export const BAND_AGES = [4, 7, 10] as const;
export type { Genre };
