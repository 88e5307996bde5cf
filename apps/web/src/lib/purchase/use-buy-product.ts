import type { Product } from '@monstory/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthState } from '../auth/auth-context';
import { checkoutCallbackUrl, pageExit, sameOriginPath } from './checkout-return';
import { isNativeApp, nativeStore } from './native-platform';
import { startCheckout } from './payments-api';
import { rememberPendingPurchase } from './pending-purchases';
import { refreshAfterPurchase } from './subscription-api';

export type BuyState =
  | { status: 'idle' }
  | { status: 'starting'; productId: string }
  | { status: 'failed'; productId: string; error: unknown }
  /** A store purchase went through; the server hears of it from RevenueCat. */
  | { status: 'store-purchased'; productId: string };

/**
 * Buying one product. On the web: a checkout at the server, remembered as pending, then off to
 * pay (Stripe, or the test-mode page inside the app). In the native shell: the App Store or
 * Google Play through RevenueCat, loaded only there.
 */
export function useBuyProduct(returnTo: string | null = null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useAuthState().user?.id ?? null;
  const [state, setState] = useState<BuyState>({ status: 'idle' });

  const buy = useCallback(
    async (product: Product) => {
      const productId = product.id;
      setState({ status: 'starting', productId });
      try {
        const store = isNativeApp() ? nativeStore() : null;
        if (store && userId) {
          const { purchaseNatively } = await import('./native-purchases');
          const result = await purchaseNatively(product, userId, store);
          if (result === 'cancelled') return setState({ status: 'idle' });
          await refreshAfterPurchase(queryClient);
          return setState({ status: 'store-purchased', productId });
        }
        const checkout = await startCheckout(
          productId,
          checkoutCallbackUrl(window.location.origin, returnTo),
        );
        rememberPendingPurchase({
          purchaseId: checkout.purchaseId,
          productId,
          createdAt: new Date().toISOString(),
        });
        const local = sameOriginPath(checkout.url);
        if (local) void navigate(local);
        else pageExit.assign(checkout.url);
      } catch (error) {
        setState({ status: 'failed', productId, error });
      }
    },
    [navigate, queryClient, userId, returnTo],
  );

  return { state, buy };
}
