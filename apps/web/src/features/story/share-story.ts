/** How a share ended: the native sheet opened, the link was copied, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The part of Capacitor's Share plugin used here (present in the native app's WebView). */
export interface NativeShare {
  share(options: { title?: string; url?: string; dialogTitle?: string }): Promise<unknown>;
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  Plugins?: { Share?: NativeShare };
}

/** Capacitor's Share plugin when the app runs natively, else null. No dependency: it is global. */
export function nativeShare(): NativeShare | null {
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  const share = capacitor?.Plugins?.Share;
  return capacitor?.isNativePlatform?.() && share ? share : null;
}

// Both sheets report a person closing them as an error; that is a change of mind, not a failure.
const isCancel = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (error instanceof Error && /cancel/i.test(error.message));

/**
 * The native share sheet where there is one (Capacitor in the app, the Web Share API on phones),
 * else the link on the clipboard.
 */
export async function shareStory(
  { title, url }: { title: string; url: string },
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
  native: NativeShare | null = nativeShare(),
): Promise<ShareOutcome> {
  const sheets = [
    native && (() => native.share({ title, url, dialogTitle: title })),
    typeof nav.share === 'function' && (() => nav.share({ title, url })),
  ];
  for (const sheet of sheets) {
    if (!sheet) continue;
    try {
      await sheet();
      return 'shared';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
