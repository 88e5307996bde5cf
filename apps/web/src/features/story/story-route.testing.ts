import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect } from 'vitest';
import { configureApi } from '../../lib/api/api-config';
import { hideReaderToast } from '../../lib/reader/reader-toast-store';
import { controlledSseResponse } from '../../lib/sse/sse-response.testing';
import type { ControlledSseResponse } from '../../lib/sse/sse-response.testing';
import { renderAppRoute } from '../../test/render-app-route';
import type { RenderAppRouteOptions } from '../../test/render-app-route';

export interface OpenedStream extends ControlledSseResponse {
  path: string;
  headers: Record<string, string>;
}

/**
 * Renders a story route like `renderAppRoute`, with the story's event streams answered by
 * streams the test writes to (the fake server only answers plain JSON). The shell's
 * notification stream is answered too, but left out of `streams`.
 */
export async function renderStoryRoute(path: string, options: RenderAppRouteOptions = {}) {
  const view = await renderAppRoute(path, options);
  const streams: OpenedStream[] = [];
  const json = view.server.fetch;
  // The page is a lazy chunk, so it has not asked for anything yet when this is swapped in.
  configureApi({
    fetch: (input, init) => {
      const url = new URL(String(input), 'http://app.test');
      if (!url.pathname.endsWith('/stream')) return json(input, init);
      const stream = controlledSseResponse();
      // The shell's notification stream stays open and quiet; tests follow the story's streams.
      if (!url.pathname.includes('/story/')) return Promise.resolve(stream.response);
      streams.push({
        ...stream,
        path: url.pathname,
        headers: (init?.headers ?? {}) as Record<string, string>,
      });
      return Promise.resolve(stream.response);
    },
  });
  /** Waits for the `count`-th stream the page opens (1-based) and gives it. */
  const stream = async (count = 1): Promise<OpenedStream> => {
    await waitFor(() => expect(streams.length).toBeGreaterThanOrEqual(count));
    return streams[count - 1] as OpenedStream;
  };
  return { ...view, streams, stream };
}

/**
 * For a file of story-page tests: the page and the English catalog are lazy chunks, loaded once
 * before the first test; the reader's toast outlives a render, so it is hidden after each.
 */
export function setUpStoryPageTests() {
  beforeAll(async () => {
    await Promise.all([import('./story-page'), import('@monstory/i18n/bundles/en')]);
  }, 30_000);
  afterEach(() => hideReaderToast());
}

export async function openMoreMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'More options' }));
  return screen.getByRole('menu', { name: 'More options' });
}
