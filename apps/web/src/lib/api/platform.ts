import { Platform } from '@monstory/contracts/enums';

interface CapacitorLike {
  getPlatform?: () => string;
}

/** The Capacitor shell injects `window.Capacitor`; in a plain browser it is absent. */
export function getPlatform(): Platform {
  const capacitor = (globalThis as { Capacitor?: CapacitorLike }).Capacitor;
  const name = capacitor?.getPlatform?.();
  return (Platform as readonly string[]).includes(name ?? '') ? (name as Platform) : 'web';
}
