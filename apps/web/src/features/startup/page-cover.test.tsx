import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createAppI18n } from '../../lib/i18n/create-i18n';
import { keepPageCover, pageCoverFor } from './page-cover';
import { StartupSplash } from './startup-splash';

function pageWithCover(): Document {
  const doc = document.implementation.createHTMLDocument('story');
  doc.body.innerHTML =
    '<div id="root"><div id="startup-splash" class="story-cover">' +
    '<img src="/api/media/p.svg?expires=1&amp;signature=a" alt="Tiril at home">' +
    '<p>Tiril &amp; the chest</p></div></div>';
  return doc;
}

afterEach(() => {
  keepPageCover(document.implementation.createHTMLDocument('none'), '/');
  window.history.replaceState(null, '', '/');
});

describe("a shared story's cover", () => {
  it('is read from the page before the app draws, for that page only', () => {
    keepPageCover(pageWithCover(), '/story/1');
    expect(pageCoverFor('/story/1')).toEqual({
      path: '/story/1',
      picture: '/api/media/p.svg?expires=1&signature=a',
      alt: 'Tiril at home',
      title: 'Tiril & the chest',
    });
    expect(pageCoverFor('/library')).toBeNull();
  });

  it('is nothing when the page came with the logo', () => {
    const doc = document.implementation.createHTMLDocument('home');
    doc.body.innerHTML = '<div id="root"><div id="startup-splash"><svg></svg></div></div>';
    keepPageCover(doc, '/story/1');
    expect(pageCoverFor('/story/1')).toBeNull();
  });

  it('stays on screen while the app starts, and the logo shows on any other page', async () => {
    const i18n = await createAppI18n('en');
    keepPageCover(pageWithCover(), '/story/1');
    window.history.replaceState(null, '', '/story/1');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <StartupSplash />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveClass('story-cover');
    expect(screen.getByRole('img', { name: 'Tiril at home' })).toHaveAttribute(
      'src',
      '/api/media/p.svg?expires=1&signature=a',
    );
    expect(status).toHaveTextContent('Tiril & the chest');
    view.unmount();
    window.history.replaceState(null, '', '/library');
    render(
      <I18nextProvider i18n={i18n}>
        <StartupSplash />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).not.toHaveClass('story-cover');
    expect(screen.queryByRole('img', { name: 'Tiril at home' })).toBeNull();
  });
});
