import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { appUpdate, useAppUpdate } from '../../lib/offline/app-update';
import type { AppUpdate } from '../../lib/offline/app-update';

/**
 * "A new version is ready — Update": a quiet card at the top, never a dialog in the way. It waits
 * while a story is being written or read aloud, and "Later" puts it away until the next start.
 */
export function UpdatePrompt({ update = appUpdate }: { update?: AppUpdate }) {
  const { t } = useTranslation('startup');
  const { ready, held } = useAppUpdate(update);
  const [later, setLater] = useState(false);
  if (!ready || held || later) return null;
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top)+0.75rem)] z-[55] flex justify-center px-3">
      <section
        role="status"
        aria-label={t('appUpdate.text')}
        className="pointer-events-auto flex w-full max-w-lg flex-col gap-3 rounded-card border border-line/70 bg-surface/95 px-4 py-3 text-ink shadow-[0_10px_40px_-20px_rgb(0_0_0/0.8)] backdrop-blur-md sm:flex-row sm:items-center"
      >
        <p className="flex min-w-0 flex-1 items-center gap-3 text-lg font-bold">
          <Sparkles aria-hidden="true" className="size-6 shrink-0 text-accent" />
          {t('appUpdate.text')}
        </p>
        <span className="flex shrink-0 justify-end gap-2">
          <button type="button" onClick={() => setLater(true)} className={buttonClass('ghost')}>
            {t('appUpdate.later')}
          </button>
          <button type="button" onClick={update.apply} className={buttonClass('primary')}>
            {t('appUpdate.update')}
          </button>
        </span>
      </section>
    </div>,
    document.body,
  );
}
