import type { Voice } from '@monstory/contracts/voices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config';
import { createAppI18n } from '../i18n/create-i18n';
import { fakeServer } from '../../test/fake-server';
import type { RouteAnswer } from '../../test/fake-server';
import { VoicePicker } from './voice-picker';

const POPPY: Voice = {
  voiceUuid: '6f1c2a52-8a7e-4d0e-9a55-0c3a1f0e0001',
  name: 'Poppy',
  languageCode: 'en',
  gender: 'FEMALE',
  style: 'warm and gentle',
  previewText: 'Hi! I am Poppy.',
};
const OLIVER: Voice = {
  ...POPPY,
  voiceUuid: '6f1c2a52-8a7e-4d0e-9a55-0c3a1f0e0002',
  name: 'Oliver',
  gender: 'MALE',
  previewText: 'Hi! I am Oliver.',
};
const SAMPLE = `GET /api/voices/${OLIVER.voiceUuid}/sample.mp3`;

let played: HTMLMediaElement[];
beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:voice-sample');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

async function renderPicker(sample: RouteAnswer = { status: 200, body: 'mp3' }) {
  const speak = vi.fn();
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: { speak, cancel: vi.fn(), getVoices: () => [] },
  });
  const server = fakeServer({
    'GET /api/voices': { status: 200, body: [POPPY, OLIVER] },
    'GET /api/profile/voice': { status: 200, body: { voiceUuid: null, voice: null } },
    [SAMPLE]: sample,
  });
  configureApi({ fetch: server.fetch, getToken: () => Promise.resolve('t') });
  const i18n = await createAppI18n('en', ['account']);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <VoicePicker language="en" legend="Voices" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { server, speak };
}

describe('the voice picker', () => {
  it('shows the voice stories are read with as chosen before any is picked', async () => {
    await renderPicker();
    const voices = await screen.findByRole('group', { name: 'Voices' });
    expect(within(voices).getByRole('radio', { name: /Poppy/ })).toBeChecked();
    expect(within(voices).getByRole('radio', { name: /Oliver/ })).not.toBeChecked();
  });

  it("plays the narrator's own sample of the voice, not the browser's speech", async () => {
    const user = userEvent.setup();
    const { server, speak } = await renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Listen to Oliver' }));
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(server.requests(SAMPLE)[0]?.headers.Authorization).toBe('Bearer t');
    expect(played[0]?.src).toBe('blob:voice-sample');
    expect(speak).not.toHaveBeenCalled();

    fireEvent(played[0] as HTMLMediaElement, new Event('ended'));
    expect(await screen.findByRole('button', { name: 'Listen to Oliver' })).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:voice-sample');
  });

  it('says so when the sample cannot be played', async () => {
    const user = userEvent.setup();
    await renderPicker({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Listen to Oliver' }));
    expect(
      await screen.findByText('We could not play the voice just now. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen to Oliver' })).toBeInTheDocument();
  });
});
