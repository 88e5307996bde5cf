import { LOADING_SCREEN_RETRIES_SHOWN } from '@monstory/contracts/constants';
import { useTranslation } from 'react-i18next';
import type { LoadingScreenState } from './loading-state';
import { displayAttempt, retryKeys } from './loading-texts';

/**
 * Spinner, and while retrying the reassuring words of docs/product.md#startup with the attempt
 * counter.
 */
export function LoadingProgress({ loading }: { loading: LoadingScreenState }) {
  const { t } = useTranslation('startup');
  const keys = retryKeys(loading.attempt);
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <span
        aria-hidden="true"
        className="size-14 animate-spin rounded-full border-4 border-surface-raised border-t-accent motion-reduce:animate-none"
      />
      <div role="status" aria-live="polite" className="flex min-h-24 flex-col gap-1">
        {loading.state === 'retrying' ? (
          <>
            <p className="text-xl font-bold">{t(keys.title)}</p>
            <p className="text-lg text-ink-muted">{t(keys.text)}</p>
            <p className="text-base text-ink-muted">
              {t('retrying.counter', {
                attempt: displayAttempt(loading.attempt),
                max: LOADING_SCREEN_RETRIES_SHOWN,
              })}
            </p>
          </>
        ) : (
          <p className="sr-only">{t('loading.status')}</p>
        )}
      </div>
    </div>
  );
}
