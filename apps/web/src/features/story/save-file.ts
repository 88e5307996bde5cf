/** How saving a file ended: downloaded (web), handed to the share sheet (app), or not at all. */
export type SaveOutcome = 'saved' | 'shared' | 'cancelled' | 'failed';

/** The parts of Capacitor's Filesystem and Share plugins used here (globals in the native app). */
export interface NativeFiles {
  writeFile(options: { path: string; data: string; directory: 'CACHE' }): Promise<{ uri: string }>;
}
export interface NativeFileShare {
  share(options: { title?: string; url?: string; files?: string[] }): Promise<unknown>;
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  Plugins?: { Filesystem?: NativeFiles; Share?: NativeFileShare };
}

export interface SaveTarget {
  /** In the native app: where files go, and the sheet that hands them on. */
  native: { files: NativeFiles; share: NativeFileShare } | null;
  /** The Web Share API with files (phones' browsers and the iOS web view). */
  nav: Pick<Navigator, 'share' | 'canShare'> | null;
  /** The browser's download: a link to the bytes, clicked. */
  download: (blob: Blob, name: string) => void;
}

export function defaultSaveTarget(): SaveTarget {
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  const files = capacitor?.Plugins?.Filesystem;
  const share = capacitor?.Plugins?.Share;
  const native = capacitor?.isNativePlatform?.() ? capacitor : null;
  return {
    native: native && files && share ? { files, share } : null,
    nav: native ? navigator : null,
    download: browserDownload,
  };
}

function browserDownload(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the bytes may go once the browser has them.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const isCancel = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (error instanceof Error && /cancel/i.test(error.message));

/**
 * Saves bytes as a file. A web view cannot download, so in the native app the file is written to
 * the app's cache and handed to the share sheet ("Save to Files", print, send); in a browser it is
 * downloaded.
 */
export async function saveFile(
  blob: Blob,
  name: string,
  target: SaveTarget = defaultSaveTarget(),
): Promise<SaveOutcome> {
  try {
    if (target.native) {
      const { uri } = await target.native.files.writeFile({
        path: name,
        data: await base64Of(blob),
        directory: 'CACHE',
      });
      await target.native.share.share({ title: name, files: [uri] });
      return 'shared';
    }
    const file = new File([blob], name, { type: blob.type || 'application/pdf' });
    if (target.nav?.canShare?.({ files: [file] })) {
      await target.nav.share({ files: [file], title: name });
      return 'shared';
    }
    target.download(blob, name);
    return 'saved';
  } catch (error) {
    return isCancel(error) ? 'cancelled' : 'failed';
  }
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let at = 0; at < bytes.length; at += chunk) {
    binary += String.fromCharCode(...bytes.subarray(at, at + chunk));
  }
  return btoa(binary);
}
