import { LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';

/** While signing in and moving on: a spinner, then the timeout message with a refresh. */
export function RedirectStatus({ timedOut }: { timedOut: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-center gap-3" aria-live="polite">
      <p className="flex items-center gap-2 font-bold text-ink-muted" role="status">
        <LoaderCircle className="size-5 animate-spin text-accent" aria-hidden="true" />
        {t('redirect.status')}
      </p>
      {timedOut && (
        <Notice tone="info">
          {t('redirect.timeout')}
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClass('secondary', 'mt-2 self-start')}
          >
            <RotateCw className="size-5" aria-hidden="true" />
            {t('redirect.refresh')}
          </button>
        </Notice>
      )}
    </div>
  );
}
