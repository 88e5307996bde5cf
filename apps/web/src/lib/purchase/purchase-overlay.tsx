import { MINI_MONTHLY_CREDITS, PREMIUM_MONTHLY_CREDITS } from '@monstory/contracts/constants';
import type { PurchaseRequirement } from '@monstory/contracts/premium';
import { Coins, Crown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../auth/auth-context';
import { cx } from '../components/cx';
import { DialogLayer } from '../components/dialog-layer';
import { useDialogPanel } from '../components/use-dialog-panel';
import { useProfile } from '../profile/profile-query';
import { PurchaseTabPanel } from './purchase-tab-panel';
import { PURCHASE_TABS as TABS, initialPurchaseTab } from './purchase-tabs';
import type { PurchaseTab } from './purchase-tabs';
import { closePurchaseOverlay, usePurchaseOverlayRequirement } from './purchase-overlay-store';
import { useNativePurchasesSetup } from './use-native-purchases-setup';
import { IconButton } from '../components/icon-button';

/** Mount once per screen that can open the overlay; it closes when the screen goes away. */
export function PurchaseOverlayHost() {
  const requirement = usePurchaseOverlayRequirement();
  useEffect(() => closePurchaseOverlay, []);
  useNativePurchasesSetup();
  if (!requirement) return null;
  return createPortal(
    <PurchaseOverlay requirement={requirement} onClose={closePurchaseOverlay} />,
    document.body,
  );
}

export function PurchaseOverlay({
  requirement,
  onClose,
}: {
  requirement: PurchaseRequirement;
  onClose: () => void;
}) {
  const { t } = useTranslation('purchase');
  const [tab, setTab] = useState<PurchaseTab>(() => initialPurchaseTab(requirement));
  const isGuest = useAuthState().user?.isAnonymous ?? false;
  const credits = useProfile().data?.credits;
  const titleId = useId();
  const baseId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const panel = useDialogPanel(close, onClose);
  const tabRefs = useRef<Record<PurchaseTab, HTMLButtonElement | null>>({
    premium: null,
    credits: null,
  });

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'premium';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <DialogLayer
      panel={panel}
      sheet
      labelledBy={titleId}
      className="relative flex max-h-[92dvh] w-full max-w-lg flex-col gap-5 overflow-y-auto rounded-t-card bg-surface px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-ink shadow-2xl sm:rounded-card sm:px-7"
    >
      <IconButton
        icon={X}
        label={t('overlay.close')}
        ref={close}
        onClick={onClose}
        className="absolute top-3 right-3"
      />
      <header className="flex flex-col items-center gap-2 px-8 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-premium/15 text-premium">
          {requirement.isPremiumOnly ? (
            <Crown className="size-8" aria-hidden="true" />
          ) : (
            <Coins className="size-8" aria-hidden="true" />
          )}
        </span>
        <h2 id={titleId} className="text-2xl font-black text-balance">
          {requirement.isPremiumOnly ? t('overlay.premiumOnlyTitle') : t('overlay.title')}
        </h2>
        {requirement.creditsNeeded > 0 && (
          <p className="text-lg text-pretty">
            {t('overlay.needCredits', { count: requirement.creditsNeeded })}
          </p>
        )}
        {credits !== undefined && !isGuest && (
          <p className="text-sm text-ink-muted">{t('overlay.balance', { count: credits })}</p>
        )}
      </header>
      <div
        role="tablist"
        aria-label={t('overlay.tabsLabel')}
        className="grid grid-cols-2 gap-1 rounded-full bg-canvas p-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
            className={cx(
              'min-h-touch rounded-full font-extrabold transition duration-200 ease-calm',
              tab === name ? 'bg-premium text-on-premium' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`overlay.tabs.${name}`)}
          </button>
        ))}
      </div>
      <PurchaseTabPanel
        tab={tab}
        id={`${baseId}-panel-${tab}`}
        labelledBy={`${baseId}-tab-${tab}`}
        isGuest={isGuest}
        creditsNeeded={requirement.creditsNeeded}
        monthlyCredits={{ premium: PREMIUM_MONTHLY_CREDITS, mini: MINI_MONTHLY_CREDITS }}
        onLeave={onClose}
      />
    </DialogLayer>
  );
}
