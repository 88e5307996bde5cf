import { Lightbulb } from 'lucide-react';
import { cx } from './cx';

interface IdeaChipsProps {
  heading: string;
  /** Ready words, each filling the field when tapped. */
  ideas: readonly string[];
  /** What the field holds now: the idea it equals shows as chosen. */
  value: string;
  onPick: (idea: string) => void;
}

/** Ideas to tap under a free-text field, for children who don't know where to start. */
export function IdeaChips({ heading, ideas, value, onPick }: IdeaChipsProps) {
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-base font-bold">
        <Lightbulb className="size-5 text-premium" aria-hidden="true" />
        {heading}
      </p>
      <ul className="flex flex-wrap gap-2">
        {ideas.map((idea) => (
          <li key={idea}>
            <button
              type="button"
              onClick={() => onPick(idea)}
              aria-pressed={value === idea}
              className={cx(
                'min-h-touch rounded-full border-2 px-4 py-2 text-left text-base font-semibold transition duration-200 ease-calm',
                value === idea
                  ? 'border-accent bg-accent-soft'
                  : 'border-line bg-surface hover:border-accent/60',
              )}
            >
              {idea}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How many characters of the most allowed are used, warmer as the field nears full. */
export function LengthCounter({
  id,
  text,
  nearLimit,
}: {
  id: string;
  text: string;
  nearLimit: boolean;
}) {
  return (
    <p
      id={id}
      className={cx('-mt-1 text-right text-sm', nearLimit ? 'text-premium' : 'text-ink-muted')}
    >
      {text}
    </p>
  );
}
