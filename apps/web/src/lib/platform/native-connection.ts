// The device's connection as the native network plugin reports it (@capacitor/network, started
// by native-network.ts). A WebView's own online/offline events are unreliable, so once the plugin
// has spoken, the offline dialog follows it alone. On the web nobody ever sets it.

type Listener = (connected: boolean) => void;

let connected: boolean | null = null;
const listeners = new Set<Listener>();

export const nativeConnection = {
  /** Null until the plugin has reported. */
  current: (): boolean | null => connected,
  set(value: boolean): void {
    if (value === connected) return;
    connected = value;
    for (const listener of [...listeners]) listener(value);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests. */
  reset(): void {
    connected = null;
    listeners.clear();
  },
};
