import { useEffect } from 'react';
import { track } from './analytics';

// docs/product.md#analytics: funnel steps cover generate, story, library, stories and shop. The
// requirements name no events, so each step is one event named for what the person did, fired when
// its screen opens.
export const FUNNEL_EVENTS = {
  generate: 'generate_started',
  story: 'story_opened',
  library: 'library_opened',
  stories: 'stories_opened',
  shop: 'shop_opened',
} as const;
export type FunnelStep = keyof typeof FUNNEL_EVENTS;

export function useFunnelStep(step: FunnelStep): void {
  useEffect(() => track(FUNNEL_EVENTS[step]), [step]);
}
