import { CHRISTMAS_MONTH } from '@monstory/contracts/constants';

/**
 * Christmas (docs/product.md#constants): month 12 brings the Christmas picture on Generate and the snow. Both ask
 * this one function with the device's clock (`new Date()`), which the e2e journeys set with
 * Playwright's page clock.
 */
export function isDecember(now: Date): boolean {
  return now.getMonth() + 1 === CHRISTMAS_MONTH;
}
