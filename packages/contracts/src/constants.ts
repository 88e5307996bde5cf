import { DAY_MS } from './time';
// Business constants and limits of docs/product.md#constants, under the names and values the
// product documents.

export const PRODUCT_NAME = 'Monstory';
export const PRODUCT_SLUG = 'monstory';

export const PREMIUM_MONTHLY_CREDITS = 200;
export const MINI_MONTHLY_CREDITS = 100;
export const CREDIT_VALIDITY_MONTHS = 24;
/** A subscription must be cancelled at least this long before the period ends. */
export const SUBSCRIPTION_CANCEL_NOTICE_MS = DAY_MS;

export const PARENTAL_GATE_UNLOCK_MS = 600_000;
export const PURCHASE_CONFIRMATION_EXPIRY_MS = DAY_MS;
export const ACCOUNT_DELETION_DAYS = 30;
export const DECLINED_TERMS_DELETION_DAYS = 7;

export const LOGIN_ATTEMPTS = 4;
export const LOGIN_RETRY_DELAY_MS = 3_000;
export const LOGIN_TIMEOUT_MS = 4_000;

export const LOADING_SCREEN_RETRIES_SHOWN = 3;
export const FUN_FACT_COUNT = 10;

export const TOKEN_FETCH_RETRIES = 3;
export const TOKEN_FETCH_RETRY_DELAY_MS = 3_000;

export const DEFAULT_REQUEST_TIMEOUT_MS = 7_000;
export const DEFAULT_RETRY_ATTEMPTS = 4;
export const DEFAULT_RETRY_DELAY_MS = 3_000;

export const LEGAL_REQUEST_TIMEOUT_MS = 8_000;
export const NOTIFICATION_LIST_CAP = 5;
export const MONSTER_AGE_THRESHOLD_MS = 5 * 60 * 1000;
export const PROFILE_REFRESH_MS = 300_000;
export const ANONYMOUS_ALLOWED_STORIES = 1;
/** The story-limit popup opens once the guest has scrolled past this share of the story. */
export const STORY_LIMIT_POPUP_SCROLL_SHARE = 0.5;
export const SNACKBAR_DURATION_MS = 5_000;

export const CONSENT_COOKIE_NAME = 'cc_cookie';
export const CONSENT_COOKIE_DAYS = 182;
/**
 * Version of the consent texts and categories. A stored consent of another revision counts as none
 * (docs/product.md), so raising this asks every visitor again: do it when what we collect changes.
 */
export const CONSENT_REVISION = 1;

export const DEFAULT_THEME = 'dark';

export const COLORS = { secondary: '#00FFD6', premium: '#FFB009' } as const;

export const BREAKPOINTS = { xs: 0, sm: 376, md: 540, lg: 960, xl: 1280, xxl: 1919 } as const;

export const CHRISTMAS_MONTH = 12;
export const TOUR_STAGE_PADDING = 10;
export const PARTICLE_FPS_LIMIT = 120;
export const LOADING_TRANSITION_S = 0.6;
export const SERVICE_WORKER_REGISTER_TIMEOUT_MS = 10_000;
export const PUSH_TOKEN_REFRESH_MS = 7 * DAY_MS;

/** Scroll-spy offset on the about and delete-account pages. */
export const STATIC_PAGE_SECTION_OFFSET_PX = 100;
export const HERO_BANNER_MIN_HEIGHT = 600;

/** An account's name (sign-up, update-user): a string of at most this many characters. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;
