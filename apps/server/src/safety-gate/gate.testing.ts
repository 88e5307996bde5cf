import type { SafetyCategory } from '@monstory/contracts/safety';
import { expect } from 'vitest';
import { judgeRequest } from './index.js';
import type { GateOptions } from './index.js';

// Shared by the gate's tests: what a request should come back as.

export function expectRefused(
  text: string,
  category: SafetyCategory,
  options: GateOptions = {},
): void {
  const verdict = judgeRequest(text, options);
  expect(verdict.ok ? 'allowed' : verdict.category, text).toBe(category);
}

export function expectAllowed(text: string, options: GateOptions = {}): void {
  const verdict = judgeRequest(text, options);
  expect(verdict.ok ? 'allowed' : `${verdict.category} (${verdict.rules.join(', ')})`, text).toBe(
    'allowed',
  );
}
