import type { StoryChoice } from '@monstory/contracts/story';
import { LoaderCircle, Signpost } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../lib/components/notice';

interface ChoiceListProps {
  choices: StoryChoice[];
  pendingId: string | null;
  failed: boolean;
  onChoose: (choice: StoryChoice) => void;
}

/** The interactive story's fork in the road: two or three big buttons, one tap each. */
export function ChoiceList({ choices, pendingId, failed, onChoose }: ChoiceListProps) {
  const { t } = useTranslation('story');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-[60ch] flex-col gap-4 rounded-card bg-surface p-5"
    >
      <div className="flex flex-col items-center gap-1 text-center">
        <h2 id={headingId} className="text-2xl font-black">
          {t('draft.whatNext')}
        </h2>
        <p className="text-ink-muted">{t('draft.chooseHint')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {choices.map((choice) => (
          <li key={choice.id}>
            <button
              type="button"
              disabled={pendingId !== null}
              onClick={() => onChoose(choice)}
              className="flex min-h-16 w-full items-center gap-3 rounded-control border-2 border-accent/60 bg-canvas px-5 py-3 text-left text-lg font-extrabold transition duration-200 ease-calm hover:border-accent hover:bg-accent-soft active:scale-[0.99] disabled:opacity-60"
            >
              {pendingId === choice.id ? (
                <LoaderCircle
                  className="size-6 shrink-0 animate-spin text-accent"
                  aria-hidden="true"
                />
              ) : (
                <Signpost className="size-6 shrink-0 text-accent" aria-hidden="true" />
              )}
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
      {failed && <Notice tone="error">{t('draft.chooseFailed')}</Notice>}
    </section>
  );
}
