// Lengths of time in milliseconds, the unit of every clock in the product (Date, the injected
// clock, timers), named once so a rule written in days reads as days.
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
