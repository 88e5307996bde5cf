import type { Child } from '@monstory/contracts/children';
import { LANGUAGE_ENDONYMS } from '@monstory/i18n/language-endonyms';
import { ArrowLeftRight, Check, Pencil } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChildAvatar } from '../../lib/children/child-avatar';
import { buttonClass } from '../../lib/components/button-styles';
import { cx } from '../../lib/components/cx';
import { childPath } from './child-paths';

interface ChildCardProps {
  child: Child;
  /** Their place in the list, which picks the colour of their circle. */
  place: number;
  active: boolean;
  onSwitch: (child: Child) => void;
}

/** One child: face, name, age and language, and the ways to use or change the profile. */
export function ChildCard({ child, place, active, onSwitch }: ChildCardProps) {
  const { t } = useTranslation('children');
  const nameId = useId();
  const language = LANGUAGE_ENDONYMS[child.languageCode];

  return (
    <li
      aria-labelledby={nameId}
      className={cx(
        'flex flex-col gap-4 rounded-card border-2 bg-surface p-5 shadow-xl',
        active ? 'border-accent' : 'border-transparent',
      )}
    >
      <div className="flex items-center gap-4">
        <ChildAvatar child={child} place={place} className="size-16 text-2xl" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={nameId} className="text-xl font-black break-words">
            {child.name}
          </h3>
          <p className="text-ink-muted">
            {child.age === null
              ? t('detailsNoAge', { language })
              : t('details', { age: child.age, language })}
          </p>
          <p className="text-sm text-ink-muted">{t('stories', { count: child.storiesCreated })}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {active ? (
          <p className="inline-flex min-h-touch items-center gap-2 rounded-full bg-accent-soft px-4 font-extrabold text-accent">
            <Check className="size-5" aria-hidden="true" />
            {t('active')}
          </p>
        ) : (
          <button
            type="button"
            onClick={() => onSwitch(child)}
            className={buttonClass('secondary')}
          >
            <ArrowLeftRight className="size-5" aria-hidden="true" />
            {t('use', { name: child.name })}
          </button>
        )}
        <Link to={childPath(child.id)} className={buttonClass('ghost')}>
          <Pencil className="size-5" aria-hidden="true" />
          {t('edit', { name: child.name })}
        </Link>
      </div>
    </li>
  );
}
