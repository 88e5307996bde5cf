import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LOGIN_RETRY_EVENT,
  dispatchLoginRetry,
  dispatchLoginTimeout,
} from '../../lib/api/login-events';
import { LoadingScreen } from './loading-screen';
import { renderWithI18n } from './startup-i18n.testing';

/** Random draws in order; the first one picks the opening fun fact. */
function draws(...values: number[]) {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
}

function retry(attempt: number) {
  act(() => dispatchLoginRetry(attempt));
}

describe('LoadingScreen', () => {
  it('shows the logo and a busy spinner while loading', () => {
    renderWithI18n(<LoadingScreen />);
    expect(screen.getByText('Monstory')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Monstory starter …');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    [1, 'Hmm, litt treg forbindelse...', 'Dette tar litt lengre tid enn vanlig.'],
    [2, 'Fortsatt litt tregt... Vi gir det et nytt forsøk.', 'Bare vent litt til...'],
    [3, 'Ett siste forsøk nå!', 'Krysser fingrene!'],
  ])('shows the retry words for attempt %i with the counter', (attempt, title, text) => {
    renderWithI18n(<LoadingScreen />);
    retry(attempt);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(title);
    expect(status).toHaveTextContent(text);
    expect(status).toHaveTextContent(`(Forsøk ${attempt} av 3)`);
  });

  it('accepts a plain number as the event detail', () => {
    renderWithI18n(<LoadingScreen />);
    act(() => {
      window.dispatchEvent(new CustomEvent(LOGIN_RETRY_EVENT, { detail: 2 }));
    });
    expect(screen.getByText('(Forsøk 2 av 3)')).toBeInTheDocument();
  });

  it('speaks English when the language is English', () => {
    renderWithI18n(<LoadingScreen />, 'en');
    retry(1);
    expect(screen.getByText('Hmm, a bit of a slow connection...')).toBeInTheDocument();
    expect(screen.getByText('(Attempt 1 of 3)')).toBeInTheDocument();
  });

  it('fails after the third retry with a restart button and a fun fact', async () => {
    const reload = vi.fn();
    renderWithI18n(<LoadingScreen reload={reload} />);
    retry(4);
    expect(screen.getByRole('heading', { name: 'Oi sann! Her gikk det litt tregt' })).toBeVisible();
    expect(screen.getByText('La oss prøve én gang til!')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Visste du dette?' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    const restart = screen.getByRole('button', { name: 'Start på nytt!' });
    expect(restart).toHaveFocus();
    await userEvent.click(restart);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a new fun fact each time it fails', () => {
    // Opening fact index 0 (draw 0); each failure draws 0, which must skip the fact on show.
    renderWithI18n(<LoadingScreen random={draws(0, 0, 0)} />);
    const factText = () =>
      screen.getByRole('complementary', { name: 'Visste du dette?' }).querySelector('p')
        ?.textContent;
    retry(4);
    const first = factText();
    expect(first).not.toMatch(/^Når en voksen leser høyt/);
    retry(5);
    expect(factText()).not.toBe(first);
  });

  it('goes from loading to retrying on a timeout, and not back once failed', () => {
    renderWithI18n(<LoadingScreen />);
    act(() => dispatchLoginTimeout());
    expect(screen.getByText('Hmm, litt treg forbindelse...')).toBeInTheDocument();
    retry(4);
    act(() => dispatchLoginTimeout());
    expect(screen.getByText('Oi sann! Her gikk det litt tregt')).toBeInTheDocument();
  });

  it('shows the offline card when the device starts offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    renderWithI18n(<LoadingScreen reload={reload} />);
    expect(
      screen.getByRole('heading', {
        name: 'Oi! Det ser ut som du har mistet internettforbindelsen',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vi klarer ikke å koble til serveren vår akkurat nå.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('switches to the offline card and back as the connection comes and goes', () => {
    renderWithI18n(<LoadingScreen />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Monstory starter …');
  });
});
