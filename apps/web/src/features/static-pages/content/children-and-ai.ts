import { LIBRARY_HIDE_AFTER_REPORTS } from '@monstory/contracts/library';
import type { LocalizedContent } from '../static-content';

// What the app really does to keep children safe; keep it in step with the server's safety
// gate (its categories, what it logs), the helplines in contracts/safety.ts, the library's
// report rule and the parental gate.
export const childrenAndAiContent: LocalizedContent = {
  no: {
    title: 'Barn og KI',
    lead: 'Slik bruker Monstory kunstig intelligens – og slik passer vi på at historiene passer for barn.',
    sections: [
      {
        id: 'how',
        title: 'Slik lages en historie',
        paragraphs: [
          'Barnet og en voksen velger alder, sjanger og lengde og forteller hva historien skal handle om. Som standard skrives historien, tegnes bildene og leses teksten høyt av motorer som kjører på vår egen server, uten at noe sendes videre.',
          'Vi kan velge å koble Monstory til en ekstern KI-tjeneste. Da sendes bare historieideen og valgene – aldri navn, e-post eller konto.',
        ],
      },
      {
        id: 'checks',
        title: 'Hva vi sjekker',
        paragraphs: [
          'Alt en familie skriver, sjekkes før noen historie blir skrevet: historieideer, beskrivelser av monstre og navn. Hver ferdige historie sjekkes også, før et barn får se den.',
          'Sjekken gjøres på vår egen server. Når en modereringstjeneste er satt opp, sjekker den i tillegg.',
        ],
      },
      {
        id: 'categories',
        title: 'Hva vi sier nei til',
        paragraphs: [
          'Seksuelt innhold. Vold og skader som er for mye for alderen. Selvskading og ønsker om å dø. Overgrep og omsorgssvikt. Hat mot en gruppe mennesker, og skjellsord. Hvordan man lager eller bruker våpen, rusmidler eller alkohol. Farlige ting et barn kan finne på å gjøre etter, som å gjemme seg i en fryser eller leke med fyr. Det som er for skummelt for alderen dere har valgt.',
          'Vi sier også nei til personlige opplysninger – adresser, telefonnumre, e-post, personnummer, fullt navn på en privatperson, skole og klasse – til ekte kjente personer som rollefigurer, og til tekst som prøver å gi historieskriveren ordre.',
        ],
      },
      {
        id: 'never-stored',
        title: 'Hva vi aldri lagrer',
        paragraphs: [
          'En tekst som blir avvist, lagres ikke noe sted og skrives ikke i noen logg. Vi teller bare hvilken kategori den falt i, så vi kan se at sjekken treffer riktig.',
        ],
      },
      {
        id: 'refused',
        title: 'Når noe blir avvist',
        paragraphs: [
          'Da står en vennlig melding rett ved feltet, på deres språk, om hva som ikke passet – uten å skylde på noen. Teksten blir stående, så dere kan endre den, og det koster ingenting.',
          'Skriver et barn noe som forteller at det har det vondt – at det ikke vil leve, eller at noen gjør det vondt – lager vi ingen historie. Barnet får et vennlig ord, og en voksen får numrene til hjelpetelefonene for barn (i Norge Alarmtelefonen for barn og unge, 116 111) og nødnummeret.',
        ],
      },
      {
        id: 'publishing',
        title: 'Deling og rapporter',
        paragraphs: [
          'En historie som skal kunne leses av andre, sjekkes på nytt før den publiseres. Består den ikke, forblir den privat.',
          `Alle kan rapportere en historie fra leseren. Når ${LIBRARY_HIDE_AFTER_REPORTS} ulike personer har rapportert den, skjules den fra biblioteket til vi har sett på den.`,
        ],
      },
      {
        id: 'grown-ups',
        title: 'Voksne bestemmer',
        paragraphs: [
          'Kjøp og sider for voksne ligger bak en foreldresperre: en liten oppgave som en voksen må løse. Vi viser ikke reklame til barn.',
          'Automatisk tekst kan likevel overraske. Les gjerne sammen med barnet, og si fra til oss hvis noe ikke føles riktig.',
        ],
      },
    ],
  },
  en: {
    title: 'Children and AI',
    lead: 'How Monstory uses artificial intelligence – and how we make sure the stories suit children.',
    sections: [
      {
        id: 'how',
        title: 'How a story is made',
        paragraphs: [
          'A child and a grown-up choose an age, a genre and a length and say what the story should be about. By default the story is written, drawn and read aloud by engines on our own server, and nothing is sent anywhere else.',
          'We may connect Monstory to a hosted AI service. Then only the story idea and the choices are sent – never a name, an email address or an account.',
        ],
      },
      {
        id: 'checks',
        title: 'What we check',
        paragraphs: [
          'Every word a family writes is checked before any story is written: story ideas, monster descriptions and names. Every finished story is checked too, before a child sees it.',
          'The check runs on our own server. When a moderation service is configured, it checks as well.',
        ],
      },
      {
        id: 'categories',
        title: 'What we say no to',
        paragraphs: [
          'Sexual content. Violence and injuries beyond what suits the age. Self-harm and wanting to die. Abuse and neglect. Hate against a group of people, and slurs. How to make or use weapons, drugs or alcohol. Dangerous things a child might copy, like hiding in a freezer or playing with fire. Anything too frightening for the age you chose.',
          'We also say no to personal details – addresses, phone numbers, e-mail addresses, identity numbers, a private person’s full name, school and class – to real famous people as characters, and to text that tries to give the story writer orders.',
        ],
      },
      {
        id: 'never-stored',
        title: 'What we never store',
        paragraphs: [
          'Text that is refused is not saved anywhere and not written to any log. We only count which category it fell in, so we can see that the check gets it right.',
        ],
      },
      {
        id: 'refused',
        title: 'When something is refused',
        paragraphs: [
          'A kind message appears right beside the field, in your language, about what did not fit – without blaming anyone. The text stays, so you can change it, and it costs nothing.',
          'If a child writes something that tells us they are hurting – that they do not want to live, or that someone is hurting them – we make no story. The child gets a kind word, and a grown-up gets the numbers of the child helplines (in the UK, Childline on 0800 1111) and the emergency number.',
        ],
      },
      {
        id: 'publishing',
        title: 'Sharing and reports',
        paragraphs: [
          'A story that others will be able to read is checked again before it is published. If it does not pass, it stays private.',
          `Anyone can report a story from the reader. When ${LIBRARY_HIDE_AFTER_REPORTS} different people have reported it, it is hidden from the library until we have looked at it.`,
        ],
      },
      {
        id: 'grown-ups',
        title: 'Grown-ups decide',
        paragraphs: [
          'Purchases and pages for grown-ups are behind a parental gate: a small puzzle an adult must solve. We show no advertising to children.',
          'Automatic text can still surprise. Read along with your child, and tell us if something does not feel right.',
        ],
      },
    ],
  },
};
