import { ChevronDown } from 'lucide-react';
import { ACCOUNT_DELETION_DAYS, DECLINED_TERMS_DELETION_DAYS } from '@monstory/contracts/constants';
import { useTranslation } from 'react-i18next';

export const FAQ_QUESTIONS = [
  'what',
  'safe',
  'cost',
  'offline',
  'privacy',
  'delete',
  'guest',
] as const;
export type FaqQuestion = (typeof FAQ_QUESTIONS)[number];

/**
 * The FAQ's questions as an accordion; the deletion days in the answers are the contracts' own. Native <details>/<summary>: keyboard and screen-reader
 * support come with it, and every answer stays findable with the browser's search.
 */
export function FaqList({ questions = FAQ_QUESTIONS }: { questions?: readonly FaqQuestion[] }) {
  const { t } = useTranslation('site');
  return (
    <div className="flex flex-col gap-3">
      {questions.map((key) => (
        <details key={key} className="group rounded-card bg-surface open:bg-surface-raised">
          <summary className="flex min-h-touch cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-lg font-extrabold [&::-webkit-details-marker]:hidden">
            {t(`faq.items.${key}.q`)}
            <ChevronDown
              aria-hidden="true"
              className="size-6 shrink-0 text-accent transition duration-200 ease-calm group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-base leading-relaxed text-pretty text-ink-muted">
            {t(`faq.items.${key}.a`, {
              accountDays: ACCOUNT_DELETION_DAYS,
              declinedDays: DECLINED_TERMS_DELETION_DAYS,
            })}
          </p>
        </details>
      ))}
    </div>
  );
}
