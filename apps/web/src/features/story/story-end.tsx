import { Star, WandSparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';

/** The last page: a little ornament, "The End", what the reader thought, and the next story. */
export function StoryEnd({ showNext, children }: { showNext: boolean; children?: ReactNode }) {
  const { t } = useTranslation('story');
  return (
    <footer className="mx-auto flex w-full max-w-[60ch] flex-col items-center gap-6 py-6 text-center">
      <p className="flex items-center gap-3 text-2xl font-black text-accent">
        <Star className="size-5 fill-current" aria-hidden="true" />
        {t('end.title')}
        <Star className="size-5 fill-current" aria-hidden="true" />
      </p>
      {children}
      {showNext && (
        <Link to={GENERATE_PATH} className={buttonClass('primary', 'text-lg')}>
          <WandSparkles className="size-5" aria-hidden="true" />
          {t('newStory')}
        </Link>
      )}
    </footer>
  );
}
