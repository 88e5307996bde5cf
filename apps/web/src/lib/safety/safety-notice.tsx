import { resolveLanguage } from '@monstory/contracts/language';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CarePanel } from './care-panel';
import { revealAboveStickyBar } from './reveal-above-bar';
import type { SafetyRefusal } from './safety-refusal';

interface SafetyNoticeProps {
  refusal: SafetyRefusal;
  /** The kind sentence's id, for the field's aria-describedby. */
  messageId: string;
  /** Said when the server sent no message and no category. */
  fallback?: string;
  /** Changes when the create button is tapped while the refusal stands: shown once more. */
  revealKey?: number;
}

/**
 * The gate's answer beside the field it is about: a kind refusal that leaves the words in place,
 * or for a child who may be in harm's way, a caring message and the helplines. Scrolled into
 * view above the sticky create bar whenever it changes; it never takes the focus from the field.
 */
export function SafetyNotice({ refusal, messageId, fallback, revealKey = 0 }: SafetyNoticeProps) {
  const { t, i18n } = useTranslation('monsters');
  const box = useRef<HTMLDivElement>(null);
  const message =
    refusal.message ??
    (refusal.category
      ? t(`safety.categories.${refusal.category}`)
      : (fallback ?? t('safety.generic')));

  useEffect(() => {
    if (box.current) revealAboveStickyBar(box.current);
  }, [refusal, revealKey]);

  if (refusal.care) {
    const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
    return <CarePanel ref={box} message={message} messageId={messageId} language={language} />;
  }
  return (
    <div
      ref={box}
      data-testid="safety-refusal"
      className="flex scroll-mt-24 gap-3 rounded-control border-2 border-danger/60 bg-danger/10 px-4 py-3"
    >
      <CircleAlert className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-extrabold">{t('safety.title')}</p>
        <p id={messageId} role="alert" className="text-base leading-relaxed text-pretty">
          {message}
        </p>
        <p className="text-sm text-ink-muted">{t('safety.keep')}</p>
      </div>
    </div>
  );
}
