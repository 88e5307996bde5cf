import type { Rule } from './types.js';

// TOO_SCARY: frightening without gore, judged against the child's age (`below`: refused for
// ages under that number). Spooky stays for everyone when it is friendly (a ghost who bakes
// buns, a zombie who wants a hug) and for older children when it is a proper spooky story (a
// haunted house at 11). What stays out for the youngest: losing a parent or a child for good,
// being eaten, threats aimed at the listener ("he is coming to your house tonight"). What stays
// out until 9 or 10: demons, possession, serial killers, children taken and never seen again.

const YOUNG = 7;
const MIDDLE = 9;
const OLDER = 11;

export const TOO_SCARY_RULES: readonly Rule[] = [
  {
    id: 'scary.threat_to_listener',
    category: 'TOO_SCARY',
    scope: 'request',
    below: MIDDLE,
    // Something frightening coming for the child listening: "the boogeyman is coming to your
    // house tonight", "spøkelset kjem gjennom vinduet ditt i natt og tar dæ". Santa coming to
    // your house tonight has no frightening one in it, so it stays.
    near: [
      '@scary',
      'you|your|deg|din|di|ditt|dine|dig|dit|dina',
      'tonight|night|nights|sleep|sleeping|asleep|window|bed|home|house|room|mouth|eyes|take|get|grab|eat|watches|watching|whispers|chase|chases|natt|natta|natten|kveld|sover|sove|vinduet|vindu|senga|seng|sengen|huset|rommet|munnen|øynene|tar|ta|henter|spiser|ser|jager|følger|nat|aften|kväll|ikväll|tager|tage|hämtar|hämta|äter|æder|säng|sängen|hus|hem|hjem|fönstret|rummet|værelset|jagar|jaga|jager|viskar|hvisker|hvisler|namn|navn|navnet|name|tittar|kigger',
    ],
    window: 12,
  },
  {
    id: 'scary.lost_for_good',
    category: 'TOO_SCARY',
    below: MIDDLE,
    patterns: [
      // Taken, lost or trapped for ever: "they are never seen again", "kommer aldri tilbake".
      'never ~2 come|comes|came|get|gets|got ~1 back|home|out',
      'never ~1 seen|found|heard ~1 again|of',
      'kommer|kom|kjem ~1 aldri ~2 tilbake|hjem|heim|ut|igjen',
      // The same in a subordinate clause: "… og aldri kommer tilbake", "som aldri blir sett igjen".
      'aldri|aldrig ~1 kommer|kom|kjem|komme|kommet ~2 tilbake|hjem|heim|igjen',
      'aldri|aldrig ~2 sett|sedd|funnet|fundet|hørt ~1 igjen|igen|mer',
      'never ~1 return|returns|returned|returning',
      'never ~1 coming ~1 back|home',
      'gone ~1 for ~1 good',
      'forsvinner|forsvant|forsvunnet|forsvinder|forsvandt|disappears|disappeared|vanishes|vanished ~1 for ~1 alltid|altid|godt|good|ever',
      'ingen ~1 finner|fant ~3 noen ~1 gang|igjen',
      'drag|drags|dragged|take|takes|took|trapped|stuck|lost|gone|borte|drar|trekker|tar|tok|fanget ~4 forever|alltid|evig',
      'gråter|cries|crying|alone|alene|aleine|ensam|ensamt ~1 for ~1 alltid|ever',
      'forever|evig|alltid ~1 alone|alene|aleine|ensam',
    ],
  },
  {
    id: 'scary.parent_lost',
    category: 'TOO_SCARY',
    below: YOUNG + 1,
    patterns: [
      // A parent dies, is eaten or taken, or becomes a monster ("mommy turns into a monster").
      '@parent ~3 die|dies|died|dying|dead|dør|døde|død|dör|killed|drept|eaten|spist',
      'eat|eats|ate|eaten|spiser|spiste|spist|äter ~2 @parent|mommy|daddy',
      'take|takes|took|tar|tok|steal|steals|kidnap|kidnaps ~1 @parent|mommy|daddy ~1 away|bort|med',
      '@parent ~2 turns|turned|becomes|blir|ble|forvandles|forvandlet ~2 into|til|a|en|et ~1 monster|monsteret|zombie|ghost|spøkelse|troll|demon',
      'orphan|orphans|foreldreløs|foreldreløse',
      // A parent vanishing and the child left alone or waiting in vain.
      '@parent ~4 disappears|disappeared|vanishes|vanished|forsvinner|forsvant|forsvinder|forsvandt|försvinner|försvann ~8 alone|alene|aleine|ensam|never|aldri|aldrig|forever|alltid|altid',
    ],
  },
  {
    id: 'scary.children_harmed',
    category: 'TOO_SCARY',
    below: MIDDLE,
    patterns: [
      // Children eaten, cooked, taken away: fine in a 10-year-old's spooky tale when it is
      // mild, and not for the youngest.
      'eat|eats|ate|eating|eaten|spiser|spise|spiste|spist|æter|spiser|äter|devour|devours ~2 children|kids|child|kid|barn|barna|barnet|børn|børnene|barnen|babies|baby|babyen|ungene|unger',
      'cook|cooks|cooked|boil|boils|koker|kokte|steker|stekte ~2 children|kids|barn|barna|barnet|ungene',
      'children|kids|barn|barna|ungene ~2 eaten|spist|cooked|kokt',
      'steal|steals|stole|stolen|kidnap|kidnaps|kidnapped|stjeler|stjal|stjålet|røver|røvet|snapper ~2 baby|babyen|barnet|barna|children|kids|ungene',
      'bones|beina|knoklene|bein ~3 bread|brød|grind|knuse',
      'grind|grinds|maler|knuser ~3 bones|beina|knoklene',
      'bite|bites|bit|biter ~2 off|av ~3 feet|føttene|fingers|fingrene|hands|hendene|head|hodet|toes|tærne',
    ],
  },
  {
    id: 'scary.children_taken',
    category: 'TOO_SCARY',
    scope: 'request',
    below: MIDDLE,
    // A monster that takes children away ("tar de slemme barna med seg", "drags the kids into
    // the walls"); a mother taking the children to the shop has no monster in it.
    near: [
      '@scary',
      'takes|take|took|taking|drags|drag|dragged|tar|tok|ta|drar|dro|henter|hentet|trekker|steals|stjeler|kidnaps|snatches',
      'children|kids|child|kid|baby|barna|barn|barnet|babyen|ungene|unger|børnene|børn|barnen',
    ],
    window: 8,
  },
  {
    id: 'scary.screams',
    category: 'TOO_SCARY',
    scope: 'request',
    below: YOUNG,
    near: [
      'scream|screams|screaming|screamed|skriker|skrek|hyler|hylte|skrik|skriket',
      'eat|eats|ate|eaten|spiser|spiste|spist|bite|bites|biter|dør|die|dies|hurt|blood|blod',
    ],
    window: 8,
  },
  {
    id: 'scary.death_and_alone',
    category: 'TOO_SCARY',
    scope: 'request',
    below: YOUNG,
    near: ['die|dies|died|dør|døde|dead|død|dör', 'alone|alene|aleine|ensam|ensamt|ensom|orphan'],
    window: 8,
  },
  {
    id: 'scary.demons',
    category: 'TOO_SCARY',
    below: OLDER - 1,
    patterns: [
      'demon|demons|demonic|demonen|demoner|demonisk|possessed|possession|exorcism|exorcist|besatt|besatte|djevelbesatt|satan|satanic|satanisk|slenderman|pennywise|chucky|annabelle|jumpscare|skrekkfilm|horror|horrorfilm',
      'slender ~1 man',
      'serial ~1 killer|killers',
      'seriemorder*|massemorder*|seriemørdare|morderen|mordersk',
      'killer ~1 clown|clowns|doll|dolls',
      'klovn|klovnen|clown ~3 kloakken|sewer|drain|window|vinduet|watches',
      'dead ~1 bodies|body|girl|boy|child|children',
      'død|døde ~1 jente|gutt|barn|kropp|kropper',
      'lik|liket|likene ~1 i|in ~1 kjelleren|basement',
      'experiments|eksperimenter ~1 on|på ~2 @person|mommy|her|him|henne|ham',
      'crawl|crawls|kryper ~3 into|inn ~2 your|munnen|mouth|ears|ørene',
    ],
  },
  {
    id: 'scary.horror_for_little_ones',
    category: 'TOO_SCARY',
    below: 6,
    negatable: true,
    // For the youngest, horror as horror: "the scariest story ever", "gives you nightmares".
    patterns: [
      'horror|skrekk|skrekkhistorie|skrekkfilm|grøsser|grøsserhistorie|terrifying|horrifying|creepiest|scariest|skumleste|skrekkelig|grufull|grufulle',
      'really|very|super|extremely|veldig|kjempe|skikkelig|ekstremt ~1 scary|skummel|skummelt|skumle|creepy|frightening|skremmende',
      'give|gives|get|gir|få|får ~2 nightmares|mareritt',
      'blood|blod|blodet|bloody|blodig|blodige|corpse|lik|dead|døde|skull|hodeskalle ~1 everywhere|overalt|face|ansiktet|eyes|øyne|øynene|hands|hender|body|kropp',
      'kidnapped|kidnappet|stolen|stjålet|bortført ~2 child|children|kid|kids|barn|barnet|baby|babyen',
    ],
  },
  {
    id: 'scary.nightmare_figures',
    category: 'TOO_SCARY',
    below: MIDDLE,
    patterns: [
      'huggy|kissy ~1 wuggy|missy',
      'steals|stjeler|stjal|takes|tar|eats|spiser ~2 children|kids|barns|barnas|kids ~1 eyes|øyne|øynene|souls|sjeler|sjelene|faces|ansikter|voices|stemmer|teeth|tenner',
      'haunted|hjemsøkt ~3 by ~2 dead|død|døde|murdered|myrdet',
      'nobody|noone|no ~2 can ~1 hear ~1 you|your ~1 scream|screams',
      'ingen ~2 kan ~1 høre ~1 deg ~1 skrike|rope',
      'under ~1 your|din ~1 skin|huden',
      'watching|watches|ser|stirrer|glaner ~3 from|fra|through|gjennom|in|i ~2 bushes|buskene|window|vinduet|closet|skapet|dark|mørket ~3 you|deg|every|hver|night|natt',
      'murderer|morder|killer|mørder ~3 lives|bor|hides|gjemmer|lurks ~2 in|i|på ~1 attic|loftet|basement|kjelleren|house|huset|closet|skapet',
      'dark|darkness|mørket ~1 eats|spiser|swallows|sluker|takes|tar ~1 you|deg|children|barn|barna|kids',
      'nightmare ~1 fuel',
      'everyone|everybody|alle|all ~2 people|menneskene|folk|mennesker ~2 dies|die|dør|døde|drowns|drukner',
      'kidnapped|kidnappet|bortført|kidnaps|kidnapper|kidnapper ~3 child|kid|boy|girl|barn|barnet|gutt|gutten|jente|jenta|you|deg|me|meg|children|kids|barna',
      'earthquake|jordskjelv|tsunami|war|krig|krigen|bomb|bomber ~4 kills|killed|dreper|drepte|dies|dør|døde|dead|død',
      'sinks|synker|sank ~4 everyone|alle|everybody ~2 drowns|drukner|druknet|dies|dør',
      'rotting|råtnende|råtten ~1 skin|hud|huden|flesh|kjøtt',
      'worms|maggots|mark|makk|larver|mark ~3 out|ut ~2 of|av ~1 eyes|øynene|mouth|munnen|skin|huden|its|his|her',
      'disappear|vanish|forsvinne|forsvinner ~1 forever',
      'disappear|vanish|forsvinne|forsvinner ~1 for ~1 alltid|good|ever',
      'nobody|noone|ingen ~1 ever|noen|gang ~1 finds|find|fant|finner ~1 them|dem|him|her|henne|ham',
      'marerittaktig|marerittaktige|horrifying|terrifying',
      'freddy ~1 krueger',
      'jason ~1 voorhees',
      'siren ~1 head',
      'momo ~1 challenge',
      'chucky|pennywise|annabelle|slenderman|sirenhead|huggywuggy|jigsaw|ghostface|skinwalker|wendigo',
      'burning|brenner|burned|brant ~2 house|huset|home|hjemmet ~4 inside|inne|family|familien|mom|dad|mamma|pappa|@parent',
      'bombs|bomber|war|krig|krigen ~4 dies|dør|døde|killed|drept|destroys|destroyed|ødelegger|ødela|hits|hit|treffer|traff|falls|faller|falt|burns|brenner',
      'eyes|øynene|øyne ~2 gouged|pulled|torn|plucked|revet|stukket|pirket ~1 out|ut',
      'no ~1 eyes',
      'uten ~1 øyne|ansikt',
      'rotting|råtnende|råtten ~1 body|corpse|face|flesh|kropp|ansikt|lik',
      'left|abandoned|forlatt|etterlatt ~2 alone|alene|aleine|in|i ~2 forest|skogen|dark|mørket ~3 forever|alltid|never|aldri',
      'nobody|ingen ~2 comes|kommer ~2 back|tilbake|for|to ~2 them|him|her|dem|ham|henne|get|hente',
    ],
  },
  {
    id: 'scary.intruder',
    category: 'TOO_SCARY',
    below: MIDDLE,
    scope: 'request',
    near: [
      'man|mann|mannen|stranger|fremmed|killer|morder|intruder|innbruddstyv|burglar|someone|noen|clown|klovn',
      'knife|kniv|kniven|axe|øks|øksa|gun|pistol|chainsaw|motorsag|hammer',
      'house|huset|home|hjemme|room|rommet|bed|senga|night|natta|natt|natten|closet|skapet|window|vinduet',
    ],
    window: 10,
  },
  {
    id: 'scary.bitten_or_eaten',
    category: 'TOO_SCARY',
    below: YOUNG,
    scope: 'request',
    // "the wolves eat them", "a zombie bites the little boy"; a monster that eats nightmares
    // so the kids sleep well is a kind one.
    patterns: [
      'wolf|wolves|ulv|ulven|ulvene|monster|monsteret|troll|trollet|witch|heks|heksa|giant|kjempe|kjempen|shark|hai|haien|crocodile|krokodille|krokodillen|zombie|zombies|zombier|vampire|vampyr|werewolf|varulv|dinosaur|t-rex ~3 eat|eats|ate|eating|spiser|spiste|devour|devours|bites|bite|biter|bit ~2 kids|children|child|barna|barn|barnet|ungene|boy|girl|gutten|jenta|baby|babyen|them|dem|him|her|ham|henne',
    ],
  },
  {
    id: 'scary.lost_in_the_dark',
    category: 'TOO_SCARY',
    below: 6,
    scope: 'request',
    // For the youngest: lost and alone in the dark with something growling, chased until they cry.
    near: [
      'lost|borte|alone|alene|aleine|ensam',
      'night|natta|natten|dark|mørket|forest|skogen|woods',
      'growl|growling|growls|knurr|knurring|knurrer|howl|howling|hyler|scream|screams|skrik|skriker|monster|monsteret|wolf|ulven',
    ],
    window: 12,
  },
  {
    id: 'scary.chased_crying',
    category: 'TOO_SCARY',
    below: 6,
    scope: 'request',
    near: [
      'chase|chases|chasing|chased|jager|jage|jaget|hunts|jakter',
      'children|kids|barna|barn|boy|girl|gutten|jenta|you|deg',
      'cry|cries|crying|gråter|scream|screams|skriker|terrified|livredde|livredd',
    ],
    window: 10,
  },
  {
    id: 'scary.pet_dies',
    category: 'TOO_SCARY',
    below: MIDDLE,
    patterns: [
      'hit|påkjørt|overkjørt|run ~2 by|over|av ~2 car|bil|bilen|truck|bus ~5 dies|died|dør|døde|dead|død',
      'dies|dør|died|døde ~2 in ~1 front ~1 of|foran',
      'until|til|till ~2 it|den|he|she|han|hun|det ~1 dies|dør|died|døde|dör',
    ],
  },
];
