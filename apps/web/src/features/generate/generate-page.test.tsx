import { STORY_VALIDATION } from '@monstory/contracts/story';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { CREATED, setUpGenerateTests } from './generate-route.testing';

const { renderGenerate, chooseBasics, createButton } = setUpGenerateTests();

// Whole pages in jsdom on a shared machine: give each journey room beyond the 5 s default.
describe('generate screen', { timeout: 15_000 }, () => {
  it("says what is missing in the form's own words, and sends nothing", async () => {
    const { server, user } = await renderGenerate();
    await user.click(await screen.findByRole('button', { name: 'Create the story!' }));
    expect(screen.getByText(STORY_VALIDATION.ageRequired)).toBeInTheDocument();
    expect(screen.getByText(STORY_VALIDATION.genreRequired)).toBeInTheDocument();
    expect(screen.getByText(STORY_VALIDATION.lengthRequired)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 years' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '4 years' }));
    expect(screen.queryByText(STORY_VALIDATION.ageRequired)).not.toBeInTheDocument();
    expect(server.requests('POST /api/story')).toHaveLength(0);
  });

  it('creates the story and opens it while it streams, keeping the choices for next time', async () => {
    const { server, router, user } = await renderGenerate({
      routes: { 'POST /api/story': CREATED },
    });
    await chooseBasics(user);
    await user.click(screen.getByRole('button', { name: 'A cat who runs a bakery in the forest' }));
    expect(screen.getByRole('textbox', { name: 'What should the story be about?' })).toHaveValue(
      'A cat who runs a bakery in the forest',
    );
    await user.click(createButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/story/new-1'));
    expect(router.state.location.search).toBe('?storyIsStreamed=true');
    const [request] = server.requests('POST /api/story');
    expect(request?.body).toMatchObject({
      age: 6,
      genre: 'SPACE',
      length: 'SHORT',
      summary: 'A cat who runs a bakery in the forest',
      addons: { images: false, audio: false, interactive: false },
      clientRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    const stored = JSON.parse(
      localStorage.getItem(LocalStorageKey.generateStoryPreferences) ?? '{}',
    );
    expect(stored).toMatchObject({ age: 6, genre: 'SPACE', length: 'SHORT', summary: '' });
  });

  it('restores the last choices, with the listening time for the age', async () => {
    localStorage.setItem(
      LocalStorageKey.generateStoryPreferences,
      JSON.stringify({ age: 10, genre: 'BEDTIME', length: 'LONG', summary: 'An owl', addons: {} }),
    );
    await renderGenerate();
    expect(await screen.findByRole('radio', { name: '10 years' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Bedtime/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Long/ })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue('An owl');
    // ages 9–12: 5 / 10 / 15 minutes of listening
    expect(screen.getByText('about 15 min')).toBeInTheDocument();
    expect(screen.getByText('6 of 500 characters')).toBeInTheDocument();
  });

  it('keeps interactive apart from pictures and narration, and says why', async () => {
    const { user } = await renderGenerate();
    await user.click(await screen.findByRole('switch', { name: /^Interactive/ }));
    expect(screen.getByRole('switch', { name: /^Interactive/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Pictures/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /^Narration/ })).toBeDisabled();
    expect(screen.getByText(STORY_VALIDATION.interactiveAddons)).toBeInTheDocument();
  });

  it('shows what the choices cost and what the user has', async () => {
    const { user } = await renderGenerate({ profile: { credits: 12 } });
    const price = await screen.findByRole('status', { name: 'Price' });
    expect(await within(price).findByText('Stories with just text are free.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Pictures/ }));
    expect(within(price).getByText('10 credits')).toBeInTheDocument();
    expect(within(price).getByText('You have 12 credits.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Long/ }));
    expect(within(price).getByText('15 credits')).toBeInTheDocument();
    expect(within(price).getByText('You have 12 credits.')).toHaveClass('text-premium');
  });

  it('says that pictures and narration together are a bundle price', async () => {
    const { user } = await renderGenerate({ profile: { credits: 40 } });
    const price = await screen.findByRole('status', { name: 'Price' });
    await user.click(await screen.findByRole('switch', { name: /^Pictures/ }));
    expect(within(price).queryByText(/Bundle price/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Narration/ }));
    expect(within(price).getByText('18 credits')).toBeInTheDocument();
    expect(within(price).getByText('Bundle price for pictures and narration')).toBeInTheDocument();
  });

  it("shows a subscriber's picture stories and a fresh guest's first story as free", async () => {
    const { user } = await renderGenerate({
      profile: {
        subscription: { isActive: true, subscriptionType: 'MINI', initialPaymentPlatform: null },
      },
    });
    await user.click(await screen.findByRole('switch', { name: /^Pictures/ }));
    expect(await screen.findByText('Included in your subscription.')).toBeInTheDocument();
  });

  it("gives a fresh guest's first story with everything on for free", async () => {
    const { user } = await renderGenerate({
      user: GUEST_USER,
      profile: { anonymousUser: { storiesCreated: 0, allowedStories: 1 } },
    });
    await user.click(await screen.findByRole('switch', { name: /^Narration/ }));
    // The profile that makes it free may arrive after the switches are drawn.
    expect(
      await screen.findByText('Your first story is free – with everything on!'),
    ).toBeInTheDocument();
  });

  it('shows the Christmas picture in December only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 12, 18, 0));
    const { unmount } = await renderGenerate();
    expect(await screen.findByRole('img', { name: /Christmas tree/ })).toBeInTheDocument();
    unmount();
    vi.setSystemTime(new Date(2026, 10, 12, 18, 0));
    await renderGenerate();
    await screen.findByRole('radio', { name: '6 years' });
    expect(screen.queryByRole('img', { name: /Christmas tree/ })).not.toBeInTheDocument();
  });
});
