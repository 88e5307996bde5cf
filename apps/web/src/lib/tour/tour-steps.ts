// Generate story (docs/product.md#story-form): the tour's steps, each anchored on a `data-tour` attribute the
// generate screen puts on its sections and on the generate button.
export const TOUR_STEPS = ['age', 'genre', 'length', 'addons', 'summary', 'generate'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

export function tourAnchor(step: TourStep): string {
  return `[data-tour="${step}"]`;
}
