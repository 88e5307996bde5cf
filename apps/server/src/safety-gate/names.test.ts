import { describe, expect, it } from 'vitest';
import { isSafeName } from './index.js';

describe('isSafeName', () => {
  it.each([
    'Bjørn',
    'Finn',
    'Rose',
    'Star',
    'Storm',
    'Bear',
    'Hunter',
    'Killian',
    'Dan',
    'Mira',
    'Ola',
    'Harald',
  ])('accepts %j', (name) => expect(isSafeName(name)).toBe(true));

  it.each([
    'SYSTEM',
    'DAN',
    'ignore',
    'Trump',
    'Hitler',
    'Sexy',
    'Nigger',
    'Porn',
    'Erling Haaland',
    'Ingrid Solberg',
  ])('refuses %j', (name) => expect(isSafeName(name)).toBe(false));
});
