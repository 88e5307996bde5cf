import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNetworkStatus } from './use-network-status';

function go(state: 'online' | 'offline') {
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

describe('useNetworkStatus (Network)', () => {
  it('reads the connection at start', () => {
    const { result } = renderHook(() => useNetworkStatus());
    expect(result.current).toMatchObject({ online: true, dialogOpen: false });
  });

  it('opens the dialog at start when already offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useNetworkStatus());
    expect(result.current).toMatchObject({ online: false, dialogOpen: true });
  });

  it('opens the dialog on going offline and closes it when back online', () => {
    const { result } = renderHook(() => useNetworkStatus());
    go('offline');
    expect(result.current).toMatchObject({ online: false, dialogOpen: true });
    go('online');
    expect(result.current).toMatchObject({ online: true, dialogOpen: false });
  });

  it('lets the user hide the dialog until the connection is lost again', () => {
    const { result } = renderHook(() => useNetworkStatus());
    go('offline');
    act(() => result.current.hideDialog());
    expect(result.current).toMatchObject({ online: false, dialogOpen: false });
    go('online');
    go('offline');
    expect(result.current.dialogOpen).toBe(true);
  });
});
