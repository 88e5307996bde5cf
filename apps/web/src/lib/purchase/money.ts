/** The Intl locale of an app language: Norwegian bokmål is `nb-NO` to the browser. */
export function intlLocale(language: string): string {
  return language === 'no' ? 'nb-NO' : language;
}

/**
 * An amount in minor units (øre, cents) as the locale writes money: 9900 NOK is "99 kr" in
 * Norwegian and "NOK 99" in English; decimals only when there are any.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const locale = intlLocale(language);
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const value = minor / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(new Date(iso));
}
