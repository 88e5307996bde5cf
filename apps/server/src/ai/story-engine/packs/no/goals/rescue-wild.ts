// Andre akt for et vilt dyr (familien venter i vannet, i trærne eller i buskene) har ikke
// halsbånd, eier eller kurv, så det fortelles med egne steg på de samme plassene: det skaffer
// seg mat selv når det er sterkt igjen, noen som kjenner stedet, sier hvor familien bor, helten
// forteller mora hvordan det gikk, det vasker av seg skrekken i sitt eget vann, mora legger igjen
// en takk, og det følger helten et lite stykke til et siste farvel.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { wildWayOf, type WildWay } from '../../rescue-body';
import { belongsTo, ham, han, Han, who, Who } from './rescue-words';
import { wild } from './rescue-after';
import { cap } from '../../../text';

type After = NonNullable<GoalTexts<NoCtx>['after']>;

const h = (c: NoCtx) => c.hero.name;
const hHan = (c: NoCtx) => c.hero.han;
/** Et adjektiv om den som ble reddet: intetkjønn bare for et navnløst dyr med et intetkjønnsord. */
const agr = (c: NoCtx, common: string, neuter: string) =>
  c.other && !c.other.named && c.other.noun.g === 'n' ? neuter : common;

/** Hvordan den som ble reddet lever, eller ingenting når den ikke er et vilt dyr med familie. */
function wildWay(c: NoCtx): WildWay | undefined {
  if (c.petOwner || !c.other || belongsTo(c) !== 'family') return undefined;
  return wildWayOf(c.other.char);
}

/** Det den finner å spise selv: kort for de minste, fullt for de andre. */
const FOOD: Record<WildWay, [string, string]> = {
  swim: ['fanget en fisk', 'fanget en liten sølvfisk på grunna'],
  paddle: ['fant litt grønt', 'dukket etter en nebbfull grønne vannplanter på grunna'],
  fly: ['fant en bille', 'plukket en feit bille opp fra gresset'],
  run: ['nappet litt gress', 'nappet i det søte gresset ved stien'],
};

/** Så snart den er sterk igjen, skaffer den seg mat selv: et vilt dyr trenger ingen å mate. */
const drink: After['drink'] = [
  (c) => {
    const w = wildWay(c);
    if (!w) return null;
    const [short, full] = FOOD[w];
    const hungry = agr(c, 'sulten', 'sultent');
    return by(
      c,
      `${Who(c)} var ${hungry}. Se, ${han(c)} ${short} helt selv!`,
      `Etter den lange ventingen var ${who(c)} ${hungry}. ${Han(c)} ${full}, kjapt som bare det, og ${h(c)} lo: «Du var skrubbsulten!»`,
      `All den tiden der ute hadde gjort ${who(c)} ${hungry}. Så snart ${han(c)} kjente seg litt sterkere, ${full.replace(/^(\S+) /, `$1 ${han(c)} `)}, kjapt som et lyn. ${h(c)} lo lavt. «Deg trenger ingen å mate,» sa ${hHan(c)}. «Det klarer du fint selv.»`,
    );
  },
];

/** Hvem som kjenner stedet så godt at de vet hvor en vill familie bor. */
function local(c: NoCtx): { who: string; short: string; han: string } {
  switch (c.setting) {
    case 'lake':
    case 'river':
    case 'sea':
    case 'beach':
    case 'island':
      return { who: 'en gammel fisker nede ved vannet', short: 'en fisker', han: 'han' };
    case 'forest':
    case 'mountain':
      return { who: 'en skogvokter med stort, grått skjegg', short: 'en skogvokter', han: 'han' };
    default:
      return { who: 'en gammel dame på morgentur', short: 'en dame', han: 'hun' };
  }
}

