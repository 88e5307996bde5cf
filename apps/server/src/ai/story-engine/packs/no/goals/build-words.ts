// Delene hver ting bygges av, og hva som går galt underveis.
export const PARTS: Record<string, string[]> = {
  rocket: [
    'ei stor pappeske',
    'ei blank gryte til nesa',
    'et rundt vindu',
    'en rull med sterk teip',
    'en stor, rød knapp',
    'to vinger av papp',
    'en gammel støvsuger til motor',
    'et sete fra en sparkesykkel',
  ],
  boat: [
    'noen planker',
    'et hvitt seil',
    'et langt tau',
    'ei åre',
    'et lite flagg',
    'ei tom tønne',
  ],
  kite: [
    'to tynne pinner',
    'et ark papir',
    'en lang hale av bånd',
    'et nøste med hyssing',
    'ei rull tape',
  ],
  cake: [
    'tre egg',
    'en pose mel',
    'en kopp sukker',
    'ei skål med bær',
    'en mugge med krem',
    'en klype salt',
  ],
  treehouse: [
    'noen bord',
    'ei eske med spiker',
    'ei taustige',
    'et lite vindu',
    'et skilt til døra',
    'ei presenning til tak',
  ],
  sandcastle: ['ei bøtte', 'en spade', 'skjell til vinduer', 'et papirflagg', 'tang til hage'],
  bridge: ['lange stokker', 'tykt tau', 'flate steiner', 'en stor planke'],
  lantern: ['et glass', 'et stearinlys', 'en hank av ståltråd', 'farget papir'],
};

/** Hva som går galt, med egne små variasjoner, så ingen to uhell blir like. */
export const OOPS: Record<string, string[]> = {
  rocket: [
    'den veltet med et {brak|smell|dunk}',
    'nesa {falt av|trillet bort|datt ned i gresset}',
    'knappen sa {pip|klikk|bzzz}, og {ingenting mer skjedde|det var alt|så ble det stille}',
    'den hoppet {en halv meter|et lite stykke|ett hopp} og {satte seg igjen|la seg på siden|sukket}',
    'det kom bare {en sky av støv|et lite host|litt røyk og et prump}',
    'vingene {pekte hver sin vei|datt av|bøyde seg som spaghetti}',
    'vinduet {spratt ut|dugget til|falt inn} med et {plopp|pling|klirr}',
    'teipen {løsnet|floket seg|satte seg fast i {alle|katten|gresset}}',
    'den {trillet|skled|vinglet} {ned bakken|inn i en busk|rundt i ring} og {stoppet|veltet|sukket}',
    '{et hjul|setet|lokket} {falt av|løsnet|trillet bort} {med et klonk|helt av seg selv|ut i en sølepytt}',
  ],
  boat: [
    'den lakk, {glugg, glugg|plask, plask|drypp, drypp}',
    'den snurret rundt i {ring|sirkel|tre runder}',
    'seilet {blafret av|fløy sin vei|ble en hatt for en måke}',
    'den {krenget|tippet|lente seg} og {tok inn vann|ble våt|sank litt}',
  ],
  kite: [
    'den krasjet i {en busk|et tre|ei hekk}',
    'den gikk {rundt og rundt|i loop|i sikksakk} og ned',
    'snora ble en {stor|svær|umulig} floke',
    'halen {hektet seg fast|ble borte|viklet seg rundt en gren}',
  ],
  cake: [
    'den ble flat som {ei pannekake|et frimerke|en fiskekake}',
    'den ble litt {svart|brent|for brun} i ovnen',
    'kremen {skled av|rant utover|ble til smør}',
    'den {sank sammen|falt i to|smuldret} med et {sukk|plupp|plaff}',
  ],
  treehouse: [
    'et bord {skled|gled} og falt ned',
    'stigen var {for kort|skakk|for vinglete}',
    'taket {blåste av|lakk|datt ned}',
    'døra {gikk ikke opp|satt opp ned|hang på snei}',
  ],
  sandcastle: [
    'ei bølge {skylte|vasket|slikket} det bort',
    'tårnet {falt sammen|rant ut|sank}',
    'en hund løp {rett gjennom det|over det|gjennom porten}',
  ],
  bridge: [
    'den {vaklet|vinglet} og falt i vannet',
    'tauet var for {kort|tynt|glatt}',
    'stokkene {rullet|gled} bort',
  ],
  lantern: [
    'lyset {sluknet|blafret ut|gikk ut}',
    'glasset var for {lite|tynt|skjevt}',
    'hanken {bøyde seg|røk|datt av}',
  ],
};
