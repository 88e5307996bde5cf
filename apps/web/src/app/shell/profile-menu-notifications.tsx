import type { Notification } from '@monstory/contracts/notifications';
import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { NotificationLevelIcon } from '../../lib/notifications/notification-level';
import type { NotificationsView } from '../../lib/notifications/notifications-query';
import { timeAgo } from '../../lib/notifications/time-ago';
import type { PushOffer } from '../../lib/push/use-push-offer';
import { apiAssetUrl } from '../../lib/api/api-asset-url';

const itemClass =
  'rounded-control hover:bg-surface-raised focus-visible:bg-surface-raised transition duration-200 ease-calm';

interface ProfileMenuNotificationsProps {
  view: NotificationsView;
  pushOffer: PushOffer;
  onOpen: (notification: Notification) => void;
  onArchive: (notification: Notification) => void;
}

/** docs/product.md#notifications: the top notifications in the profile menu, each one tappable and removable. */
export function ProfileMenuNotifications({
  view,
  pushOffer,
  onOpen,
  onArchive,
}: ProfileMenuNotificationsProps) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The menu mounts when it opens, so "5 minutes ago" is measured from that moment.
  const [now] = useState(() => Date.now());
  return (
    <div role="group" aria-label={t('heading')} className="flex flex-col gap-1">
      <p aria-hidden="true" className="px-3 pt-1 text-sm font-extrabold text-ink-muted">
        {t('heading')}
      </p>
      {view.top.map((notification) => {
        const unread = notification.status === 'UNREAD';
        return (
          <div key={notification.notificationId} role="none" className="flex items-stretch gap-1">
            <button
              type="button"
              role="menuitem"
              onClick={() => onOpen(notification)}
              className={cx('flex min-h-touch min-w-0 flex-1 gap-3 px-3 py-2 text-left', itemClass)}
            >
              <NotificationLevelIcon
                level={notification.level}
                label={t(`level.${notification.level}`)}
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-start gap-2">
                  {unread && (
                    <span
                      className="mt-2 size-2 shrink-0 rounded-full bg-accent"
                      aria-hidden="true"
                    />
                  )}
                  {unread && <span className="sr-only">{t('unread')}</span>}
                  {/* Two lines rather than an ellipsis: a phone is narrow, and the title is the news. */}
                  <span
                    className={cx(
                      'line-clamp-2 text-pretty',
                      unread ? 'font-extrabold' : 'font-bold',
                    )}
                  >
                    {notification.title}
                  </span>
                </span>
                <span className="line-clamp-2 text-sm text-ink-muted">{notification.message}</span>
                <time dateTime={notification.createdAt} className="text-xs text-ink-muted">
                  {timeAgo(notification.createdAt, now, language)}
                </time>
              </span>
              {notification.imageUrl && (
                <img
                  src={apiAssetUrl(notification.imageUrl)}
                  alt=""
                  className="size-12 shrink-0 rounded-control object-cover"
                />
              )}
            </button>
            <button
              type="button"
              role="menuitem"
              aria-label={t('archive', { title: notification.title })}
              onClick={() => onArchive(notification)}
              className={cx('grid w-touch shrink-0 place-items-center text-ink-muted', itemClass)}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
        );
      })}
      {view.status === 'ready' && view.top.length === 0 && (
        <p className="px-3 py-2 text-sm text-ink-muted">{t('empty')}</p>
      )}
      {view.status === 'error' && (
        <p className="px-3 py-2 text-sm text-ink-muted">{t('loadFailed')}</p>
      )}
      {pushOffer.visible && (
        <button
          type="button"
          role="menuitem"
          onClick={pushOffer.accept}
          className={cx('flex min-h-touch items-center gap-3 px-3 py-2 text-left', itemClass)}
        >
          <BellRing className="size-5 shrink-0 text-accent" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="font-bold">{t('push.turnOn')}</span>
            <span className="text-sm text-ink-muted">{t('push.offer')}</span>
          </span>
        </button>
      )}
    </div>
  );
}