/** Noen som kjenner stedet, sier hvor familien bor, og hvordan man kommer nær dem. */
const asked: After['asked'] = [
  (c) => {
    if (!wildWay(c)) return null;
    const l = local(c);
    return by(
      c,
      `${cap(l.short)} pekte: «Der borte bor familien! Gå stille.»`,
      `${cap(l.who)} så opp da de gikk forbi. «Den familien kjenner jeg,» sa ${l.han} og pekte ${wild(c).to}. «Mora har ropt hele dagen. Gå stille.»`,
      `${cap(l.who)} så opp da de gikk forbi, og smilte. «Den familien kjenner jeg,» sa ${l.han} og pekte ${wild(c).to}. «Jeg ser dem hver morgen, og i hele dag har mora ropt og ropt. Gå stille, og ikke stå for nær, ellers tør hun ikke komme fram.»`,
    );
  },
];

/** Helten forteller mora hvordan det gikk, og hun lytter på sin måte. */
const tell: After['tell'] = [
  (c) => {
    if (!wildWay(c)) return null;
    return by(
      c,
      `${h(c)} fortalte mora til ${who(c)} alt. Mora lyttet med hodet på skakke.`,
      `${h(c)} bøyde seg ned og fortalte mora til ${who(c)} hele historien, helt stille: om hvert forsøk som mislyktes, og om det som virket. Mora lyttet med hodet på skakke, som om hun forsto hvert ord.`,
      `${h(c)} bøyde seg ned et stykke unna og fortalte mora til ${who(c)} hele historien med lav stemme. ${cap(hHan(c))} fortalte hvordan ${who(c)} hadde sittet fast, om forsøkene som mislyktes, og om det som virket. Mora lyttet med hodet på skakke, helt stille, og da det var over, ga hun fra seg et lite, mykt rop, som for å si at hun hadde forstått hvert eneste ord.`,
    );
  },
];

/** Hvordan den havnet der, regnet ut fra stedet: den som kunne forklart det, kan ikke snakke. */
function wildCause(c: NoCtx): [string, string] | undefined {
  switch (c.spot) {
    case 'ice':
      return [
        'hullet i isen hadde frosset igjen',
        `${han(c)} hadde kommet opp gjennom et hull for å puste, og hullet hadde frosset igjen bak ${ham(c)}`,
      ];
    case 'rock':
      return [
        `vannet hadde sunket og latt ${ham(c)} bli igjen`,
        `vannet hadde sunket rundt steinen og latt ${ham(c)} bli igjen der`,
      ];
    case 'net':
      return [
        'det gamle garnet var blitt liggende igjen',
        `${han(c)} hadde gått bort for å se på et gammelt garn som lå igjen, og satt seg fast`,
      ];
    case 'mud':
      return [
        'den bløte gjørma hadde sett ut som fast grunn',
        `${han(c)} hadde gått ut der bakken så fast ut, og sunket ned i den bløte gjørma`,
      ];
    default:
      return undefined;
  }
}

/** Sammen med mora igjen skjønner helten hvordan den havnet der. */
const why: After['why'] = [
  (c) => {
    const cause = wildWay(c) && wildCause(c);
    if (!cause) return null;
    const [short, full] = cause;
    return by(
      c,
      `Nå skjønte ${h(c)} det: ${short}!`,
      `«Hvordan havnet du der ute?» lurte ${h(c)} på. Da skjønte ${hHan(c)} det: ${full}.`,
      `«Men hvordan havnet du der ute i det hele tatt?» lurte ${h(c)} på. Da skjønte ${hHan(c)} det: ${full}. ${h(c)} ristet sakte på hodet. «Så det var det,» sa ${hHan(c)}.`,
    );
  },
];

/** Tilbake i sitt eget vann (eller en vanndam, for en fugl) vasker den av seg skrekken. */
const bath: After['bath'] = [
  (c) => {
    const w = wildWay(c);
    if (w === 'fly')
      return by(
        c,
        `${Who(c)} plasket i en vanndam og ristet seg. Helt ren!`,
        `Så hoppet ${who(c)} opp i en liten vanndam og plasket og blåste opp fjærene, til det siste av skrekken var vasket bort. Alle lo.`,
        `Så hoppet ${who(c)} opp i en liten vanndam og plasket og ristet på seg, så dråpene sprutet. ${Han(c)} blåste opp fjærene og glattet dem igjen, til det siste av skrekken var vasket bort, og ${h(c)} lo høyt.`,
      );
    if (w !== 'swim' && w !== 'paddle') return null;
    return by(
      c,
      `${Who(c)} dukket uti og plasket. Nå var alt bra igjen!`,
      `Så gled ${who(c)} ut i vannet, rullet rundt to ganger og dukket, og kom opp igjen og blåste bobler, som for å vise at ${han(c)} var helt i orden nå. Alle lo.`,
      `Så gled ${who(c)} ut i vannet der ${han(c)} hørte hjemme, rullet rundt to ganger og dukket helt under, og kom opp igjen et stykke lenger ute. ${Han(c)} blåste bobler og ristet på hodet, som for å vise alle at ${han(c)} var helt i orden nå. ${h(c)} lo høyt, og det siste av dagens skrekk fløt liksom bort med boblene.`,
    );
  },
];

