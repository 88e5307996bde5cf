import type { PartialCatalog } from '../../catalog';
import type { children as reference } from '../no/children';

export const children: PartialCatalog<typeof reference> = {
  intro:
    'Varje barn får sina egna sagor, sitt eget monster och sina egna medaljer. Ni delar krediterna och prenumerationen.',
  listHeading: 'Barn på kontot',
  active: 'Använder appen nu',
  details: '{{age}} år · {{language}}',
  detailsNoAge: 'Ålder inte angiven · {{language}}',
  stories_one: '{{count}} saga',
  stories_other: '{{count}} sagor',
  use: 'Byt till {{name}}',
  edit: 'Ändra {{name}}',
  add: 'Lägg till ett barn',
  gateHint: 'En vuxen svarar på en liten fråga innan ett barn läggs till, ändras eller tas bort.',
  full: 'Kontot har {{max}} barn, och fler än så går inte.',
  loading: 'Hämtar barnen …',
  loadFailed: 'Vi kunde inte hämta barnen just nu.',
  retry: 'Försök igen',
  notFound:
    'Vi hittar inte det här barnet på kontot. Kanske har det tagits bort på en annan enhet?',
  backToList: 'Tillbaka till barnen',
  guest: {
    title: 'Fler barn i familjen?',
    text: 'Skapa ett gratis konto så kan upp till {{max}} barn få varsin profil med egna sagor och monster.',
    cta: 'Skapa ett konto',
  },
  form: {
    name: 'Namn',
    namePlaceholder: 'Till exempel Mira',
    nameRequired: 'Skriv barnets namn.',
    nameTooLong: 'Namnet får ha högst {{max}} bokstäver.',
    age: 'Ålder',
    ageHint: 'Används som ålder när barnet gör en saga.',
    ageOption: '{{age}} år',
    noAge: 'Vill helst inte säga',
    language: 'Språk',
    languageHint: 'Appen och nya sagor byter till det här språket när barnet väljs.',
    voice: 'Uppläsarröst',
    defaultVoice: 'Standardrösten',
    voicesLoading: 'Hämtar rösterna …',
    voicesFailed: 'Vi kunde inte hämta rösterna. Standardrösten används tills du väljer en annan.',
    saveNew: 'Lägg till barnet',
    saveChanges: 'Spara ändringarna',
    saving: 'Sparar …',
    cancel: 'Avbryt',
    saved: '{{name}} är sparad.',
  },
  remove: {
    heading: 'Ta bort barnet',
    text: '{{name}}s sagor, monster och medaljer raderas tillsammans med profilen.',
    button: 'Ta bort {{name}}',
    dialogTitle: 'Vill du ta bort {{name}}?',
    dialogText:
      'Alla {{name}}s sagor, monster och medaljer raderas för alltid. Krediterna och prenumerationen finns kvar på kontot.',
    confirm: 'Ja, ta bort {{name}}',
    cancel: 'Nej, behåll',
    only: 'Kontot måste ha minst ett barn, så det enda barnet kan inte tas bort.',
  },
  errors: {
    limit:
      'Kontot har redan {{max}} barn, och fler än så går inte. Ta bort ett barn först om du vill lägga till ett nytt.',
    lastChild: 'Kontot måste ha minst ett barn, så det sista barnet kan inte tas bort.',
  },
};
