import type { Profile } from '@monstory/contracts/profile';
import { Languages } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { LANGUAGE_PATH } from '../../lib/navigation/app-paths';
import { planOf } from '../../lib/profile/plan-label';
import { useProfile } from '../../lib/profile/profile-query';
import { useProfileVoice, useVoices } from '../../lib/profile/voices-query';
import { DeleteAccountSection } from './delete-account-section';

/** User (docs/product.md): what a parent can see about the account, and deleting it. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const profile = useProfile();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h2 className="sr-only">{t('details.heading')}</h2>
      {profile.data ? (
        <AccountDetails profile={profile.data} />
      ) : profile.isError ? (
        <Notice tone="error">
          {t('details.loadFailed')}
          <button
            type="button"
            onClick={() => void profile.refetch()}
            className={buttonClass('secondary', 'mt-2 self-start')}
          >
            {t('details.retry')}
          </button>
        </Notice>
      ) : (
        <p role="status" className="text-ink-muted">
          {t('loading', { ns: 'common' })}
        </p>
      )}
      <DeleteAccountSection />
    </div>
  );
}

function AccountDetails({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const voice = useProfileVoice().data?.voice;
  // Until a voice is picked, stories are read by the language's first voice, as Generate says.
  const firstVoice = useVoices(profile.languageCode).data?.[0];
  const date = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb-NO' : i18n.language, {
    dateStyle: 'long',
  }).format(new Date(profile.memberSince));
  const language = t(`languages.${profile.languageCode}`, { ns: 'common' });

  return (
    <section className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-xl sm:p-6">
      <dl className="grid gap-x-6 gap-y-3 md:grid-cols-[max-content_minmax(0,1fr)]">
        <Row label={t('details.username')}>{profile.username}</Row>
        <Row label={t('details.email')}>{profile.email ?? '—'}</Row>
        <Row label={t('details.emailVerified')}>
          {profile.emailVerified ? t('details.yes') : t('details.no')}
        </Row>
        <Row label={t('details.provider')}>{t(`providers.${profile.loginProvider}`)}</Row>
        <Row label={t('details.memberSince')}>{date}</Row>
        <Row label={t('details.plan')}>{t(`plan.${planOf(profile.subscription)}`)}</Row>
        <Row label={t('details.accountType')}>
          {profile.isAnonymous ? t('details.guest') : t('details.registered')}
        </Row>
        <Row label={t('details.language')}>{language}</Row>
        <Row label={t('details.voice')}>
          {voice?.name ?? firstVoice?.name ?? t('details.voiceNone')}
        </Row>
      </dl>
      <Link to={LANGUAGE_PATH} className={buttonClass('secondary', 'self-start')}>
        <Languages className="size-5" aria-hidden="true" />
        {t('details.changeLanguage')}
      </Link>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-bold tracking-wide text-ink-muted uppercase md:py-1">{label}</dt>
      {/* A long e-mail address breaks anywhere rather than widening the page. */}
      <dd className="mb-2 text-lg font-bold wrap-anywhere md:mb-0 md:py-1">{children}</dd>
    </>
  );
}
