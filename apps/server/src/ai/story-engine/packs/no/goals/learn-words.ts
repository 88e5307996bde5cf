// Hva som går galt, hva som til slutt lykkes, og hjelpernes råd, for hver ferdighet.
import type { NoCtx } from '../../../compose/ctx-no';

type S = (c: NoCtx) => string;
const o = (c: NoCtx) => c.owner.name;

export const FAIL: Record<string, S[]> = {
  fly: [
    (c) =>
      `${c.owner.han} {baksket|flakset|viftet} og {baksket|flakset|viftet}, og {beina|føttene|tærne} ble stående på {bakken|jorda|gresset}`,
    (c) =>
      `${c.owner.han} lettet et {lite|bitte lite|ørlite} stykke, {vinglet|svaiet|snurret} og landet med et {dunk|plump|flump}`,
    (c) =>
      `${c.owner.han} landet {rett|midt|pladask|på magen} i {en lauvhaug|en mosetue|en høyhaug|en busk|en sølepytt}`,
    (c) =>
      `${c.owner.han} kom {en meter|en halv meter|et lite stykke} opp i lufta og {dalte|seilte|gled} ned igjen som {et blad|ei fjær|et papirfly}`,
    (c) =>
      `vingene gikk {hver sin vei|i kryss|i ring}, og ${c.owner.han} {trillet|rullet|tumlet} {bortover gresset|ned bakken|rundt}`,
    (c) =>
      `${c.owner.han} {hoppet|lettet|spratt} så høyt ${c.owner.han} kunne og {kom rett ned igjen|landet med et dunk|kom bare en håndsbredd opp}`,
  ],
  svømme: [
    (c) => `${c.owner.han} plasket og sparket og sank med et glupp`,
    (c) => `${c.owner.han} padlet rundt i ring og fikk vann i nesa`,
    (c) => `${c.owner.han} holdt pusten så lenge at ${c.owner.han} glemte å sparke`,
  ],
  synge: [
    () => `det kom ut et knirk som fra ei rusten grind`,
    () => `sangen ble så høy at en fugl falt ned fra greina`,
    (c) => `${c.owner.han} glemte ordene midt i sangen`,
  ],
  plystre: [
    () => `det kom bare luft, som fra et punktert dekk`,
    () => `det hørtes ut som ei mus som nøs`,
    (c) =>
      `${c.owner.han} blåste så hardt at kinnene ble røde, og fortsatt kom det ingen plystring`,
  ],
  brøle: [
    () => `det kom bare et lite pip`,
    () => `det kom en hikk i stedet for et brøl`,
    () => `brølet ble til et gjesp`,
  ],
  danse: [
    (c) => `${c.owner.han} snublet i sine egne bein`,
    (c) => `${c.owner.han} snurret så fort at ${c.owner.han} ramlet over ende`,
    (c) => `${c.owner.han} gikk til venstre da musikken gikk til høyre`,
  ],
  klatre: [
    (c) => `${c.owner.han} skled ned igjen med et sus`,
    (c) => `${c.owner.han} ble sittende fast halvveis og måtte hjelpes ned`,
    (c) => `${c.owner.han} tok tak i ei grein som ikke var helt sterk nok`,
  ],
  'hoppe høyt': [
    (c) => `${c.owner.han} landet i en busk`,
    (c) => `${c.owner.han} hoppet, men bare like høyt som en prestekrage`,
    (c) => `${c.owner.han} bøyde knærne så mye at ${c.owner.han} satte seg ned`,
  ],
  'spy ild': [
    () => `det kom en grå røyksky og et host`,
    () => `det kom en hel sky av såpebobler`,
    () => `det kom en liten gnist som sluknet med en gang`,
  ],
  'gå på ski': [
    () => `skiene gikk hver sin vei`,
    (c) => `${c.owner.han} satte seg ned i snøen med et flump`,
    (c) => `${c.owner.han} gikk rundt i ring`,
  ],
  sykle: [
    (c) => `${c.owner.han} vinglet og veltet i gresset`,
    (c) => `sykkelen gikk én vei og ${c.owner.han} en annen`,
    (c) => `${c.owner.han} glemte å tråkke`,
  ],
  lese: [
    () => `bokstavene danset rundt på siden`,
    (c) => `${c.owner.han} leste det første ordet og ble stående fast på det andre`,
    (c) => `${c.owner.han} holdt boka opp ned`,
  ],
};

