import type { Quote } from '@monstory/contracts/premium';
import { LoaderCircle, WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { buttonClass } from '../../lib/components/button-styles';
import { CostSummary } from './cost-summary';

interface SubmitBarProps {
  quote: Quote | null;
  balance: number | null;
  pending: boolean;
  /** Something above is missing: said once more here, where the child is looking. */
  hasErrors: boolean;
  /** Why creating waits while the safety gate's answer stands (the message is above). */
  safetyNote: string | null;
}

/** The one primary action, kept at thumb height on phones with the price beside it. */
export function SubmitBar({ quote, balance, pending, hasErrors, safetyNote }: SubmitBarProps) {
  const { t } = useTranslation('generate');
  const noteId = useId();
  return (
    <div
      data-sticky-bar
      className="sticky bottom-[calc(var(--spacing-nav)+env(safe-area-inset-bottom)+0.75rem)] z-20 flex flex-col gap-2 rounded-card border border-line/70 bg-surface/90 p-3 shadow-[0_-10px_40px_-20px_rgb(0_0_0/0.8)] backdrop-blur-md sm:p-4 lg:bottom-6"
    >
      {hasErrors && (
        <p role="alert" className="text-center text-sm font-bold text-danger">
          {t('validation.missing')}
        </p>
      )}
      {safetyNote && !hasErrors && (
        <p id={noteId} className="text-center text-sm font-bold text-pretty">
          {safetyNote}
        </p>
      )}
      <div className="flex items-center gap-3">
        <CostSummary quote={quote} balance={balance} />
        <button
          type="submit"
          data-tour="generate"
          disabled={pending}
          aria-busy={pending}
          aria-describedby={safetyNote && !hasErrors ? noteId : undefined}
          className={buttonClass('primary', 'min-h-14 shrink-0 px-4 text-lg md:px-8')}
        >
          {pending ? (
            <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
          ) : (
            <WandSparkles className="size-6 max-md:hidden" aria-hidden="true" />
          )}
          {pending ? t('submitting') : t('submit')}
        </button>
      </div>
    </div>
  );
}
