import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Read mode's only tool: a bar of its own above the title (not floating over the text), so the
 * way out never hides the story's first line and stays at hand while reading.
 */
export function ReadModeBar({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation('story');
  return (
    <div className="sticky top-0 z-30 -mx-4 flex justify-end bg-canvas/85 px-3 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur-md sm:mx-0 sm:rounded-b-card">
      <button
        type="button"
        onClick={onExit}
        className="inline-flex min-h-touch items-center gap-2 rounded-full bg-surface/80 px-4 font-bold text-ink-muted transition duration-200 ease-calm hover:text-ink"
      >
        <X className="size-5" aria-hidden="true" />
        {t('toolbar.exitReadMode')}
      </button>
    </div>
  );
}
