import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unsafeRequestAnswer } from '../../lib/safety/unsafe-request.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { CREATED, setUpGenerateTests } from './generate-route.testing';

const { renderGenerate, chooseBasics, createButton } = setUpGenerateTests();

const FIELD = { name: 'What should the story be about?' } as const;

const VIOLENT = {
  status: 200,
  body: {
    ok: false,
    category: 'VIOLENCE',
    message: 'That was a bit too much fighting. How about the heroes solving it together?',
    care: false,
  },
};

// The child-safety gate on the generate screen: the live check as the parent pauses, and the
// server's refusal on creating, both shown beside the description with the words kept. Whole
// pages in jsdom on a shared 2-core machine: room beyond the default time.
describe('safety on the generate screen', { timeout: 30_000 }, () => {
  it('refuses kindly as the parent pauses, holds the create button back, and lets new words through', async () => {
    const { server, router, user } = await renderGenerate({
      routes: {
        'POST /api/safety/check': [VIOLENT, { status: 200, body: { ok: true } }],
        'POST /api/story': CREATED,
      },
    });
    await chooseBasics(user);
    const field = screen.getByRole('textbox', FIELD);
    await user.click(field);
    await user.paste('A knight stabs the dragon');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('too much fighting');
    expect(server.requests('POST /api/safety/check')).toHaveLength(1);
    expect(server.requests('POST /api/safety/check')[0]?.body).toEqual({
      text: 'A knight stabs the dragon',
      age: 6,
      language: 'en',
    });
    expect(field).toHaveValue('A knight stabs the dragon');
    expect(field).toHaveAccessibleDescription(/too much fighting/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Kept in the field to change, never on the device. The preferences are written by an
    // effect after the refusal renders, so wait for it rather than race it.
    await waitFor(() =>
      expect(
        JSON.parse(localStorage.getItem(LocalStorageKey.generateStoryPreferences) ?? '{}'),
      ).toMatchObject({ age: 6, summary: '' }),
    );
    expect(createButton()).toHaveAccessibleDescription(
      'See the message above: change the words a little, and we can begin.',
    );

    await user.click(createButton());
    expect(server.requests('POST /api/story')).toHaveLength(0);

    await user.clear(field);
    await user.paste('A knight and a dragon become friends');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 3_000,
    });
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/new-1'));
  });

  it("shows a refusal from creating by the field, in the server's words, and keeps the words", async () => {
    const { router, user } = await renderGenerate({
      routes: {
        'POST /api/story': unsafeRequestAnswer(
          'We leave real addresses out of stories. A made-up place works well.',
          'PERSONAL_DATA',
          false,
        ),
      },
    });
    await chooseBasics(user);
    await user.click(screen.getByRole('button', { name: 'A snowman who wants to see the summer' }));
    await user.click(createButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We leave real addresses out of stories.');
    expect(screen.getByRole('textbox', FIELD)).toHaveValue('A snowman who wants to see the summer');
    expect(screen.getByRole('textbox', FIELD)).toHaveAccessibleDescription(/real addresses/);
    expect(screen.queryByText(/Could not create story/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/generate');
  });

  it('answers a disclosure with care and helplines, and makes no story', async () => {
    const { server, user } = await renderGenerate({
      routes: {
        'POST /api/story': unsafeRequestAnswer(
          'Thank you for telling us. You matter.',
          'SELF_HARM',
          true,
        ),
      },
    });
    await chooseBasics(user);
    await user.type(screen.getByRole('textbox', FIELD), 'I want to die');
    await user.click(createButton());

    const panel = await screen.findByTestId('care-panel');
    expect(within(panel).getByRole('alert')).toHaveTextContent('You matter.');
    expect(within(panel).getByRole('link', { name: 'Call 0800 1111' })).toHaveAttribute(
      'href',
      'tel:08001111',
    );
    // Calm, not an error: the field is not marked wrong.
    expect(screen.getByRole('textbox', FIELD)).not.toHaveAttribute('aria-invalid');
    expect(createButton()).toHaveAccessibleDescription(
      "See the message above. We won't make anything of these words today.",
    );
    await user.click(createButton());
    expect(server.requests('POST /api/story')).toHaveLength(1);
  });
});
