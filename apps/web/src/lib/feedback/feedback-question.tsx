import type { FeedbackQuestion } from '@monstory/contracts/library';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../components/cx';

interface FeedbackQuestionViewProps {
  question: FeedbackQuestion;
  value: number | string | undefined;
  onChange: (value: number | string) => void;
}

/** One question: a scale as five stars, a choice as chips; both are single-choice groups. */
export function FeedbackQuestionView({ question, value, onChange }: FeedbackQuestionViewProps) {
  const { t } = useTranslation('reader');
  const id = useId();
  const options =
    question.kind === 'scale'
      ? [1, 2, 3, 4, 5].map((n) => ({ id: n, label: t('feedback.star', { count: n }) }))
      : (question.options ?? []).map((option) => ({ id: option.id, label: option.label }));

  return (
    <div className="flex flex-col gap-2">
      <p id={id} className="font-bold text-pretty">
        {question.text}
      </p>
      <div role="group" aria-labelledby={id} className="flex flex-wrap justify-center gap-2">
        {options.map((option) =>
          question.kind === 'scale' ? (
            <button
              key={option.id}
              type="button"
              aria-label={option.label}
              aria-pressed={value === option.id}
              onClick={() => onChange(option.id)}
              className="-mx-1 grid size-touch place-items-center rounded-full transition duration-200 ease-calm active:scale-95"
            >
              <Star
                aria-hidden="true"
                className={cx(
                  'size-8',
                  typeof value === 'number' && Number(option.id) <= value
                    ? 'fill-premium text-premium'
                    : 'fill-transparent text-ink-muted',
                )}
              />
            </button>
          ) : (
            <button
              key={option.id}
              type="button"
              aria-pressed={value === option.id}
              onClick={() => onChange(option.id)}
              className={cx(
                'min-h-touch rounded-full border-2 px-4 font-bold transition duration-200 ease-calm',
                value === option.id
                  ? 'border-accent bg-accent-soft text-ink'
                  : 'border-line text-ink-muted hover:border-accent/60',
              )}
            >
              {option.label}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
