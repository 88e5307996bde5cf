import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { StartupFailurePage } from './startup-failure-page';
import { renderWithI18n } from './startup-i18n.testing';

it('says loading failed, points at the connection and our servers, and reloads', async () => {
  const reload = vi.fn();
  renderWithI18n(<StartupFailurePage reload={reload} />);
  expect(
    screen.getByRole('heading', { name: 'Vi klarte ikke å laste inn dataene' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/koblet til internett.*problemer på serverne/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Last inn på nytt' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
