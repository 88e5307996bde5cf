import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppRoute } from '../../test/render-app-route';

beforeAll(async () => {
  await Promise.all([import('./contact-page'), import('@monstory/i18n/bundles/en')]);
}, 30_000);

const FILLED = {
  name: 'Kari Nordmann',
  email: 'kari@example.com',
  subject: 'Credits',
  message: 'How long do credits last?',
};

async function fill(values: Partial<typeof FILLED>) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Subject'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the contact form', { timeout: 15_000 }, () => {
  it('shows every validation error before sending anything', async () => {
    const { server } = await renderAppRoute('/contact', { user: null });
    await screen.findByLabelText('Name');
    await fill({ email: 'not-an-email' });
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email must be valid')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests('POST /api/contact')).toHaveLength(0);
  });

  it('uses the Norwegian texts in Norwegian', async () => {
    await renderAppRoute('/contact', { user: null, language: 'no' });
    await screen.findByLabelText('Navn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send meldingen' }));
    expect(screen.getByText('Navn er påkrevd')).toBeInTheDocument();
    expect(screen.getByText('E-post er påkrevd')).toBeInTheDocument();
  });

  it('sends without a token and confirms with the product’s text', async () => {
    const { server } = await renderAppRoute('/contact', {
      routes: { 'POST /api/contact': { status: 201, body: { id: 'm1' } } },
    });
    await screen.findByLabelText('Name');
    await fill(FILLED);
    expect(
      await screen.findByText('Message sent! We will get back to you as soon as possible.'),
    ).toBeInTheDocument();
    const [request] = server.requests('POST /api/contact');
    expect(request?.body).toEqual(FILLED);
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('keeps what was written and shows the product’s failure text when sending fails', async () => {
    await renderAppRoute('/contact', {
      user: null,
      routes: { 'POST /api/contact': { status: 500 } },
    });
    await screen.findByLabelText('Name');
    await fill(FILLED);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Sorry, there was an error sending your message. Please try again later.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue(FILLED.message);
  });

  it('shows the server’s field errors', async () => {
    await renderAppRoute('/contact', {
      user: null,
      routes: {
        'POST /api/contact': {
          status: 400,
          body: {
            error: { code: 'VALIDATION_FAILED', message: 'x', fields: { email: 'emailInvalid' } },
          },
        },
      },
    });
    await screen.findByLabelText('Name');
    await fill(FILLED);
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('site-footer')).getByRole('link', { name: 'FAQ' }),
    ).toBeVisible();
  });
});
