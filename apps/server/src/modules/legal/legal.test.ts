import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LegalDocumentResponseSchema } from '@monstory/contracts/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { defaultLegalDir, parseLegalDocument } from './legal-documents.js';
import { createLegalLibrary } from './legal.service.js';

// GET /api/legal/{terms|privacy}/{language}: the repository's documents, English as fallback.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/legal', () => {
  it.each([
    ['terms', 'no', 'VILKÅR FOR BRUK AV MONSTORY'],
    ['terms', 'en', 'TERMS AND CONDITIONS FOR MONSTORY'],
    ['privacy', 'no', 'PERSONVERNERKLÆRING FOR MONSTORY'],
    ['privacy', 'en', 'PRIVACY POLICY FOR MONSTORY'],
  ])('serves %s in %s without a session', async (type, language, heading) => {
    const response = await get(`/api/legal/${type}/${language}`);
    expect(response.statusCode).toBe(200);
    const body = LegalDocumentResponseSchema.parse(response.json());
    expect(body.content.startsWith(heading)).toBe(true);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The product already runs under these terms: they cannot take effect on a later day.
    expect(body.effectiveDate <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(body.language).toBe(language);
    expect(body.content).not.toContain('---');
  });

  it('falls back to English for a language without its own text, and says so', async () => {
    const english = (await get('/api/legal/privacy/en')).json<{ content: string }>();
    const response = await get('/api/legal/privacy/da');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content: english.content, language: 'en' });
    expect((await get('/api/legal/terms/SV')).json()).toMatchObject({ language: 'en' });
  });

  it("answers an unknown document type with 404 and the product's message", async () => {
    const response = await get('/api/legal/cookies/en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Document not found for cookies in language en.' },
    });
  });

  it('describes what the app really does with data in both languages', async () => {
    const privacy = (await get('/api/legal/privacy/en')).json<{ content: string }>().content;
    for (const fact of ['7 days', '30 days', 'Stripe', 'RevenueCat', 'OpenAI-compatible']) {
      expect(privacy).toContain(fact);
    }
    const personvern = (await get('/api/legal/privacy/no')).json<{ content: string }>().content;
    for (const fact of ['7 dager', '30 dager', 'Datatilsynet', 'OpenAI-kompatibelt']) {
      expect(personvern).toContain(fact);
    }
  });
});

describe('the legal documents folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'monstory-legal-'));
    await mkdir(path.join(dir, 'terms'));
    await writeFile(path.join(dir, 'terms', 'en.txt'), 'no front matter');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is found from the source tree and from the bundle beside dist/', () => {
    expect(defaultLegalDir()).toMatch(/apps\/server\/legal\/$/);
    const fromBundle = new URL('../../../dist/main.js', import.meta.url).href;
    expect(defaultLegalDir(fromBundle)).toBe(defaultLegalDir());
  });

  it('refuses a document without version and effective date', async () => {
    await expect(createLegalLibrary(dir).get('terms', 'en')).rejects.toThrow(/front matter/);
    expect(() => parseLegalDocument('---\nversion: 1\n---\ntext', 'x.txt')).toThrow(
      /effectiveDate/,
    );
    expect(
      parseLegalDocument('---\nversion: "2"\neffectiveDate: 2026-01-01\n---\nHi', 'x.txt'),
    ).toEqual({ content: 'Hi', version: '2', effectiveDate: '2026-01-01' });
  });

  it('gives 404 when neither the language nor English exists', async () => {
    await expect(createLegalLibrary(dir).get('privacy', 'no')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Document not found for privacy in language no.',
    });
  });
});
