import type { PartialCatalog } from '../../catalog';
import type { monsters as reference } from '../no/monsters';

// The child-safety gate's words come first: a refusal or a child's disclosure must be
// understood in the family's own language before the rest of the screen is.
export const monsters: PartialCatalog<typeof reference> = {
  safety: {
    title: 'Lad os finde på noget andet',
    keep: 'Din tekst står der stadig. Ret den lidt, så tjekker vi den igen.',
    generic: 'Det kan vi ikke lave noget ud af. Hvad med at prøve noget andet?',
    categories: {
      SEXUAL: 'Det passer ikke for børn. Hvad med en skattejagt eller en historie om gode venner?',
      VIOLENCE:
        'Det blev lidt for meget slåskamp og skader. Hvad med at heltene løser det med mod og snedige idéer?',
      SELF_HARM:
        'Tak, fordi du fortalte det. Du er vigtig, og det, du mærker, er vigtigt. Tal med en voksen, du stoler på.',
      ABUSE: 'Tak, fordi du fortalte det. Ingen må gøre dig ondt. Tal med en voksen, du stoler på.',
      HATE: 'Her er alle velkomne, så den slags ord bruger vi ikke. Hvad med venner, der er forskellige og hjælper hinanden?',
      WEAPONS_DRUGS:
        'Vi fortæller ikke, hvordan man laver eller bruger våben, stoffer eller alkohol. Hvad med en hemmelig opfindelse i stedet?',
      DANGEROUS_ACTS:
        'Det kan være farligt at gøre i virkeligheden, så det laver vi ikke. Hvad med et trygt eventyr i stedet?',
      TOO_SCARY:
        'Det kan blive for uhyggeligt for den alder. Hvad med noget lidt mindre uhyggeligt eller en højere alder?',
      PERSONAL_DATA:
        'Adresser, telefonnumre, e-mails og fulde navne holder vi udenfor. Brug gerne bare et fornavn eller et opdigtet navn.',
      PUBLIC_FIGURE:
        'Vi laver ikke historier om rigtige kendte personer. Hvad med en opdigtet helt i stedet?',
      PROMPT_INJECTION: 'Skriv bare, hvad det skal handle om, så finder vi på resten.',
    },
    blocked: 'Se beskeden ovenfor: ret teksten lidt, så kan vi gå i gang.',
    blockedCare: 'Se beskeden ovenfor. I dag laver vi ikke noget ud af denne tekst.',
    care: {
      title: 'Tak, fordi du fortalte det',
      grownUpTitle: 'Til en voksen',
      grownUpText:
        'Barnet skrev noget, der kan betyde, at det har det svært. Tag det alvorligt: tal roligt med barnet, og lyt. Vi har ikke lavet noget ud af teksten, og den er ikke gemt.',
      helplines: 'Her kan I få hjælp, gratis:',
      call: 'Ring {{phone}}',
      site: 'Hjemmeside: {{host}}',
      newTab: '(åbner i en ny fane)',
      emergency: 'Er et barn i fare lige nu? Ring alarmnummeret:',
    },
  },
};
