// Norwegian texts, part "core" of the catalog (see catalog-parts.ts).
export { common } from '../locales/no/common';
export { routes } from '../locales/no/routes';
export { startup } from '../locales/no/startup';
export { api } from '../locales/no/api';
export { consent } from '../locales/no/consent';
export { notifications } from '../locales/no/notifications';
export { account } from '../locales/no/account';
