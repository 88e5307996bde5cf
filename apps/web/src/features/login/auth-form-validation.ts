import { EmailSchema, PasswordSchema } from '@monstory/contracts/auth';

// The forms check what the server would refuse anyway, with the same shared schemas, so the
// parent learns at once and in their own language (keys of `auth:validation`).

export type ValidationKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDiffer';

export interface FieldProblem {
  key: ValidationKey;
}

export type FormProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export function checkEmail(value: string): FieldProblem | undefined {
  if (value.trim() === '') return { key: 'emailRequired' };
  return EmailSchema.safeParse(value.trim()).success ? undefined : { key: 'emailInvalid' };
}

/** A new password: the length rules (a common password is refused by the server). */
export function checkNewPassword(value: string): FieldProblem | undefined {
  if (value === '') return { key: 'passwordRequired' };
  const issue = PasswordSchema.safeParse(value).error?.issues[0];
  if (!issue) return undefined;
  return issue.code === 'too_big' ? { key: 'passwordTooLong' } : { key: 'passwordTooShort' };
}

function compact<F extends string>(problems: Record<F, FieldProblem | undefined>): FormProblems<F> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as FormProblems<F>;
}

/** Signing in checks only that something was typed: old passwords may break today's rules. */
export function validateSignIn(form: { email: string; password: string }) {
  return compact({
    email: checkEmail(form.email),
    password: form.password === '' ? { key: 'passwordRequired' as const } : undefined,
  });
}

export function validateRegistration(form: { email: string; password: string }) {
  return compact({ email: checkEmail(form.email), password: checkNewPassword(form.password) });
}

export function validateForgotPassword(form: { email: string }) {
  return compact({ email: checkEmail(form.email) });
}

export function validateNewPassword(form: { password: string; confirm: string }) {
  const password = checkNewPassword(form.password);
  const confirm =
    !password && form.confirm !== form.password ? { key: 'passwordsDiffer' as const } : undefined;
  return compact({ password, confirm });
}

export function hasProblems(problems: object): boolean {
  return Object.keys(problems).length > 0;
}
