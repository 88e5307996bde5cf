import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMedals, testStatistics } from '../../lib/gamification/gamification-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { renderAppRoute } from '../../test/render-app-route';

vi.mock('../../lib/snow/snow-canvas', () => ({
  SnowCanvas: () => <div data-testid="snow-canvas" />,
}));

const DECEMBER = new Date(2026, 11, 1, 7, 0);
const JANUARY = new Date(2027, 0, 1, 0, 0);

function at(date: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
}

/** My Stuff in the real app shell, which also carries the snow layer. */
async function openStuffSettings() {
  await renderAppRoute('/stuff', {
    routes: {
      'GET /api/profile/statistics': { status: 200, body: testStatistics() },
      'GET /api/profile/medals': { status: 200, body: testMedals({}) },
    },
  });
  return screen.findByRole('region', { name: 'Settings' });
}

beforeAll(() => Promise.all([import('./stuff-page'), import('@monstory/i18n/bundles/en')]));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('snow switch in My Stuff', { timeout: 15_000 }, () => {
  it('turns December snow off and on again, and remembers it on this device', async () => {
    at(DECEMBER);
    const settings = await openStuffSettings();
    const snow = within(settings).getByRole('switch', { name: 'Snow in December' });
    expect(snow).toBeChecked();
    expect(snow).toHaveAccessibleDescription('Quiet snowfall behind the pages, only in December');
    expect(await screen.findByTestId('snow-canvas')).toBeInTheDocument();

    await userEvent.click(snow);
    expect(snow).not.toBeChecked();
    expect(localStorage.getItem(LocalStorageKey.showSnow)).toBe('false');
    expect(screen.queryByTestId('snow-canvas')).not.toBeInTheDocument();

    await userEvent.click(snow);
    expect(snow).toBeChecked();
    expect(localStorage.getItem(LocalStorageKey.showSnow)).toBe('true');
    expect(await screen.findByTestId('snow-canvas')).toBeInTheDocument();
  });

  it('shows the stored choice when My Stuff opens', async () => {
    at(DECEMBER);
    localStorage.setItem(LocalStorageKey.showSnow, 'false');
    const settings = await openStuffSettings();
    expect(within(settings).getByRole('switch', { name: 'Snow in December' })).not.toBeChecked();
    expect(screen.queryByTestId('snow-canvas')).not.toBeInTheDocument();
  });

  it('says why nothing falls on a device that asks for less motion', async () => {
    at(DECEMBER);
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const settings = await openStuffSettings();
    const snow = within(settings).getByRole('switch', { name: 'Snow in December' });
    expect(snow).toBeChecked();
    expect(snow).toHaveAccessibleDescription('Hidden because this device asks for less motion');
    expect(screen.queryByTestId('snow-canvas')).not.toBeInTheDocument();
  });

  it('is not offered outside December, and no snow falls', async () => {
    at(JANUARY);
    localStorage.setItem(LocalStorageKey.showSnow, 'true');
    const settings = await openStuffSettings();
    expect(within(settings).getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    expect(within(settings).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByTestId('snow-canvas')).not.toBeInTheDocument();
  });
});
