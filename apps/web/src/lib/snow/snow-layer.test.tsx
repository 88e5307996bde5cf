import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageKey } from '../storage/storage-keys';
import { saveSnowChoice } from './snow-choice';
import { SnowLayer } from './snow-layer';

// The real canvas needs a browser's 2D context (the e2e journey draws it); here the lazy chunk
// is a marker, so what is tested is when the layer asks for it.
vi.mock('./snow-canvas', () => ({ SnowCanvas: () => <div data-testid="snow-canvas" /> }));

const DECEMBER = new Date(2026, 11, 10, 18, 0);
const NOVEMBER = new Date(2026, 10, 30, 23, 59);

function at(date: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('snow layer', () => {
  it('snows in December when nothing has been chosen yet', async () => {
    at(DECEMBER);
    render(<SnowLayer />);
    expect(await screen.findByTestId('snow-canvas')).toBeInTheDocument();
  });

  it('keeps to the stored choice in December, and follows a change at once', async () => {
    at(DECEMBER);
    localStorage.setItem(LocalStorageKey.showSnow, 'false');
    render(<SnowLayer />);
    expect(screen.queryByTestId('snow-canvas')).not.toBeInTheDocument();

    act(() => saveSnowChoice(true));
    expect(await screen.findByTestId('snow-canvas')).toBeInTheDocument();
    expect(localStorage.getItem(LocalStorageKey.showSnow)).toBe('true');

    act(() => saveSnowChoice(false));
    expect(screen.queryByTestId('snow-canvas')).not.toBeInTheDocument();
  });

  it('is forced off outside December, whatever was chosen, and leaves the choice alone', () => {
    at(NOVEMBER);
    localStorage.setItem(LocalStorageKey.showSnow, 'true');
    const { container } = render(<SnowLayer />);
    expect(container).toBeEmptyDOMElement();
    expect(localStorage.getItem(LocalStorageKey.showSnow)).toBe('true');
  });

  it('does not snow on a device that asks for less motion', () => {
    at(DECEMBER);
    reducedMotion(true);
    const { container } = render(<SnowLayer />);
    expect(container).toBeEmptyDOMElement();
  });

  it('snows in December when the device has no motion preference', async () => {
    at(DECEMBER);
    reducedMotion(false);
    render(<SnowLayer />);
    expect(await screen.findByTestId('snow-canvas')).toBeInTheDocument();
  });
});
