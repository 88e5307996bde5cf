// The legal viewer (Legal viewer, docs/product.md#legal, docs/product.md#errors legal document errors).
export const legal = {
  title: {
    terms: 'Vilkår og betingelser',
    privacy: 'Personvernerklæring',
  },
  versionLine: 'Versjon {{version}} · gjelder fra {{date}}',
  fallbackNotice: 'Dokumentet finnes ikke på ditt språk ennå, så det vises på engelsk.',
  loading: 'Henter dokumentet …',
  errorTitle: 'Dokumentet kunne ikke vises',
  errors: {
    notFound: 'Fant ikke dokumentet {{type}} på språket {{lang}}.',
    fetchFailed: 'Klarte ikke å hente {{type}} for språket {{lang}}.',
    invalidData: 'Fikk ugyldige data for {{type}} på språket {{lang}}.',
    generic: 'Kunne ikke laste dokumentet. Prøv igjen senere.',
    termsFetchFailed: 'Kunne ikke hente vilkårene. Prøv igjen.',
  },
  retry: 'Prøv igjen',
  contactUs: 'Kontakt oss',
  back: 'Tilbake',
} as const;
