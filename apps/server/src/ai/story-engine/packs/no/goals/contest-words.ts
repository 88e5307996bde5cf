// Hva hver konkurranse eller forestilling er på bokmål: navnet, håpet, det som lages eller
// gjøres, øvingen og det som går galt der, lærdommen, de andre på selve dagen, uhellet og
// hvordan det møtes, premien, og den spesielle premien når de ikke vinner.
import { playedWords } from './contest-music';
import { vehicleRaceWordsNo } from './vehicle-race';
import { isVehicle } from '../../../lexicon/vehicles';
import type { ContestEvent } from '../../../description/read-contest';
import type { NoCtx } from '../../../compose/ctx-no';

export interface EventWordsNo {
  /** «skikonkurransen» */
  the: string;
  /** Det som håpes: «bygge det fineste sandslottet på hele stranda». */
  hope: string;
  entry: string;
  prize: string;
  about: string;
  practise: string;
  slip: string;
  lesson: string;
  part: (who: string) => string;
  eve: string;
  others: string;
  start: string;
  mishap: string;
  fix: string;
  special: string;
  winner: string;
}

export function eventWordsNo(c: NoCtx, event: ContestEvent): EventWordsNo {
  // A vehicle races on its wheels, never in running shoes.
  if ((event === 'race' || event === 'sports-day') && isVehicle(c.hero.char.species))
    return vehicleRaceWordsNo(c);
  if ((event === 'concert' || event === 'sing') && c.contest?.instrument)
    return playedWords(c, c.contest.instrument);
  const xmas = c.contest?.christmas;
  switch (event) {
    case 'sandcastle':
      return {
        the: 'sandslottkonkurransen',
        hope: 'bygge det fineste sandslottet på hele stranda',
        entry: 'sandslottet',
        prize: 'ei gullspade',
        about:
          'Hver sommer kom familier fra hele kysten for å bygge sandslott på stranda, og det fineste slottet vant en premie',
        practise: 'bygde sandslott etter sandslott i sandkassa',
        slip: 'det høyeste tårnet raste sammen, fordi sanden var altfor tørr',
        lesson: 'Våt sand holder, tørr sand faller',
        part: (w) => `${w} bar vann i den røde bøtta, fram og tilbake, så sanden holdt seg våt`,
        eve: 'tegnet slottet på et ark ved kjøkkenbordet, med fire tårn, en port og en vollgrav',
        others: 'Langs hele stranda gravde barn og voksne med bøtter og spader',
        start: 'fløyta gikk, og alle begynte å grave',
        mishap: 'en stor bølge kom skyllende opp på sanden og tok med seg det høyeste tårnet',
        fix: 'bygde tårnet opp igjen med våt sand, akkurat som de hadde øvd, klappet det hardt, og gravde en dypere vollgrav som kunne ta imot neste bølge',
        special: 'en spesialpremie for slottet som reiste seg igjen etter bølgen',
        winner: 'en familie med et slott formet som en sovende drage',
      };
    case 'snowman':
      return {
        the: 'snømannkonkurransen',
        hope: 'lage den fineste snømannen i hele byen',
        entry: 'snømannen',
        prize: 'en stor, rød rosett',
        about:
          'Hver vinter laget hele byen snømenn på det store jordet, og den fineste fikk en premie',
        practise: 'rullet snøball etter snøball',
        slip: 'den midterste kula ble altfor stor, og hele snømannen veltet',
        lesson: 'Stor nederst, liten øverst, og klapp hver kule hard',
        part: (w) => `${w} fant to svarte steiner til øyne og en gulrot til nese`,
        eve: 'la fram et skjerf, en gammel hatt og to votter ved døra, klare til snømannen',
        others: 'Over hele jordet rullet barn snøballer som var større enn dem selv',
        start: 'klokka ringte, og alle begynte å rulle',
        mishap: 'hodet til snømannen skled av og brakk i to',
        fix: 'klappet et nytt hode hardt, slik de hadde øvd, og laget en liten grop i den midterste kula så hodet satt trygt',
        special: 'en spesialpremie for den blideste snømannen på hele jordet',
        winner: 'en gutt med en snømann som var like høy som faren hans',
      };
    case 'baking':
      return {
        the: 'kakekonkurransen',
        hope: 'bake den beste kaka i hele byen',
        entry: 'kaka',
        prize: 'en visp av sølv',
        about:
          'Hvert år sto kaker av alle slag på et langt bord på torget, og dommerne smakte på hver eneste en',
        practise: 'bakte den ene kaka etter den andre',
        slip: 'kaka sank sammen i midten, fordi ovnsdøra ble åpnet altfor tidlig',
        lesson: 'Aldri åpne ovnsdøra før klokka ringer',
        part: (w) => `${w} veide melet og knuste eggene uten å miste en eneste bit skall`,
        eve: 'la forkleet og oppskriften klare på stolen, og fikk nesten ikke sove',
        others: 'Langs bordene sto kaker av alle slag, høye, runde og én som lignet et slott',
        start: 'dommerne begynte å gå sakte langs bordene med de små gaflene sine',
        mishap:
          'et vindkast blåste det lille flagget av kaka, og glasuren gled ned på den ene siden',
        fix: 'glattet glasuren med en varm skje, akkurat som de hadde øvd, og satte flagget på plass igjen',
        special: 'en spesialpremie for kaka alle ville ha en bit til av',
        winner: 'en gammel baker med ei høy sjokoladekake',
      };
    case 'drawing':
      return {
        the: 'tegnekonkurransen',
        hope: 'tegne den fineste tegningen i hele konkurransen',
        entry: 'tegningen',
        prize: 'ei eske med seksti fargeblyanter',
        about:
          'Hver vår hang biblioteket opp tegningene til barna på veggene, og den fineste vant en premie',
        practise: 'tegnet den ene tegningen etter den andre',
        slip: 'fargene rant sammen til en brun dam, fordi malingen var altfor våt',
        lesson: 'La én farge tørke før du begynner på den neste',
        part: (w) => `${w} spisset hver eneste blyant og holdt arket flatt`,
        eve: 'la blyantene fram på rad, fra rød til lilla, og fikk nesten ikke sove',
        others: 'Rundt i rommet satt barn bøyd over arkene sine med tunga rett i munnen',
        start: 'bibliotekaren ringte med ei lita bjelle, og alle begynte å tegne',
        mishap: 'en dråpe vann fra glasset sprutet midt på tegningen',
        fix: 'ventet til den tørket, slik de hadde øvd, og gjorde sprutet om til en liten, blå fugl',
        special: 'en spesialpremie for tegningen som fikk alle til å smile',
        winner: 'ei jente som hadde tegnet en hval full av stjerner',
      };
    case 'ski':
      return {
        the: 'skirennet',
        hope: 'gå helt til mål, fort og stødig',
        entry: 'rennet',
        prize: 'en blank gullmedalje',
        about:
          'Hver vinterferie var det skirenn i bakken, med flagg å svinge rundt og premie til vinneren',
        practise: 'kjørte ned bakken igjen og igjen, rundt pinner stukket ned i snøen',
        slip: 'skiene krysset i den bratte kneika, og alt gikk over ende i en sky av snø',
        lesson: 'Bøy knærne, og hold skiene fra hverandre',
        part: (w) => `${w} sto nederst og ropte ut tiden, hver eneste tur`,
        eve: 'smurte skiene ved kjøkkenbordet og la fram luer og votter',
        others: 'Øverst i bakken sto barn i fargerike luer og ventet, med startnummer på brystet',
        start: 'starteren ropte GÅ, og av sted bar det',
        mishap: 'den ene skia gled ut i den skarpe svingen, og ned i snøen gikk det',
        fix: 'reiste seg, bøyde knærne og holdt skiene fra hverandre, akkurat som de hadde øvd, og kjørte videre',
        special: 'en egen medalje for den som reiste seg og kom i mål med det største smilet',
        winner: 'en høy gutt i grønn lue',
      };
    case 'race':
    case 'sports-day':
      return {
        the: event === 'race' ? 'det store løpet' : 'idrettsdagen',
        hope: 'løpe fortere enn vinden',
        entry: 'løpet',
        prize: 'en blank gullmedalje',
        about:
          event === 'race'
            ? 'En gang i året løp alle barna i byen det store løpet, og vinneren fikk premie'
            : 'På idrettsdagen var det løp, sekkeløp og potetløp, og premier til vinnerne',
        practise: 'løp fra grinda til treet og tilbake, igjen og igjen',
        slip: 'skolissa gikk opp, og det gikk rett over ende i gresset',
        lesson: 'Knyt dobbel knute, og se på målet',
        part: (w) => `${w} telte sekundene høyt og heiet på hver eneste tur`,
        eve: 'knøt joggeskoene med dobbel knute og satte dem ved døra',
        others: 'Barn i fargerike trøyer tøyde ut og hoppet ved startstreken',
        start: 'fløyta gikk, og alle løp',
        mishap: 'en fot hektet seg i en gresstust, og ned gikk det',
        fix: 'spratt opp med blikket på målet, akkurat som de hadde øvd, og løp videre',
        special: 'et eget bånd for den som reiste seg og løp videre',
        winner: 'ei lita, rask jente med røde fletter',
      };
    case 'football':
      return {
        the: 'fotballkampen',
        hope: 'spille godt og score et mål',
        entry: 'kampen',
        prize: 'en blank pokal',
        about: 'På lørdag skulle laget spille årets store kamp, og vinnerne skulle få premie',
        practise: 'sparket ballen mot veggen, igjen og igjen',
        slip: 'ballen fløy høyt over målet og inn i hekken',
        lesson: 'Hold hodet nede og spark med innsiden av foten',
        part: (w) => `${w} sto i mål og reddet nesten hvert eneste skudd`,
        eve: 'vasket fotballskoene og la fram lagdrakta',
        others: 'Begge lagene varmet opp på banen, og familier sto langs sidelinja med termoser',
        start: 'dommeren blåste i fløyta, og kampen begynte',
        mishap: 'et spark gikk utenfor, og det andre laget scoret',
        fix: 'holdt hodet nede og sentret ballen, akkurat som de hadde øvd, hele veien opp banen',
        special: 'en egen pokal for laget som aldri ga opp',
        winner: 'laget i blått',
      };
    case 'swim':
      return {
        the: 'svømmekonkurransen',
        hope: 'svømme hele bassenget uten å stoppe',
        entry: 'løpet',
        prize: 'en blank gullmedalje',
        about: 'Hver vår var det svømmekonkurranse i bassenget, med premie til vinneren',
        practise: 'svømte langs land, igjen og igjen',
        slip: 'det kom en munnfull vann, og det måtte stoppes for å hoste',
        lesson: 'Pust ut under vann, og inn når ansiktet kommer opp',
        part: (w) => `${w} sto på land og telte hvert eneste tak`,
        eve: 'pakket badedrakta, svømmebrillene og det store håndkleet',
        others: 'Svømmere med fargerike badehetter sto langs kanten av bassenget',
        start: 'fløyta gikk, og alle hoppet uti',
        mishap: 'svømmebrillene gled og ble fulle av vann halvveis',
        fix: 'fortsatte å puste ut under vann, akkurat som de hadde øvd, og svømte videre',
        special: 'en egen medalje for den som aldri stoppet',
        winner: 'ei jente med gul badehette',
      };
    case 'talent':
      return {
        the: 'talentshowet',
        hope: 'vise det beste trylletrikset skolen noen gang hadde sett',
        entry: 'trikset',
        prize: 'ei lita gullstjerne',
        about:
          'Hvert år hadde skolen talentshow, med sang og sjonglering og trylling, og det beste nummeret vant en premie',
        practise: 'øvde på trikset foran speilet, igjen og igjen',
        slip: 'kortet falt ut av ermet, og hele trikset ble avslørt',
        lesson: 'Rolige hender, og et stort smil å se på',
        part: (w) => `${w} var assistenten som holdt hatten og sa trylleordene`,
        eve: 'viste hele trikset for familien etter middag, og alle gispet',
        others: 'Bak teppet ventet en gutt med jojo, tre jenter med en dans og en sjonglør',
        start: 'teppet gikk opp, og lysene ble skrudd på',
        mishap: 'hatten veltet, og alle kortene gled ut på scenen',
        fix: 'plukket dem opp med rolige hender og et stort smil, akkurat som de hadde øvd, og gjorde trikset likevel',
        special: 'ei egen stjerne for nummeret som fikk hele salen til å le',
        winner: 'en gutt som kunne sjonglere med fem appelsiner',
      };
    case 'dance':
      return {
        the: 'danseoppvisningen',
        hope: 'danse hele dansen uten å gå glipp av et eneste steg',
        entry: 'dansen',
        prize: 'en stor bukett blomster',
        about:
          'På slutten av semesteret var det danseoppvisning på teateret, med musikk, lys og en ekte scene',
        practise: 'danset stegene foran speilet, igjen og igjen',
        slip: 'en piruett gikk feil vei, og det ble et dunk i senga',
        lesson: 'Tell stegene: en, to, tre, snu',
        part: (w) => `${w} satte på musikken og talte stegene høyt`,
        eve: 'danset hele dansen for familien på kjøkkenet, og alle klappet',
        others: 'Bak teppet tøyde dansere i glitrende klær ut og hvisket',
        start: 'musikken begynte, og teppet gikk opp',
        mishap: 'musikken stoppet et øyeblikk, midt i dansen',
        fix: 'fortsatte å telle, en, to, tre, snu, akkurat som de hadde øvd, og danset videre til musikken kom tilbake',
        special: 'den største blomsterbuketten den kvelden',
        winner: '',
      };
    case 'play':
      return {
        the: xmas ? 'juleforestillingen' : 'skoleforestillingen',
        hope: 'si hver eneste replikk høyt og tydelig',
        entry: 'forestillingen',
        prize: 'en stor bukett blomster',
        about: xmas
          ? 'Hver jul hadde hele klassen forestilling i aulaen, med sanger og kostymer, og alle familiene kom for å se på'
          : 'På slutten av semesteret hadde klassen forestilling i aulaen, og alle familiene kom for å se på',
        practise: 'sa replikkene igjen og igjen',
        slip: 'replikkene forsvant rett ut av hodet, og det ble helt stille',
        lesson: 'Tenk på det første ordet, så kommer resten',
        part: (w) => `${w} leste de andre rollene, så det var noen å svare`,
        eve: 'prøvde kostymet på kjøkkenet og sa alle replikkene for familien',
        others: 'Bak teppet hvisket hele klassen i kostymene sine, gjetere, engler og sauer',
        start: 'lyset ble dempet, og teppet gikk opp',
        mishap: 'en hel replikk gled bort og var borte, midt i forestillingen',
        fix: 'tenkte på det første ordet, akkurat som de hadde øvd, og resten kom tumlende tilbake',
        special: 'den største jubelen hele kvelden',
        winner: '',
      };
    case 'sing':
    case 'concert':
      return {
        the: xmas ? 'juleforestillingen' : 'skolekonserten',
        hope: 'synge sangen sin helt alene, klart og fint',
        entry: 'sangen',
        prize: 'en stor bukett blomster',
        about: xmas
          ? 'Hver jul hadde hele klassen forestilling i aulaen, og i år var det én sang som skulle synges helt alene'
          : 'På slutten av semesteret var det konsert i aulaen, og i år var det én sang som skulle synges helt alene',
        practise: 'sang sangen igjen og igjen, foran speilet',
        slip: 'stemmen ble skjelven på den høye tonen og sprakk som et egg',
        lesson: 'Trekk pusten godt før den høye tonen, helt nede fra magen',
        part: (w) => `${w} nynnet melodien og sang ekkoet`,
        eve: 'sang hele sangen for familien etter middag, stående på en kjøkkenstol',
        others: xmas
          ? 'Bak teppet hvisket hele klassen i kostymene sine, engler, gjetere og sauer'
          : 'Bak teppet hvisket hele klassen i finklærne sine',
        start: 'pianoet begynte å spille, og teppet gikk opp',
        mishap: 'ordene i andre vers forsvant rett ut av hodet',
        fix: 'trakk pusten dypt, helt nede fra magen, akkurat som de hadde øvd, og ordene kom tilbake',
        special: 'den største jubelen hele kvelden',
        winner: '',
      };
  }
}