export const WIN: Record<string, [S, S, S]> = {
  fly: [
    (c) =>
      `${o(c)} {fløy|lettet|steg} {opp, opp, opp|høyt|over trærne|helt opp til skyene}, {lett som en fjær|som en fugl|helt av seg selv}!`,
    (c) =>
      `${o(c)} lettet og steg høyere og høyere, {over tretoppene|forbi fuglene|helt opp til skyene}, og {lo hele veien|ropte hurra|glemte å puste}!`,
    (c) =>
      `${o(c)} lettet, sakte først og så fortere, helt til tretoppene lå langt der nede og hele verden bredte seg ut som et kart.`,
  ],
  svømme: [
    (c) => `${o(c)} svømte! Spark, spark, gli!`,
    (c) => `${o(c)} sparket og padlet og gled gjennom vannet som en fisk!`,
    (c) =>
      `${o(c)} sparket, padlet og gled så gjennom vannet like lett som en fisk, mens ${c.owner.han} lo og prustet på én gang.`,
  ],
  synge: [
    (c) => `${o(c)} sang en fin sang!`,
    (c) => `${o(c)} sang så vakkert at fuglene stoppet for å lytte.`,
    (c) => `${o(c)} sang, og sangen var så klar og vakker at selv fuglene ble stille for å høre.`,
  ],
  plystre: [
    (c) => `${o(c)} plystret en glad melodi!`,
    (c) => `${o(c)} plystret en klar, lys melodi, og en fugl plystret tilbake!`,
    () =>
      `Ut kom en plystring, klar og lys, og fra et tre i nærheten plystret en svarttrost tilbake, som for å si velkommen i klubben.`,
  ],
  brøle: [
    (c) => `BRØØØL! ${o(c)} brølte et stort brøl!`,
    (c) => `${o(c)} satte i et BRØL som rullet over åsene!`,
    (c) => `${o(c)} gapte stort og satte i et BRØL som rullet over åsene og kom tilbake som ekko.`,
  ],
  danse: [
    (c) => `${o(c)} danset og danset!`,
    (c) => `${o(c)} danset rundt og rundt uten å snuble én eneste gang!`,
    (c) => `${o(c)} danset rundt og rundt, lett som et blad, uten å snuble én eneste gang.`,
  ],
  klatre: [
    (c) => `${o(c)} klatret helt til toppen!`,
    (c) => `${o(c)} klatret helt opp til den aller øverste toppen!`,
    (c) => `Hånd over hånd klatret ${o(c)} helt opp til toppen og så ut over alt sammen.`,
  ],
  'hoppe høyt': [
    (c) => `${o(c)} hoppet så høyt!`,
    (c) => `${o(c)} hoppet høyere enn noen gang, helt opp til greinene!`,
    (c) =>
      `${o(c)} bøyde knærne, satte av og hoppet høyere enn noen gang, helt opp blant greinene.`,
  ],
  'spy ild': [
    () => `Svosj! Ut kom ei lita, varm flamme!`,
    () => `Svosj! Ut kom ei varm lita flamme, lys og gyllen!`,
    () => `Svosj! Ut kom ei varm lita flamme, lys og gyllen, akkurat like stor som et stearinlys.`,
  ],
  'gå på ski': [
    (c) => `${o(c)} kjørte ned bakken på ski. Huiii!`,
    (c) => `${o(c)} gled helt ned bakken. Huiii!`,
    (c) =>
      `${o(c)} gled hele veien ned bakken, med bøyde knær og armene ut, og ropte huiii hele veien.`,
  ],
  sykle: [
    (c) => `${o(c)} syklet! Rundt og rundt!`,
    (c) => `${o(c)} syklet rundt og rundt uten én eneste vingling!`,
    (c) =>
      `${o(c)} tråkket av sted langs stien, rundt svingen og tilbake igjen, uten én eneste vingling.`,
  ],
  lese: [
    (c) => `${o(c)} leste en hel side!`,
    (c) => `${o(c)} leste en hel side helt selv!`,
    (c) => `${o(c)} leste en hel side helt på egen hånd, og så, fordi det føltes så godt, én til.`,
  ],
};

export const TIP: Record<string, string[]> = {
  fly: ['kjenne vinden under vingene', 'begynne et sted som er lavt', 'se opp, aldri ned'],
  svømme: ['sparke sakte med beina', 'la vannet bære deg', 'blåse bobler først'],
  synge: ['synge fra magen', 'begynne helt stille', 'synge en sang du er glad i'],
  plystre: ['lage munnen rund som en O', 'blåse forsiktig, ikke hardt', 'smile litt'],
  brøle: ['brøle fra magen', 'stå rett først', 'trekke pusten dypt først'],
  danse: ['lytte til musikken', 'telle en, to, tre', 'la føttene ha det gøy'],
  klatre: ['alltid holde fast med tre poter', 'se etter neste gode grein', 'ta det rolig'],
  'hoppe høyt': ['bøye knærne først', 'svinge med armene', 'se dit du vil lande'],
  'spy ild': ['tenke på noe varmt', 'puste sakte ut', 'begynne med en liten gnist'],
  'gå på ski': ['bøye knærne', 'se dit du vil', 'begynne i en liten bakke'],
  sykle: ['fortsette å tråkke', 'se framover, ikke ned', 'begynne på flat mark'],
  lese: ['ta ett ord om gangen', 'følge ordene med fingeren', 'lyde bokstavene'],
};
