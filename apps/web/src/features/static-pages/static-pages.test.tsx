import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppRoute } from '../../test/render-app-route';
import { activeSectionAt } from './use-active-section';

beforeAll(async () => {
  await Promise.all([
    import('./about-page'),
    import('./delete-me-page'),
    import('./children-and-ai-page'),
    import('@monstory/i18n/bundles/en'),
  ]);
}, 30_000);

/** jsdom has no layout: place each section's top where a scroll would have put it. */
function placeSections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const element = document.getElementById(id);
    if (element) vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  }
}

describe('static pages', { timeout: 15_000 }, () => {
  it('about: banner, sections, contact-us, and the section being read is marked', async () => {
    await renderAppRoute('/monstory-as', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Monstory' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'The idea' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    // The page may draw its sections again as its texts arrive, so place and scroll until the
    // sections in the document are the ones placed.
    await waitFor(() => {
      placeSections({ idea: -400, how: 40, values: 500, who: 900 });
      fireEvent.scroll(window);
      expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute(
        'aria-current',
        'location',
      );
    });
    expect(within(nav).getByRole('link', { name: 'The idea' })).not.toHaveAttribute('aria-current');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('delete-me: tells the real deletion rules, in Norwegian for Norwegian', async () => {
    await renderAppRoute('/delete-me', { user: null, language: 'no' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slett kontoen' })).toBeVisible();
    expect(screen.getByText(/slettes for godt etter 30 dager/)).toBeInTheDocument();
    expect(screen.getByText(/App Store eller Google Play, må du si det opp/)).toBeInTheDocument();
  });

  it('children and AI: English for a language without its own text, no section tracking', async () => {
    await renderAppRoute('/children-and-ai', { user: null, language: 'da' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Children and AI' })).toBeVisible();
    expect(screen.getByText(/When 3 different people have reported it/)).toBeInTheDocument();
    expect(screen.getByText(/parental gate/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('children and AI: says in Norwegian what is checked, what is never stored and what a refusal does', async () => {
    await renderAppRoute('/children-and-ai', { user: null, language: 'no' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Barn og KI' })).toBeVisible();
    for (const title of ['Hva vi sjekker', 'Hva vi sier nei til', 'Hva vi aldri lagrer']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    expect(screen.getByText(/historieideer, beskrivelser av monstre og navn/)).toBeInTheDocument();
    expect(
      screen.getByText(/lagres ikke noe sted og skrives ikke i noen logg/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Teksten blir stående, så dere kan endre den/)).toBeInTheDocument();
    expect(screen.getByText(/116 111/)).toBeInTheDocument();
  });
});

describe('activeSectionAt', () => {
  it('picks the last section within 100 px of the top, or the first', () => {
    const tops: Record<string, number> = { a: 150, b: 300 };
    expect(activeSectionAt(['a', 'b'], (id) => tops[id])).toBe('a');
    tops.a = -20;
    tops.b = 100;
    expect(activeSectionAt(['a', 'b'], (id) => tops[id])).toBe('b');
    tops.b = 101;
    expect(activeSectionAt(['a', 'b'], (id) => tops[id])).toBe('a');
  });
});
