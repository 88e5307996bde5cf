import type { PartialCatalog } from '../../catalog';
import type { children as reference } from '../no/children';

export const children: PartialCatalog<typeof reference> = {
  intro:
    'Hvert barn får sine egne historier, sit eget monster og sine egne medaljer. I deler kreditterne og abonnementet.',
  listHeading: 'Børn på kontoen',
  active: 'Bruger appen nu',
  details: '{{age}} år · {{language}}',
  detailsNoAge: 'Alder ikke angivet · {{language}}',
  stories_one: '{{count}} historie',
  stories_other: '{{count}} historier',
  use: 'Skift til {{name}}',
  edit: 'Ret {{name}}',
  add: 'Tilføj et barn',
  gateHint: 'En voksen svarer på et lille spørgsmål, før et barn tilføjes, ændres eller fjernes.',
  full: 'Kontoen har {{max}} børn, og det er det højeste antal.',
  loading: 'Henter børnene …',
  loadFailed: 'Vi kunne ikke hente børnene lige nu.',
  retry: 'Prøv igen',
  notFound:
    'Vi kan ikke finde dette barn på kontoen. Måske er det blevet fjernet på en anden enhed?',
  backToList: 'Tilbage til børnene',
  guest: {
    title: 'Flere børn i familien?',
    text: 'Opret en gratis konto, så kan op til {{max}} børn få hver deres profil med egne historier og monstre.',
    cta: 'Opret en konto',
  },
  form: {
    name: 'Navn',
    namePlaceholder: 'For eksempel Mira',
    nameRequired: 'Skriv barnets navn.',
    nameTooLong: 'Navnet må højst have {{max}} bogstaver.',
    age: 'Alder',
    ageHint: 'Bruges som alder, når barnet laver en historie.',
    ageOption: '{{age}} år',
    noAge: 'Vil helst ikke sige det',
    language: 'Sprog',
    languageHint: 'Appen og nye historier skifter til dette sprog, når barnet vælges.',
    voice: 'Oplæserstemme',
    defaultVoice: 'Standardstemmen',
    voicesLoading: 'Henter stemmerne …',
    voicesFailed:
      'Vi kunne ikke hente stemmerne. Standardstemmen bruges, indtil du vælger en anden.',
    saveNew: 'Tilføj barnet',
    saveChanges: 'Gem ændringerne',
    saving: 'Gemmer …',
    cancel: 'Annuller',
    saved: '{{name}} er gemt.',
  },
  remove: {
    heading: 'Fjern barnet',
    text: '{{name}}s historier, monstre og medaljer slettes sammen med profilen.',
    button: 'Fjern {{name}}',
    dialogTitle: 'Vil du fjerne {{name}}?',
    dialogText:
      'Alle {{name}}s historier, monstre og medaljer slettes for altid. Kreditterne og abonnementet bliver på kontoen.',
    confirm: 'Ja, fjern {{name}}',
    cancel: 'Nej, behold',
    only: 'Kontoen skal have mindst ét barn, så det eneste barn kan ikke fjernes.',
  },
  errors: {
    limit:
      'Kontoen har allerede {{max}} børn, og det er det højeste antal. Fjern først et barn, hvis du vil tilføje et nyt.',
    lastChild: 'Kontoen skal have mindst ét barn, så det sidste barn kan ikke fjernes.',
  },
};
