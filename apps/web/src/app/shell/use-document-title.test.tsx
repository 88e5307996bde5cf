import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../../lib/i18n/change-language';
import { renderAppRoute } from '../../test/render-app-route';
import { useDocumentTitle } from '../../lib/navigation/use-document-title';
import { loadShellParts } from './lazy-parts.testing';

describe('document title', () => {
  beforeAll(loadShellParts);

  it('is the title plus the product name, following the title as it changes', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Library' },
    });
    expect(document.title).toBe('Library · Monstory');
    rerender({ title: 'Shop' });
    expect(document.title).toBe('Shop · Monstory');
  });

  it('follows every navigation and the interface language', async () => {
    const { router, i18n } = await renderAppRoute('/library');
    await screen.findByRole('heading', { level: 1, name: 'Library' });
    // The title follows in an effect after the page has rendered.
    await waitFor(() => expect(document.title).toBe('Library · Monstory'));

    await act(() => router.navigate('/stuff'));
    await waitFor(() => expect(document.title).toBe('My stuff · Monstory'));

    await act(() => router.navigate('/nowhere'));
    await waitFor(() => expect(document.title).toBe('Page not found · Monstory'));

    await act(() => changeAppLanguage(i18n, 'no'));
    expect(document.title).toBe('Fant ikke siden · Monstory');
  });
});
