// Det første forsøket forbi et hinder, det som passer hinderet og likevel ikke holder: et hopp
// som blir for kort, en dør som ikke rikker seg. Forsøket viser hvorfor hinderet stenger veien.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { ObstacleKind } from '../../compose/pack-types';
import { by } from '../by-band';
import { isBare } from '../ground';
import { aLimb } from './slots';

export const obstacleTry: Record<ObstacleKind, Bank<NoCtx>> = {
  stream: [
    (c) =>
      by(
        c,
        `${c.hero.name} {tok sats og hoppet|hoppet så langt ${c.hero.han} kunne|prøvde et stort hopp}, men {plask|plopp|splasj}, {den ene foten|halen|en fot} havnet i vannet!`,
        `${c.hero.name} tok sats og hoppet, men landet med {den ene foten|hælen|den ene skoen} i det {kalde|iskalde|brune} vannet, {plask|plopp|splasj}.`,
        `${c.hero.name} tok sats og hoppet, men den andre bredden var {lenger unna enn den så ut|et skritt for langt unna|lenger borte enn ${c.hero.han} trodde}, og {den ene foten|hælen|den venstre foten|den ene skoen} {havnet rett i|plasket rett ned i|gled ut i|landet i} det {iskalde|kalde|brune|strie} vannet.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {{prøvde å|forsøkte å} vade|stakk en fot uti|gikk forsiktig ut}, men vannet var for {stritt|kaldt|dypt}{| og dro i beina}.`,
        `${c.hero.name} {prøvde å|forsøkte å} vade ut, men strømmen dro {så hardt|så kraftig} i beina at ${c.hero.han} {måtte snu|måtte gi opp|måtte tilbake}.`,
        `${c.hero.name} {prøvde å|forsøkte å} vade ut, men etter bare to skritt dro strømmen {så hardt|så kraftig} i beina at ${c.hero.han} {måtte snu|måtte gi opp|måtte tilbake} og klatre opp igjen.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {gikk|løp|trasket} langs bredden, men {bekken var like bred|vannet var like bredt|elva var like brei} {overalt|hele veien|ved hver sving}.`,
        `${c.hero.name} gikk {et godt stykke|en lang bit|lenge} langs bredden for å finne et smalere sted, men vannet var like bredt {så langt ${c.hero.han} kunne se|hele veien}.`,
        `${c.hero.name} fulgte bredden {et godt stykke|en lang bit|lenge} for å finne et smalere sted, men vannet var like bredt og stritt så langt ${c.hero.han} kunne se.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} kastet ut en {stein|stor stein|flat stein}, men {plopp|plask|blupp}, {den sank|borte var den}!`,
        `${c.hero.name} {kastet ut|rullet ut|la ut} en {stor|flat|tung} stein å trå på, men strømmen tok den, og {plopp|plask|blupp}, så var den {borte|vekk|sunket}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} strakte seg {langt|så langt ${c.hero.han} kunne|og strakte seg}, men {nådde ikke|kom ikke fram}.`,
        `${c.hero.name} strakte seg så langt ${c.hero.han} kunne etter ei {grein|rot|gren} på den andre {sida|bredden}, men {fingrene nådde ikke helt fram|det manglet en liten bit|greina var for langt unna}.`,
      ),
  ],
  steep: [
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} klatre rett opp, men {gled ned igjen|kom bare tre skritt|rutsjet tilbake}!`,
        `${c.hero.name} {prøvde å|forsøkte å} klatre rett opp, men {småsteinene|steinene|gruset} raste, og ${c.hero.han} gled ned igjen.`,
        `${c.hero.name} {prøvde å|forsøkte å} klatre rett opp, men {småsteinene|steinene|gruset} raste under føttene, og ${c.hero.han} gled hele veien ned til der ${c.hero.han} startet.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} tok {fart|sats|et langt tilløp}, men kom bare {halvveis|et lite stykke} opp.`,
        `${c.hero.name} tok fart og løp, men halvveis opp tok kreftene slutt, og ${c.hero.han} måtte {gå ned igjen|snu|begynne på nytt}.`,
        `${c.hero.name} tok lang fart og løp så fort ${c.hero.han} kunne, men halvveis opp tok kreftene slutt, og ${c.hero.han} {måtte snu|måtte gi opp|måtte tilbake}.`,
      ),
    (c) =>
      isBare(c.setting)
        ? by(
            c,
            `${c.hero.name} {holdt seg i|tok tak i|grep} en steinknaus, men {den smuldret opp|den brakk av|den trillet vekk}!`,
            `${c.hero.name} fant en steinknaus å holde i og kom et lite stykke opp, men så {smuldret den opp|brakk den av|trillet den vekk}, og ${c.hero.han} gled ned igjen.`,
          )
        : by(
            c,
            `${c.hero.name} {holdt seg i|tok tak i|grep} en rot, men {den løsnet|den knakk|den gled ut}!`,
            `${c.hero.name} fant en rot å holde i og kom et lite stykke opp, men så løsnet roten, og ${c.hero.han} gled ned igjen.`,
          ),
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} krype opp, men det var {for glatt|altfor glatt|glatt som is}.`,
        `${c.hero.name} {prøvde å|forsøkte å} krype opp på alle fire, men bakken var så glatt at ${c.hero.han} bare ble liggende og skli.`,
      ),
  ],
  tunnel: [
    (c) =>
      by(
        c,
        `${c.hero.name} {gikk|listet seg|krøp} inn, men det var så {mørkt|svart} at ${c.hero.han} {snudde|gikk ut igjen|rygget ut}.`,
        `${c.hero.name} gikk noen skritt inn, men mørket var så tett at ${c.hero.han} ikke så {sine egne føtter|sin egen nese|en ting}, og ${c.hero.han} snudde.`,
        `${c.hero.name} gikk noen skritt inn, men mørket ble så tett at ${c.hero.han} ikke lenger {visste hva som var opp og ned|visste hvor ${c.hero.han} var|kunne se sine egne hender|visste hva som var høyre og venstre}, og ${c.hero.han} {gikk tilbake til lyset|snudde mot lyset igjen|famlet seg ut igjen}.`,
      ),
    (c) =>
      by(
        c,
        `«{Hallo|Hei|Er det noen der}?» ropte ${c.hero.name} inn i tunnelen, men bare ekkoet svarte{| «hallo, hallo»}.`,
        `${c.hero.name} ropte inn i tunnelen for å høre hvor lang den var, men ekkoet bare {rullet og rullet|rullet videre|svarte og svarte} uten å ta slutt.`,
        `${c.hero.name} ropte inn i tunnelen for å høre hvor lang den var, men ekkoet {rullet|rullet og rullet|hoppet fram og tilbake} så lenge at {ingen turte å gjette|${c.hero.name} sluttet å telle|ingen kunne si hvor den sluttet}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {famlet langs veggen|gikk inn langs veggen|fulgte veggen}, men {plutselig tok den slutt|så var den borte}.`,
        `${c.hero.name} gikk inn med ${aLimb(c.hero)} på {veggen|den kalde veggen|den fuktige veggen}, men plutselig {tok veggen slutt|svingte veggen bort|var veggen borte}, og ${c.hero.han} {visste ikke lenger hvor ${c.hero.han} var|hadde ingenting å følge|sto alene i mørket}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {telte skrittene|telte høyt|talte hvert skritt}, men {mistet tellingen|glemte hvor langt|kom ut av telling}.`,
        `${c.hero.name} {prøvde å|forsøkte å} telle skrittene for å finne tilbake, men i mørket mistet ${c.hero.han} tellingen etter {tjue|tretti|femten}.`,
      ),
  ],
  locked: [
    (c) =>
      by(
        c,
        `${c.hero.name} {dro og dro|dyttet og dro|skjøv med hele seg}, men den rikket seg ikke{| en millimeter| det spor}.`,
        `${c.hero.name} dro i håndtaket med all sin kraft, men den rikket seg ikke en millimeter.`,
        `${c.hero.name} tok tak ${c.hero.hands ? 'med begge hender' : 'så godt det gikk'} og dro av all sin kraft, men den rikket seg ikke en millimeter.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} {klatre|klyve|komme seg} over, men den var {for høy|altfor høy|høyere enn et hus}.`,
        `${c.hero.name} {prøvde å|forsøkte å} klatre over, men den var for høy og for glatt til å holde seg i.`,
        `${c.hero.name} {prøvde å|forsøkte å} klatre over, men den var for høy, og det fantes ikke et eneste sted å sette foten.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} krype under, men glipa var {for smal|altfor liten|for trang}.`,
        `${c.hero.name} la seg flat og {prøvde å|forsøkte å} krype under, men glipa var for smal, og ${c.hero.han} satt nesten fast.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {ropte|banket og ropte|kalte}, men {ingen svarte|ingen kom|alt var stille}.`,
        `${c.hero.name} banket og ropte «Hallo, er det noen der?», men ingen svarte, og den ble like stengt.`,
      ),
  ],
  waves: [
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} komme ut, men en {stor|kjempestor|hvit} bølge skylte ${c.team.dem} tilbake{| til land}.`,
        `${c.hero.name} {prøvde å|forsøkte å} komme seg ut mellom bølgene, men en stor bølge skylte ${c.team.dem} rett tilbake til land.`,
        `${c.hero.name} {prøvde å|forsøkte å} komme seg ut mellom bølgene, men den neste var større enn alle de andre og skylte ${c.team.dem} tilbake dit ${c.team.de} startet.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} ventet på en {liten|rolig} bølge, men det kom bare {store|svære|enda større}.`,
        `${c.hero.name} ventet lenge på en liten bølge, men bølgene bare kom og kom, den ene større enn den andre.`,
        `${c.hero.name} sto lenge og ventet på en liten bølge, men de kom bare tettere og større, som om havet ikke ville slippe noen forbi.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {padlet fort|padlet og padlet|rodde hardt}, men bølgene {snurret ${c.team.dem} rundt|dyttet ${c.team.dem} tilbake}.`,
        `${c.hero.name} padlet så fort ${c.hero.han} kunne, men bølgene snurret ${c.team.dem} rundt og rundt og ut av kurs.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} prøvde {stranda|å gå langs land}, men {vannet kom helt opp|bølgene slo over}.`,
        `${c.hero.name} {prøvde å|forsøkte å} komme forbi langs stranda, men bølgene slo helt opp til klippene, og der var ingen vei.`,
      ),
  ],
  wind: [
    (c) =>
      by(
        c,
        `${c.hero.name} {gikk|stampet|lente seg} mot vinden, men ble blåst {tilbake|bakover|rett tilbake}.`,
        `${c.hero.name} lente seg mot vinden og {gikk|stavret seg fram|presset på}, men for hvert skritt fram ble ${c.hero.han} blåst {et skritt|to skritt|et lite stykke} tilbake.`,
        `${c.hero.name} lente seg mot vinden og presset på, men for hvert skritt ${c.hero.han} tok, dyttet vinden ${c.hero.ham} like langt tilbake.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} holdt seg fast {i en stein|i en busk${c.hero.hands ? '|med begge hender' : ''}}, men vinden {rev og slet|ulte og dro|ga seg ikke}.`,
        `${c.hero.name} holdt seg fast i {det nærmeste ${c.hero.han} fant|en stein|en busk}, men vinden {rev og slet|dro og slet|ulte og rev}, og ${c.hero.han} {kom ingen vei|sto på stedet hvil|kom ikke av flekken|måtte bare holde seg fast}.`,
        `${c.hero.name} holdt seg fast i {det nærmeste ${c.hero.han} fant|en stein|en busk}, men vinden {rev og slet|dro og slet|ulte og rev} {så hardt|så kraftig} at det var alt ${c.hero.han} kunne gjøre å bli stående.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {krøp|la seg ned|kravlet}, men vinden {tok tak likevel|fant ${c.hero.ham} der også}.`,
        `${c.hero.name} {la seg ned|la seg flat|bøyde seg helt ned} og {prøvde å|forsøkte å} krype, men vinden fant ${c.hero.ham} {selv der nede|likevel|også der} og {dyttet ${c.hero.ham} bakover|skjøv ${c.hero.ham} tilbake|rullet ${c.hero.ham} rundt som et blad}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {ventet|ventet og ventet|satt og ventet}, men vinden {bare blåste|blåste og blåste|ble bare verre}.`,
        `${c.hero.name} {ventet lenge på|satt i le og ventet på|satt lenge og ventet på} at vinden skulle {løye|roe seg|gi seg}, men den bare blåste og blåste, {verre og verre|sterkere og sterkere|hardere og hardere}.`,
      ),
  ],
  thorns: [
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} {krype|smyge seg|åle seg} gjennom, men {au|aiai|oi}, tornene stakk!`,
        `${c.hero.name} {prøvde å|forsøkte å} krype gjennom, men tornene {hektet seg fast og stakk|rispet og stakk|satte seg fast overalt}, og ${c.hero.han} måtte {rygge ut igjen|trekke seg tilbake|krype ut igjen|gi opp den veien}.`,
        `${c.hero.name} {prøvde å|forsøkte å} krype gjennom på alle fire, men tornene {hektet seg fast|stakk og rispet|tok tak} for hver centimeter, og ${c.hero.han} måtte {rygge ut igjen|trekke seg tilbake|krype ut igjen|gi opp den veien}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} gå {rundt|utenom}, men krattet var {tett|like tett} {overalt|hele veien}.`,
        `${c.hero.name} gikk {et stykke|en bit|et lite stykke} langs krattet for å {finne en åpning|se etter et hull|lete etter en glipe}, men det var like {tett|tett og vrient|tett og stikkende} {overalt|hele veien|så langt øyet rakk|bak hver sving|der også}.`,
        `${c.hero.name} fulgte krattet {et godt stykke|en lang bit|lenge} for å finne en åpning, men det var like {tett og stikkende|tett og floket|tett og skarpt} {så langt ${c.hero.han} kunne se|hele veien rundt|bak hver sving|der også}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} hoppe over, men krattet var {for høyt|altfor høyt|høyere enn ${c.hero.ham}}.`,
        `${c.hero.name} {tok sats|tok fart|løp til} og {prøvde å|forsøkte å} hoppe over, men krattet var {for høyt|altfor høyt|høyere enn ${c.hero.ham}}, og ${c.hero.han} landet {rett foran det igjen|i en haug ved tornene|på samme side som før|på rumpa i gresset}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {dyttet i|skjøv på|bøyde} grenene, men de {sprang tilbake|smatt tilbake|slo tilbake}{| med et svisj}.`,
        `${c.hero.name} {prøvde å|forsøkte å} {dytte|skyve|bøye} grenene til side, men de {sprang|smatt|svippet} tilbake {så fort at|så brått at} ${c.hero.han} måtte {dukke|hoppe unna|lukke øynene}.`,
      ),
  ],
  snow: [
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} vasse, men {sank|dumpet|plumpet} ned i snøen{| til magen| helt til halsen}!`,
        `${c.hero.name} {prøvde å|forsøkte å} vasse over, men sank ned til {magen|knærne|livet} i den myke snøen.`,
        `${c.hero.name} {prøvde å|forsøkte å} vasse over, men allerede ved tredje skritt sank ${c.hero.han} ned til magen i den myke, dype snøen.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} {løpe|springe|hoppe} over, men snøen var {for dyp|altfor dyp|for myk}.`,
        `${c.hero.name} {prøvde å|forsøkte å} løpe over, men snøen var så dyp at ${c.hero.han} sank for hvert skritt og ble {fort sliten|andpusten|trøtt i beina}.`,
        `${c.hero.name} {prøvde å|forsøkte å} løpe over før ${c.hero.han} rakk å synke, men snøen var dypere enn den så ut, og ${c.hero.han} ble {fort sliten|andpusten|trøtt i beina}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {prøvde å|forsøkte å} ake, men det var {for flatt|altfor flatt|ikke bratt nok}.`,
        `${c.hero.name} {prøvde å|forsøkte å} ake over på rumpa, men det var for flatt, og ${c.hero.han} ble bare sittende midt i snøen.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tråkket|stampet|trampet} et spor, men {det føk igjen|snøen fylte det igjen}.`,
        `${c.hero.name} tråkket et spor med store skritt, men snøen føk igjen like fort som ${c.hero.han} tråkket.`,
      ),
  ],
  float: [
    (c) =>
      by(
        c,
        `${c.hero.name} {sprellet og sparket|svømte i lufta|veivet med armene}, men {kom ingen vei|sto på stedet hvil|kom ikke av flekken}.`,
        `${c.hero.name} sprellet og sparket for å komme fram, men uten noe å ta spenn mot snurret ${c.hero.han} bare rundt.`,
        `${c.hero.name} sprellet og sparket for å komme fram, men uten tyngdekraft var det ingenting å ta spenn mot, og ${c.hero.han} snurret {bare|bare sakte} rundt.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {dyttet fra|tok fart}, men svevde rett forbi{| målet| der ${c.hero.han} skulle}.`,
        `${c.hero.name} dyttet fra mot en stor stein, men svevde rett forbi der ${c.hero.han} skulle.`,
        `${c.hero.name} dyttet fra mot en stor stein, men fikk for mye fart og svevde rett forbi der ${c.hero.han} skulle, langt ut i mørket.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} grep etter {noe|en stein|et tau}, men {alt fløt unna|det fløt unna|det gled bort}.`,
        `${c.hero.name} {prøvde å|forsøkte å} ta tak i noe å holde seg i, men alt ${c.hero.han} grep etter, fløt sakte unna.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {blåste og blåste|pustet hardt ut|blåste {så hardt|så kraftig} ${c.hero.han} kunne}, men kom {nesten ingen vei|bare en bitte liten bit}.`,
        `${c.hero.name} blåste ut lufta {så hardt|så kraftig} ${c.hero.han} kunne for å skyve seg fram, men kom bare en bitte liten bit.`,
      ),
  ],
};
