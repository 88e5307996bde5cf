import { ChevronRight, Cookie, CreditCard, Languages, UserRound, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activeChildOf, familyOf } from '../../lib/children/children-query';
import { Notice } from '../../lib/components/notice';
import { openCookiePreferences } from '../../lib/consent/cookie-preferences';
import { CHILDREN_PATH, LANGUAGE_PATH, SUBSCRIPTION_PATH } from '../../lib/navigation/app-paths';
import { useProfile } from '../../lib/profile/profile-query';
import { SnowSettingRow } from '../../lib/snow/snow-setting-row';
import { PageSection } from '../../lib/components/page-section';

const ACCOUNT_PATH = '/stuff/account';

const rowClass =
  'flex min-h-16 w-full items-center gap-4 px-4 py-3 text-left transition duration-200 ease-calm hover:bg-surface-raised';

/**
 * Settings (docs/product.md#routes): the children, language and voice, subscription, account,
 * cookie preferences; in December also the snow (docs/product.md#shell).
 */
export function SettingsList({ registered }: { registered: boolean }) {
  const { t } = useTranslation('stuff');
  const [cookiesFailed, setCookiesFailed] = useState(false);
  const activeChild = activeChildOf(familyOf(useProfile().data));

  const openCookies = async () => {
    setCookiesFailed(false);
    try {
      await openCookiePreferences();
    } catch {
      // docs/product.md#errors: say that the cookie settings could not be opened or are unavailable.
      setCookiesFailed(true);
    }
  };

  return (
    <PageSection id="stuff-settings" heading={t('settings.heading')}>
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-card bg-surface shadow-xl">
        <SettingRow
          to={CHILDREN_PATH}
          icon={UsersRound}
          title={t('settings.children')}
          hint={
            activeChild
              ? t('settings.childrenActive', { name: activeChild.name })
              : t('settings.childrenHint')
          }
        />
        <SettingRow
          to={LANGUAGE_PATH}
          icon={Languages}
          title={t('settings.language')}
          hint={t('settings.languageHint')}
        />
        {registered && (
          <>
            <SettingRow
              to={SUBSCRIPTION_PATH}
              icon={CreditCard}
              title={t('settings.subscription')}
              hint={t('settings.subscriptionHint')}
            />
            <SettingRow
              to={ACCOUNT_PATH}
              icon={UserRound}
              title={t('settings.account')}
              hint={t('settings.accountHint')}
            />
          </>
        )}
        <SettingRow
          onClick={() => void openCookies()}
          icon={Cookie}
          title={t('settings.cookies')}
          hint={t('settings.cookiesHint')}
        />
        <SnowSettingRow />
      </ul>
      {cookiesFailed && <Notice tone="error">{t('settings.cookiesFailed')}</Notice>}
    </PageSection>
  );
}

type SettingRowProps = { icon: LucideIcon; title: string; hint: string } & (
  { to: string; onClick?: never } | { to?: never; onClick: () => void }
);

/** One setting: a link to its page, or a button that opens it in place. */
function SettingRow({ icon: Icon, title, hint, to, onClick }: SettingRowProps) {
  const titleId = useId();
  const hintId = useId();
  const content = (
    <>
      <Icon className="size-6 shrink-0 text-accent" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span id={titleId} className="text-lg font-extrabold">
          {title}
        </span>
        <span id={hintId} className="text-sm text-ink-muted">
          {hint}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
    </>
  );
  const names = { 'aria-labelledby': titleId, 'aria-describedby': hintId };
  return (
    <li>
      {to !== undefined ? (
        <Link to={to} className={rowClass} {...names}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={onClick} className={rowClass} {...names}>
          {content}
        </button>
      )}
    </li>
  );
}
