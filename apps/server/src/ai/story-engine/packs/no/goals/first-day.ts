// Første dag på skolen eller i barnehagen: morgenen med sekk og matpakke, det helten gruer seg
// for, dagen der inne (knaggen, samlingsstunden, tegningen, maten, friminuttet), det som går
// galt, en snill lærer eller et annet barn, en ny venn, og å bli hentet.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { dayPart, naps, tried, trying } from '../../first-day';
import { joinsIn } from './befriend-social';
import { laterHelps, laterTries, learnt } from './first-day-steps';
import { ledTries } from './first-day-leads';
import { firstDayMoments } from './first-day-moments';
import {
  atSchool,
  Carer,
  carer,
  carerHan,
  h,
  Han,
  hennes,
  kg,
  love,
  o,
  oHan,
  OHan,
  pocket,
  school,
  teacher,
  Teacher,
  teacherHan,
  toSchool,
  worry,
  worryTold,
  worrySaid,
} from '../first-day-words';

const part = (c: NoCtx) => dayPart(c.place.id);
const inside = (c: NoCtx) => part(c) === 'inside';
const outside = (c: NoCtx) => part(c) === 'outside';
const door = (c: NoCtx) => part(c) === 'door';

export const firstDay: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `I dag var første dag ${atSchool(c)} for ${h(c)}.`,
        `I dag skulle ${h(c)} begynne ${atSchool(c)}, og det var første dag.`,
        `I dag var dagen ${h(c)} hadde tenkt på i hele sommer: første dag ${atSchool(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skulle {begynne ${atSchool(c)}|ha første dag ${atSchool(c)}} i dag.`,
        `Endelig var det ${kg(c) ? 'første dag i barnehagen' : 'første skoledag'}, og ${h(c)} hadde vært våken lenge.`,
        `${kg(c) ? 'Første dag i barnehagen' : 'Første skoledag'} var kommet, og ${h(c)} hadde ligget våken og tenkt på den lenge før vekkerklokka ringte.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `Sekken sto klar, med matpakka oppi.`,
        `${Carer(c)} smurte matpakka, og ${h(c)} pakket sekken: {drikkeflaska|ei tegneblokk|${kg(c) ? 'skiftetøy' : 'pennalet'}} og matboksen med {leverpostei|brunost|ost og agurk}.`,
        `Ved døra sto den nye sekken, og oppi lå matboksen med {brunost|leverpostei|ost og paprika} som ${carer(c)} hadde smurt, ${kg(c) ? 'en pose skiftetøy' : 'et pennal med spisse blyanter'} og ei drikkeflaske med navnet ${hennes(c)} på.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fikk ny sekk og egen matboks.`,
        `På kjøkkenbenken lå matpakka, pakket inn i papir, og på gulvet sto en ny {rød|blå|grønn|gul} sekk som ${h(c)} hadde fått.`,
        `På kjøkkenbenken lå matpakka, pakket inn i matpapir, og på gulvet sto den nye {røde|blå|grønne|gule} sekken, så stor at den nesten rakk ${h(c)} til knærne.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${h(c)} gruet seg litt.`,
        `Men i magen kriblet det. ${Han(c)} gruet seg, mest for ${worryTold(c)}.`,
        `Men i magen kriblet det, som om det bodde en sommerfugl der. ${Han(c)} gruet seg, mest av alt for ${worryTold(c)}.`,
      ),
    (c) =>
      by(
        c,
        `«Hva om det blir leit?» tenkte ${h(c)}.`,
        `«Hva om jeg ikke kjenner noen?» hvisket ${h(c)}. ${Han(c)} var redd for ${worryTold(c)}.`,
        `«Hva om jeg ikke kjenner noen der?» hvisket ${h(c)} inn i genseren. Det verste ${c.hero.han} kunne tenke seg, var ${worryTold(c)}.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg prøver,» sa ${h(c)} og tok ${carer(c)} i hånda.`,
        `«Jeg gruer meg for ${worrySaid(c)},» sa ${h(c)}. «Det er lov,» sa ${carer(c)}. «Vi går sammen.»`,
        `«Jeg gruer meg for ${worrySaid(c)},» sa ${h(c)}. ${Carer(c)} satte seg på huk. «Det er lov å grue seg,» sa ${carerHan(c)}. «Vi går sammen helt til døra.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tok på seg sekken. Nå var det tid!`,
        `${h(c)} tok på seg sekken, trakk pusten og sa: «Nå går vi.»`,
        `${h(c)} tok sekken på ryggen, kjente hvor tung og ny den var, og sa med litt for lys stemme: «Nå går vi, da.»`,
      ),
  ],
  meet: [
    (c) =>
      door(c)
        ? by(
            c,
            `Det var så mange barn ${c.place.in}!`,
            `Det yret av barn ${c.place.in}, og alle så ut til å vite hvor de skulle.`,
            `Det yret av barn ${c.place.in}, store og små, og alle så ut til å vite nøyaktig hvor de skulle, bortsett fra ${h(c)}.`,
          )
        : null,
    (c) =>
      inside(c)
        ? by(
            c,
            `Alle satte seg i ring på gulvet.`,
            `Først var det ${kg(c) ? 'samlingsstund' : 'ring på gulvet'}, og alle skulle si navnet sitt {høyt|en etter en|og noe de likte}.`,
            `Først var det ${kg(c) ? 'samlingsstund' : 'ring på gulvet'}, der alle skulle si navnet sitt og noe de var glad i, og jo nærmere turen kom, jo mer dunket hjertet til ${h(c)}.`,
          )
        : null,
    (c) =>
      inside(c)
        ? by(
            c,
            `${o(c)} satt like ved og ${love(c).doing}.`,
            `Etterpå fikk alle hvert sitt ark og skulle tegne {det de ville|seg selv|familien sin}, og ${o(c)} ${love(c).doing}.`,
            `Etterpå fikk alle hvert sitt ark og fargestifter i en stor boks, og mens de andre tegnet, så ${h(c)} at ${o(c)} ${love(c).doing}.`,
          )
        : null,
    (c) =>
      part(c) === 'gym'
        ? by(
            c,
            `I gymsalen skulle alle leke sisten.`,
            `I gymsalen var det ribbevegg, store matter og en ball som spratt helt opp i taket.`,
            `Gymsalen luktet gummi og svette, og lyden av femti joggesko som hoppet på gulvet, slo mot veggene.`,
          )
        : null,
    (c) =>
      outside(c)
        ? by(
            c,
            `Ute lekte barna ${kg(c) ? 'i sandkassa' : 'i skolegården'}.`,
            `${kg(c) ? 'Ute' : 'I friminuttet'} løp alle ut, og snart var det hoppetau, ball og sisten overalt.`,
            `${kg(c) ? 'Ute' : 'I friminuttet'} strømmet alle ut, og snart var det hoppetau, ballspill og sisten overalt, og alle så ut til å ha noen å leke med.`,
          )
        : null,
    (c) =>
      outside(c)
        ? by(
            c,
            `${o(c)} satt alene ${c.place.in}.`,
            `Borte ved gjerdet satt ${o(c)} for seg selv og ${love(c).doing}.`,
            `Borte ved gjerdet satt ${o(c)}, også alene, og ${love(c).doing} uten å se opp.`,
          )
        : null,
  ],
  attempt: ledTries([
    (c) =>
      trying(c, 'hook')
        ? by(
            c,
            `${h(c)} fant ikke knaggen sin.`,
            `${h(c)} lette etter knaggen sin i garderoben, men det var så mange knagger, og alle navnene så like ut.`,
            `${h(c)} lette etter knaggen sin i garderoben, men det var rader på rader av knagger, og bokstavene danset foran øynene.`,
          )
        : null,
    (c) =>
      trying(c, 'hook')
        ? by(
            c,
            `Jakka falt ned fra knaggen, to ganger.`,
            `${h(c)} hengte jakka på en knagg, men en gutt sa: «Det er min knagg, det.»`,
            `${h(c)} hengte jakka på den første ledige knaggen, men en gutt kom bort og sa ganske strengt: «Det der er min knagg.»`,
          )
        : null,
    (c) =>
      trying(c, 'hello')
        ? by(
            c,
            `«Hei,» sa ${h(c)}, men ingen hørte det.`,
            `«Hei,» sa ${h(c)} til en gutt ved hyllene, men det kom så lavt at han ikke hørte det.`,
            `${h(c)} prøvde å si hei til ei jente ved hyllene, men ordet satte seg fast i halsen og kom ut som et lite pip.`,
          )
        : null,
    (c) =>
      trying(c, 'hello')
        ? by(
            c,
            `${h(c)} gjemte seg bak jakkene.`,
            `Da noen så på ${c.hero.ham}, gjemte ${h(c)} seg bak jakkene i garderoben.`,
            `Da ei jente snudde seg og så nysgjerrig på ${c.hero.ham}, ble ${h(c)} plutselig veldig opptatt av glidelåsen sin.`,
          )
        : null,
    (c) =>
      trying(c, 'lost')
        ? by(
            c,
            `${h(c)} fant ikke veien ${kg(c) ? 'inn' : 'til klasserommet'}.`,
            `${h(c)} gikk én gang rundt i gangen og fant ikke ${kg(c) ? 'avdelingen sin' : 'klasserommet'}, for alle dørene så like ut.`,
            `${h(c)} gikk gjennom en lang gang med dører på begge sider, og plutselig visste ${c.hero.han} ikke lenger hvor ${kg(c) ? 'avdelingen' : 'klasserommet'} var.`,
          )
        : null,
    (c) =>
      trying(c, 'lost')
        ? by(
            c,
            `${h(c)} åpnet feil dør.`,
            `${h(c)} åpnet en dør, men der inne var det bare kosteskaft og bøtter.`,
            `${h(c)} åpnet en dør og håpet på det beste, men der inne var det bare kosteskaft, bøtter og en veldig forbauset vaktmester.`,
          )
        : null,
    (c) =>
      trying(c, 'name')
        ? by(
            c,
            `Da det ble ${c.hero.gen} tur, kom ingen ord.`,
            `Da det ble ${c.hero.gen} tur til å si navnet sitt, ble munnen helt tom, og alle så på ${c.hero.ham}.`,
            `Alle så på ${h(c)} på én gang da det ble ${c.hero.hans} tur, og navnet ${c.hero.han} hadde sagt tusen ganger, ville plutselig ikke komme ut.`,
          )
        : null,
    (c) =>
      trying(c, 'name')
        ? by(
            c,
            `${h(c)} hvisket navnet sitt, altfor lavt.`,
            `${h(c)} hvisket navnet sitt, men så lavt at ${teacher(c)} måtte spørre en gang til.`,
            `${h(c)} hvisket navnet sitt, men så lavt at ${teacher(c)} måtte spørre igjen, og da kjente ${c.hero.han} at ørene ble varme.`,
          )
        : null,
    (c) =>
      trying(c, 'spill')
        ? by(
            c,
            `Oi! Melka veltet utover bordet.`,
            `Ved matpakkebordet veltet ${h(c)} koppen, og melka rant utover ${c.p(['bordet', 'matpakka', 'tegningen til naboen'])}.`,
            `Da alle spiste matpakka, kom albuen borti koppen, og melka rant utover bordet og ned på gulvet, og ${h(c)} ble rød som en tomat.`,
          )
        : null,
    (c) =>
      trying(c, 'spill')
        ? by(
            c,
            `Så veltet vannglasset også.`,
            `${h(c)} ville tørke opp, men veltet vannglasset også, og noen fniste.`,
            `${h(c)} skulle tørke opp, men papiret revnet, og vannglasset veltet også, og noen ved bordet fniste bak hånda.`,
          )
        : null,
    (c) =>
      trying(c, 'toilet')
        ? by(
            c,
            `${h(c)} måtte på do, men hvor var den?`,
            `${h(c)} måtte på do, men alle dørene i gangen så like ut, og ${c.hero.han} turte ikke å spørre.`,
            `${h(c)} måtte på do, men gangen hadde så mange dører, og ingen av dem hadde skilt ${c.hero.han} kunne lese, og å spørre føltes altfor stort.`,
          )
        : null,
    (c) =>
      trying(c, 'toilet')
        ? by(
            c,
            `${h(c)} vrikket på stolen og ventet.`,
            `${h(c)} satt og vrikket på stolen og håpet at det snart var friminutt.`,
            `${h(c)} satt og vrikket på stolen og krysset beina og håpet at ingen la merke til noe.`,
          )
        : null,
    (c) =>
      trying(c, 'miss')
        ? naps(c) && c.young
          ? `Da alle skulle hvile, savnet ${h(c)} ${carer(c)}.`
          : by(
              c,
              `Plutselig savnet ${h(c)} ${carer(c)}.`,
              `Midt i alt sammen kjente ${h(c)} en klump i halsen. ${Han(c)} savnet ${carer(c)}.`,
              `Midt i alt det nye kom savnet snikende, og ${h(c)} kjente en klump i halsen. Hvor var ${carer(c)} nå?`,
            )
        : null,
    (c) =>
      trying(c, 'miss')
        ? by(
            c,
            `Ei tåre trillet ned på kinnet.`,
            `Ei lita tåre trillet ned på kinnet, og ${h(c)} tørket den fort bort med ermet.`,
            `Ei lita tåre trillet ned på kinnet, og ${h(c)} tørket den fort bort med ermet før noen rakk å se den.`,
          )
        : null,
    (c) =>
      trying(c, 'rules')
        ? by(
            c,
            `${h(c)} skjønte ikke leken.`,
            `Alle de andre kunne reglene, men ${h(c)} løp feil vei, og noen ropte: «Ikke der!»`,
            `Alle de andre kunne reglene fra før, men ${h(c)} løp feil vei to ganger og ble til slutt stående stille midt på gulvet.`,
          )
        : null,
    (c) =>
      trying(c, 'rules')
        ? by(
            c,
            `Ballen traff ${h(c)} rett på nesa.`,
            `${h(c)} prøvde å ta imot ballen, men den spratt rett i magen ${hennes(c)}.`,
            `${h(c)} strakte ut armene etter ballen, men den spratt av gårde og traff lampa, og alle i gymsalen holdt pusten.`,
          )
        : null,
    (c) =>
      trying(c, 'ask')
        ? by(
            c,
            `«Kan jeg være med?» Ingen hørte det.`,
            `«Kan jeg være med?» spurte ${h(c)}, men de andre løp videre uten å høre det.`,
            `«Kan jeg være med?» spurte ${h(c)} ved ${c.p(['hoppetauet', 'sandkassa', 'klatrestativet'])}, men leken gikk så fort at ingen hørte det.`,
          )
        : null,
    (c) =>
      trying(c, 'ask')
        ? by(
            c,
            `Alle huskene var opptatt.`,
            `${h(c)} ville huske, men alle huskene var opptatt, og køen var lang.`,
            `${h(c)} ville huske, men alle huskene var opptatt, og de som satt på dem, så ikke ut til å ville gå av før jul.`,
          )
        : null,
    (c) =>
      trying(c, 'fence')
        ? by(
            c,
            `${h(c)} sto alene ved gjerdet.`,
            `${h(c)} sto ved gjerdet og så på de andre, som allerede kjente hverandre.`,
            `${h(c)} sto ved gjerdet og så på de andre, som lo av ting fra i fjor, og visste ikke hvordan man kommer inn i en lek som allerede er i gang.`,
          )
        : null,
    (c) =>
      trying(c, 'fence')
        ? by(
            c,
            `Ballen trillet forbi, men ${h(c)} turte ikke.`,
            `En ball trillet rett bort til ${h(c)}, men før ${c.hero.han} turte å sparke, hadde noen andre tatt den.`,
            `En ball trillet rett bort til føttene ${hennes(c)}, men mens ${h(c)} lurte på om ${c.hero.han} skulle sparke den tilbake, kom noen andre og tok den.`,
          )
        : null,
    ...laterTries(trying),
  ]),
  progress: [
    (c) =>
      tried(c, 'hook')
        ? by(
            c,
            `Der var knaggen, med navnet ${hennes(c)} på!`,
            `Og der, nederst i raden, hang en knagg med navnet ${hennes(c)} og et lite bilde av ${c.p(['en sol', 'et eple', 'en fisk', 'en stjerne'])}.`,
            `Og der, nederst i raden, var knaggen med navnet ${hennes(c)}, skrevet med store, runde bokstaver, og med ett føltes det som om noen hadde ventet på ${c.hero.ham}.`,
          )
        : null,
    (c) =>
      tried(c, 'hello')
        ? by(
            c,
            `Ei jente vinket, og ${h(c)} vinket tilbake.`,
            `Jenta ved hyllene vinket forsiktig, og ${h(c)} vinket tilbake.`,
            `Jenta ved hyllene vinket forsiktig med to fingre, og ${h(c)} vinket tilbake, og det var nesten like godt som å si hei.`,
          )
        : null,
    (c) =>
      tried(c, 'lost')
        ? by(
            c,
            `${Teacher(c)} viste ${h(c)} veien.`,
            `${Teacher(c)} kom og tok ${h(c)} i hånda og viste veien.`,
            `«Jeg gikk meg bort selv den første dagen,» sa ${teacher(c)}, som dukket opp rundt hjørnet og viste ${h(c)} veien.`,
          )
        : null,
    (c) =>
      tried(c, 'name')
        ? by(
            c,
            `«${h(c)}! Så fint navn,» sa ${teacher(c)}.`,
            `«${h(c)}! For et fint navn,» sa ${teacher(c)}, og et par av barna nikket.`,
            `«${h(c)}! For et fint navn,» sa ${teacher(c)}, og da ${h(c)} så opp, nikket et par av barna, som om navnet allerede hørte til der.`,
          )
        : null,
    (c) =>
      tried(c, 'spill')
        ? by(
            c,
            `«Sånt skjer,» sa ${teacher(c)} og hentet en klut.`,
            `«Sånt skjer hver dag,» sa ${teacher(c)} og hentet en klut, og gutten ved siden av hjalp til med å tørke.`,
            `«Sånt skjer hver eneste dag her,» sa ${teacher(c)} rolig og hentet en klut, og gutten ved siden av hjalp til med å tørke, som om det var det mest normale i verden.`,
          )
        : null,
    (c) =>
      tried(c, 'toilet')
        ? by(
            c,
            `${Teacher(c)} viste vei til do.`,
            `${Teacher(c)} viste ${h(c)} hvor do var, og hvor man vasker hendene.`,
            `${Teacher(c)} viste ${h(c)} hvor do var, bak den gule døra med et lite skilt, og plutselig virket alt litt mindre stort.`,
          )
        : null,
    (c) =>
      tried(c, 'miss')
        ? by(
            c,
            `${Teacher(c)} ga ${h(c)} en klem.`,
            `${Teacher(c)} satte seg ved siden av ${h(c)}. «${Carer(c)} kommer og henter deg,» sa ${teacherHan(c)}.`,
            `${Teacher(c)} satte seg ved siden av ${h(c)} og viste på klokka på veggen. «Når den lille viseren står der, kommer ${carer(c)},» sa ${teacherHan(c)}.`,
          )
        : null,
    (c) =>
      tried(c, 'rules')
        ? by(
            c,
            `Noen viste ${h(c)} hvordan leken gikk.`,
            `Ei jente forklarte reglene, og neste runde løp ${h(c)} riktig vei.`,
            `Ei jente med fletter forklarte reglene på tre setninger, og neste runde løp ${h(c)} riktig vei og ble ikke tatt en eneste gang.`,
          )
        : null,
    (c) =>
      tried(c, 'ask') || tried(c, 'fence')
        ? by(
            c,
            `${o(c)} så opp og smilte.`,
            `${o(c)} så opp og sendte ${h(c)} et lite, sjenert smil.`,
            `${o(c)} så opp, bare et øyeblikk, og sendte ${h(c)} et lite smil, et sånt smil som spør om noe.`,
          )
        : null,
    (c) =>
      part(c) === 'outside' || (part(c) === 'inside' && !c.next)
        ? by(
            c,
            `${h(c)} så at ${o(c)} også likte ${love(c).love}.`,
            `Da la ${h(c)} merke til noe: ${o(c)} var også glad i ${love(c).love}!`,
            `Da la ${h(c)} merke til noe som fikk hjertet til å hoppe: ${o(c)} var glad i ${love(c).love}, akkurat som ${c.hero.ham}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${h(c)} nikket. Det var godt å vite.`,
            `${h(c)} nikket og la det på minnet, og klumpen i magen ble litt mindre.`,
            `${h(c)} nikket og la rådet på minnet, og klumpen i magen ble litt mindre enn den hadde vært.`,
          )
        : null,
    ...laterHelps(tried),
  ],
  // What each moment helped leaves behind: the day's worries met one by one.
  done: learnt(tried, worry),
  steps: firstDayMoments,
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Si hei til én, bare én,» sa ${who(c)}.`,
            `«Du trenger ikke å si hei til alle, bare til én,» sa ${who(c)}.`,
            `«Du trenger ikke å bli kjent med alle i dag, bare med én,» sa ${who(c)}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Alle var nye en gang,» sa ${who(c)}.`,
            `«Alle her var nye en gang, jeg også,» sa ${who(c)}.`,
            `«Alle her var nye en gang,» sa ${who(c)}, «og de fleste gruet seg akkurat like mye som deg.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Vis det du liker,» sa ${who(c)}.`,
            `«Vis dem det du er glad i,» sa ${who(c)}, «og se hvem som liker det også.»`,
            `«Vis dem det du er glad i,» sa ${who(c)}, «så ser du fort hvem som får glimt i øynene.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Spør meg om alt,» sa ${who(c)}.`,
            `«Du kan spørre meg om hva som helst,» sa ${who(c)}, «det er derfor jeg er her.»`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper && part(c) !== 'outside'
        ? by(
            c,
            `«Hvor er do?» spurte ${h(c)} lavt.`,
            `«Unnskyld, hvor er do?» spurte ${h(c)}, så lavt at det nesten ikke hørtes.`,
            `«Unnskyld,» sa ${h(c)} og tok sats, «vet du hvor do er?»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg kjenner ingen her,» sa ${h(c)}.`,
            `«Jeg kjenner ingen her,» sa ${h(c)} og så ned på skoene sine.`,
            `«Jeg kjenner ingen her,» sa ${h(c)} og så ned på skoene. «Hvordan blir man kjent med noen?»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} gikk bort til ${o(c)}: «Hei, jeg heter ${h(c)}.»`,
          `${h(c)} trakk pusten dypt, gikk bort til ${o(c)} og sa: «Hei, jeg heter ${h(c)}. Jeg er ny.»`,
          `${h(c)} trakk pusten dypt, akkurat som ${carer(c)} hadde vist ${c.hero.ham}, gikk hele veien bort til ${o(c)} og sa: «Hei, jeg heter ${h(c)}. Jeg er ny.»`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} spurte ${o(c)}: «Kan jeg være med?»`,
          `Knærne skalv, men ${h(c)} satte seg ved siden av ${o(c)} og sa: «Kan jeg være med?»`,
          `Knærne skalv, men ${h(c)} satte seg rett ved siden av ${o(c)} og sa dagens modigste ord: «Kan jeg være med?»`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Teacher(c)} lot ${h(c)} og ${o(c)} dele bord.`,
          `${Teacher(c)} fikk en idé og satte ${h(c)} og ${o(c)} sammen for å rydde fargestiftene.`,
          `${Teacher(c)} hadde sett mer enn ${h(c)} trodde, og ba ${h(c)} og ${o(c)} om å bære inn ballene sammen, og på veien begynte de å prate.`,
        ),
      (c) =>
        by(
          c,
          `«${o(c)}, vil du vise ${h(c)} husken?» sa ${teacher(c)}.`,
          `«${o(c)}, kan du vise ${h(c)} hvor husken er?» spurte ${teacher(c)}, og ${o(c)} nikket.`,
          `«${o(c)}, du som vet hvor alt er, kan du vise ${h(c)} husken?» spurte ${teacher(c)}, og ${o(c)} nikket ivrig.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} holdt i ${pocket(c)} og sa hei.`,
          `${h(c)} holdt godt rundt ${pocket(c)} i lomma, tenkte på ${carer(c)} og sa: «Hei, jeg heter ${h(c)}.»`,
          `${h(c)} lukket hånda rundt ${pocket(c)} i lomma, det lille stykket hjemmefra, og med det i hånda var det lettere å gå bort og si: «Hei, jeg heter ${h(c)}.»`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} viste ${o(c)} ${pocket(c)}.`,
          `${h(c)} tok fram ${pocket(c)} og viste ${o(c)}. «Det er fra hjemme,» sa ${c.hero.han}.`,
          `${h(c)} tok fram ${pocket(c)} og holdt ${c.gift?.den ?? 'den'} fram mot ${o(c)}. «Det er fra hjemme,» sa ${c.hero.han}. «Vil du holde?»`,
        ),
    ],
    clever: [(c) => joinsIn(c, o(c), love(c).turn)],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `${o(c)} smilte: «Vil du leke?»`,
        `${o(c)} smilte et stort smil. «Vil du leke med meg?» spurte ${oHan(c)}.`,
        `${o(c)} smilte, et ordentlig smil. «Vil du leke med meg?» spurte ${oHan(c)}, og ${h(c)} sa ja før spørsmålet var ferdig.`,
      );
      const after = by(
        c,
        `De ${love(c).end}.`,
        `Resten av dagen ${love(c).end.replace(/^(\S+)/, '$1 de')}.`,
        `Resten av dagen ${love(c).end.replace(/^(\S+)/, '$1 de')}, og ${h(c)} glemte helt å grue seg.`,
      );
      return `${main} ${after}`;
    },
    (c) =>
      by(
        c,
        `Nå hadde ${h(c)} en venn som het ${o(c)}!`,
        `${OHan(c)} het ${o(c)}, og nå hadde ${h(c)} en venn ${atSchool(c)}.`,
        `${OHan(c)} het ${o(c)}, og fra det øyeblikket var ${school(c)} ikke et fremmed sted lenger, men et sted der ${h(c)} hadde en venn.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `I morgen skulle ${h(c)} leke med ${o(c)} igjen.`,
        `I morgen skulle ${h(c)} ${toSchool(c)} igjen, og ${o(c)} ville vente ved ${kg(c) ? 'porten' : 'skoleporten'}.`,
        `I morgen skulle ${h(c)} ${toSchool(c)} igjen, og nå gruet ${c.hero.han} seg ikke, for ved ${kg(c) ? 'porten' : 'skoleporten'} ville ${o(c)} vente.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gledet seg til å se ${o(c)} i morgen.`,
        `${h(c)} gledet seg til i morgen, til knaggen med navnet ${hennes(c)} og til ${o(c)}.`,
        `Magen kriblet fortsatt litt, men nå var det den gode sorten: ${h(c)} gledet seg til i morgen, til knaggen med navnet ${hennes(c)}, til ${teacher(c)} og til ${o(c)}.`,
      ),
  ],
  refrain: [
    (c) =>
      kg(c)
        ? `Sekk på rygg og matpakke med, i barnehagen er det plass til meg!`
        : `Sekk på rygg og matpakke med, på skolen er det plass til meg!`,
  ],
  title: [
    (c) => `${c.hero.gen} første ${kg(c) ? 'dag i barnehagen' : 'skoledag'}`,
    (c) => `${h(c)} begynner ${atSchool(c)}`,
    (c) => `${h(c)} og knaggen med navnet ${hennes(c)}`,
    (c) => `${h(c)} og ${o(c)}`,
  ],
};

/** Who gives advice: the teacher, or the older child showing the new one round. */
function who(c: NoCtx): string {
  const hlp = c.helper;
  if (!hlp || hlp.char.size === 'big') return teacher(c);
  return hlp.person
    ? `${hlp.char.gender === 'f' ? 'den store jenta' : 'den store gutten'}`
    : hlp.def;
}
