import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIRA, OLA, childrenAnswer } from '../../lib/children/children-fixtures.testing';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { preloadGeneratePage, renderGenerate } from './generate-route.testing';

beforeAll(preloadGeneratePage, 30_000);

describe('generate for the active child', { timeout: 15_000 }, () => {
  it("starts at the child's age rather than the last one chosen on this device", async () => {
    localStorage.setItem(LocalStorageKey.generateStoryPreferences, JSON.stringify({ age: 11 }));
    await renderGenerate({
      routes: { 'GET /api/children': childrenAnswer([MIRA, OLA], OLA.id) },
    });
    const four = await screen.findByRole('radio', { name: '4 years' });
    await waitFor(() => expect(four).toBeChecked());
    expect(screen.getByRole('radio', { name: '11 years' })).not.toBeChecked();
  });

  it('lets the age be changed for this story', async () => {
    const { user } = await renderGenerate({
      routes: { 'GET /api/children': childrenAnswer([MIRA, OLA], MIRA.id) },
    });
    const seven = await screen.findByRole('radio', { name: '7 years' });
    await waitFor(() => expect(seven).toBeChecked());
    await user.click(screen.getByRole('radio', { name: '8 years' }));
    expect(screen.getByRole('radio', { name: '8 years' })).toBeChecked();
  });
});
