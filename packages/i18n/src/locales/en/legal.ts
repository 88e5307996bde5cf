import type { CatalogShape } from '../../catalog';
import type { legal as reference } from '../no/legal';

export const legal: CatalogShape<typeof reference> = {
  title: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
  },
  versionLine: 'Version {{version}} · effective {{date}}',
  fallbackNotice: 'This document is not available in your language yet, so it is shown in English.',
  loading: 'Loading the document …',
  errorTitle: 'The document could not be shown',
  errors: {
    notFound: 'Document not found for {{type}} in language {{lang}}.',
    fetchFailed: 'Failed to fetch {{type}} for language {{lang}}.',
    invalidData: 'Invalid data received for {{type}} in language {{lang}}.',
    generic: 'Could not load the document. Please try again later.',
    termsFetchFailed: 'Could not fetch terms and conditions. Please try again.',
  },
  retry: 'Try again',
  contactUs: 'Contact us',
  back: 'Back',
};
