import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeCaches } from '../../lib/offline/fake-caches.testing';
import { closeOfflineShelf } from '../../lib/offline/offline-shelf-store';
import { LoadingScreen } from './loading-screen';
import { OfflineDialog } from './offline-dialog';
import { renderWithI18n } from './startup-i18n.testing';

function go(state: 'online' | 'offline') {
  act(() => {
    window.dispatchEvent(new Event(state));
  });
}

function renderDialog() {
  const reload = vi.fn();
  renderWithI18n(
    <>
      <button type="button">Outside</button>
      <OfflineDialog reload={reload} />
    </>,
  );
  return reload;
}

describe('OfflineDialog', () => {
  it('stays away while online', () => {
    renderDialog();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens as a modal alert dialog named by its title, focus on retry', () => {
    renderDialog();
    go('offline');
    const dialog = screen.getByRole('alertdialog', { name: 'Ingen internettforbindelse' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Monstory trenger internett/);
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
  });

  it('reloads the page from its retry button', async () => {
    const reload = renderDialog();
    go('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps focus inside while tabbing and when focus tries to leave', async () => {
    renderDialog();
    go('offline');
    const retry = screen.getByRole('button', { name: 'Prøv igjen' });
    const hide = screen.getByRole('button', { name: 'Skjul' });
    await userEvent.tab();
    expect(hide).toHaveFocus();
    await userEvent.tab();
    expect(retry).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(hide).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(retry).toHaveFocus();
  });

  it('is not dismissed by a click outside it', async () => {
    renderDialog();
    go('offline');
    await userEvent.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('can be hidden by the user', async () => {
    renderDialog();
    go('offline');
    await userEvent.click(screen.getByRole('button', { name: 'Skjul' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('disappears when the connection returns', () => {
    renderDialog();
    go('offline');
    go('online');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('OfflineDialog during start-up', () => {
  function Harness({ starting }: { starting: boolean }) {
    return (
      <>
        {starting && <LoadingScreen />}
        <OfflineDialog reload={vi.fn()} />
      </>
    );
  }

  it('leaves a lost connection to the start-up screen, then takes over', () => {
    const { rerender } = renderWithI18n(<Harness starting />);
    go('offline');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('Oi! Det ser ut som du har mistet internettforbindelsen'),
    ).toBeInTheDocument();
    rerender(<Harness starting={false} />);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('OfflineDialog with stories kept on this device', () => {
  it('offers the "On this device" shelf beside trying again', async () => {
    const fake = installFakeCaches();
    try {
      await (
        await caches.open('monstory-offline')
      ).put(
        '/offline/index.json',
        Response.json([
          {
            uuid: 'a',
            title: 'The cave',
            savedAt: '2026-03-01T18:00:00.000Z',
            auto: false,
            bytes: 2048,
            hasAudio: true,
          },
        ]),
      );
      const user = userEvent.setup();
      renderDialog();
      go('offline');
      const dialog = screen.getByRole('alertdialog', { name: 'Ingen internettforbindelse' });
      const open = await within(dialog).findByRole('button', {
        name: /Historier på denne enheten/,
      });
      await user.click(open);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      closeOfflineShelf();
      fake.uninstall();
    }
  });
});
