import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { MonstoryMark } from '../../lib/components/monstory-mark';

// Shown when a page fails to render or its code cannot be fetched (often a new release replaced
// the old files): a reload fetches the current ones.
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-5 px-6 py-12 text-center"
    >
      <MonstoryMark className="size-24 opacity-90" />
      <h1 className="text-3xl font-black text-balance">{t('routeError.heading')}</h1>
      <p className="text-lg text-ink-muted">{t('routeError.body')}</p>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={() => window.location.reload()}
      >
        <RotateCw className="size-5" aria-hidden="true" />
        {t('actions.reload')}
      </button>
    </section>
  );
}
