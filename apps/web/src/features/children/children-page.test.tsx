import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { readActiveChildId, writeActiveChildId } from '../../lib/children/active-child';
import { MIRA, OLA, childrenAnswer, testChild } from '../../lib/children/children-fixtures.testing';
import { renderAppRoute } from '../../test/render-app-route';

const VOICES = { status: 200, body: [] };

function refused(code: string, message: string) {
  return { status: 409, body: { error: { code, message } } };
}

describe('the children page', { timeout: 15_000 }, () => {
  it('lists the children with the active one marked, and switches from there too', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/stuff/children', {
      routes: { 'GET /api/children': childrenAnswer([MIRA, OLA], MIRA.id) },
    });
    const list = await screen.findByRole('list', { name: 'Children on the account' });
    const mira = within(list).getByRole('listitem', { name: 'Mira' });
    expect(within(mira).getByText('Using the app now')).toBeInTheDocument();
    expect(within(mira).getByText('7 years · English')).toBeInTheDocument();
    const ola = within(list).getByRole('listitem', { name: 'Ola' });
    expect(within(ola).getByText('4 years · Norsk')).toBeInTheDocument();

    await user.click(within(ola).getByRole('button', { name: 'Switch to Ola' }));
    expect(readActiveChildId()).toBe(OLA.id);
  });

  it('sends a grown-up through the parental gate before adding a child', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/stuff/children', {
      routes: { 'GET /api/children': childrenAnswer([MIRA]) },
    });
    await user.click(await screen.findByRole('link', { name: 'Add a child' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parental-gate'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/stuff/children/new',
    );
  });

  it('sends a grown-up through the gate before changing a child', async () => {
    const { router } = await renderAppRoute('/stuff/children/child-2', {
      routes: { 'GET /api/children': childrenAnswer([MIRA, OLA]) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/parental-gate'));
  });

  it('adds a child once the gate is passed, with name, age, language and voice', async () => {
    const user = userEvent.setup();
    const added = testChild({ id: 'child-3', name: 'Sofie', age: 9, languageCode: 'no' });
    const { server, router } = await renderAppRoute('/stuff/children/new', {
      parentalGateUnlocked: true,
      routes: {
        // Asked for first by the list the new child is added to.
        'GET /api/children': childrenAnswer([MIRA, added]),
        'GET /api/voices': VOICES,
        'POST /api/children': { status: 201, body: added },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add the child' }));
    expect(screen.getByText('Write the child’s name.')).toBeInTheDocument();
    expect(server.requests('POST /api/children')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Sofie ');
    await user.click(screen.getByRole('radio', { name: '9 years' }));
    await user.click(screen.getByRole('radio', { name: 'Norsk' }));
    await user.click(screen.getByRole('button', { name: 'Add the child' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff/children'));
    expect(server.requests('POST /api/children')[0]?.body).toEqual({
      name: 'Sofie',
      age: 9,
      languageCode: 'no',
      voiceUuid: null,
    });
    expect(await screen.findByRole('listitem', { name: 'Sofie' })).toBeInTheDocument();
  });

  it('says kindly when the account already has as many children as it may', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/stuff/children/new', {
      parentalGateUnlocked: true,
      routes: {
        'GET /api/children': childrenAnswer([MIRA]),
        'GET /api/voices': VOICES,
        'POST /api/children': refused('CHILD_LIMIT_REACHED', 'At most 6 children.'),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Sofie');
    await user.click(screen.getByRole('button', { name: 'Add the child' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The account already has 6 children, which is the most it can have.',
    );
  });

  it('hides "add" once the account is full', async () => {
    const six = Array.from({ length: 6 }, (_, index) =>
      testChild({ id: `child-${index}`, name: `Child ${index}` }),
    );
    await renderAppRoute('/stuff/children', {
      routes: { 'GET /api/children': childrenAnswer(six) },
    });
    expect(
      await screen.findByText('The account has 6 children, which is the most it can have.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a child' })).not.toBeInTheDocument();
  });

  it('changes a child behind the gate', async () => {
    const user = userEvent.setup();
    const { server, router } = await renderAppRoute('/stuff/children/child-2', {
      parentalGateUnlocked: true,
      routes: {
        'GET /api/children': childrenAnswer([MIRA, OLA]),
        'GET /api/voices': VOICES,
        'PATCH /api/children/child-2': { status: 200, body: { ...OLA, age: 5 } },
      },
    });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ola');
    expect(screen.getByRole('radio', { name: '4 years' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 years' }));
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff/children'));
    expect(server.requests('PATCH /api/children/child-2')[0]?.body).toMatchObject({ age: 5 });
  });

  it('asks before removing, saying the stories go too, and the device moves to a sibling', async () => {
    const user = userEvent.setup();
    writeActiveChildId(OLA.id);
    const { server, router } = await renderAppRoute('/stuff/children/child-2', {
      parentalGateUnlocked: true,
      routes: {
        'GET /api/children': [childrenAnswer([MIRA, OLA], OLA.id), childrenAnswer([MIRA])],
        'GET /api/voices': VOICES,
        'DELETE /api/children/child-2': { status: 204 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ola' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Do you want to remove Ola?' });
    expect(dialog).toHaveTextContent('All of Ola’s stories, monsters and medals are deleted');
    expect(within(dialog).getByRole('button', { name: 'No, keep' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove Ola' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/stuff/children'));
    expect(server.requests('DELETE /api/children/child-2')).toHaveLength(1);
    expect(readActiveChildId()).toBe(MIRA.id);
    expect(screen.queryByRole('listitem', { name: 'Ola' })).not.toBeInTheDocument();
  });

  it('explains that the last child stays when the server refuses', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/stuff/children/child-2', {
      parentalGateUnlocked: true,
      routes: {
        'GET /api/children': childrenAnswer([MIRA, OLA]),
        'GET /api/voices': VOICES,
        'DELETE /api/children/child-2': refused('LAST_CHILD', 'Keep one.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ola' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove Ola' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The account needs at least one child, so the last child cannot be removed.',
    );
  });

  it('offers no way to remove the only child', async () => {
    await renderAppRoute(`/stuff/children/${MIRA.id}`, {
      parentalGateUnlocked: true,
      routes: { 'GET /api/children': childrenAnswer([MIRA]), 'GET /api/voices': VOICES },
    });
    expect(
      await screen.findByText(
        'The account needs at least one child, so the only child cannot be removed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('shows a guest their one child and an invitation to register instead of "add"', async () => {
    const guestChild = testChild({ id: GUEST_USER.id, name: 'Gjest' });
    await renderAppRoute('/stuff/children', {
      user: GUEST_USER,
      routes: { 'GET /api/children': childrenAnswer([guestChild]) },
    });
    expect(await screen.findByRole('listitem', { name: 'Gjest' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'More children in the family?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a child' })).not.toBeInTheDocument();
  });

  it('keeps a guest from the page that adds a child', async () => {
    const { router } = await renderAppRoute('/stuff/children/new', {
      user: GUEST_USER,
      parentalGateUnlocked: true,
      routes: { 'GET /api/children': childrenAnswer([MIRA]) },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate'));
  });
});
