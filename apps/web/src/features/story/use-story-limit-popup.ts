import { STORY_LIMIT_POPUP_SCROLL_SHARE } from '@monstory/contracts/constants';
import { useEffect, useState } from 'react';
import { useProfile } from '../../lib/profile/profile-query';
import { scrolledShare, watchScroll } from '../../lib/reader/scroll-metrics';
import {
  markStoryLimitPopupShown,
  storyLimitPopupShown,
} from '../../lib/reader/story-limit-popup-record';

/**
 * docs/product.md#purchase-gating anonymous story-limit popup: once on this device, on a finished story (`enabled`), when
 * the guest has made every story a guest may and has scrolled past half of it (also when they
 * got there before the profile or the end of the story arrived).
 */
export function useStoryLimitPopup(enabled: boolean): { open: boolean; close: () => void } {
  const guest = useProfile().data;
  const limits = guest?.isAnonymous ? guest.anonymousUser : null;
  const reached =
    limits !== null && limits !== undefined && limits.storiesCreated >= limits.allowedStories;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled || !reached || storyLimitPopupShown()) return;
    return watchScroll((metrics) => {
      // Scrolled by the guest (a page too short to scroll never counts as read past half).
      const past = metrics.top > 0 && scrolledShare(metrics) >= STORY_LIMIT_POPUP_SCROLL_SHARE;
      if (!past || storyLimitPopupShown()) return;
      markStoryLimitPopupShown();
      setOpen(true);
    });
  }, [enabled, reached]);

  return { open, close: () => setOpen(false) };
}
