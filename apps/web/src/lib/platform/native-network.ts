import type { PluginListenerHandle } from '@capacitor/core';
import { nativeConnection } from './native-connection';

/** The part of @capacitor/network used here (a fake in tests). */
export interface NetworkPluginLike {
  getStatus(): Promise<{ connected: boolean }>;
  addListener(
    event: 'networkStatusChange',
    listener: (status: { connected: boolean }) => void,
  ): Promise<PluginListenerHandle>;
}

/**
 * Network (docs/product.md#startup): on start the connection is read; each change sets the online flag, which
 * opens the offline dialog when it is lost (use-network-status.ts).
 */
export async function watchNativeNetwork(
  network: NetworkPluginLike,
  connection: Pick<typeof nativeConnection, 'set'> = nativeConnection,
): Promise<() => void> {
  const handle = await network.addListener('networkStatusChange', (status) =>
    connection.set(status.connected),
  );
  try {
    connection.set((await network.getStatus()).connected);
  } catch (error) {
    console.warn('Could not read the connection', error);
  }
  return () => void handle.remove();
}

/** Only ever imported dynamically, inside the shell. */
export async function startNativeNetwork(): Promise<() => void> {
  const { Network } = await import('@capacitor/network');
  return watchNativeNetwork(Network);
}
