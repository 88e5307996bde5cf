import { SNACKBAR_DURATION_MS } from '@monstory/contracts/constants';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { IconButton } from '../../lib/components/icon-button';
import { NotificationLevelIcon } from '../../lib/notifications/notification-level';
import {
  useCurrentSnackbar,
  useNotificationSession,
} from '../../lib/notifications/notification-session';
import { useOpenNotification } from '../../lib/notifications/use-open-notification';

/** How long one stays: its own durationInSeconds when set, else 5 s (docs/product.md#constants). */
export function snackbarDurationMs(durationInSeconds: number | null): number {
  return durationInSeconds && durationInSeconds > 0
    ? durationInSeconds * 1000
    : SNACKBAR_DURATION_MS;
}

/**
 * A notification that arrived while the app is open (docs/product.md#notifications foreground), one at a time in
 * arrival order, above the bottom navigation and the audio player. The live region is always
 * there, so screen readers hear each one as it comes; pointing at or focusing the snackbar
 * holds it until the user moves on.
 */
export function NotificationSnackbar() {
  const { t } = useTranslation('notifications');
  const session = useNotificationSession();
  const current = useCurrentSnackbar();
  const open = useOpenNotification();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!current || held) return;
    const id = current.notificationId;
    const timer = setTimeout(
      () => session.dropSnackbar(id),
      snackbarDurationMs(current.durationInSeconds),
    );
    return () => clearTimeout(timer);
  }, [current, held, session]);

  return (
    <div role="status" aria-live="polite" className="flex flex-col">
      {current && (
        <div
          key={current.notificationId}
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
          className="pointer-events-auto mx-auto mb-3 flex w-[min(100%-1.5rem,32rem)] items-center gap-2 rounded-card border-2 border-accent/50 bg-surface-raised py-2 pr-1 pl-2 text-ink shadow-2xl sm:gap-3 sm:pl-3"
        >
          {/* Smaller on a phone, where the words need the room. */}
          <NotificationLevelIcon
            level={current.level}
            label={t(`level.${current.level}`)}
            className="max-sm:size-8"
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="font-extrabold text-pretty">{current.title}</p>
            <p className="text-sm text-pretty text-ink-muted">{current.message}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              session.dropSnackbar(current.notificationId);
              setHeld(false);
              open(current);
            }}
            className={buttonClass('ghost', 'shrink-0 text-accent max-sm:px-3')}
          >
            {t('snackbar.open')}
          </button>
          <IconButton
            icon={X}
            label={t('snackbar.close')}
            iconClassName="size-5"
            onClick={() => {
              session.dropSnackbar(current.notificationId);
              setHeld(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
