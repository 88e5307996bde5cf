import type { ConsentCategory } from '@monstory/contracts/enums';

/** The categories a person may refuse; `necessary` is always on and never asked about. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>;

export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = [
  'analytics',
  'ad_user_data',
  'ad_personalization',
];

/** What the person allowed, category by category. */
export type ConsentChoice = Readonly<Record<OptionalCategory, boolean>>;

/** docs/product.md#consent: everything is denied until the person saves a choice. */
export const NO_CONSENT: ConsentChoice = {
  analytics: false,
  ad_user_data: false,
  ad_personalization: false,
};

/** The choice behind a saved record's list of accepted categories. */
export function choiceFromCategories(categories: readonly string[]): ConsentChoice {
  return {
    analytics: categories.includes('analytics'),
    ad_user_data: categories.includes('ad_user_data'),
    ad_personalization: categories.includes('ad_personalization'),
  };
}

export function grantsAnything(choice: ConsentChoice): boolean {
  return OPTIONAL_CATEGORIES.some((category) => choice[category]);
}
