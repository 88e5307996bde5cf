import type { PremiumFeatureKind } from '@monstory/contracts/enums';
import type { StoryAddons } from '@monstory/contracts/premium';
import { Headphones, Image, Info, Signpost } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { SwitchMark } from '../../lib/components/switch-mark';
import { CoinBadge } from '../../lib/purchase/coin-badge';
import { FormSection, choiceClass } from './form-section';
import { conflictsWithInteractive } from './generate-form';
import type { FeatureBadge } from './story-quote';
import { VoiceLine } from './voice-line';

const ADDONS: ReadonlyArray<{
  key: keyof StoryAddons;
  icon: LucideIcon;
  feature: PremiumFeatureKind;
}> = [
  { key: 'images', icon: Image, feature: 'STORY_WITH_IMAGES' },
  { key: 'audio', icon: Headphones, feature: 'STORY_WITH_AUDIO' },
  { key: 'interactive', icon: Signpost, feature: 'STORY_INTERACTIVE' },
];

interface AddonsPickerProps {
  value: StoryAddons;
  onToggle: (addon: keyof StoryAddons) => void;
  badges: Record<keyof StoryAddons, FeatureBadge>;
  error: string | null;
}

/**
 * Pictures, narration and interactive. Every choice stays visible with its price; only the
 * combination docs/product.md#story-form forbids is switched off, with the reason shown right there.
 */
export function AddonsPicker({ value, onToggle, badges, error }: AddonsPickerProps) {
  const { t } = useTranslation('generate');
  const blocked = (key: keyof StoryAddons) =>
    !value[key] && conflictsWithInteractive({ ...value, [key]: true });
  const conflictShown = ADDONS.some(({ key }) => blocked(key));

  return (
    <FormSection tour="addons" legend={t('addons.legend')} error={error}>
      <div className="grid gap-3">
        {ADDONS.map(({ key, icon: Icon }) => {
          const checked = value[key];
          const badge = badges[key];
          return (
            <div key={key} className="flex flex-col gap-2">
              <label className={choiceClass(checked, 'min-h-20 items-center gap-3 px-4 py-3')}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  disabled={blocked(key)}
                  onChange={() => onToggle(key)}
                  className="sr-only"
                />
                <Icon
                  className={cx('size-8 shrink-0', checked ? 'text-accent' : 'text-ink-muted')}
                  aria-hidden="true"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="text-lg font-extrabold">{t(`addons.${key}.name`)}</span>
                    {badge && <CoinBadge credits={badge.credits} included={badge.included} />}
                  </span>
                  <span className="text-sm leading-snug text-ink-muted">
                    {t(`addons.${key}.hint`)}
                  </span>
                </span>
                <SwitchMark on={checked} />
              </label>
              {key === 'audio' && checked && <VoiceLine />}
            </div>
          );
        })}
      </div>
      {conflictShown && (
        <p className="flex items-start gap-2 text-sm text-ink-muted">
          <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          {t('validation.interactiveAddons')}
        </p>
      )}
    </FormSection>
  );
}
