// The library's sizes and thresholds, without zod like library-messages.ts: the web app's
// start-up pages through lists with them and must not load zod to do so. library.ts re-exports
// them.

export const LIBRARY_PAGE_SIZE = 12;
export const LIBRARY_MAX_PAGE_SIZE = 48;
/** Stories in one shelf (row) of the library's front page. */
export const LIBRARY_SHELF_SIZE = 10;
export const LIBRARY_HIDE_AFTER_REPORTS = 3;
export const REPORT_TEXT_MAX_LENGTH = 500;
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;
/** The feedback prompt appears once a person has read this many stories. */
export const FEEDBACK_AFTER_READS = 2;
/** After a submit or decline the prompt stays away this long. */
export const FEEDBACK_QUIET_DAYS = 90;
/** A read counts once the reader got this far (0–1) through the text. */
export const READ_COUNTS_AT_PROGRESS = 0.5;
/** One listening report covers at most this many seconds (the player reports every 30 s). */
export const LISTENING_REPORT_MAX_SECONDS = 120;
