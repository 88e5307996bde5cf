import type { Quote } from '@monstory/contracts/premium';
import { useTranslation } from 'react-i18next';
import { CreateBar } from '../../lib/components/create-bar';
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

/** Creating the story, with its price; what is missing is said first. */
export function SubmitBar({ quote, balance, pending, hasErrors, safetyNote }: SubmitBarProps) {
  const { t } = useTranslation('generate');
  return (
    <CreateBar
      price={<CostSummary quote={quote} balance={balance} />}
      pending={pending}
      label={t('submit')}
      pendingLabel={t('submitting')}
      note={hasErrors ? null : safetyNote}
      alert={
        hasErrors && (
          <p role="alert" className="text-center text-sm font-bold text-danger">
            {t('validation.missing')}
          </p>
        )
      }
      tourStep="generate"
    />
  );
}
