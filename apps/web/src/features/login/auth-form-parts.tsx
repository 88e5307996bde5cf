import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { BusyButton } from '../../lib/components/busy-button';
import { Notice } from '../../lib/components/notice';

// The pieces every account form shares, so each form file holds only its own fields and purpose.

export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
    </form>
  );
}

/** The form's title, with its one-line intro under it when there is one. */
export function FormHeading({
  heading,
  intro,
  level = 'h2',
}: {
  heading: string;
  intro?: string;
  /** A page of its own (the reset link's) has the form title as its h1. */
  level?: 'h1' | 'h2';
}) {
  const Heading = level;
  const title = <Heading className="text-2xl font-black">{heading}</Heading>;
  if (intro === undefined) return title;
  return (
    <div className="flex flex-col gap-1">
      {title}
      <p className="text-ink-muted">{intro}</p>
    </div>
  );
}

/** What the server refused, in words; `children` adds a way out for that refusal. */
export function FormError({
  error,
  children,
}: {
  error: AuthErrorKey | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  return (
    <Notice tone="error">
      {t(`errors.${error}`)}
      {children}
    </Notice>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <BusyButton type="submit" busy={busy} className="w-full text-lg">
      {children}
    </BusyButton>
  );
}
