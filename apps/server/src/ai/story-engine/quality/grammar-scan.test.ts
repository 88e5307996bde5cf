import { describe, expect, it } from 'vitest';
import { sampleRequest, tell } from '../engine.testing';
import type { StoryLanguage } from '../story-types';
import { scanText, type ScanCharacter } from './grammar-scan';

const DESCRIPTIONS: Record<StoryLanguage, string[]> = {
  no: [
    '',
    'Nora og katten hennes Pus som vil lære å svømme',
    'Ola og dragen hans Flamme som er redd for mørket',
    'prinsesse Mia finner en hemmelig dør i slottet',
    'en liten grønn drage som vil lære å fly',
    'to bestevenner bygger en rakett til månen',
    'et spøkelse som heter Bo vil ha en venn',
  ],
  en: [
    '',
    'Nora and her cat Whiskers who wants to learn to swim',
    'a small green monster with three eyes who wants to fly',
    'two best friends build a rocket to the moon',
    'Leo and his dog Biscuit find a treasure map on the beach',
    'a shy unicorn called Starlight who is scared of thunder',
  ],
};

/** Mostly short and medium stories, one long in ten: every genre, every age from 3 to 12. */
function scanMany(language: StoryLanguage, count: number): string[] {
  const report: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { session, story } = tell(
      sampleRequest(language, DESCRIPTIONS[language], i, { seedPrefix: 'grammar', longEvery: 10 }),
    );
    const { hero, friend } = session.run.env.cast;
    const cast: ScanCharacter[] = [hero, ...(friend ? [friend] : [])].flatMap((c) =>
      c.name ? [{ name: c.name, gender: c.gender }] : [],
    );
    const text = story.paragraphs.map((p) => p.text).join('\n\n');
    for (const hit of scanText(text, language, cast))
      report.push(`${hit.id}: «${hit.match}» in: ${hit.sentence}`);
  }
  return report;
}

