import { useState } from 'react';
import type { FormEvent } from 'react';
import { identityErrorKey } from '../../lib/auth/identity-error-key';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { hasProblems } from './auth-form-validation';
import type { FormProblems } from './auth-form-validation';

interface AuthSubmitOptions<F extends string> {
  /** The problems in what was typed; nothing is sent while there are any. */
  validate: () => FormProblems<F>;
  send: () => Promise<void>;
  /** Success replaces the form with another page or card, so it stays busy until it goes. */
  leavesOnSuccess?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/** The submit of an account form: check the fields, send, and show what the server refused. */
export function useAuthSubmit<F extends string>({
  validate,
  send,
  leavesOnSuccess = false,
  onBusyChange,
}: AuthSubmitOptions<F>) {
  const [problems, setProblems] = useState<FormProblems<F>>({});
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusyState] = useState(false);

  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange?.(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    setError(null);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      await send();
    } catch (failure) {
      setError(identityErrorKey(failure));
      setBusy(false);
      return;
    }
    if (!leavesOnSuccess) setBusy(false);
  };

  return { problems, error, busy, onSubmit: (event: FormEvent) => void submit(event) };
}
