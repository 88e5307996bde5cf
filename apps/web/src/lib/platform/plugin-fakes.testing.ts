import type { PluginListenerHandle } from '@capacitor/core';
import { vi } from 'vitest';

// Stand-ins for the Capacitor plugins: each keeps its listeners, and `emit` plays an event the
// shell would send.

type Listener = (event: never) => void;

export function fakeListeners() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    addListener: vi.fn((event: string, listener: Listener): Promise<PluginListenerHandle> => {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      return Promise.resolve({ remove: () => Promise.resolve(void set.delete(listener)) });
    }),
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? [])
        (listener as (e: unknown) => void)(payload);
    },
    count: (event: string) => listeners.get(event)?.size ?? 0,
  };
}

export function fakeAppPlugin() {
  return { ...fakeListeners(), exitApp: vi.fn(() => Promise.resolve()) };
}

export function fakeBrowserPlugin() {
  return { open: vi.fn((_options: { url: string }) => Promise.resolve()) };
}

export function fakeNetworkPlugin(connected: boolean) {
  return { ...fakeListeners(), getStatus: vi.fn(() => Promise.resolve({ connected })) };
}
