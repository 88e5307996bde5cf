import { LEGAL_REQUEST_TIMEOUT_MS } from '@monstory/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api/api-config';
import { fakeServer } from '../../test/fake-server';
import { fetchLegalDocument, LegalDocumentError } from './legal-api';

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchLegalDocument', () => {
  it(`gives up after ${LEGAL_REQUEST_TIMEOUT_MS} ms with the product's fetch error`, async () => {
    vi.useFakeTimers();
    const server = fakeServer({ 'GET /api/legal/terms/no': { hang: true } });
    configureApi({ fetch: server.fetch });
    const result = fetchLegalDocument('terms', 'NO').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(LEGAL_REQUEST_TIMEOUT_MS - 1);
    expect(server.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(LegalDocumentError);
    expect(error).toMatchObject({
      kind: 'fetchFailed',
      message: 'Failed to fetch terms for language no.',
    });
    expect(server.seen).toHaveLength(1);
  });

  it('accepts a body only when content, version and effectiveDate are strings', async () => {
    const body = { content: 'Text', version: '1', effectiveDate: null };
    configureApi({
      fetch: fakeServer({ 'GET /api/legal/privacy/en': { status: 200, body } }).fetch,
    });
    await expect(fetchLegalDocument('privacy', 'en')).rejects.toMatchObject({
      kind: 'invalidData',
      message: 'Invalid data received for privacy in language en.',
    });
  });
});
