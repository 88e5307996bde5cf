import type { DailyLimitDetails } from '@monstory/contracts/generation-limits';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';

/** Today's stories are used up: what the quota is and that tomorrow brings more, no retry. */
export function DailyLimitNotice({
  limit,
  onClose,
}: {
  limit: DailyLimitDetails;
  onClose: () => void;
}) {
  const { t } = useTranslation('generate');
  return (
    <Notice tone="info">
      <p>{t(`errors.dailyLimit.${limit.limit}`, { allowed: limit.allowed })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onClose} className={buttonClass('primary')}>
          {t('errors.dailyLimit.ok')}
        </button>
      </div>
    </Notice>
  );
}
