import { FileText, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { TERMS_PATH } from '../../lib/navigation/app-paths';
import { useAcceptTerms, useDeclineTerms } from './accept-terms';
import { ModalFrame } from '../../lib/components/modal-frame';

interface TermsDialogProps {
  isGuest: boolean;
  /** The guest said no before (the profile remembers). */
  declinedBefore: boolean;
  onAccepted: () => void;
  onClose: () => void;
}

/**
 * docs/product.md#legal: terms must be accepted before creating. A registered user accepts (or waits); a
 * guest must accept or decline — declining says why no story can be made.
 */
export function TermsDialog({ isGuest, declinedBefore, onAccepted, onClose }: TermsDialogProps) {
  const { t } = useTranslation('generate');
  const accept = useAcceptTerms();
  const decline = useDeclineTerms();
  const read = useRef<HTMLAnchorElement>(null);
  const busy = accept.isPending || decline.isPending;
  const declined = decline.isSuccess || (declinedBefore && !decline.isPending);

  return (
    <ModalFrame
      title={t('terms.title')}
      onClose={onClose}
      initialFocus={read}
      icon={<ShieldCheck className="size-12 text-accent" aria-hidden="true" />}
    >
      <p className="text-lg text-pretty text-ink-muted">{t('terms.text')}</p>
      <Link ref={read} to={TERMS_PATH} target="_blank" className={linkButtonClass}>
        <FileText className="mr-2 size-5" aria-hidden="true" />
        {t('terms.read')}
      </Link>
      {declined && isGuest && <Notice tone="error">{t('terms.declined')}</Notice>}
      {accept.isError && <Notice tone="error">{t('terms.acceptFailed')}</Notice>}
      <div className="flex w-full flex-col gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => accept.mutate(undefined, { onSuccess: onAccepted })}
          className={buttonClass('primary', 'w-full text-lg')}
        >
          {t('terms.accept')}
        </button>
        {isGuest && !declined ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => decline.mutate()}
            className={buttonClass('ghost', 'w-full')}
          >
            {t('terms.decline')}
          </button>
        ) : (
          <button type="button" onClick={onClose} className={buttonClass('ghost', 'w-full')}>
            {t('terms.later')}
          </button>
        )}
      </div>
    </ModalFrame>
  );
}
