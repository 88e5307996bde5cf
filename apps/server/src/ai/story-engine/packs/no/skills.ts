// Hva hjelperne kan (sagt når laget møter dem), og hvordan de bruker det på et hinder.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { HelperSkill } from '../../lexicon/creatures';
import { by } from '../by-band';

const h = (c: NoCtx) => c.helper as NonNullable<NoCtx['helper']>;
const k = (c: NoCtx) => h(c).kindDef;

export const skill: Record<HelperSkill, Bank<NoCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `${k(c)} visste {mye|så mye|mange ting}.`,
        `${k(c)} hadde bodd der {lenge|veldig lenge} og visste mange {ting|historier|hemmeligheter}.`,
        `${k(c)} hadde bodd {der|${c.place.in}|i disse traktene} lenger enn noen kunne huske, og visste {mye|mye rart|svært mye} som var verdt å {vite|huske|gi videre}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} hadde lest {hundre|tusen|alle} bøker.`,
        `${k(c)} hadde lest {hundre|tusen} bøker og husket {hver side|det meste|alt det viktige}.`,
        `${k(c)} hadde lest flere bøker enn det fantes {stjerner|blader på et tre|sandkorn på stranda}, sa noen, og husket {det meste|alt som betydde noe|alt som var nyttig}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} visste svaret på {nesten alt|de fleste spørsmål|mer enn man skulle tro}.`,
        `${k(c)} hadde sett {mange vintre|mye rart|både storm og stille} og visste {råd for det meste|hva som pleide å hjelpe|hvor man burde begynne}.`,
        `${k(c)} hadde sett {mange vintre komme og gå|mer enn de fleste|både gode og vanskelige dager}, og når noen trengte et råd, visste ${h(c).han} {som regel|nesten alltid|oftest} hvor man {burde begynne|kunne lete|skulle se}.`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} kunne se {veldig langt|mange mil|alt}.`,
        `Fra høyt oppe kunne ${k(c)} se {mange mil|kjempelangt|hver sti}.`,
        `Fra høyt oppe kunne ${k(c)} se mange mil, hver {sti|åker} og hver {bekk|hekk}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} hadde {skarpe|store|gode} øyne.`,
        `${k(c)} hadde øyne så skarpe at ${h(c).han} kunne se {en maur|en knappenål|et frø} fra tretoppen.`,
        `${k(c)} hadde øyne så skarpe at ${h(c).han} kunne telle {maurene på en stubbe|frøene i en solsikke} fra toppen av et tre.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} så {alt som skjedde|alt fra oven|hver minste ting}.`,
        `Ingenting ${c.place.in} gikk ${k(c)} hus forbi, ikke {en maur|et blad som falt|en sko som manglet}.`,
        `Ingenting ${c.place.in} gikk ${k(c)} hus forbi: {ikke en maur som bar på et strå|ikke et blad som falt|ikke en vott som var mistet} eller {en dør som sto på gløtt|et spor i gjørma|en sti som svingte}.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} {snuste|snufset} i lufta, snuse, snuse.`,
        `${k(c)} snuste i lufta og sa: «Jeg {lukter|kjenner lukta av} noe.»`,
        `${k(c)} løftet snuta og snuste i korte, travle snus. «{Interessant|Rart|Aha},» sa ${h(c).han}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} kunne lukte {alt|kake på en mils avstand|regn før det kom}.`,
        `${k(c)} hadde en nese som kunne {lukte|snuse opp|kjenne} {kake på en mils avstand|regn før det kom|hvor noen hadde gått i går|en bortkommen sokk under snøen|bakerbilen to gater unna}.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} hadde {kjempekrefter|krefter som en kjempe|sterke armer}.`,
        `${k(c)} hadde krefter nok til å løfte {en stein så stor som ei seng|en trestamme|ei kjerre}.`,
        `${k(c)} hadde krefter nok til å løfte {en kampestein på størrelse med ei seng|en hel trestamme}, men var likevel forsiktig som ei fjær.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} var {${c.helper?.noun.g === 'n' ? 'stort og sterkt|sterkt' : 'stor og sterk|sterk'} som ${k(c) === 'bjørnen' ? 'en okse' : 'en bjørn'}|den sterkeste på mange mil}.`,
        `${k(c)} var ${c.helper?.noun.g === 'n' ? 'sterkt' : 'sterk'} som {${k(c) === 'bjørnen' ? 'en okse' : 'en bjørn'}|ti hester|en traktor}, men snakket {lavt og mildt|med den blideste stemmen}.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} var {ikke større enn en tommel|på størrelse med en knapp|bitte liten}.`,
        `${k(c)} fikk plass i {en tekopp|et fingerbøl|et valnøttskall}.`,
        `${k(c)} kunne sove i {en tekopp|et fingerbøl} og kjente hver minste sprekk og glipe.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} kunne krype {inn overalt|gjennom et nøkkelhull|under ei dør}.`,
        `${k(c)} var så liten at ${h(c).han} kunne krype {gjennom et nøkkelhull|under ei dør|inn i ei flaske}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} var liten, men {rask|modig|lur}.`,
        `${k(c)} var liten nok til å gjemme seg {i en sko|bak en kopp|under et blad}, og {rask som et lyn|kvikk som en vind|stille som en skygge}.`,
        `${k(c)} var ikke større enn {en fyrstikkeske|et viskelær|en kjeks}, men {rask som et lyn|modigere enn mange større|lur som få}, og kom seg {inn der ingen andre kom|gjennom de trangeste sprekker|under de laveste gjerder}.`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `${k(c)} hadde en {sterk|stor|bred} rygg.`,
        `${k(c)} hadde en bred, sterk rygg, {god å bære venner på|akkurat passe å ri på}.`,
        `${k(c)} hadde en bred, stødig rygg som hadde båret mang en trøtt {vandrer|unge|venn}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} kunne bære {tre|fire|fem} venner på en gang.`,
        `${k(c)} kunne bære {tre|fire|fem} venner på ryggen og likevel {gå fort|synge|le}.`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} kunne {lyse|gløde|skinne}.`,
        `${k(c)} kunne lage et {varmt|mykt|gyllent} lys.`,
        `Når det var mørkt, kunne ${k(c)} lage et mykt, {varmt|gyllent} lys.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} glødet {svakt|mykt|varmt}, som ei lykt.`,
        `${k(c)} glødet svakt, som ei lykt {noen hadde glemt å slokke|i et vindu|ved en dør}.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} kunne {trylle|gjøre trolldom|et trylletriks}!`,
        `${k(c)} kunne litt trolldom, den sorten som {glitrer|blinker|bruser}.`,
        `${k(c)} kunne litt trolldom, den stille sorten som {glitrer|skimrer} i kantene.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} hadde en {tryllestav|magisk hatt|glitrende pose}.`,
        `${k(c)} hadde {en tryllestav|en glitrende pose|en hatt full av stjerner}, og ingen visste helt hva som var i den.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} kunne fikse {ting|alt|det meste}.`,
        `${k(c)} kunne fikse nesten alt med {hyssing og lim|teip og ståltråd}.`,
        `${k(c)} kunne fikse nesten alt med litt {hyssing|ståltråd}, litt lim og en hel masse tålmodighet.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} hadde alltid {en hammer|ei tang|en skrutrekker} i lomma.`,
        `${k(c)} hadde alltid {en hammer|ei tang|en skrutrekker} og en rull hyssing i lomma, for sikkerhets skyld.`,
      ),
  ],
  swim: [
    (c) =>
      by(
        c,
        `${k(c)} kunne svømme {fort|kjempefort}.`,
        `${k(c)} kunne svømme fortere enn {noen|en båt|vinden}.`,
        `${k(c)} kunne svømme fortere enn ei elv renner.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} kunne dykke {dypt|helt ned|til bunnen}.`,
        `${k(c)} kunne dykke helt ned til bunnen og opp igjen {på et blunk|uten å bli våt på ørene|før du rakk å telle til ti}.`,
      ),
    // A fish lives in the water, not as much at home there as on land.
    (c) =>
      h(c).char.kind === 'fish'
        ? null
        : by(
            c,
            `${k(c)} var {aldri redd for vann|hjemme i vannet|glad i å plaske}.`,
            `${k(c)} var like hjemme i vannet som på land og kjente {hver stein|hver strøm|hver grunne} {under overflaten|langs bredden|i elva}.`,
            `${k(c)} var like hjemme i vannet som på land, og visste {hvor strømmen dro|hvor det var grunt|hvor steinene lå} lenge før noen andre {så det|fikk øye på det|rakk å spørre}.`,
          ),
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} kunne klatre {i alt|høyt}.`,
        `${k(c)} kunne klatre i alt, selv i det {høyeste treet|bratteste berget}.`,
        `${k(c)} kunne klatre i alt, selv i et tre så høyt at de andre trærne ble {svimle|nervøse}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} klatret {fortere enn et ekorn|som en ape}.`,
        `${k(c)} {klatret|kom seg opp i trær|klatret opp vegger} fortere enn {et ekorn|en edderkopp|vinden} og var aldri redd for {å falle|høyden|tynne greiner|vinglete tak}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} satt helst {høyt oppe|i et tre|på et tak}.`,
        `${k(c)} likte seg best {høyt oppe|i tretoppene|på de høyeste stedene}, der ${h(c).han} kunne se {alt|langt|hele veien}.`,
        `${k(c)} likte seg best {høyt oppe i tretoppene|på de øverste greinene|på mønet av et tak}, og kom seg dit {uten å tenke seg om|på et blunk|like lett som andre går i trapper}.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} kunne grave {fort|dypt|tunneler}.`,
        `${k(c)} kunne grave en tunnel fortere enn du rekker å si {gulrot|kålrot}.`,
        `${k(c)} kunne grave en tunnel fortere enn du rekker å si {gulrotkake|kålrotsuppe}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} hadde {store|sterke|raske} klør til å grave med.`,
        `${k(c)} hadde {sterke|lange|flittige} klør og kjente {hver gang|hvert hull|hver tunnel} under {bakken|jorda|røttene|åsene}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} elsket å grave {hull|ganger|tunneler}.`,
        `Der ${k(c)} hadde vært, lå det {små hauger av jord|nye hull|fine ganger} {overalt|i hele skogen|langs hele stien}.`,
        `Der ${k(c)} hadde vært, lå det {små hauger av jord|nygravde hull|fine, runde ganger}, for ${h(c).han} kunne grave seg {under et gjerde|forbi en stein|inn i en bakke} på {et blunk|et øyeblikk|null komma niks}.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang så {fint|vakkert|pent}.`,
        `${k(c)} hadde den {vakreste|fineste} stemmen på mange mil.`,
        `${k(c)} hadde den vakreste stemmen på mange mil, og når ${h(c).han} sang, stoppet vinden for å lytte.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} kunne {hundre|tusen} sanger.`,
        `${k(c)} kunne {hundre|tusen} sanger, én for hvert humør og {to|tre} for dårlig vær.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} hadde alltid {en lur plan|en god idé|et triks på lur}.`,
        `${k(c)} tenkte fort og hadde alltid en {plan|idé|løsning}.`,
        `${k(c)} tenkte fort og hadde alltid en plan, og som regel en {reserveplan|ekstra en} også.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} var ${k(c) === 'reven' ? '{klok som ei ugle|kvikk som en skjære}' : '{lur som en rev|klok som ei ugle|kvikk som en skjære}'}.`,
        `${k(c)} var lur som ${k(c) === 'reven' ? 'ei skjære' : '{en rev|ei skjære}'} og løste {kryssord|gåter|floker} for moro skyld.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {tenkte fort|var full av ideer|løste alt}.`,
        `Når noe var vanskelig, la ${k(c)} hodet på skakke, og så kom {en idé|et lurt svar|en plan} {med en gang|straks|før du visste ordet av det}.`,
        `Når noe var vanskelig, la ${k(c)} hodet på skakke og tenkte så det nesten knirket, og så kom {en idé|et lurt svar|en plan ingen andre hadde tenkt på}.`,
      ),
  ],
};

export const skillHelp: Record<HelperSkill, Bank<NoCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `«Jeg vet om en vei,» sa ${k(c)}, og viste ${c.team.dem} {en sti|en snarvei|veien}.`,
        `«Jeg vet om en gammel sti rundt,» sa ${k(c)}, og viste ${c.team.dem} {veien|hvor de skulle gå}.`,
        `«Det finnes en gammel sti rundt som de fleste har glemt,» sa ${k(c)}, og førte ${c.team.dem} langs den, {skritt for forsiktig skritt|sakte|uten et feiltrinn}.`,
      ),
    (c) =>
      by(
        c,
        `«Prøv {her|der|fra den andre siden|litt lenger bort},» sa ${k(c)}, og {det gikk|det gikk med en gang|det gikk som en lek}!`,
        `${k(c)} tenkte seg om. «Prøv {fra den andre siden|litt lenger ned|der det er grunt},» sa ${h(c).han}, og det gikk som en lek.`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} {så seg rundt|kikket ned|speidet} og ropte{| høyt| fra oven}: «{Gå|Ta av} til {venstre|høyre}{| der borte| ved steinen| nå}!»`,
        `${k(c)} så seg rundt fra høyt oppe og ropte ned: «Til {venstre|høyre}, der er det trygt!»`,
        `${k(c)} så seg rundt fra høyt oppe og ropte ned: «Til {venstre|høyre}, så rett fram, der kommer dere trygt over!»`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} fikk øye på en {bedre|tryggere|kortere} vei.`,
        `${k(c)} fikk øye på en {smal|skjult|gammel} vei som ingen andre hadde sett, og viste ${c.team.dem} den.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} snuste og sa: «Denne veien!»`,
        `${k(c)} snuste langs bakken og fant en {bedre|tryggere} vei.`,
        `${k(c)} snuste langs bakken med travel snute, helt til ${h(c).han} fant en bedre vei som ingen andre hadde lagt merke til.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} løftet ${c.team.dem} opp og over.`,
        `${k(c)} løftet ${c.team.dem} opp og satte ${c.team.dem} trygt ned på den andre siden.`,
        `Med ett lett tak løftet ${k(c)} ${c.team.dem} opp og satte ${c.team.dem} trygt ned på den andre siden.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} flyttet en stor stein, og veien var fri!`,
        `${k(c)} dyttet en {stor stein|tung stokk} til side, {uten å puste tungt|med ett lite grynt}, og veien var fri.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} fant en liten glipe, og der kom ${c.team.de} gjennom!`,
        `${k(c)} smøg seg gjennom en liten glipe og fant veien videre.`,
        `${k(c)} smatt gjennom en glipe ikke bredere enn en finger og kom tilbake med nytt om en vei gjennom.`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `«Hopp på!» sa ${k(c)}, og av sted bar det.`,
        `«Hopp opp på ryggen min,» sa ${k(c)}, og bar ${c.team.dem} over.`,
        `«Klatre opp på ryggen min og hold godt fast,» sa ${k(c)}, og bar ${c.team.dem} over som om ${c.team.de} ikke veide noen ting.`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} laget lys, og nå kunne ${c.team.de} se!`,
        `${k(c)} laget et varmt lys, og plutselig kunne ${c.team.de} se veien.`,
        `${k(c)} laget et varmt, jevnt lys, og med ett var veien framover lett å se.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} {sa|hvisket|sang} et trylleord, og ei bru av {lys|regnbue|stjerner} kom!`,
        `${k(c)} hvisket et trylleord, og ei lita bru av {lys|regnbue|stjernestøv} dukket opp.`,
        `${k(c)} hvisket et ord ingen helt fikk med seg, og ei lita bru av skimrende {lys|regnbue|stjernestøv} dukket opp.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} bygde ei lita bru.`,
        `${k(c)} bygde ei lita bru av {pinner og hyssing|planker og tau|greiner og lim}.`,
        `På null komma niks hadde ${k(c)} bygd ei pen lita bru av {pinner|planker}, hyssing og en god porsjon lurhet.`,
      ),
  ],
  swim: [
    (c) =>
      by(
        c,
        `${k(c)} svømte foran og viste veien.`,
        `${k(c)} svømte foran og dro ${c.team.dem} med seg.`,
        `${k(c)} svømte foran, fant det roligste vannet og dro ${c.team.dem} etter seg.`,
      ),
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} klatret opp og slapp ned et tau.`,
        `${k(c)} klatret opp og slapp ned et tau av {lianer|røtter|gress}.`,
        `${k(c)} klatret opp på et blunk og slapp ned et tau av tvunnede {lianer|røtter}.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} gravde en tunnel, grav, grav, grav!`,
        `${k(c)} gravde en rask tunnel rett under.`,
        `${k(c)} gravde en tunnel rett under, så jorda sprutet, og dukket opp på den andre siden med et stort glis.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang, og alt ble rolig.`,
        `${k(c)} sang en {myk|lav|gammel} sang, og alt ble rolig.`,
        `${k(c)} sang en myk, lav sang, og alt rundt ${c.team.dem} ble rolig og stille.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} hadde en plan, og den virket!`,
        `${k(c)} tenkte seg om og fikk en lur plan som virket!`,
        `${k(c)} klødde seg på haken, tenkte et øyeblikk og kom på en plan så lur at den virket på første forsøk.`,
      ),
  ],
};
