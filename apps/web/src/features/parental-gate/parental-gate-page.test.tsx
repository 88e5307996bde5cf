import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readParentalGateRecord } from '../../lib/parental-gate/parental-gate-record';
import { renderAppRoute } from '../../test/render-app-route';

// Math.random = 0.1 makes the task "22 + 28"; 0.9 makes it a colour pattern (orange, purple,
// orange, purple).

afterEach(() => {
  vi.useRealTimers();
});

async function answer(user: ReturnType<typeof userEvent.setup>, digits: string) {
  for (const digit of digits) await user.click(screen.getByRole('button', { name: digit }));
  await user.click(screen.getByRole('button', { name: 'Check the answer' }));
}

describe('parental gate', () => {
  it('opens the shop for a grown-up who knows the sum, for 10 minutes', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/shop');
    expect(await screen.findByText('What is 22 + 28?')).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 of 3')).toBeInTheDocument();
    await answer(user, '50');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop');
    expect(readParentalGateRecord()).toEqual({ timestamp: expect.any(Number), unlocked: true });
  });

  it('counts the attempts and, after three, pauses and asks something new', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderAppRoute('/parental-gate?redirect=%2Fshop');
    await screen.findByText('What is 22 + 28?');
    await answer(user, '49');
    expect(screen.getByText('Not quite right. Try again.')).toBeInTheDocument();
    expect(screen.getByText('Attempt 2 of 3')).toBeInTheDocument();
    await answer(user, '48');
    await answer(user, '47');
    expect(screen.getByText('That was a lot of tries. A new task in 15 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(screen.getByRole('button', { name: '5' })).toBeEnabled());
    expect(screen.getByText('Attempt 1 of 3')).toBeInTheDocument();
    expect(readParentalGateRecord()).toBeNull();
  });

  it('asks for a colour pattern, named for everyone, to be repeated', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/parental-gate?redirect=%2Fshop');
    const pattern = await screen.findByRole('list', { name: 'Colour pattern' });
    const names = [...pattern.querySelectorAll('li')].map((item) => item.textContent ?? '');
    expect(names).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'I remember them' }));
    for (const name of names) await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('never leads to another site', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/parental-gate?redirect=https%3A%2F%2Fevil.example');
    await screen.findByText('What is 22 + 28?');
    await answer(user, '50');
    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff'));
  });
});
