export const CANVAS: string;
export const ANDROID_ICON_BACKGROUND: string;
export interface NativeArt {
  path: string;
  kind: 'square' | 'round' | 'foreground' | 'splash';
  width: number;
  height: number;
  opaque?: boolean;
}
export const NATIVE_ART: NativeArt[];
export function monsterArt(webDir: string): string;
export function renderArt(monster: string, art: NativeArt): Promise<Buffer>;
export function writeNativeArt(webDir: string): Promise<void>;
