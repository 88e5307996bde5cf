import { FEEDBACK_COMMENT_MAX_LENGTH } from '@monstory/contracts/library';
import type { FeedbackQuestion } from '@monstory/contracts/library';
import { MessageCircleHeart } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../components/busy-button';
import { buttonClass } from '../components/button-styles';
import { Notice } from '../components/notice';
import { FeedbackQuestionView } from './feedback-question';
import { useFeedbackPrompt } from './use-feedback-prompt';

/**
 * A calm card at the end of a story, never in the way of reading: the server's questions and an
 * optional comment. A failed submit says so and can be sent again; "not now" just goes away.
 */
export function FeedbackPrompt({ uuid, readCounted }: { uuid: string; readCounted: boolean }) {
  const { t } = useTranslation('reader');
  const { questions, submit, decline } = useFeedbackPrompt(uuid, readCounted);
  if (submit.isSuccess) {
    return (
      <Notice tone="success" className="mx-auto max-w-md">
        {t('feedback.thanks')}
      </Notice>
    );
  }
  if (!questions) return null;
  return <FeedbackForm questions={questions} submit={submit} onDecline={decline} />;
}

type Submit = ReturnType<typeof useFeedbackPrompt>['submit'];

function FeedbackForm({
  questions,
  submit,
  onDecline,
}: {
  questions: FeedbackQuestion[];
  submit: Submit;
  onDecline: () => void;
}) {
  const { t } = useTranslation('reader');
  const id = useId();
  const [answers, setAnswers] = useState<Record<string, number | string>>({});
  const [comment, setComment] = useState('');
  const answered = Object.keys(answers).length > 0 || comment.trim() !== '';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    submit.mutate({ answers, ...(text ? { comment: text } : {}) });
  };

  return (
    <form
      onSubmit={send}
      aria-labelledby={`${id}-title`}
      className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-card border-2 border-line bg-surface px-5 py-6"
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <MessageCircleHeart className="size-10 text-accent" aria-hidden="true" />
        <h2 id={`${id}-title`} className="text-xl font-extrabold text-balance">
          {t('feedback.title')}
        </h2>
        <p className="text-pretty text-ink-muted">{t('feedback.lead')}</p>
      </div>
      {questions.map((question) => (
        <FeedbackQuestionView
          key={question.id}
          question={question}
          value={answers[question.id]}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="font-bold">
          {t('feedback.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          className="w-full resize-y rounded-control border-2 border-line bg-canvas px-4 py-3 text-base text-ink focus:border-accent focus:outline-none"
        />
      </div>
      {submit.isError && <Notice tone="error">{t('feedback.failed')}</Notice>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <button type="button" onClick={onDecline} className={buttonClass('ghost', 'flex-1')}>
          {t('feedback.decline')}
        </button>
        <BusyButton type="submit" disabled={!answered} busy={submit.isPending} className="flex-1">
          {submit.isError ? t('feedback.retry') : t('feedback.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
