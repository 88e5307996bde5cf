import type { Story } from '@monstory/contracts/story';
import { Clock, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Title and a few facts: genre, listening time, age. */
export function StoryHeader({ story }: { story: Story }) {
  const { t } = useTranslation('story');
  const chip =
    'inline-flex items-center gap-1.5 rounded-full bg-surface-raised px-3 py-1 text-sm font-bold';
  return (
    <header className="mx-auto flex w-full max-w-[60ch] flex-col gap-4 pt-2 text-center">
      <h1 className="text-3xl leading-tight font-black text-balance md:text-4xl">
        {story.title || t('creating.title')}
      </h1>
      <p className="flex flex-wrap justify-center gap-2 text-ink-muted">
        <span className={chip}>
          <Sparkles className="size-4 text-accent" aria-hidden="true" />
          {t(`genre.names.${story.genre}`, { ns: 'generate' })}
        </span>
        <span className={chip}>
          <Clock className="size-4 text-accent" aria-hidden="true" />
          {t('meta.minutes', { count: story.minutes })}
        </span>
        <span className={chip}>{t('meta.age', { age: story.age })}</span>
      </p>
    </header>
  );
}
