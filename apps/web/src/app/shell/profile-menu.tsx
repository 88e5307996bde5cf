import type { Notification } from '@monstory/contracts/notifications';
import type { Child } from '@monstory/contracts/children';
import { Backpack, CreditCard, LogIn, LogOut, UsersRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthState, useViewerKind } from '../../lib/auth/auth-context';
import { markConversionTriggered } from '../../lib/auth/guest-records';
import { SignOutDialog } from '../../lib/auth/sign-out-dialog';
import { ChildAvatar } from '../../lib/children/child-avatar';
import { activeChildOf, familyOf, useChildren } from '../../lib/children/children-query';
import { useSwitchChild } from '../../lib/children/use-switch-child';
import { cx } from '../../lib/components/cx';
import { useNotifications } from '../../lib/notifications/notifications-query';
import {
  useDismissNotification,
  useOpenNotification,
} from '../../lib/notifications/use-open-notification';
import { planOf } from '../../lib/profile/plan-label';
import { useProfile } from '../../lib/profile/profile-query';
import { usePushOffer } from '../../lib/push/use-push-offer';
import { ChildSwitcher } from './child-switcher';
import { NotificationBadge } from './notification-badge';
import { ProfileAvatar } from './profile-avatar';
import { profileDisplayName, profileMenuEntries } from './profile-menu-entries';
import type { ProfileMenuEntry } from './profile-menu-entries';
import { ProfileMenuNotifications } from './profile-menu-notifications';

const ICONS = {
  'my-stuff': Backpack,
  children: UsersRound,
  subscription: CreditCard,
  'log-out': LogOut,
  'log-in': LogIn,
};
const LABELS = {
  'my-stuff': 'menu.myStuff',
  children: 'menu.children',
  subscription: 'menu.subscription',
  'log-out': 'menu.logOut',
  'log-in': 'menu.logIn',
} as const;

/** docs/product.md#shell: avatar with its unread badge, name, plan, notifications and the entries. */
export function ProfileMenu() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { t: tNotifications } = useTranslation('notifications');
  const kind = useViewerKind();
  const user = useAuthState().user;
  const profile = useProfile().data;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = profileDisplayName(
    kind,
    profile?.gamificationMonster?.name,
    user?.email ?? profile?.email,
    profile?.username,
  );
  const shownName = name ?? t('menu.guest');
  const entries = profileMenuEntries(kind);
  const notifications = useNotifications();
  const pushOffer = usePushOffer();
  const openNotification = useOpenNotification();
  const dismissNotification = useDismissNotification();
  const unread = notifications.unreadCount;
  // Known from the profile, fetched anew when the menu opens; with two children or more the
  // button wears the face of the one using the app.
  const family = useChildren(open).data ?? familyOf(profile);
  const activeChild = family && family.children.length > 1 ? activeChildOf(family) : undefined;
  const activePlace = activeChild ? (family?.children.indexOf(activeChild) ?? 0) : 0;
  const switchChild = useSwitchChild();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (entry: ProfileMenuEntry) => {
    setOpen(false);
    if (entry.id === 'log-out') return setSignOutOpen(true);
    // A guest asking to log in: the guard now keeps them on Login (docs/product.md#access-guard).
    if (entry.id === 'log-in') markConversionTriggered();
    void navigate(entry.to);
  };

  const chooseChild = (child: Child) => {
    setOpen(false);
    root.current?.querySelector<HTMLElement>('button')?.focus();
    void switchChild(child);
  };

  const openOne = (notification: Notification) => {
    setOpen(false);
    openNotification(notification);
  };

  // The removed row takes its focus with it: the next item (or the menu's first) gets it.
  const archiveOne = (notification: Notification) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    dismissNotification(notification, 'archive');
    requestAnimationFrame(() => {
      const left = [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
      (left[Math.max(0, at - 1)] ?? left[0])?.focus();
    });
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLElement>('button')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        type="button"
        aria-label={
          unread > 0
            ? tNotifications('profileButton', { count: unread })
            : tCommon('actions.openProfile')
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="relative grid size-touch place-items-center rounded-full border-2 border-line bg-surface transition duration-200 ease-calm hover:border-accent"
      >
        {activeChild ? (
          <ChildAvatar child={activeChild} place={activePlace} className="size-10 text-lg" />
        ) : (
          <ProfileAvatar
            imageUrl={profile?.profileImageUrl}
            name={name}
            className="size-10 text-lg"
          />
        )}
        <NotificationBadge count={unread} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('menu.label')}
          className="absolute top-full right-0 z-50 mt-2 flex max-h-[calc(100dvh-5rem-var(--spacing-nav)-env(safe-area-inset-bottom))] lg:max-h-[calc(100dvh-5rem)] w-[min(22rem,calc(100vw-1.5rem))] flex-col gap-1 overflow-y-auto rounded-card border border-line bg-surface p-2 shadow-2xl"
        >
          <div className="flex items-center gap-3 px-3 py-3">
            <ProfileAvatar
              imageUrl={profile?.profileImageUrl}
              name={name}
              className="size-12 text-xl"
            />
            <div className="flex min-w-0 flex-col">
              {/* A long address is cut; the whole of it is on My account. */}
              <span data-layout-clip className="truncate font-extrabold">
                {shownName}
              </span>
              {profile && (
                <span
                  className={cx(
                    'text-sm font-bold',
                    profile.subscription.isActive ? 'text-premium' : 'text-ink-muted',
                  )}
                >
                  {t(`plan.${planOf(profile.subscription)}`)}
                </span>
              )}
            </div>
          </div>
          <ChildSwitcher family={family} onChoose={chooseChild} />
          {notifications.status !== 'off' && (
            <>
              <div className="h-px bg-line" role="none" />
              <ProfileMenuNotifications
                view={notifications}
                pushOffer={{
                  visible: pushOffer.visible,
                  accept: () => {
                    setOpen(false);
                    pushOffer.accept();
                  },
                }}
                onOpen={openOne}
                onArchive={archiveOne}
              />
            </>
          )}
          <div className="h-px bg-line" role="none" />
          {entries.map((entry) => {
            const Icon = ICONS[entry.id];
            return (
              <button
                key={entry.id}
                type="button"
                role="menuitem"
                onClick={() => choose(entry)}
                className="flex min-h-touch items-center gap-3 rounded-control px-3 text-left font-bold hover:bg-surface-raised focus-visible:bg-surface-raised"
              >
                <Icon className="size-5 text-accent" aria-hidden="true" />
                {t(LABELS[entry.id])}
              </button>
            );
          })}
        </div>
      )}
      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </div>
  );
}
