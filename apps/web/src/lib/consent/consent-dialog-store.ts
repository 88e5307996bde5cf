// Whether cookieconsent's banner or preferences are on screen (or the banner is on its way), for
// what should not talk over them: the guided tour waits for the cookie answer on a first visit.
// No imports, so the entry script can set it before the banner's chunk has arrived.

type Listener = () => void;

/** The name the entry script marks open while the banner's chunk loads. */
export const PENDING_BANNER = 'pending';

const open = new Set<string>();
const listeners = new Set<Listener>();
let notifying = false;

export function consentDialogOpen(): boolean {
  return open.size > 0;
}

/** `name` is cookieconsent's modal name, or PENDING_BANNER. */
export function setConsentDialog(name: string, isOpen: boolean): void {
  const before = open.size > 0;
  if (isOpen) open.add(name);
  else open.delete(name);
  if (before === open.size > 0 || notifying) return;
  // Told after the current task's other changes: "Choose myself" hides the banner and shows the
  // preferences in one go, which is no moment of freedom for anyone listening.
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    listeners.forEach((listener) => listener());
  });
}

export function subscribeConsentDialog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
