import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MIRA, OLA, childrenAnswer } from '../../lib/children/children-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { renderAppRoute } from '../../test/render-app-route';

const ASTRID = {
  voiceUuid: '5b0d7a8e-3f1c-4c6b-9a2d-1e2f3a4b5c6d',
  name: 'Astrid',
  languageCode: 'no',
  gender: 'FEMALE',
  style: 'Rolig og varm',
  previewText: 'Det var en gang…',
};
// The language's first voice is shown as chosen until one is picked: pick the second.
const OLE = {
  ...ASTRID,
  voiceUuid: '6c1e8b9f-4a2d-4d7c-8b3e-2f3a4b5c6d7e',
  name: 'Ole',
  gender: 'MALE',
};

afterEach(() => localStorage.clear());

describe('My language', () => {
  it('saves the language on the profile, then offers and saves a voice of that language', async () => {
    const user = userEvent.setup();
    const { server, i18n } = await renderAppRoute('/stuff/language', {
      routes: {
        'GET /api/voices': { status: 200, body: [ASTRID, OLE] },
        'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } },
        'GET /api/children': childrenAnswer([OLA]),
        'PUT /api/profile/language': {
          status: 200,
          body: { language: 'NORWEGIAN', languageCode: 'no' },
        },
        'PUT /api/profile/voice': {
          status: 200,
          body: { voiceUuid: OLE.voiceUuid, voice: OLE },
        },
      },
    });

    await user.click(await screen.findByRole('radio', { name: /Norsk/ }));
    await waitFor(() => expect(server.requests('PUT /api/profile/language')).toHaveLength(1));
    expect(server.requests('PUT /api/profile/language')[0]?.body).toEqual({ language: 'no' });
    expect(i18n.language).toBe('no');
    expect(localStorage.getItem(LocalStorageKey.language)).toBe('no');
    await waitFor(() =>
      expect(server.requests('GET /api/voices').at(-1)?.query.get('language')).toBe('no'),
    );

    await user.click(await screen.findByText('Ole'));
    await waitFor(() => expect(server.requests('PUT /api/profile/voice')).toHaveLength(1));
    expect(server.requests('PUT /api/profile/voice')[0]?.body).toEqual({
      voiceUuid: OLE.voiceUuid,
    });
  });

  it('gives the child this device reads as the language too, so choosing the child keeps it', async () => {
    const user = userEvent.setup();
    const { server } = await renderAppRoute('/stuff/language', {
      routes: {
        'GET /api/voices': { status: 200, body: [ASTRID] },
        'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } },
        'GET /api/children': childrenAnswer([MIRA, OLA], MIRA.id),
        'PUT /api/profile/language': {
          status: 200,
          body: { language: 'NORWEGIAN', languageCode: 'no' },
        },
        'PATCH /api/children/user-1': { status: 200, body: { ...MIRA, languageCode: 'no' } },
      },
    });

    expect(MIRA.languageCode).toBe('en');
    await user.click(await screen.findByRole('radio', { name: /Norsk/ }));
    await waitFor(() => expect(server.requests('PATCH /api/children/user-1')).toHaveLength(1));
    expect(server.requests('PATCH /api/children/user-1')[0]?.body).toEqual({ languageCode: 'no' });
    expect(server.requests('PUT /api/profile/language')[0]?.body).toEqual({ language: 'no' });
  });

  it('leaves a child who has the language already as they are', async () => {
    const user = userEvent.setup();
    const { server } = await renderAppRoute('/stuff/language', {
      routes: {
        'GET /api/voices': { status: 200, body: [ASTRID] },
        'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } },
        'GET /api/children': childrenAnswer([MIRA, OLA], OLA.id),
        'PUT /api/profile/language': {
          status: 200,
          body: { language: 'NORWEGIAN', languageCode: 'no' },
        },
      },
    });

    await user.click(await screen.findByRole('radio', { name: /Norsk/ }));
    await waitFor(() => expect(server.requests('PUT /api/profile/language')).toHaveLength(1));
    await waitFor(() => expect(server.requests('GET /api/children').length).toBeGreaterThan(0));
    expect(server.requests('PATCH /api/children/child-2')).toHaveLength(0);
  });

  it('cannot choose a language that is coming soon', async () => {
    const user = userEvent.setup();
    const { server } = await renderAppRoute('/stuff/language', {
      routes: {
        'GET /api/voices': { status: 200, body: [] },
        'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } },
      },
    });
    const swedish = await screen.findByRole('radio', { name: /Svenska/ });
    expect(swedish).toBeDisabled();
    await user.click(swedish);
    expect(server.requests('PUT /api/profile/language')).toHaveLength(0);
  });
});
