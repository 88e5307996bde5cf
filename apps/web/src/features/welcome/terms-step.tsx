import { DECLINED_TERMS_DELETION_DAYS } from '@monstory/contracts/constants';
import { FileText, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { PRIVACY_PATH, TERMS_PATH } from '../../lib/navigation/app-paths';
import { useAcceptTerms, useDeclineTerms } from '../../lib/terms/terms-answer';
import { TermsButtons } from '../../lib/terms/terms-buttons';

/** Terms and the newsletter opt-in; accepting (or declining and going on) ends onboarding. */
export function TermsStep({ onFinish, finishing }: { onFinish: () => void; finishing: boolean }) {
  const { t } = useTranslation('welcome');
  const [newsletter, setNewsletter] = useState(false);
  const accept = useAcceptTerms();
  const decline = useDeclineTerms();
  const busy = accept.isPending || decline.isPending || finishing;

  const onAccept = () => accept.mutate(newsletter, { onSuccess: onFinish });

  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg text-pretty">{t('terms.text')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={TERMS_PATH} target="_blank" className={buttonClass('secondary', 'flex-1')}>
          <FileText className="size-5" aria-hidden="true" />
          {t('terms.readTerms')}
        </Link>
        <Link to={PRIVACY_PATH} target="_blank" className={buttonClass('secondary', 'flex-1')}>
          <ShieldCheck className="size-5" aria-hidden="true" />
          {t('terms.readPrivacy')}
        </Link>
      </div>
      <label className="flex min-h-touch cursor-pointer items-start gap-3 rounded-control border-2 border-line bg-surface px-4 py-3">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-accent"
        />
        <span className="flex flex-col">
          <span className="font-bold">{t('terms.newsletter')}</span>
          <span className="text-sm text-ink-muted">{t('terms.newsletterHint')}</span>
        </span>
      </label>
      {accept.isError && <Notice tone="error">{t('terms.acceptFailed')}</Notice>}
      {decline.isSuccess ? (
        <Notice title={t('terms.declined')}>
          <p>{t('terms.declinedRule', { days: DECLINED_TERMS_DELETION_DAYS })}</p>
          <TermsButtons
            acceptLabel={t('terms.acceptAfterAll')}
            onAccept={onAccept}
            otherLabel={t('terms.continueWithout')}
            onOther={onFinish}
            busy={busy}
            inline
          />
        </Notice>
      ) : (
        <TermsButtons
          acceptLabel={t('terms.accept')}
          onAccept={onAccept}
          otherLabel={t('terms.decline')}
          onOther={() => decline.mutate()}
          busy={busy}
        >
          {decline.isError && <Notice tone="error">{t('finishFailed')}</Notice>}
        </TermsButtons>
      )}
    </div>
  );
}
