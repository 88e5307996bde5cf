import { LOADING_TRANSITION_S } from '@monstory/contracts/constants';
import type { ReactNode } from 'react';

/**
 * Fades its content in over the loading transition (0.6 s, docs/product.md#startup) each time it
 * mounts; key it by state to fade between states. Reduced motion turns the transition off.
 */
export function FadeIn({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex w-full flex-col items-center transition-opacity starting:opacity-0 motion-reduce:transition-none"
      style={{ transitionDuration: `${LOADING_TRANSITION_S}s` }}
    >
      {children}
    </div>
  );
}
