import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../../lib/i18n/change-language';
import { renderAppRoute } from '../../test/render-app-route';

beforeAll(async () => {
  await Promise.all([
    import('./terms-page'),
    import('./privacy-policy-page'),
    import('@monstory/i18n/bundles/en'),
  ]);
}, 30_000);

const TERMS_EN = {
  content: 'TERMS AND CONDITIONS FOR MONSTORY\n\n1. THE SERVICE',
  version: '1.0.0',
  effectiveDate: '2026-12-01',
  language: 'en',
};
const TERMS_NO = { ...TERMS_EN, content: 'VILKÅR FOR BRUK AV MONSTORY', language: 'no' };

describe('the legal viewer', { timeout: 15_000 }, () => {
  it('shows the document with its title, version line and a way to contact us', async () => {
    const { server } = await renderAppRoute('/terms-conditions', {
      user: null,
      routes: { 'GET /api/legal/terms/en': { status: 200, body: TERMS_EN } },
    });
    expect(await screen.findByTestId('legal-content')).toHaveTextContent('1. THE SERVICE');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(screen.getByText('Version 1.0.0 · effective December 1, 2026')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const [request] = server.requests('GET /api/legal/terms/en');
    expect(request?.headers.Accept).toBe('application/json');
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('loads again in the new language when the language changes', async () => {
    const { server, i18n } = await renderAppRoute('/terms-conditions', {
      user: null,
      routes: {
        'GET /api/legal/terms/en': { status: 200, body: TERMS_EN },
        'GET /api/legal/terms/no': { status: 200, body: TERMS_NO },
      },
    });
    await screen.findByText(/1\. THE SERVICE/);
    await act(() => changeAppLanguage(i18n, 'no'));
    expect(await screen.findByText('VILKÅR FOR BRUK AV MONSTORY')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vilkår og betingelser' })).toBeVisible();
    expect(server.requests('GET /api/legal/terms/no')).toHaveLength(1);
  });

  it('says when it shows the English text for a language without its own', async () => {
    await renderAppRoute('/privacy-policy', {
      user: null,
      language: 'sv',
      routes: { 'GET /api/legal/privacy/sv': { status: 200, body: TERMS_EN } },
    });
    expect(await screen.findByText(/shown in English/)).toBeInTheDocument();
  });

  it.each([
    [
      { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } },
      'Document not found for privacy in language en.',
    ],
    [{ status: 500 }, 'Failed to fetch privacy for language en.'],
    [
      { status: 200, body: { ...TERMS_EN, version: 1 } },
      'Invalid data received for privacy in language en.',
    ],
  ])('shows the product’s error for %j', async (answer, message) => {
    await renderAppRoute('/privacy-policy', {
      user: null,
      routes: { 'GET /api/legal/privacy/en': answer },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The document could not be shown');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByTestId('legal-content')).not.toBeInTheDocument();
  });

  it('says the product’s words when the terms cannot be fetched, with a way to try again', async () => {
    await renderAppRoute('/terms-conditions', {
      user: null,
      routes: { 'GET /api/legal/terms/en': { status: 500 } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not fetch terms and conditions. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
