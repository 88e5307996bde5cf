// Danish texts, part "core" of the catalog (see catalog-parts.ts).
export { common } from '../locales/da/common';
export { routes } from '../locales/da/routes';
export { startup } from '../locales/da/startup';
export { api } from '../locales/da/api';
export { consent } from '../locales/da/consent';
export { notifications } from '../locales/da/notifications';
