import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@monstory/contracts/auth';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './auth-form-validation';

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** Turns a field problem into words in the interface language, limits filled in. */
export function useProblemText() {
  const { t } = useTranslation('auth');
  return (problem: FieldProblem | undefined): string | null =>
    problem ? t(`validation.${problem.key}`, LIMITS) : null;
}
