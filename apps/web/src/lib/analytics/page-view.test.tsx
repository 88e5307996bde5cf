// @vitest-environment-options { "url": "https://monstory.example/library?filter=adventure" }
import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../navigation/use-document-title';
import { fakeServer } from '../../test/fake-server';
import { configureApi } from '../api/api-config';
import { choiceFromCategories, NO_CONSENT } from '../consent/consent-choice';
import { setConsent } from '../consent/consent-store';
import { connectAnalyticsToConsent, setAnalyticsUser } from './analytics';
import { useFunnelStep } from './funnel';

// The app's own analytics instance, as the shell and the pages use it, on a public host.

const GA4 = 'G-TEST12345';
const page = window as unknown as { dataLayer?: IArguments[] };
const calls = () => (page.dataLayer ?? []).map((args) => Array.from(args));

describe('screen titles and funnel steps reach GA4 once analytics is allowed', () => {
  const disconnect = connectAnalyticsToConsent();
  afterAll(() => {
    setConsent(NO_CONSENT);
    disconnect();
  });

  it('sends a page_view for each title change and the step of the screen', async () => {
    const server = fakeServer({
      'GET /api/analytics/config': {
        status: 200,
        body: { ga4MeasurementId: GA4, metaPixelId: null, testUser: false },
      },
    });
    configureApi({ fetch: server.fetch });

    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Bibliotek' },
    });
    // Before consent: nothing, not even the question to the server.
    expect(page.dataLayer).toBeUndefined();
    expect(server.seen).toEqual([]);

    setAnalyticsUser({ id: 'user-1', type: 'registered' });
    setConsent(choiceFromCategories(['necessary', 'analytics']));
    await waitFor(() =>
      expect(document.head.querySelector(`script[src*="googletagmanager"]`)).toHaveAttribute(
        'src',
        `https://www.googletagmanager.com/gtag/js?id=${GA4}`,
      ),
    );
    renderHook(() => useFunnelStep('library'));
    rerender({ title: 'Butikk' });

    const titles = calls()
      .filter((call) => call[0] === 'set' && typeof call[1] === 'object')
      .map((call) => call[1]);
    expect(titles).toEqual([
      {
        page_location: 'https://monstory.example/library',
        page_path: '/library',
        page_title: 'Bibliotek · Monstory',
      },
      {
        page_location: 'https://monstory.example/library',
        page_path: '/library',
        page_title: 'Butikk · Monstory',
      },
    ]);
    expect(calls().filter((call) => call[1] === 'page_view')).toHaveLength(2);
    expect(calls()).toContainEqual(['event', 'library_opened', {}]);
  });
});
