import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAppRoute } from '../../test/render-app-route';

it('shows a picture, 404 and a way home for an unknown path', async () => {
  await renderAppRoute('/this/does/not/exist');
  expect(await screen.findByText('404')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /little monster/i })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nothing here!');
  expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
});

it('speaks Norwegian to a Norwegian visitor', async () => {
  await renderAppRoute('/finnes-ikke', { language: 'no' });
  expect(await screen.findByRole('link', { name: 'Ta meg hjem' })).toBeInTheDocument();
});
