import type { PartialCatalog } from '../catalog';
import { api } from '../locales/da/api';
import { common } from '../locales/da/common';
import { routes } from '../locales/da/routes';
import { startup } from '../locales/da/startup';
import type { ReferenceBundle } from './no';
import { monsters } from '../locales/da/monsters';
import { medals } from '../locales/da/medals';
import { stuff } from '../locales/da/stuff';
import { notifications } from '../locales/da/notifications';
import { consent } from '../locales/da/consent';
import { tour } from '../locales/da/tour';

export const daBundle: PartialCatalog<ReferenceBundle> = {
  common,
  routes,
  startup,
  api,
  monsters,
  medals,
  stuff,
  notifications,
  consent,
  tour,
};
