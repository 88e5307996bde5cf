import type { LanguageCode } from '@monstory/contracts/language';

// The story studio's user-facing texts that the server writes: failure reasons (docs/product.md#errors 'Could
// not create story: {error}. Please try again.') and notification rows, in the owner's language.

export type FailureReason = 'unsafe' | 'timeout' | 'provider' | 'unknown';

export interface StoryTexts {
  failed(reason: string): string;
  reasons: Record<FailureReason, string>;
  deleted: string;
  storyCreatedTitle: string;
  storyCreated(title: string): string;
  audioReadyTitle: string;
  audioReady(title: string): string;
}

const TEXTS: Record<'en' | 'no', StoryTexts> = {
  en: {
    failed: (reason: string) => `Could not create story: ${reason}. Please try again.`,
    reasons: {
      unsafe: 'the story did not pass our safety check',
      timeout: 'it took too long',
      provider: 'the storyteller is not answering right now',
      unknown: 'something went wrong',
    },
    deleted: 'This story was deleted.',
    storyCreatedTitle: 'Your story is ready!',
    storyCreated: (title: string) => `“${title}” is ready to read.`,
    audioReadyTitle: 'Your story can be heard now',
    audioReady: (title: string) => `The narration of “${title}” is ready.`,
  },
  no: {
    failed: (reason: string) => `Kunne ikke lage historien: ${reason}. Prøv igjen.`,
    reasons: {
      unsafe: 'historien besto ikke sikkerhetssjekken vår',
      timeout: 'det tok for lang tid',
      provider: 'historiefortelleren svarer ikke akkurat nå',
      unknown: 'noe gikk galt',
    },
    deleted: 'Denne historien er slettet.',
    storyCreatedTitle: 'Historien din er klar!',
    storyCreated: (title: string) => `«${title}» er klar til å leses.`,
    audioReadyTitle: 'Nå kan du høre historien',
    audioReady: (title: string) => `Opplesningen av «${title}» er klar.`,
  },
};

export function storyTexts(language: LanguageCode | string): StoryTexts {
  return language === 'no' ? TEXTS.no : TEXTS.en;
}
