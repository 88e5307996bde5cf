import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { useCountdown } from '../../lib/components/use-countdown';
import { STUFF_PATH } from '../../lib/navigation/app-paths';
import {
  parentalGateState,
  readParentalGateRecord,
  unlockParentalGate,
} from '../../lib/parental-gate/parental-gate-record';
import { ColourPuzzleView } from './colour-puzzle-view';
import { MathsPuzzleView } from './maths-puzzle-view';
import { FIRST_ATTEMPT, GATE_MAX_ATTEMPTS, afterWrongAnswer } from './gate-attempts';
import { createPuzzle, isColourAnswerRight, isMathsAnswerRight } from './gate-puzzles';
import { gateRedirectTarget } from './gate-redirect';

/** docs/product.md#parental-gate: a task for grown-ups; passing it opens the blocked page for 10 minutes. */
export function ParentalGatePage() {
  const { t } = useTranslation('gate');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = gateRedirectTarget(params.get('redirect'));
  const [alreadyOpen] = useState(
    () => parentalGateState(readParentalGateRecord(), Date.now()) === 'unlocked',
  );
  const [attempts, setAttempts] = useState(FIRST_ATTEMPT);
  const [wrong, setWrong] = useState(false);
  const [puzzle, setPuzzle] = useState(() => createPuzzle());
  const coolDownSeconds = useCountdown(attempts.coolDown);
  const coolingDown = coolDownSeconds > 0;

  const answer = (right: boolean): boolean => {
    if (right) {
      unlockParentalGate(Date.now());
      void navigate(target);
      return true;
    }
    const next = afterWrongAnswer(attempts, Date.now());
    setAttempts(next);
    // Three misses: a different task after the pause, without the old "not quite" under it.
    const fresh = next.puzzleNumber !== attempts.puzzleNumber;
    if (fresh) setPuzzle(createPuzzle());
    setWrong(!fresh);
    return false;
  };

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center gap-6 text-center">
      <div className="grid size-20 place-items-center rounded-full bg-accent-soft">
        <ShieldCheck className="size-10 text-accent" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-3xl font-black text-balance">{t('title')}</h2>
        <p className="text-lg text-pretty text-ink-muted">{t('intro')}</p>
      </div>
      {alreadyOpen ? (
        <Notice tone="success" title={t('alreadyUnlocked')}>
          <Link to={target} className={buttonClass('primary', 'mt-2 self-start')}>
            {t('continue')}
          </Link>
        </Notice>
      ) : (
        <div className="flex w-full flex-col items-center gap-5 rounded-card bg-surface p-6 shadow-xl">
          <p className="rounded-full bg-surface-raised px-4 py-1 text-sm font-bold text-ink-muted">
            {t('attempt', { current: attempts.attempt, max: GATE_MAX_ATTEMPTS })}
          </p>
          {coolingDown ? (
            <Notice>{t('coolDown', { seconds: coolDownSeconds })}</Notice>
          ) : (
            wrong && <Notice tone="error">{t('wrong')}</Notice>
          )}
          {puzzle.kind === 'maths' ? (
            <MathsPuzzleView
              key={attempts.puzzleNumber}
              puzzle={puzzle}
              disabled={coolingDown}
              onAnswer={(typed) => answer(isMathsAnswerRight(puzzle, typed))}
            />
          ) : (
            <ColourPuzzleView
              key={attempts.puzzleNumber}
              puzzle={puzzle}
              disabled={coolingDown}
              onAnswer={(tapped) => answer(isColourAnswerRight(puzzle, tapped))}
            />
          )}
        </div>
      )}
      <Link to={STUFF_PATH} className={linkButtonClass}>
        {t('cancel')}
      </Link>
    </section>
  );
}
