import type { Platform } from '@monstory/contracts/enums';
import { getPlatform } from '../api/platform';

interface CapacitorLike {
  isNativePlatform?: () => boolean;
}

/** True inside the iOS/Android shell, where purchases go through the stores (RevenueCat). */
export function isNativeApp(): boolean {
  const capacitor = (globalThis as { Capacitor?: CapacitorLike }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

export function nativeStore(): Extract<Platform, 'ios' | 'android'> | null {
  const platform = getPlatform();
  return platform === 'ios' || platform === 'android' ? platform : null;
}
