import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { fakeServer } from '../../test/fake-server';
import { configureApi } from '../api/api-config';
import { AuthProvider } from '../auth/auth-context';
import { VERIFIED_USER, testProfile } from '../auth/auth-fixtures.testing';
import { createAuthService } from '../auth/auth-service';
import { createAuthStore } from '../auth/auth-store';
import type { AuthState } from '../auth/auth-store';
import { useProfile } from './profile-query';

// The profile's schema loads with the first answer (lazySchema). Loaded beforehand, it is there
// without real time passing, which fake timers would not count.
beforeAll(async () => {
  await import('@monstory/contracts/profile');
});

afterEach(() => {
  vi.useRealTimers();
});

function renderProfile(state: Partial<AuthState>) {
  const server = fakeServer({ 'GET /api/profile': { status: 200, body: testProfile() } });
  configureApi({ fetch: server.fetch });
  const queryClient = createQueryClient();
  const auth = createAuthService({
    store: createAuthStore({ ready: true, ...state }),
    queryClient,
    getLanguage: () => 'en',
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider service={auth}>{children}</AuthProvider>
    </QueryClientProvider>
  );
  renderHook(() => useProfile(), { wrapper });
  return server;
}

describe('useProfile', () => {
  it('refreshes the profile every 5 minutes while signed in', async () => {
    vi.useFakeTimers();
    const server = renderProfile({ user: VERIFIED_USER, token: 't' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(server.requests('GET /api/profile')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(299_999));
    expect(server.requests('GET /api/profile')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.requests('GET /api/profile')).toHaveLength(2);
  });

  it('asks for nothing while nobody is signed in', async () => {
    vi.useFakeTimers();
    const server = renderProfile({ user: null });
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(server.requests('GET /api/profile')).toHaveLength(0);
  });
});
