import { REPORT_TEXT_MAX_LENGTH } from '@monstory/contracts/library';
import { ReportReason } from '@monstory/contracts/enums';
import { Flag } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { BusyButton } from '../../lib/components/busy-button';
import { buttonClass } from '../../lib/components/button-styles';
import { cx } from '../../lib/components/cx';
import { showReaderToast } from '../../lib/reader/reader-toast-store';
import { useReportStory } from '../../lib/reader/use-report-story';
import { closePlayer, usePlayerSource } from '../../lib/audio-player/audio-player-store';
import { ModalFrame } from '../../lib/components/modal-frame';

const LIBRARY_PATH = '/library';

/**
 * docs/product.md#ratings-reports report reasons (other with its own words). Once sent, the story leaves the reporter's
 * lists and the reader goes to the library with a thank-you.
 */
export function ReportStoryDialog({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const { t } = useTranslation('reader');
  const { t: tApi } = useTranslation('api');
  const navigate = useNavigate();
  const report = useReportStory(uuid);
  const playing = usePlayerSource()?.uuid === uuid;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'reason' | 'text' | null>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem('reason');
    if (reason === 'OTHER' && text.trim() === '') return setProblem('text');
    setProblem(null);
    const body = reason === 'OTHER' ? { reason, text: text.trim() } : { reason };
    report.mutate(body, {
      onSuccess: async () => {
        if (playing) closePlayer();
        showReaderToast(t('report.done'));
        await navigate(LIBRARY_PATH, { replace: true });
        report.forget();
      },
    });
  };

  const failure = report.isError ? describeApiError(report.error, (key) => tApi(key)) : null;
  return (
    <ModalFrame
      title={t('report.title')}
      onClose={onClose}
      initialFocus={firstReason}
      icon={<Flag className="size-12 shrink-0 text-premium" aria-hidden="true" />}
    >
      <form onSubmit={submit} noValidate className="flex w-full flex-col gap-4 text-left">
        <p className="text-center text-pretty text-ink-muted">{t('report.lead')}</p>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={problem === 'reason' ? `${id}-reason` : undefined}
        >
          <legend className="sr-only">{t('report.reasonLegend')}</legend>
          {ReportReason.map((option, index) => (
            <label
              key={option}
              className={cx(
                'flex min-h-touch cursor-pointer items-center gap-3 rounded-control border-2 px-4 font-bold transition duration-200 ease-calm',
                reason === option
                  ? 'border-accent bg-accent-soft'
                  : 'border-line hover:border-accent/60',
              )}
            >
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={`${id}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="size-5 accent-[var(--mo-accent)]"
              />
              {t(`report.reasons.${option}`)}
            </label>
          ))}
        </fieldset>
        {problem === 'reason' && (
          <p id={`${id}-reason`} role="alert" className="text-sm font-bold text-danger">
            {t('report.reasonRequired')}
          </p>
        )}
        {reason === 'OTHER' && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-text`} className="font-bold">
              {t('report.otherLabel')}
            </label>
            <textarea
              id={`${id}-text`}
              value={text}
              maxLength={REPORT_TEXT_MAX_LENGTH}
              rows={3}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem === 'text' ? true : undefined}
              aria-describedby={`${id}-counter${problem === 'text' ? ` ${id}-text-error` : ''}`}
              className={cx(
                'w-full resize-y rounded-control border-2 bg-canvas px-4 py-3 text-lg text-ink focus:border-accent focus:outline-none',
                problem === 'text' ? 'border-danger' : 'border-line',
              )}
            />
            <p id={`${id}-counter`} className="text-right text-sm text-ink-muted">
              {t('report.counter', { count: text.length, max: REPORT_TEXT_MAX_LENGTH })}
            </p>
            {problem === 'text' && (
              <p id={`${id}-text-error`} role="alert" className="text-sm font-bold text-danger">
                {t('report.otherRequired')}
              </p>
            )}
          </div>
        )}
        {failure && (
          <p role="alert" className="text-center font-bold text-danger">
            {t('report.failed', { error: failure })}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <button type="button" onClick={onClose} className={buttonClass('secondary', 'flex-1')}>
            {t('report.cancel')}
          </button>
          <BusyButton type="submit" busy={report.isPending} className="flex-1">
            {t('report.send')}
          </BusyButton>
        </div>
      </form>
    </ModalFrame>
  );
}
