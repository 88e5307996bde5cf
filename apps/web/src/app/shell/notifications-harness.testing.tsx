import type { Profile } from '@monstory/contracts/profile';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client';
import { createRouteObjects } from '../router';
import { configureApi } from '../../lib/api/api-config';
import { VERIFIED_USER } from '../../lib/auth/auth-fixtures.testing';
import { createAuthService } from '../../lib/auth/auth-service';
import { createAuthStore } from '../../lib/auth/auth-store';
import type { AuthUser } from '@monstory/contracts/identity';
import { createAppI18n } from '../../lib/i18n/create-i18n';
import { unlockParentalGate } from '../../lib/parental-gate/parental-gate-record';
import { controlledSseResponse } from '../../lib/sse/sse-response.testing';
import type { ControlledSseResponse } from '../../lib/sse/sse-response.testing';
import { fakeServer } from '../../test/fake-server';
import { cacheProfileOf, renderInAppProviders } from '../../test/app-providers.testing';
import { loadShellParts } from './lazy-parts.testing';
import type { RouteAnswer } from '../../test/fake-server';

// The whole app (route table, guard, shell) like renderAppRoute, plus a live notification
// stream the test writes to: GET /api/notifications/stream answers with a stream each time.

export interface NotificationsHarnessOptions {
  user?: AuthUser | null;
  profile?: Partial<Profile>;
  routes?: Record<string, RouteAnswer | RouteAnswer[]>;
  parentalGateUnlocked?: boolean;
}

export async function renderWithNotifications(
  path: string,
  options: NotificationsHarnessOptions = {},
) {
  const { user = VERIFIED_USER } = options;
  const server = fakeServer(options.routes ?? {});
  const streams: ControlledSseResponse[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname !== '/api/notifications/stream') return server.fetch(input, init);
    const stream = controlledSseResponse();
    streams.push(stream);
    return Promise.resolve(stream.response);
  });
  configureApi({ fetch });
  if (options.parentalGateUnlocked) unlockParentalGate(Date.now());

  const i18n = await createAppI18n('en');
  const queryClient = createQueryClient();
  const store = createAuthStore({ ready: true, user, token: user ? `token-${user.id}` : null });
  const auth = createAuthService({ store, queryClient, getLanguage: () => 'en' });
  if (user) {
    cacheProfileOf(queryClient, user, options.profile);
  }
  await loadShellParts();
  const router = createMemoryRouter(createRouteObjects(auth), { initialEntries: [path] });
  const view = renderInAppProviders({ i18n, queryClient, auth, router });
  return {
    ...view,
    router,
    auth,
    queryClient,
    server,
    /** The stream opened last (tests wait for it with `vi.waitUntil`). */
    stream: () => streams.at(-1),
    streams,
  };
}
