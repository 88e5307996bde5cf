import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiConfig } from '../lib/api/api-config';

// A console.error in a test (React's act() warnings, failed prop types, a swallowed exception
// logged by our own code) means something is wrong even when the assertions pass.
let errors: unknown[][] = [];

// Pages are lazy chunks: the first visit in a test file also transforms their code, which on a
// busy two-core machine can take several seconds. A wait that succeeds returns at once, so a
// generous limit costs nothing and only a real failure waits it out.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration
// calls it on every navigation.
window.scrollTo = () => {};

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // Sessions, guest records and the parental gate live in storage: no test inherits another's.
  localStorage.clear();
  sessionStorage.clear();
  resetApiConfig();
  if (errors.length > 0) {
    const first = errors[0]?.map((part) => String(part)).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s); first: ${first}`);
  }
});
