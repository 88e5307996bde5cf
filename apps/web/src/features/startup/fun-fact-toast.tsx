import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { funFactKey } from './loading-texts';

/** Something kind to read while the grown-up decides what to do next. */
export function FunFactToast({ index }: { index: number }) {
  const { t } = useTranslation('startup');
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md gap-3 rounded-2xl bg-surface-raised p-4 shadow-2xl"
    >
      <Lightbulb aria-hidden="true" className="size-7 shrink-0 text-premium" />
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold">
          {t('funFact.title')}
        </h2>
        <p className="text-base">{t(funFactKey(index))}</p>
      </div>
    </aside>
  );
}
