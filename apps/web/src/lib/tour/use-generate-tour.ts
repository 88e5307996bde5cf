import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { consentDialogOpen, subscribeConsentDialog } from '../consent/consent-dialog-store';
import {
  purchaseOverlayRequirement,
  subscribePurchaseOverlay,
} from '../purchase/purchase-overlay-store';
import { createTourController } from './tour-controller';
import type { TourController } from './tour-controller';
import { hasSeenGenerateTour, markGenerateTourSeen } from './tour-seen';
import { tourTexts } from './tour-texts';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The guided tour of the generate screen (docs/product.md#shell): starts by itself for someone who has not
 * seen it on this device, once the cookie banner (if any) is answered; pauses while the purchase
 * overlay, the cookie dialogs or one of the screen's own dialogs (`dialogOpen`: the guest popup,
 * the terms) is open, and resumes at the same step after.
 * Returns "show me around".
 */
export function useGenerateTour(dialogOpen: boolean): () => void {
  const { t } = useTranslation('tour');
  const texts = useRef(t);
  const dialog = useRef(dialogOpen);
  const controller = useRef<TourController | null>(null);

  useEffect(() => {
    texts.current = t;
  }, [t]);

  useEffect(() => {
    const tour = createTourController({
      loadDriver: async (hooks) => {
        const { createDriverTour } = await import('./driver-tour');
        return createDriverTour(hooks, () => tourTexts(texts.current), {
          reducedMotion: prefersReducedMotion(),
        });
      },
      markSeen: markGenerateTourSeen,
    });
    controller.current = tour;
    // The overlay's store is read directly, so the tour steps aside before the overlay draws.
    let started = false;
    const sync = () => {
      tour.setBlocked(
        dialog.current || purchaseOverlayRequirement() !== null || consentDialogOpen(),
      );
      // A first visitor answers the cookie question first: two guides talking at once is one
      // too many, and the tour's code is not fetched while the page is still starting.
      if (started || hasSeenGenerateTour() || consentDialogOpen()) return;
      started = true;
      void tour.start();
    };
    sync();
    const unsubscribe = subscribePurchaseOverlay(sync);
    const unsubscribeConsent = subscribeConsentDialog(sync);
    return () => {
      unsubscribeConsent();
      unsubscribe();
      tour.dispose();
      controller.current = null;
    };
  }, []);

  useEffect(() => {
    dialog.current = dialogOpen;
    controller.current?.setBlocked(
      dialogOpen || purchaseOverlayRequirement() !== null || consentDialogOpen(),
    );
  }, [dialogOpen]);

  return useCallback(() => void controller.current?.start(), []);
}
