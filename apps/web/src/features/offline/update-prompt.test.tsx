import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING_MESSAGE, createAppUpdate } from '../../lib/offline/app-update';
import { UpdatePrompt } from './update-prompt';
import { startupI18n } from './startup-i18n.testing';

function renderPrompt() {
  const update = createAppUpdate(vi.fn());
  const i18n = startupI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt update={update} />
    </I18nextProvider>,
  );
  return update;
}

describe('the update prompt', () => {
  it('shows when a new release waits, not while a story is read aloud, and Update hands over', async () => {
    const user = userEvent.setup({ delay: null });
    const update = renderPrompt();
    expect(screen.queryByRole('status', { name: 'A new version is ready' })).toBeNull();

    let release = () => undefined as void;
    act(() => {
      release = update.hold();
    });
    const worker = { postMessage: vi.fn() };
    act(() => update.offer(worker));
    expect(screen.queryByRole('status', { name: 'A new version is ready' })).toBeNull();
    act(() => release());

    const prompt = await screen.findByRole('status', { name: 'A new version is ready' });
    expect(prompt).toHaveTextContent('A new version is ready');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING_MESSAGE });
  });

  it('goes away for now with Later', async () => {
    const user = userEvent.setup({ delay: null });
    const update = renderPrompt();
    act(() => update.offer({ postMessage: vi.fn() }));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
