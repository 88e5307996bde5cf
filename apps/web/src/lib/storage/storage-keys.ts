// Every key the app keeps in the browser (docs/product.md "Locally stored keys"), in one place so nothing
// else invents a key and a "clear on sign-out" can find them all. The prefix keeps Monstory's
// keys apart from anything else served from the same origin during development.

/** Keys in localStorage: they survive closing the tab. */
export const LocalStorageKey = {
  language: 'monstory.language',
  parentalGateUnlock: 'monstory.parental-gate-unlock',
  redirectPath: 'monstory.redirect-path',
  pendingTransactions: 'monstory.pending-transactions',
  showSnow: 'monstory.show-snow',
  anonymousUid: 'monstory.anonymous-uid',
  anonymousConversionTriggered: 'monstory.anonymous-conversion-triggered',
  /** The guest's conversion ticket: proof for the server that this device held the guest. */
  anonymousConversionTicket: 'monstory.anonymous-conversion-ticket',
  /** ISO string of when this device first signed in as a guest. */
  anonymousUserCreatedTime: 'monstory.anonymous-user-created-time',
  libraryFilters: 'monstory.library-filters',
  readerFontSize: 'monstory.reader-font-size',
  userId: 'monstory.user-id',
  /** Analytics user type of the signed-in user: anonymous or registered. */
  userType: 'monstory.user-type',
  /** The session's bearer token (the API and the native apps use `Authorization: Bearer`). */
  authToken: 'monstory.auth-token',
  /** An address that signed up (or tried to sign in) and has not been verified yet. */
  pendingVerificationEmail: 'monstory.pending-verification-email',
  hasSeenGenerateTour: 'monstory.has-seen-generate-tour',
  hasSeenTour: 'monstory.has-seen-tour',
  consentPreferences: 'monstory.consent-preferences',
  generateStoryPreferences: 'monstory.generate-story-preferences',
  /** Set once the guest's story-limit popup has shown on a story (docs/product.md#purchase-gating: it shows once). */
  storyLimitPopupShown: 'monstory.story-limit-popup-shown',
  /** The ids of the users who agreed, on this device, to push messages (docs/product.md#push). */
  pushOptIn: 'monstory.push-opt-in',
  /** The push token last sent to the server: whose, which, and when (re-sent every 7 days). */
  pushTokenSent: 'monstory.push-token-sent',
  /** Which of the account's children this device is being used by (sent as x-monstory-child). */
  activeChild: 'monstory.active-child',
} as const;
export type LocalStorageKey = (typeof LocalStorageKey)[keyof typeof LocalStorageKey];

/** Keys in sessionStorage: they last as long as the tab (docs/product.md#sign-in: the theme lives here). */
export const SessionStorageKey = {
  theme: 'monstory.theme',
} as const;
export type SessionStorageKey = (typeof SessionStorageKey)[keyof typeof SessionStorageKey];
