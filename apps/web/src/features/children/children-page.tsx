import { MAX_CHILDREN } from '@monstory/contracts/children';
import { Plus, ShieldCheck, UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthState } from '../../lib/auth/auth-context';
import { useChildren } from '../../lib/children/children-query';
import { useSwitchChild } from '../../lib/children/use-switch-child';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { ChildCard } from './child-card';
import { NEW_CHILD_PATH } from './child-paths';
import { useGoToRegister } from '../../lib/auth/use-go-to-register';
import { PageSection } from '../../lib/components/page-section';

/**
 * The account's children. Anyone may look and switch; adding, changing and removing open pages
 * behind the parental gate. A guest has one child and is invited to register for more.
 */
export function ChildrenPage() {
  const { t } = useTranslation('children');
  const guest = useAuthState().user?.isAnonymous !== false;
  const children = useChildren();
  const switchChild = useSwitchChild();

  if (children.isPending) {
    return (
      <p role="status" className="text-center text-ink-muted">
        {t('loading')}
      </p>
    );
  }
  if (children.isError) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <Notice tone="error">{t('loadFailed')}</Notice>
        <button
          type="button"
          onClick={() => void children.refetch()}
          className={buttonClass('secondary', 'self-start')}
        >
          {t('retry')}
        </button>
      </div>
    );
  }

  const { children: list, activeChildId, maxChildren } = children.data;
  const full = list.length >= maxChildren;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <p className="text-lg text-pretty text-ink-muted">{t('intro')}</p>
      <PageSection id="children-list" heading={t('listHeading')}>
        <ul aria-labelledby="children-list" className="flex flex-col gap-3">
          {list.map((child, place) => (
            <ChildCard
              key={child.id}
              child={child}
              place={place}
              active={child.id === activeChildId}
              onSwitch={(chosen) => void switchChild(chosen)}
            />
          ))}
        </ul>
      </PageSection>
      {guest ? (
        <GuestInvite />
      ) : full ? (
        <Notice>{t('full', { max: maxChildren })}</Notice>
      ) : (
        <div className="flex flex-col gap-3">
          <Link to={NEW_CHILD_PATH} className={buttonClass('primary', 'self-start text-lg')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('add')}
          </Link>
          <p className="flex items-start gap-2 text-sm text-pretty text-ink-muted">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {t('gateHint')}
          </p>
        </div>
      )}
    </div>
  );
}

/** Instead of "add": more children come with a (free) account. */
function GuestInvite() {
  const { t } = useTranslation('children');

  const goToLogin = useGoToRegister();

  return (
    <section
      aria-labelledby="children-guest"
      className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center shadow-xl"
    >
      <h2 id="children-guest" className="text-2xl font-black text-balance">
        {t('guest.title')}
      </h2>
      <p className="max-w-prose text-lg text-pretty text-ink-muted">
        {t('guest.text', { max: MAX_CHILDREN })}
      </p>
      <button type="button" onClick={goToLogin} className={buttonClass('primary', 'text-lg')}>
        <UserRoundPlus className="size-5" aria-hidden="true" />
        {t('guest.cta')}
      </button>
    </section>
  );
}
