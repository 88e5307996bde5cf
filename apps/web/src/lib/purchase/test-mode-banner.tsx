import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Plainly says that no real money moves: the shop runs without a payment provider. */
export function TestModeBanner({ text }: { text?: string }) {
  const { t } = useTranslation('shop');
  return (
    <div
      role="note"
      aria-label={t('testMode.badge')}
      className="flex items-start gap-3 rounded-control border-2 border-dashed border-premium bg-premium/10 px-4 py-3"
    >
      <FlaskConical className="mt-0.5 size-6 shrink-0 text-premium" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-extrabold">
          <span className="rounded-full bg-premium px-2.5 py-0.5 text-sm tracking-wider text-on-premium">
            {t('testMode.badge')}
          </span>
          {t('testMode.title')}
        </p>
        <p className="text-ink-muted">{text ?? t('testMode.text')}</p>
      </div>
    </div>
  );
}
