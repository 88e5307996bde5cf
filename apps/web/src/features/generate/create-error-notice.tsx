import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/api-error-message';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';

/** docs/product.md#errors: 'Could not create story: {error}. Please try again.' with retry and cancel. */
export function CreateErrorNotice({
  error,
  onRetry,
  onCancel,
}: {
  error: unknown;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('generate');
  const { t: tApi } = useTranslation('api');
  const reason = describeApiError(error, (key) => tApi(key)).replace(/[.!]\s*$/, '');
  return (
    <Notice tone="error">
      <p>{t('errors.create', { error: reason })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onRetry} className={buttonClass('primary')}>
          {t('errors.retry')}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('ghost')}>
          {t('errors.cancel')}
        </button>
      </div>
    </Notice>
  );
}