/** Takken fra mora, lagt der helten står: et skjell fra vannet, en fjær. */
const gift: After['gift'] = [
  (c) => {
    const w = wildWay(c);
    if (!w || w === 'run') return null;
    const fly = w === 'fly';
    // (Et skjell helten fikk tidligere, gis ikke igjen: en stein i stedet.)
    const stone = c.gift?.id === 'shell';
    const shell = stone ? 'en rund, blank stein' : 'et glatt, hvitt skjell';
    const what = fly ? 'en liten, myk fjær' : shell;
    const it = fly || stone ? 'den' : 'det';
    const how = fly
      ? `dalte en liten, myk fjær ${wild(c).from} og landet ved føttene til ${h(c)}`
      : `puffet mora noe opp av vannet ved føttene til ${h(c)}: ${shell}`;
    return by(
      c,
      `Mora la igjen ${what} til ${h(c)}. Takk!`,
      `Akkurat da ${how}. «En takk,» hvisket ${h(c)} og puttet ${it} forsiktig i lomma.`,
      `Like før de dro, ${how}. ${h(c)} tok ${it} opp og snudde ${it} i hånda. «En takk,» hvisket ${hHan(c)} og puttet ${it} i lomma, der ${it} skulle få ligge lenge.`,
    );
  },
];

/** Et siste farvel: den som ble reddet, følger helten et lite stykke, på sin egen måte. */
const gate: After['gate'] = [
  (c) => {
    const w = wildWay(c);
    if (!w) return null;
    const along: Record<WildWay, [string, string]> = {
      swim: [
        `${Who(c)} svømte ved siden av ${h(c)} et stykke. Ha det, lille venn!`,
        `svømte ${who(c)} ved siden av ${c.hero.ham} en stund og stakk hodet opp hvert tredje tak for å se, helt til vannet bøyde av fra stien`,
      ],
      paddle: [
        `${Who(c)} padlet ved siden av ${h(c)} et stykke. Ha det, lille venn!`,
        `padlet ${who(c)} ved siden av ${c.hero.ham} en stund og vippet og pep, helt til sivet ble for tett`,
      ],
      fly: [
        `${Who(c)} fløy en runde over ${h(c)}. Ha det, lille venn!`,
        `fløy ${who(c)} en stor runde over hodet på ${c.hero.ham}, og så én til, før ${han(c)} ble borte ${wild(c).in}`,
      ],
      run: [
        `${Who(c)} tittet fram en siste gang. Ha det!`,
        `tittet ${who(c)} ${wild(c).from} en siste gang, som for å se at ${h(c)} virkelig gikk, før ${han(c)} ble borte`,
      ],
    };
    return by(
      c,
      along[w][0],
      `Da ${h(c)} snudde seg for å gå hjem, ${along[w][1]}. ${h(c)} vinket helt til ${hHan(c)} ikke lenger kunne se ${who(c)}.`,
      `Da ${h(c)} endelig snudde seg for å gå hjem, ${along[w][1]}. ${h(c)} ble stående og vinke, lenge etter at ${hHan(c)} ikke lenger kunne se ${who(c)}, med den varme, gode følelsen av en dag som hadde endt godt.`,
    );
  },
];

export const rescueWildAfter: Pick<
  After,
  'drink' | 'asked' | 'tell' | 'why' | 'bath' | 'gift' | 'gate'
> = { drink, asked, tell, why, bath, gift, gate };
