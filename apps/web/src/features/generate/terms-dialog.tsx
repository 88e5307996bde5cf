import { FileText, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { TERMS_PATH } from '../../lib/navigation/app-paths';
import { ModalFrame } from '../../lib/components/modal-frame';
import { useAcceptTerms, useDeclineTerms } from '../../lib/terms/terms-answer';
import { TermsButtons } from '../../lib/terms/terms-buttons';

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
  // A guest who has not said no may decline; anyone else may only put it off.
  const askDecline = isGuest && !declined;

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
      <TermsButtons
        acceptLabel={t('terms.accept')}
        onAccept={() => accept.mutate(false, { onSuccess: onAccepted })}
        {...(askDecline
          ? { otherLabel: t('terms.decline'), onOther: () => decline.mutate() }
          : { otherLabel: t('terms.later'), onOther: onClose, otherWaits: false })}
        busy={busy}
      />
    </ModalFrame>
  );
}
