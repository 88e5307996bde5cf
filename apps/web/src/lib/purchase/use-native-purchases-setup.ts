import { useEffect } from 'react';
import { useAuthState } from '../auth/auth-context';
import { isNativeApp, nativeStore } from './native-platform';

/**
 * docs/product.md#native-purchases: in the native apps the purchase SDK is configured with the user id. It is loaded
 * (a chunk of its own) only inside the shell, and only for a registered user, who can buy.
 */
export function useNativePurchasesSetup(): void {
  const user = useAuthState().user;
  const userId = user && !user.isAnonymous ? user.id : null;

  useEffect(() => {
    const store = isNativeApp() ? nativeStore() : null;
    if (!store || !userId) return;
    import('./native-purchases')
      .then((sdk) => sdk.configureNativePurchases(userId, store))
      .catch((error: unknown) => console.warn('In-app purchases are not available', error));
  }, [userId]);
}
