import { SNACKBAR_DURATION_MS } from '@monstory/contracts/constants';
import { CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hideReaderToast, useReaderToast } from './reader-toast-store';
import { IconButton } from '../components/icon-button';

/** The shell's snackbar for the reader's confirmations; it leaves by itself after 5 s (docs/product.md#constants). */
export function ReaderToastView() {
  const { t } = useTranslation('reader');
  const toast = useReaderToast();

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => hideReaderToast(toast.id), SNACKBAR_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  if (!toast) return null;
  return (
    <div
      role="status"
      className="pointer-events-auto mx-auto mb-3 flex w-[min(100%-2rem,32rem)] items-center gap-3 rounded-card border-2 border-accent/50 bg-surface-raised py-2 pr-2 pl-4 text-ink shadow-2xl"
    >
      <CircleCheck className="size-6 shrink-0 text-accent" aria-hidden="true" />
      <p className="flex-1 font-bold text-pretty">{toast.text}</p>
      <IconButton
        icon={X}
        label={t('toast.close')}
        iconClassName="size-5"
        onClick={() => hideReaderToast(toast.id)}
      />
    </div>
  );
}
