import { Snowflake } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../components/cx';
import { SwitchMark } from '../components/switch-mark';
import { saveSnowChoice, useSnowChoice } from './snow-choice';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { useIsDecember } from './use-show-snow';

/**
 * The snow switch in My Stuff's settings (Snow effect, docs/product.md#shell). Only in December: outside it
 * there is no snow to choose about. Under reduced motion the choice is still kept, and the hint
 * says why nothing falls.
 */
export function SnowSettingRow() {
  const { t } = useTranslation('stuff');
  const december = useIsDecember();
  const on = useSnowChoice();
  const reducedMotion = usePrefersReducedMotion();
  const titleId = useId();
  const hintId = useId();
  if (!december) return null;

  return (
    <li>
      <label
        className={cx(
          'flex min-h-16 w-full cursor-pointer items-center gap-4 px-4 py-3 select-none',
          'transition duration-200 ease-calm hover:bg-surface-raised',
          'has-focus-visible:outline-3 has-focus-visible:-outline-offset-3 has-focus-visible:outline-accent',
        )}
      >
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => saveSnowChoice(event.target.checked)}
          aria-labelledby={titleId}
          aria-describedby={hintId}
          className="sr-only"
        />
        <Snowflake className="size-6 shrink-0 text-accent" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span id={titleId} className="text-lg font-extrabold">
            {t('settings.snow')}
          </span>
          <span id={hintId} className="text-sm text-ink-muted">
            {reducedMotion ? t('settings.snowReducedMotion') : t('settings.snowHint')}
          </span>
        </span>
        <SwitchMark on={on} />
      </label>
    </li>
  );
}
