import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bindDocumentLanguage } from '../../lib/i18n/change-language';
import { createAppI18n } from '../../lib/i18n/create-i18n';
import { HOME_NAMESPACES, HomeIsland, homeIslandServices } from './home-island';
import type { HomeState, LeavePage } from './home-island';

/**
 * The browser's half of the rendered Home: takes the server's markup over with the same state,
 * so the page stays exactly as it is and its buttons start to work. Resolves once React owns
 * the page: true when it adopted the server's elements, false when it had to draw them anew
 * (then an element the visitor touched before is no longer on the page).
 */
export async function hydrateHome(
  root: HTMLElement,
  state: HomeState,
  leave?: LeavePage,
): Promise<boolean> {
  const i18n = await createAppI18n(state.language, HOME_NAMESPACES);
  bindDocumentLanguage(i18n);
  const { queryClient, auth } = homeIslandServices(
    state,
    () => i18n.resolvedLanguage ?? i18n.language,
  );
  let adopted = true;
  return new Promise<boolean>((resolve) => {
    hydrateRoot(
      root,
      <StrictMode>
        <HomeIsland
          i18n={i18n}
          queryClient={queryClient}
          auth={auth}
          leave={leave}
          onHydrated={() => resolve(adopted)}
        />
      </StrictMode>,
      {
        // Markup that differs from what the browser would draw is drawn anew by React (before
        // the effect that resolves), which keeps the page working but replaces its elements.
        onRecoverableError: (error) => {
          adopted = false;
          console.warn('Home was drawn anew in the browser', error);
        },
      },
    );
  });
}
