import { useTranslation } from 'react-i18next';
import { MonstoryMark } from '../../lib/components/monstory-mark';
import { pageCoverFor } from './page-cover';

/**
 * The logo alone, centred (or a shared story's cover, features/startup/page-cover.ts): what
 * index.html paints before any script runs, kept by the app while start-up is too young for the
 * loading screen and while the first page's code arrives. It stays still on purpose: an
 * animation here makes the browser draw frames the whole time the app's code is starting, on the
 * same few cores (Lighthouse's mobile run measured it in seconds).
 */
export function StartupSplash() {
  const { t } = useTranslation();
  // A shared story's cover, drawn by index.html's rules exactly as the server sent it.
  const cover = pageCoverFor(window.location.pathname);
  if (cover) {
    return (
      <div role="status" className="story-cover">
        <img src={cover.picture} alt={cover.alt} fetchPriority="high" />
        <p>{cover.title}</p>
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  return (
    <div role="status" className="grid min-h-dvh place-items-center">
      <MonstoryMark className="size-20" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
