import type { Story } from '@monstory/contracts/story';

// Stories as the server answers them, for tests.

export function testStory(overrides: Partial<Story> = {}): Story {
  return {
    uuid: 'story-1',
    title: 'The brave little dragon',
    status: 'READY',
    language: 'en',
    age: 5,
    genre: 'FANTASY',
    length: 'SHORT',
    minutes: 3,
    summary: 'A dragon who is afraid of the dark',
    addons: { images: false, audio: false, interactive: false },
    paragraphs: [
      { index: 0, text: 'Once upon a time there was a little dragon.', image: null },
      { index: 1, text: 'She was afraid of the dark, but not for long.', image: null },
    ],
    audioStatus: 'NOT_GENERATED',
    audioUrl: null,
    voiceUuid: null,
    wordCount: 19,
    letterCount: 80,
    ratingCount: 0,
    ratingAverage: null,
    createdAt: '2026-03-01T18:00:00.000Z',
    isOwner: true,
    isPublic: false,
    isExample: false,
    myRating: null,
    imageRegenerationsLeft: 3,
    choices: null,
    error: null,
    ...overrides,
  };
}

/** A story the server has only just started: no title, no words. */
export function creatingStory(overrides: Partial<Story> = {}): Story {
  return testStory({ status: 'CREATING', title: '', paragraphs: [], wordCount: 0, ...overrides });
}
