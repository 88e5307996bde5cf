import { resolveLanguage } from '@monstory/contracts/language';
import type { StorySummary } from '@monstory/contracts/library';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerKind } from '../../lib/auth/auth-context';
import { exampleStoriesQueryOptions } from '../../lib/library/library-api';
import { StoryGrid, StoryGridSkeleton } from '../../lib/library/story-grid';
import { storyPath } from '../../lib/story/story-query';

/** `/home/story/{uuid}` is for visitors; a guest (signed in) reads in the story view instead. */
export function exampleStoryLink(uuid: string, signedIn: boolean): string {
  return signedIn ? storyPath(uuid) : `/home/story/${encodeURIComponent(uuid)}`;
}

/**
 * Home (docs/product.md#home): story examples, readable without an account. A failure only leaves the section
 * out: the way in (signing in, trying as a guest) is what Home is for.
 */
export function ExampleStoriesSection() {
  const { t, i18n } = useTranslation('library');
  const headingId = useId();
  const signedIn = useViewerKind() !== null;
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const examples = useQuery(exampleStoriesQueryOptions(language));

  if (examples.isError || examples.data?.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-5xl flex-col gap-4 pt-4 pb-8"
    >
      <div className="flex flex-col gap-1 text-center">
        <h2 id={headingId} className="text-2xl font-black text-balance md:text-3xl">
          {t('home.title')}
        </h2>
        <p className="text-lg text-pretty text-ink-muted">{t('home.lead')}</p>
      </div>
      {examples.isPending ? (
        <StoryGridSkeleton count={4} label={t('results.loading')} />
      ) : (
        <StoryGrid
          stories={examples.data}
          label={t('home.title')}
          linkTo={(story: StorySummary) => exampleStoryLink(story.uuid, signedIn)}
        />
      )}
    </section>
  );
}
