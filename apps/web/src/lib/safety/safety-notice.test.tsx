import type { LanguageCode } from '@monstory/contracts/language';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/create-i18n';
import { SafetyNotice } from './safety-notice';
import type { SafetyRefusal } from './safety-refusal';

const BAR_BOTTOM_PX = 84;
const BAR_HEIGHT_PX = 92;

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The notice under a field, in a form whose sticky bar it must stay clear of. */
async function renderNotice(refusal: SafetyRefusal, language: LanguageCode = 'en', revealKey = 0) {
  const i18n = await createAppI18n(language, ['monsters']);
  const ui = (key: number) => (
    <I18nextProvider i18n={i18n}>
      <form>
        <textarea aria-label="Idea" aria-describedby="refusal" defaultValue="a knight stabs" />
        <SafetyNotice refusal={refusal} messageId="refusal" revealKey={key} />
        <div data-sticky-bar="" style={{ position: 'sticky', bottom: `${BAR_BOTTOM_PX}px` }} />
      </form>
    </I18nextProvider>
  );
  const view = render(ui(revealKey));
  return { ...view, reveal: (key: number) => view.rerender(ui(key)) };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.hasAttribute('data-sticky-bar') ? BAR_HEIGHT_PX : 0;
  });
});

describe('a refusal beside the field', () => {
  it("says the server's kind sentence as an alert that describes the field", async () => {
    await renderNotice({ category: 'VIOLENCE', message: 'A bit too much fighting.', care: false });
    expect(screen.getByRole('alert')).toHaveTextContent('A bit too much fighting.');
    expect(screen.getByText("Let's think of something else")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Idea' })).toHaveAccessibleDescription(
      'A bit too much fighting.',
    );
    expect(screen.getByText(/Your words are still there/)).toBeInTheDocument();
  });

  it("falls back to the category's own words, in the family's language", async () => {
    await renderNotice({ category: 'PERSONAL_DATA', message: undefined, care: false }, 'no');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Adresser, telefonnumre, e-post og fulle navn holder vi utenfor.',
    );
  });

  it('says something kind even without a category', async () => {
    await renderNotice({ category: undefined, message: undefined, care: false });
    expect(screen.getByRole('alert')).toHaveTextContent("We can't make anything of this.");
  });

  it('scrolls itself just above the sticky bar, again when asked, and leaves the focus be', async () => {
    const { reveal } = await renderNotice({
      category: 'HATE',
      message: 'Everyone is welcome.',
      care: false,
    });
    const field = screen.getByRole('textbox', { name: 'Idea' });
    field.focus();
    const box = screen.getByRole('alert').closest('.rounded-control') as HTMLElement;
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(box);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest' });
    expect(box.style.scrollMarginBottom).toBe(`${BAR_HEIGHT_PX + BAR_BOTTOM_PX + 16}px`);

    reveal(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(field).toHaveFocus();
  });

  it('jumps instead of gliding for someone who asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    try {
      await renderNotice({ category: 'HATE', message: 'Everyone is welcome.', care: false });
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'nearest' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('care after a disclosure', () => {
  const disclosure: SafetyRefusal = {
    category: 'SELF_HARM',
    message: 'Takk for at du fortalte det. Du er viktig.',
    care: true,
  };

  it('speaks kindly to the child and gives a grown-up the Norwegian helplines', async () => {
    await renderNotice(disclosure, 'no');
    const panel = screen.getByTestId('care-panel');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Du er viktig.');
    expect(within(panel).getByText('Takk for at du fortalte det')).toBeInTheDocument();
    const grownUp = within(panel).getByRole('region', { name: 'Til en voksen' });
    expect(within(grownUp).getByRole('link', { name: 'Ring 116 111' })).toHaveAttribute(
      'href',
      'tel:116111',
    );
    expect(within(grownUp).getByRole('link', { name: 'Ring 800 33 321' })).toHaveAttribute(
      'href',
      'tel:80033321',
    );
    expect(within(grownUp).getByText('Alarmtelefonen for barn og unge')).toBeInTheDocument();
    expect(
      within(grownUp).getByText(
        'Gratis, døgnåpen – for barn og for voksne som er bekymret for et barn.',
      ),
    ).toBeInTheDocument();
    expect(
      within(grownUp).getByRole('link', { name: 'Nettside: 116111.no (åpnes i ny fane)' }),
    ).toHaveAttribute('href', 'https://www.116111.no');
    expect(within(grownUp).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    // Calm colours, not an error's.
    expect(panel.outerHTML).not.toMatch(/danger/);
  });

  it("gives an English-speaking family Childline and both of the UK's emergency numbers", async () => {
    await renderNotice(disclosure, 'en');
    const grownUp = screen.getByRole('region', { name: 'For a grown-up' });
    expect(within(grownUp).getByText('Childline (UK)')).toBeInTheDocument();
    expect(within(grownUp).getByRole('link', { name: 'Call 0800 1111' })).toHaveAttribute(
      'href',
      'tel:08001111',
    );
    expect(within(grownUp).getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(within(grownUp).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(
      within(grownUp).getByText(
        'Free, 24 hours a day, for children and young people under 19 in the UK.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'sv',
      'Bris',
      'https://www.bris.se',
      'Tack för att du berättade',
      'Till en vuxen',
      'Gratis och anonym för alla under 18, öppen dygnet runt.',
    ],
    [
      'da',
      'BørneTelefonen (Børns Vilkår)',
      'https://bornetelefonen.dk',
      'Tak, fordi du fortalte det',
      'Til en voksen',
      'Gratis og anonym, åben døgnet rundt.',
    ],
  ] as const)('gives a %s family its own helpline, in its own words', async (...row) => {
    const [language, name, url, thanks, grownUp, note] = row;
    await renderNotice(disclosure, language);
    expect(screen.getByText(thanks)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: grownUp })).toBeInTheDocument();
    const item = screen.getByText(name).closest('li') as HTMLElement;
    expect(within(item).getByText(note)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /116 111/ })).toHaveAttribute(
      'href',
      'tel:116111',
    );
    expect(within(item).getByRole('link', { name: /\.(se|dk)/ })).toHaveAttribute('href', url);
  });
});
