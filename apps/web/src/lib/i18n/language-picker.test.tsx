import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { LocalStorageKey } from '../storage/storage-keys';
import { createAppI18n } from './create-i18n';
import { LanguagePicker } from './language-picker';

afterEach(() => localStorage.clear());

async function renderPicker(onChange?: (code: string) => void) {
  const i18n = await createAppI18n('no');
  render(
    <I18nextProvider i18n={i18n}>
      <LanguagePicker onChange={onChange} />
    </I18nextProvider>,
  );
  return i18n;
}

describe('LanguagePicker', () => {
  it('offers Norwegian and English, and shows Danish and Swedish as coming soon', async () => {
    await renderPicker();
    expect(screen.getByRole('radio', { name: /Norsk/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Norsk/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /English/ })).toBeEnabled();
    for (const name of [/Dansk/, /Svenska/]) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio.closest('label')).toHaveTextContent('Kommer snart');
    }
  });

  it('switches the interface and remembers the choice', async () => {
    const onChange = vi.fn();
    const i18n = await renderPicker(onChange);

    await userEvent.click(screen.getByRole('radio', { name: /English/ }));

    await waitFor(() => expect(screen.getByRole('radio', { name: /English/ })).toBeChecked());
    expect(i18n.language).toBe('en');
    expect(screen.getAllByText('Coming soon')).toHaveLength(2);
    expect(localStorage.getItem(LocalStorageKey.language)).toBe('en');
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('cannot pick a language that is coming soon', async () => {
    const i18n = await renderPicker();
    await userEvent.click(screen.getByRole('radio', { name: /Svenska/ }));
    expect(i18n.language).toBe('no');
  });
});