describe('grammar scanner', () => {
  it('catches the slips it was written for', () => {
    const no = (text: string, cast: ScanCharacter[] = []) =>
      scanText(text, 'no', cast).map((h) => h.id);
    expect(no('Men skuret var full av rot.')).toContain('no.agree.predicative-neuter');
    expect(no('Men kjelleren var kjelleren var nesten tom.')).toContain('any.doubled-phrase');
    expect(scanText('It went tap tap tap tap.', 'en').map((h) => h.id)).not.toContain(
      'any.doubled-phrase',
    );
    expect(no('Hele dalen var stille og rart.')).toContain('no.agree.predicative-common');
    expect(no('Elva var ikke likt enga.')).toContain('no.agree.ikke-likt');
    expect(no('Vannet blinket der lyset traff den.')).toContain('no.pronoun.neuter-den');
    expect(no('«Snus!» sa elefanten.')).toContain('no.wrong-word.snus');
    expect(no('«Borte ting liker mørke steder,» sa ugla.')).toContain('no.calque.borte-ting');
    expect(no('Det var ikke farlig det spor.')).toContain('no.wrong-word.det-spor');
    expect(no('Hesten vinket til Hugo og Tassen hadde gått over bakken.')).toContain(
      'no.wrong-word.vinket-til-clause',
    );
    expect(no('Ugla vinket helt til de var borte.')).not.toContain(
      'no.wrong-word.vinket-til-clause',
    );
    expect(no('«Tusen takk!» sa Mia og vinket til ugla.')).not.toContain(
      'no.wrong-word.vinket-til-clause',
    );
    expect(no('Hver gang Flamme tenkte på mørket, ble han stille litt.')).toContain(
      'no.word-order.litt',
    );
    expect(no('Hver gang Ola tenkte på dypt vann, klapret med tennene han litt.')).toContain(
      'no.word-order.particle-verb',
    );
    expect(no('Hver gang Ola tenkte på dypt vann, klapret han litt med tennene.')).not.toContain(
      'no.word-order.particle-verb',
    );
    expect(no('Så Per prøvde en liten stige.')).toContain('no.word-order.sa-subject');
    expect(no('Så han klatret forsiktig ned igjen.')).toContain('no.word-order.sa-subject');
    expect(no('Så prøvde Per en liten stige.')).toEqual([]);
    expect(no('Så han opp og smilte.')).toEqual([]);
    expect(no('Nora nikket, og han smilte.', [{ name: 'Nora', gender: 'f' }])).toContain(
      'no.pronoun.gender',
    );
    const en = (text: string) => scanText(text, 'en').map((h) => h.id);
    expect(en('Leo smiled a small in the forest.')).toContain('en.smiled-a-small');
    expect(en('He was small green all over.')).toContain('en.size-all-over');
    expect(en('"Knit loose}," said the owl.')).toContain('any.template-leftover');
    expect(no('Ola fant undefined i skogen.')).toContain('any.template-leftover');
    expect(en('"Which way now?" sighed Maya , rubbing her neck.')).toContain(
      'any.space-before-punctuation',
    );
    expect(no('«Hva nå?» sukket Mia, og så seg rundt.')).not.toContain(
      'any.space-before-punctuation',
    );
    expect(no('Men om natta ...')).not.toContain('any.space-before-punctuation');
    expect(en('He was green all over.')).toEqual([]);
    expect(en('The soup was warm and warm.')).toContain('en.doubled-adjective');
    expect(en('Hazel was small, but quick as a bear.')).toContain('en.simile-mismatch');
    expect(en('The alien bowed and raised a paw.')).toContain('en.paw-of-a-handed');
    expect(no('Romvesenet bukket og løftet ei pote.')).toContain('no.paw-of-a-handed');
    expect(no('Bobbo var liten, men lur som vinden.')).toContain('no.simile-mismatch');
    expect(no('«Vet du noe om saken, kaninen?» spurte Mia.')).toContain('no.vocative-definite');
    expect(no('Men bekken var i veien, for bred å hoppe over.')).toContain('no.for-adjective-til');
    expect(no('Men bekken var i veien, for bred til å hoppe over.')).toEqual([]);
    expect(no('Mer enn noe annet ville Nanuk hjemme til mamma.')).toContain('no.hjemme-motion');
    expect(no('Nanuk ville hjem til mamma.')).toEqual([]);
    expect(no('Til slutt var Nanuk hjem igjen.')).toContain('no.hjem-place');
    expect(no('Det var langt hjem, men så var Nanuk hjemme igjen.')).toEqual([]);
    expect(no('Hun lurte på hvor langt det var hjem.')).toEqual([]);
    expect(no('Pelle ble tapt i skogen.')).toContain('no.lost-calque');
    expect(no('Pelle gikk seg bort i skogen.')).toEqual([]);
    expect(no('Det var ikke noe annet å gjøre enn å komme seg forbi for de.')).toContain(
      'no.object-de',
    );
    expect(no('Det ble stille, for de var trøtte.')).toEqual([]);
    expect(no('Mia var så fornøyd for at kaka var funnet.')).toContain('no.fornoyd-med');
    expect(no('Ved tjernet var stupesteinen veldig høyt.')).toContain('no.tall-common-neuter');
    expect(no('I skogen var det høye treet veldig høyt.')).not.toContain('no.tall-common-neuter');
    expect(no('Ved tjernet var stupesteinen veldig høy.')).not.toContain('no.tall-common-neuter');
    expect(no('Mia var så fornøyd med at kaka var funnet.')).toEqual([]);
    expect(no('Det var en sånn lys morgen da eventyr begynner.')).toContain('no.present-in-past');
    expect(no('Det var en lys morgen som liksom lovet at noe skulle skje.')).toEqual([]);
    expect(no('Reven var lur som en rev.')).toContain('no.simile-of-itself');
    expect(
      no('«Kanskje det er postmannen som tuller med oss,» sa Mia, men bestefar hadde vært i byen.'),
    ).toContain('no.suspect-swapped');
    expect(
      no('«Kanskje det er bestefar som tuller med oss,» sa Mia, men bestefar hadde vært i byen.'),
    ).toEqual([]);
    expect(en('The fox was sly as a fox.')).toContain('en.simile-of-itself');
    expect(en('The pirate pointed to the hill with a wing.')).toContain('en.wing-of-the-wingless');
    expect(en('The spruces stood close together, and their leaves whispered.')).toContain(
      'en.needles-not-leaves',
    );
    expect(en('The birches stood close together, and their leaves whispered.')).not.toContain(
      'en.needles-not-leaves',
    );
    expect(
      en('"Maybe the postman is behind it," said Mia, but Grandpa had been in town all day.'),
    ).toContain('en.suspect-swapped');
    expect(
      en('"Maybe Grandpa is behind it," said Mia, but Grandpa had been in town all day.'),
    ).toEqual([]);
    expect(no('«Vet du noe om saken?» spurte Mia kaninen.')).toEqual([]);
    expect(no('Bobbo var liten, men sterk som en bjørn.')).toEqual([]);
    // Norwegian that only looks like a slip is left alone.
    expect(no('Skuret var fullt av rot, og de lette og lette, høyere og høyere.')).toEqual([]);
    expect(no('Og så så hun opp.')).toEqual([]);
    expect(no('Reven pekte mot skogen med vingen.')).toContain('no.wing-of-the-wingless');
    expect(no('Granene sto tett i tett, og bladene hvisket i vinden.')).toContain(
      'no.needles-not-leaves',
    );
    expect(no('Bjørkene sto tett i tett, og bladene hvisket i vinden.')).not.toContain(
      'no.needles-not-leaves',
    );
    expect(no('Ugla pekte mot skogen med vingen.')).toEqual([]);
    expect(no('Det var bare vinden i gardinet.')).toContain('no.noun.wrong-definite');
    expect(no('Hun kikket ut av vinduen.')).toContain('no.noun.wrong-definite');
    expect(no('Den lå bak et gardin.')).toContain('no.noun.wrong-article');
    expect(no('Han krøp under en teppe.')).toContain('no.noun.wrong-article');
    expect(no('Hun fant bare ei edderkopp.')).toContain('no.noun.wrong-article');
    expect(
      no('Hun gjemte seg bak gardinen under et teppe, og katten hadde stolet på henne.'),
    ).toEqual([]);
  });

  it.each(['no', 'en'] as const)(
    'finds nothing in 1,000 %s stories',
    (language) => {
      const report = scanMany(language, 1000);
      expect(report.slice(0, 30), report.slice(0, 30).join('\n')).toEqual([]);
    },
    120_000,
  );
});
