import { MAX_SUMMARY_LENGTH } from '@monstory/contracts/story';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { IdeaChips, LengthCounter } from '../../lib/components/idea-chips';
import { FormSection } from './form-section';

const EXAMPLES = ['dragon', 'rocket', 'bakery', 'snow', 'treasure'] as const;

interface SummaryFieldProps {
  value: string;
  onChange: (summary: string) => void;
  /** The safety gate's answer, shown right under the words it is about. */
  notice: ReactNode;
  /** The notice's message, which describes the field while it is shown. */
  noticeId: string | null;
  /** A refusal marks the field; a caring message does not. */
  refused: boolean;
}

/** The free-text wish, with ideas to tap for children who don't know where to start. */
export function SummaryField({ value, onChange, notice, noticeId, refused }: SummaryFieldProps) {
  const { t } = useTranslation('generate');
  const id = useId();
  const counterId = `${id}-counter`;
  const nearLimit = value.length > MAX_SUMMARY_LENGTH * 0.9;

  return (
    <FormSection tour="summary" legend={t('summary.label')} as="div">
      <label htmlFor={id} className="sr-only">
        {t('summary.label')}
      </label>
      <p className="-mt-2 text-base text-ink-muted">{t('summary.optional')}</p>
      <textarea
        id={id}
        value={value}
        maxLength={MAX_SUMMARY_LENGTH}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('summary.placeholder')}
        aria-describedby={noticeId ? `${noticeId} ${counterId}` : counterId}
        aria-invalid={refused ? true : undefined}
        className={cx(
          'w-full resize-y rounded-control border-2 bg-canvas px-4 py-3 text-lg leading-relaxed text-ink transition duration-200 ease-calm',
          'placeholder:text-ink-muted/70 focus:border-accent focus:outline-none',
          refused ? 'border-danger' : 'border-line',
        )}
      />
      <LengthCounter
        id={counterId}
        text={t('summary.counter', { count: value.length, max: MAX_SUMMARY_LENGTH })}
        nearLimit={nearLimit}
      />
      {notice}
      <IdeaChips
        heading={t('summary.ideas')}
        ideas={EXAMPLES.map((example) => t(`summary.examples.${example}`))}
        value={value}
        onPick={onChange}
      />
    </FormSection>
  );
}
