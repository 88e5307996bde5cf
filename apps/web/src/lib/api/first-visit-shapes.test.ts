import { AppLinksResponseSchema } from '@monstory/contracts/app-links';
import { AuthProvidersResponseSchema } from '@monstory/contracts/auth';
import { ExampleStoriesSchema } from '@monstory/contracts/library';
import type { StorySummary } from '@monstory/contracts/library';
import { describe, it } from 'vitest';
import { authProvidersShape } from '../auth/auth-providers-query';
import { exampleStoriesShape } from '../library/example-stories-shape';
import { appLinksShape } from '../site/app-links-query';
import type { ResponseSchema } from './api-client';
import type { Check } from './shape-check';
import { expectSameForEveryField } from './shape-probes.testing';

// The home page's answers are checked without zod on a first visit (shape-check.ts). These hold
// each check against the contract's schema it stands in for, field by field.

const asCheck =
  <T>(schema: ResponseSchema<T>): Check<T> =>
  (value) =>
    schema.parse(value) as T;

const story: StorySummary = {
  uuid: '8e396cd6-b26d-4421-abef-ba7c2945e701',
  title: 'Draken som var redd for mørket',
  genre: 'FANTASY',
  age: 5,
  length: 'SHORT',
  minutes: 3,
  language: 'no',
  coverUrl: '/api/media/private/stories/8e396cd6/image-0.svg?expires=1&signature=x',
  hasAudio: false,
  interactive: false,
  ratingAverage: 4.5,
  ratingCount: 2,
  readCount: 10,
  isOwner: false,
  isPublic: true,
  isExample: true,
  createdAt: '2025-01-02T03:04:05.678Z',
};

describe('first-visit answers without zod', () => {
  it('GET /api/auth-providers', () => {
    const fixture = {
      emailPassword: true,
      anonymous: true,
      google: false,
      apple: false,
      facebook: false,
    };
    expectSameForEveryField(AuthProvidersResponseSchema, asCheck(authProvidersShape), fixture);
  });

  it('GET /api/app-links', () => {
    const fixture = { appStoreUrl: 'https://apps.apple.com/app/id1', playStoreUrl: null };
    expectSameForEveryField(AppLinksResponseSchema, asCheck(appLinksShape), fixture);
  });

  it('GET /api/example-stories', () => {
    const check = asCheck(exampleStoriesShape);
    const fixture = { items: [story, { ...story, ratingAverage: null, coverUrl: null }] };
    expectSameForEveryField(ExampleStoriesSchema, check, fixture);
    expectSameForEveryField(ExampleStoriesSchema, check, fixture, ['items', 0]);
    expectSameForEveryField(ExampleStoriesSchema, check, { items: [], extra: 1 });
  });
});
