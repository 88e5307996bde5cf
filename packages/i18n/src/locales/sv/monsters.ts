import type { PartialCatalog } from '../../catalog';
import type { monsters as reference } from '../no/monsters';

// The child-safety gate's words come first: a refusal or a child's disclosure must be
// understood in the family's own language before the rest of the screen is.
export const monsters: PartialCatalog<typeof reference> = {
  safety: {
    title: 'Vi hittar på något annat',
    keep: 'Din text finns kvar. Ändra den lite, så kollar vi den igen.',
    generic: 'Det kan vi inte göra något av. Vad sägs om att prova något annat?',
    categories: {
      SEXUAL:
        'Det passar inte för barn. Vad sägs om en skattjakt eller en berättelse om goda vänner?',
      VIOLENCE:
        'Det blev lite för mycket slagsmål och skador. Vad sägs om att hjältarna löser det med mod och smarta idéer?',
      SELF_HARM:
        'Tack för att du berättade. Du är viktig, och det du känner är viktigt. Prata med en vuxen du litar på.',
      ABUSE: 'Tack för att du berättade. Ingen får göra dig illa. Prata med en vuxen du litar på.',
      HATE: 'Här är alla välkomna, så sådana ord använder vi inte. Vad sägs om vänner som är olika och hjälper varandra?',
      WEAPONS_DRUGS:
        'Vi berättar inte hur man gör eller använder vapen, droger eller alkohol. Vad sägs om en hemlig uppfinning i stället?',
      DANGEROUS_ACTS:
        'Det kan vara farligt att göra på riktigt, så det gör vi inte. Vad sägs om ett tryggt äventyr i stället?',
      TOO_SCARY:
        'Det kan bli för läskigt för den åldern. Vad sägs om något lite mindre läskigt, eller en högre ålder?',
      PERSONAL_DATA:
        'Adresser, telefonnummer, e-post och fullständiga namn håller vi utanför. Använd gärna bara ett förnamn eller ett påhittat namn.',
      PUBLIC_FIGURE:
        'Vi gör inga berättelser om riktiga kända personer. Vad sägs om en påhittad hjälte i stället?',
      PROMPT_INJECTION: 'Skriv bara vad det ska handla om, så hittar vi på resten.',
    },
    blocked: 'Se meddelandet ovanför: ändra texten lite, så kan vi börja.',
    blockedCare: 'Se meddelandet ovanför. I dag gör vi ingenting av den här texten.',
    care: {
      title: 'Tack för att du berättade',
      grownUpTitle: 'Till en vuxen',
      grownUpText:
        'Barnet skrev något som kan betyda att det mår dåligt. Ta det på allvar: prata lugnt med barnet och lyssna. Vi har inte gjort något av texten, och den har inte sparats.',
      helplines: 'Här kan ni få hjälp, gratis:',
      call: 'Ring {{phone}}',
      site: 'Webbplats: {{host}}',
      newTab: '(öppnas i en ny flik)',
      emergency: 'Är ett barn i fara just nu? Ring larmnumret:',
    },
  },
};
