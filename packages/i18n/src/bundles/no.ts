import { account } from '../locales/no/account';
import { api } from '../locales/no/api';
import { auth } from '../locales/no/auth';
import { common } from '../locales/no/common';
import { gate } from '../locales/no/gate';
import { legal } from '../locales/no/legal';
import { library } from '../locales/no/library';
import { generate } from '../locales/no/generate';
import { purchase } from '../locales/no/purchase';
import { reader } from '../locales/no/reader';
import { routes } from '../locales/no/routes';
import { shop } from '../locales/no/shop';
import { site } from '../locales/no/site';
import { startup } from '../locales/no/startup';
import { story } from '../locales/no/story';
import { welcome } from '../locales/no/welcome';
import { monsters } from '../locales/no/monsters';
import { medals } from '../locales/no/medals';
import { stuff } from '../locales/no/stuff';
import { notifications } from '../locales/no/notifications';
import { consent } from '../locales/no/consent';
import { tour } from '../locales/no/tour';

// One object per language holding all its namespaces; the app loads exactly one of these per
// language, so a new namespace is registered here and in its siblings.
export const noBundle = {
  common,
  routes,
  startup,
  api,
  auth,
  welcome,
  account,
  gate,
  generate,
  story,
  purchase,
  library,
  reader,
  shop,
  legal,
  site,
  monsters,
  medals,
  stuff,
  notifications,
  consent,
  tour,
};

/** The shape every language follows; the Norwegian catalog is the reference. */
export type ReferenceBundle = typeof noBundle;
export type Namespace = keyof ReferenceBundle;
