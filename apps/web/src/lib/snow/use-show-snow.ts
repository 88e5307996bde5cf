import { useState } from 'react';
import { isDecember } from '../season/december';
import { useSnowChoice } from './snow-choice';
import { usePrefersReducedMotion } from './use-reduced-motion';

/**
 * December by the device's clock, read once per visit: the same clock and the same rule as the
 * Christmas picture on Generate (docs/product.md#constants), so the two always come and go together.
 */
export function useIsDecember(): boolean {
  const [december] = useState(() => isDecember(new Date()));
  return december;
}

/**
 * Snow effect (docs/product.md#shell): outside December snow is off whatever was chosen; in December the
 * stored choice decides. A device that asks for less motion gets none (docs/look-and-feel.md,
 * Motion) — a still scatter of flakes would only repeat the sky's fixed stars.
 */
export function useShowSnow(): boolean {
  const december = useIsDecember();
  const chosen = useSnowChoice();
  const reducedMotion = usePrefersReducedMotion();
  return december && chosen && !reducedMotion;
}
