// English texts, part "core" of the catalog (see catalog-parts.ts).
export { common } from '../locales/en/common';
export { routes } from '../locales/en/routes';
export { startup } from '../locales/en/startup';
export { api } from '../locales/en/api';
export { consent } from '../locales/en/consent';
export { notifications } from '../locales/en/notifications';
export { account } from '../locales/en/account';
