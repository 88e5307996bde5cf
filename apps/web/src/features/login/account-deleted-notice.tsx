import { ACCOUNT_DELETION_DAYS } from '@monstory/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../lib/components/notice';

/** What Login receives in its navigation state after the account was deleted. */
export interface AccountDeletedState {
  accountDeleted: { deletionScheduledFor: string };
}

export function readAccountDeleted(state: unknown): string | null {
  const value = (state as Partial<AccountDeletedState> | null)?.accountDeleted
    ?.deletionScheduledFor;
  return typeof value === 'string' ? value : null;
}

/** Shown after deleting the account: signing in within 30 days brings everything back. */
export function AccountDeletedNotice({ deletionScheduledFor }: { deletionScheduledFor: string }) {
  const { t, i18n } = useTranslation('auth');
  const date = new Date(deletionScheduledFor);
  const when = Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb-NO' : i18n.language, {
        dateStyle: 'long',
      }).format(date);
  return (
    <Notice title={t('deleted.title')}>
      <p>{t('deleted.text', { days: ACCOUNT_DELETION_DAYS })}</p>
      {when && <p className="text-ink-muted">{t('deleted.until', { date: when })}</p>}
    </Notice>
  );
}
