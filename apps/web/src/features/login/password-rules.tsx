import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@monstory/contracts/auth';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The password rules, shown before anyone gets them wrong; ticked as they are met. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const rules = [
    {
      text: t('register.ruleMin', { min: PASSWORD_MIN_LENGTH }),
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    {
      text: t('register.ruleMax', { max: PASSWORD_MAX_LENGTH }),
      met: password.length > 0 && password.length <= PASSWORD_MAX_LENGTH,
    },
    { text: t('register.ruleCommon'), met: null },
  ];
  return (
    <div>
      <p className="font-bold">{t('register.rulesTitle')}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {rules.map(({ text, met }) => (
          <li key={text} className="flex items-center gap-2">
            {met ? (
              <Check className="size-4 text-accent" aria-hidden="true" />
            ) : (
              <Circle className="size-3 text-ink-muted" aria-hidden="true" />
            )}
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
