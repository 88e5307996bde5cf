import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../../lib/api/api-config';
import { fakeFetch } from '../../lib/api/fake-fetch.testing';
import type { FakeAnswer } from '../../lib/api/fake-fetch.testing';
import { testProfile } from '../../lib/auth/auth-fixtures.testing';
import { postLogin } from '../../lib/auth/login-call';
import { OfflineDialog } from './offline-dialog';
import { StartupGate } from './startup-gate';
import { renderWithI18n } from './startup-i18n.testing';

const PROFILE = testProfile();
/** The start-up's network part: the login call, with its retry policy and events. */
const login = (signal: AbortSignal) => postLogin('no', signal);

function useFetch(...answers: FakeAnswer[]) {
  const fetch = fakeFetch(...answers);
  configureApi({ fetch });
  return fetch;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const app = () => screen.queryByText('The app');
const loadingScreen = () => screen.queryByText('Monstory starter …');

function renderGate(props: Partial<Parameters<typeof StartupGate>[0]> = {}) {
  const reload = vi.fn();
  renderWithI18n(
    <StartupGate reload={reload} tasks={[login]} {...props}>
      <p>The app</p>
    </StartupGate>,
  );
  return reload;
}

// The login answer's schema loads with the first answer (lazySchema). Loaded beforehand, it is
// there without real time passing, which fake timers would not count.
beforeAll(async () => {
  await import('@monstory/contracts/profile');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetApiConfig();
});

describe('StartupGate', () => {
  it('opens the app after logging in without flashing the loading screen', async () => {
    const fetch = useFetch({ status: 200, body: PROFILE });
    renderGate();
    expect(app()).not.toBeInTheDocument();
    expect(loadingScreen()).not.toBeInTheDocument();
    await advance(0);
    expect(app()).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/login');
    await advance(1_000);
    expect(loadingScreen()).not.toBeInTheDocument();
  });

  it('shows the loading screen only after 300 ms', async () => {
    let finish = () => {};
    const task = () => new Promise<void>((resolve) => (finish = resolve));
    renderGate({ tasks: [task] });
    await advance(299);
    expect(loadingScreen()).not.toBeInTheDocument();
    await advance(1);
    expect(loadingScreen()).toBeInTheDocument();
    await act(async () => finish());
    expect(app()).toBeInTheDocument();
    expect(loadingScreen()).not.toBeInTheDocument();
  });

  it('shows the retry words while the server answers 503, then opens the app', async () => {
    const fetch = useFetch({ status: 503 }, { status: 503 }, { status: 200, body: PROFILE });
    renderGate();
    await advance(300);
    expect(screen.getByText('Hmm, litt treg forbindelse...')).toBeInTheDocument();
    expect(screen.getByText('(Forsøk 1 av 3)')).toBeInTheDocument();
    await advance(3_000);
    expect(screen.getByText('(Forsøk 2 av 3)')).toBeInTheDocument();
    await advance(3_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(app()).toBeInTheDocument();
  });

  it('ends on the loading screen’s failed card when every try times out', async () => {
    const fetch = useFetch({ hang: true });
    const reload = renderGate();
    await advance(4_000);
    // The first timeout alone already moves the screen on.
    expect(screen.getByText('Hmm, litt treg forbindelse...')).toBeInTheDocument();
    await advance(3_000 + 4_000);
    expect(
      screen.getByText('Fortsatt litt tregt... Vi gir det et nytt forsøk.'),
    ).toBeInTheDocument();
    await advance(3_000 + 4_000);
    expect(screen.getByText('Ett siste forsøk nå!')).toBeInTheDocument();
    await advance(3_000 + 4_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(screen.getByText('Oi sann! Her gikk det litt tregt')).toBeInTheDocument();
    expect(screen.getByText('Visste du dette?')).toBeInTheDocument();
    expect(screen.queryByText('Vi klarte ikke å laste inn dataene')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Start på nytt!' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(app()).not.toBeInTheDocument();
  });

  it('shows the start-up failure page when the server refuses', async () => {
    const fetch = useFetch({ status: 404 });
    const reload = renderGate();
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Vi klarte ikke å laste inn dataene')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Last inn på nytt' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the failure page when a given task fails', async () => {
    renderGate({ tasks: [() => Promise.resolve(), () => Promise.reject(new Error('boom'))] });
    await advance(0);
    expect(screen.getByText('Vi klarte ikke å laste inn dataene')).toBeInTheDocument();
    expect(app()).not.toBeInTheDocument();
  });

  it('shows the offline card rather than the failure page when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderGate({ tasks: [() => Promise.reject(new Error('offline'))] });
    await advance(0);
    expect(
      screen.getByText('Oi! Det ser ut som du har mistet internettforbindelsen'),
    ).toBeInTheDocument();
  });

  it('aborts its tasks when unmounted', async () => {
    let seen: AbortSignal | undefined;
    const task = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<void>(() => {});
    };
    const reload = vi.fn();
    const { unmount } = renderWithI18n(
      <StartupGate tasks={[task]} reload={reload}>
        <p>The app</p>
      </StartupGate>,
    );
    await advance(0);
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});

describe('StartupGate and the offline dialog', () => {
  it('keeps the offline dialog away until the app is ready', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let finish = () => {};
    const task = () => new Promise<void>((resolve) => (finish = resolve));
    renderWithI18n(
      <>
        <StartupGate tasks={[task]} reload={vi.fn()}>
          <p>The app</p>
        </StartupGate>
        <OfflineDialog reload={vi.fn()} />
      </>,
    );
    // Offline from the start: the card shows at once, without the 300 ms wait.
    expect(
      screen.getByText('Oi! Det ser ut som du har mistet internettforbindelsen'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => finish());
    expect(app()).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
