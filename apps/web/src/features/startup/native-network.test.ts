import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNetworkStatus } from './use-network-status';
import { nativeConnection } from '../../lib/platform/native-connection';
import type { NetworkPluginLike } from '../../lib/platform/native-network';
import { watchNativeNetwork } from '../../lib/platform/native-network';
import { fakeNetworkPlugin } from '../../lib/platform/plugin-fakes.testing';

afterEach(() => nativeConnection.reset());

const watch = (network: ReturnType<typeof fakeNetworkPlugin>) =>
  act(() => watchNativeNetwork(network as unknown as NetworkPluginLike));

describe('the network plugin drives the offline dialog (Network)', () => {
  it('reads the connection on start', async () => {
    const { result } = renderHook(() => useNetworkStatus());
    await watch(fakeNetworkPlugin(false));
    expect(result.current).toMatchObject({ online: false, dialogOpen: true });
  });

  it('follows each change, and a hidden dialog opens again on the next loss', async () => {
    const network = fakeNetworkPlugin(true);
    const { result } = renderHook(() => useNetworkStatus());
    await watch(network);
    expect(result.current.dialogOpen).toBe(false);
    act(() => network.emit('networkStatusChange', { connected: false }));
    expect(result.current).toMatchObject({ online: false, dialogOpen: true });
    act(() => result.current.hideDialog());
    expect(result.current.dialogOpen).toBe(false);
    act(() => network.emit('networkStatusChange', { connected: true }));
    act(() => network.emit('networkStatusChange', { connected: false }));
    expect(result.current.dialogOpen).toBe(true);
  });

  it('is believed over the web view’s own events once it has spoken', async () => {
    const { result } = renderHook(() => useNetworkStatus());
    await watch(fakeNetworkPlugin(true));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current.online).toBe(true);
  });

  it('stops listening when asked', async () => {
    const network = fakeNetworkPlugin(true);
    const stop = await watchNativeNetwork(network as unknown as NetworkPluginLike);
    stop();
    await Promise.resolve();
    expect(network.count('networkStatusChange')).toBe(0);
  });
});
