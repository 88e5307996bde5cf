import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// A console.error during a test is a bug being hidden: record it and fail the test afterwards
// (throwing at the call site could be swallowed by the code under test).
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    const printed = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${printed}`);
  }
});
