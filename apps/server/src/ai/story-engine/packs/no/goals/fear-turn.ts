// Vendepunktet i en fortelling om å være redd, slik den valgte veien vinner det.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { joinList } from '../../../text';
import { by } from '../../by-band';
import { Crowd, crowd } from '../slots';

const o = (c: NoCtx) => c.owner.name;
const han = (c: NoCtx) => c.owner.han;
const it = (c: NoCtx) => c.fear?.it ?? 'mørket';

export const fearTurn: GoalTexts<NoCtx>['turn'] = {
  brave: [
    (c) =>
      by(
        c,
        `${o(c)} sto {stille|helt stille|rolig} og så {opp|rett fram|på ${it(c)}}, og ${han(c)} løp ikke.`,
        `${o(c)} sto helt stille og så rett på ${it(c)}. Hjertet {dunket|hamret|banket}, men ${han(c)} løp ikke sin vei.`,
        `${o(c)} sto helt stille og så, for første gang, rett på ${it(c)}. Hjertet dunket som en tromme, men ${han(c)} ble stående akkurat der ${han(c)} var.`,
      ),
    (c) =>
      by(
        c,
        `«Jeg er {modig|ikke redd|stor nå},» sa ${o(c)}, og tok ett skritt {fram|til|videre}.`,
        `«Ett skritt,» hvisket ${o(c)} til seg selv, og tok det. «Og ett til.» Og så {ett til|enda ett|var ${han(c)} der}.`,
        `«Ett skritt,» hvisket ${o(c)} til seg selv, og tok det. «Og ett til.» Beina skalv, men de gikk, og snart sto ${han(c)} midt i det ${han(c)} hadde vært så redd for.`,
      ),
  ],
  together: [
    (c) =>
      by(
        c,
        `{Alle|Vennene|Alle sammen} {holdt hender|sto tett sammen|kom helt nær} og sa: «Vi er {her|her hos deg|like ved|med deg}{|, ${o(c)}|, vennen}!»`,
        `${Crowd(c)} holdt hender i en ring rundt ${o(c)}. «Vi er {her|med deg|like ved},» sa de.`,
        `${crowd(c) === 'alle vennene' ? `Alle vennene ${c.team.de} hadde møtt, kom` : `${Crowd(c)} kom`} og sto tett rundt ${o(c)}, så tett at ${han(c)} kjente hvor varme de var. «Vi er her,» sa de.`,
      ),
    (c) =>
      by(
        c,
        `${c.helpersMet.length ? `${c.helpersMet[0]?.kindDef ?? 'ugla'} kom {tilbake|flygende|løpende}` : 'Vennene kom'}, og ${o(c)} var ikke alene {lenger|mer} {i mørket|den kvelden|der}.`,
        `Plutselig var alle der: ${
          joinList(
            c.helpersMet.map((h) => h.kindDef),
            'og',
          ) || 'vennene'
        }. Med så mange venner rundt seg {var det lett å være modig|krympet redselen til ingenting}.`,
      ),
  ],
  gift: [
    (c) =>
      c.gift
        ? by(
            c,
            `${o(c)} {holdt|klemte} ${c.gift.def} {tett inntil seg|hardt i hånda|mot hjertet|godt fast}, og da ble ${han(c)} {modig|modigere|trygg|rolig|sterk|varm inni seg}.`,
            `${o(c)} holdt godt i ${c.gift.def}. ${c.gift.den} var som en klem man kan ha i {lomma|hånda|hjertet}.`,
            `${o(c)} holdt godt i ${c.gift.def}, og ${c.gift.den} føltes som en klem man kunne ha i lomma, og det gjorde ${c.owner.ham} mindre alene.`,
          )
        : null,
    (c) =>
      c.gift
        ? by(
            c,
            `${o(c)} {tok fram|holdt opp|klemte|så på} ${c.gift.def}, og {det ble lyst inni ${c.owner.ham}|redselen ble liten|alt føltes bedre|hjertet roet seg|magen ble rolig|det ble litt lettere}.`,
            `${o(c)} tok fram ${c.gift.def} og tenkte på den som hadde gitt ${c.gift.den}, og med ett {var ikke redselen så stor|føltes ${han(c)} ikke alene}.`,
          )
        : null,
  ],
  clever: [
    (c) =>
      by(
        c,
        `${o(c)} fikk en {idé|lur idé|god idé} og sa {hei|hallo|god dag} til ${it(c)}!`,
        `${o(c)} fikk en idé. I stedet for å gjemme seg ville ${han(c)} bli kjent med ${it(c)}.`,
        `${o(c)} fikk en idé. Kanskje den beste måten å slutte å være redd for noe på, var å bli skikkelig kjent med det.`,
      ),
    (c) =>
      by(
        c,
        `«Hva om jeg {synger|teller|ler}?» tenkte ${o(c)}, og så gjorde ${han(c)} det.`,
        `${o(c)} fikk en lur idé: ${han(c)} {sang en sang|talte høyt|fortalte en vits} for ${it(c)}, og redselen {ble helt forvirret|glemte hva den holdt på med|krympet}.`,
      ),
  ],
};
