import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/components/text-field';
import type { FieldProblem } from './auth-form-validation';
import { PasswordRules } from './password-rules';
import { useProblemText } from './use-problem-text';

// The address and password fields of the account forms, with their problems in words.

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  problem: FieldProblem | undefined;
}

export function EmailField({ value, onChange, problem }: FieldProps) {
  const { t } = useTranslation('auth');
  const problemText = useProblemText();
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problemText(problem)}
    />
  );
}

/** A password with its show/hide toggle; a new one also shows the rules it must meet. */
export function PasswordField({
  value,
  onChange,
  problem,
  kind,
  label,
}: FieldProps & { kind: 'current' | 'new'; label?: string }) {
  const { t } = useTranslation('auth');
  const problemText = useProblemText();
  return (
    <TextField
      label={label ?? t('fields.password')}
      type="password"
      autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problemText(problem)}
      hint={kind === 'new' ? <PasswordRules password={value} /> : undefined}
      revealLabels={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
    />
  );
}
