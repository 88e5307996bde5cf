import type { Profile } from '@monstory/contracts/profile';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createMemoryRouter } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context';
import { testProfile } from '../lib/auth/auth-fixtures.testing';
import type { AuthService } from '../lib/auth/auth-service';
import type { AuthUser } from '@monstory/contracts/identity';
import { PROFILE_QUERY_KEY } from '../lib/profile/profile-query';

interface AppProvidersSetup {
  i18n: I18n;
  queryClient: QueryClient;
  auth: AuthService;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders a test's router inside the providers the app wraps every screen in. */
export function renderInAppProviders({ i18n, queryClient, auth, router }: AppProvidersSetup) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider service={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Puts `user`'s profile in the query cache, as the app holds it once they are signed in. */
export function cacheProfileOf(
  queryClient: QueryClient,
  user: AuthUser,
  profile: Partial<Profile> = {},
) {
  queryClient.setQueryData(
    PROFILE_QUERY_KEY,
    testProfile({ userId: user.id, isAnonymous: user.isAnonymous, email: user.email, ...profile }),
  );
}
