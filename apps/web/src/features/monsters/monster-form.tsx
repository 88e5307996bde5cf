import { MONSTER_DESCRIPTION_MAX_LENGTH } from '@monstory/contracts/gamification';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateBar } from '../../lib/components/create-bar';
import { cx } from '../../lib/components/cx';
import { IdeaChips, LengthCounter } from '../../lib/components/idea-chips';
import { MONSTER_EXAMPLES } from './monster-examples';

interface MonsterFormProps {
  description: string;
  onChange: (description: string) => void;
  onSubmit: () => void;
  pending: boolean;
  /** The description is too short. */
  error: string | null;
  /** The safety gate's answer, shown right under the words it is about. */
  safety?: ReactNode;
  /** The safety message's id while it is shown, which describes the field. */
  safetyId?: string | null;
  /** A refusal marks the field; a caring message does not. */
  refused?: boolean;
  /** Why creating waits while the safety gate's answer stands, said by the button. */
  safetyNote?: string | null;
  /** The price beside the button. */
  cost: ReactNode;
  /** A failure that is not about the description, with its way on. */
  notice?: ReactNode;
}

/** One big friendly field, ideas to tap, and one clear button at thumb height. */
export function MonsterForm(props: MonsterFormProps) {
  const { description, onChange, onSubmit, pending, error, cost, notice } = props;
  const { safety, safetyId, refused = false, safetyNote } = props;
  const { t } = useTranslation('monsters');
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [error && errorId, safetyId, counterId].filter(Boolean).join(' ');
  const nearLimit = description.length > MONSTER_DESCRIPTION_MAX_LENGTH * 0.9;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-3">
        <label htmlFor={id} className="text-xl font-black md:text-2xl">
          {t('create.label')}
        </label>
        <textarea
          id={id}
          value={description}
          maxLength={MONSTER_DESCRIPTION_MAX_LENGTH}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('create.placeholder')}
          aria-describedby={describedBy}
          aria-invalid={error || refused ? true : undefined}
          className={cx(
            'w-full resize-y rounded-control border-2 bg-canvas px-4 py-3 text-xl leading-relaxed text-ink transition duration-200 ease-calm',
            'placeholder:text-ink-muted/70 focus:border-accent focus:outline-none',
            error || refused ? 'border-danger' : 'border-line',
          )}
        />
        <LengthCounter
          id={counterId}
          text={t('create.counter', {
            count: description.length,
            max: MONSTER_DESCRIPTION_MAX_LENGTH,
          })}
          nearLimit={nearLimit}
        />
        {error && (
          <p id={errorId} role="alert" className="flex items-center gap-2 font-bold text-danger">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            {error}
          </p>
        )}
        {safety}
      </div>
      <IdeaChips
        heading={t('create.ideas')}
        ideas={MONSTER_EXAMPLES.map((example) => t(`create.examples.${example}`))}
        value={description}
        onPick={onChange}
      />
      {notice}
      <CreateBar
        price={cost}
        pending={pending}
        label={t('create.submit')}
        pendingLabel={t('create.submitting')}
        note={safetyNote}
      />
    </form>
  );
}
