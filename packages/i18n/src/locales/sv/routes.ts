import type { PartialCatalog } from '../../catalog';
import type { routes as reference } from '../no/routes';

export const routes: PartialCatalog<typeof reference> = {
  home: 'Hem',
  login: 'Logga in',
  resetPassword: 'Nytt lösenord',
  verifyEmail: 'Bekräfta e-post',
  contact: 'Kontakta oss',
  welcome: 'Välkommen',
  createMonster: 'Skapa ett monster',
  monsters: 'Mina monster',
  language: 'Mitt språk',
  account: 'Mitt konto',
  medals: 'Mina medaljer',
  stuff: 'Mina saker',
  library: 'Bibliotek',
  generate: 'Skapa en saga',
  shop: 'Butik',
  notFound: 'Sidan hittades inte',
};
