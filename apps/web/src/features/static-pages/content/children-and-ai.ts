import { LIBRARY_HIDE_AFTER_REPORTS } from '@monstory/contracts/library';
import type { LocalizedContent } from '../static-content';

// What the app really does to keep children safe; keep it in step with the server's safety
// module, the library's report rule and the parental gate.
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
          'Den som drifter Monstory kan velge å koble til en ekstern KI-tjeneste. Da sendes bare historieideen og valgene – aldri navn, e-post eller konto.',
        ],
      },
      {
        id: 'checks',
        title: 'Sjekk før og etter',
        paragraphs: [
          'Hver historieidé sjekkes mot ordlister for språket før noe lages. Ideer med ord som ikke passer for barn, blir avvist, og det koster ingenting.',
          'Den ferdige teksten sjekkes på samme måte. Når en modereringstjeneste er satt opp, sjekker den både ideen og teksten i tillegg.',
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
          'The operator of Monstory may connect a hosted AI service. Then only the story idea and the choices are sent – never a name, an email address or an account.',
        ],
      },
      {
        id: 'checks',
        title: 'Checked before and after',
        paragraphs: [
          'Every story idea is checked against word lists for its language before anything is made. Ideas with words that are not right for children are refused, and that costs nothing.',
          'The finished text is checked the same way. When a moderation service is configured, it checks both the idea and the text as well.',
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
