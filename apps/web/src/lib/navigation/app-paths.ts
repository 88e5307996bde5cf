// Paths that code outside the route table navigates to. The table (app/routes.tsx) is the
// source of every path; these are the few that the guard and the sign-in screens name.
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const WELCOME_PATH = '/welcome';
export const GENERATE_PATH = '/generate';
export const STUFF_PATH = '/stuff';
export const SHOP_PATH = '/shop';
export const SUBSCRIPTION_PATH = '/stuff/subscription';
export const LANGUAGE_PATH = '/stuff/language';
export const CHILDREN_PATH = '/stuff/children';
export const CREATE_MONSTER_PATH = '/stuff/monsters/create-a-monster';
export const TERMS_PATH = '/terms-conditions';
export const PRIVACY_PATH = '/privacy-policy';
export const PARENTAL_GATE_PATH = '/parental-gate';
