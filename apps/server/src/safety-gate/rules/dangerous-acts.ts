import type { Rule } from './types.js';

// DANGEROUS_ACTS: things a child could copy from a story and be hurt by. Children re-enact
// stories, so hiding in a freezer, playing with matches or jumping off a roof with an umbrella
// is refused even when it ends well. The same places and things in a safe role stay: ice cream
// from the freezer, a campfire with grown-ups, skating on the ice, jumping off the jetty.

export const DANGEROUS_ACTS_RULES: readonly Rule[] = [
  {
    id: 'dangerous.trapped',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      // A child inside an appliance: "hide in the freezer", "krøp inn i vaskemaskinen". Hiding
      // the cake in the fridge is not this: the verb must be right before "in".
      '@hide ~1 in|inside|into|inn|inni|i|oppi|oppe ~2 @trap',
      '@hide ~1 in|inside|into ~2 washing|tumble ~1 machine|dryer',
      '@hide ~1 in|inside|into ~2 car ~1 boot|trunk',
      '@hide ~1 in|inside|into|inn|inni|i ~2 bagasjerom*',
      '@trap ~2 hiding|gjemmested|hiding-place|hideout',
      // Hide and seek played inside one: "gjemsel i fryseboksen", "kurragömma i kylen".
      'seek|go-seek|gjemsel|gjemmeleik|gjemmelek|kurragömma|gömlek|gemmeleg|skjul|gömma ~3 in|inside|inni|i|oppi ~2 @trap|washing|tumble|car',
      // A little one left to nap in a car in the heat.
      'nap|naps|napping|sleep|sleeps|sleeping|sover|sove|sov|sova|somnar|sovner|left|venter|väntar|wait|waits ~4 in|i ~2 [the|a|den] hot|varm|varme|heta|het|hede|sunny|solfylte ~1 car|bil|bilen|bilar',
      'hot|varm|varme|heta|het|hede ~1 car|bil|bilen ~4 nap|naps|sleep|sleeps|sover|sove|sova|sover|left|alone|alene|ensam|ensamma|alone',
      'locked|trapped|stuck|shut|låst|fanget|innestengt|sperret ~2 in|inside|inne|i ~2 @trap',
    ],
  },
  {
    id: 'dangerous.fire',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      'play|plays|playing|played|leke|leker|lekte|lek|lege|leger|leka ~2 with|med ~2 @fire',
      // Setting a spray can alight.
      'tenne|tenner|tente|tænde|tända|light|lights|lit ~2 på|fyr ~2 aerosol*|sprayboks*|deodorant*|hårspray|lightergass',
      'light|lights|lit|lighting|tenne|tenner|tente ~2 fire|bål|ild ~2 in|inside|inne|i ~2 house|room|bedroom|bed|tent|huset|rommet|soverommet|teltet|senga|skogen',
      'set|sets|setting ~2 fire ~1 to|on',
      'set|sets|setting ~2 @person|house|school|bed|curtains|hair|on ~1 fire',
      'tenne|tenner|tente|sette|setter|satte ~2 fyr ~1 på',
      'tenne|tenner|tente ~1 på ~2 huset|skolen|gardinene|senga|håret|katten|hunden|@person',
      'burn|burns|burned|brenne|brenner|brente ~2 down|ned ~2 house|school|huset|skolen',
      'pour|pours|poured|helle|heller|helte ~2 gasoline|petrol|bensin|tennvæske',
      'firework*|fyrverkeri*|kinaputt*|rakett*|bangers ~3 hand|hands|hånda|hånden|face|ansiktet|pocket|lomma|indoors|inne|mouth|munnen',
      'hold|holding|holds|holde|holder ~3 lit|tent|tente ~1 firework*|fyrverkeri*|kinaputt*|rakett*',
      'tenner|tenne|light|lights|lighting|lit|tente ~2 candle|candles|stearinlys|lys|lyset|bål|fire ~3 alone|alene|aleine|while|mens',
    ],
  },
  {
    id: 'dangerous.heights',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      // "jump off the roof", "hoppe fra taket med paraply", "climb out of the window".
      '@jump ~3 off|from|out|fra|ned|ut|av|ifra|från|ner|ud ~3 @height',
      'climb|climbs|climbing|klatre|klatrer|klatret ~2 on|onto|up|out|opp|på|ut|i|in ~3 roof|taket|balcony|balkongen|railing|rekkverket|window|vinduet|power|pylon|pylons|strømmast*|høyspent*|mast|masta|kranen|crane',
      'klättra|klättrar|klättrade|kravle|kravler|kravlede ~2 upp|op|på|ut|i ~3 taket|taget|balkongen|altanen|räcket|gelænderet|elstolpe*|elstolpar*|högspänning*|højspænding*|masten|kranen',
      'jump|jumps|jumping|jumped|hoppe|hopper|hoppet ~3 from|off|fra|ned|av ~3 top|bunk|køye*|overkøy*|wardrobe|skapet|garage|garasje*|shed|boden|tak*',
      'umbrella|paraply|paraplyen ~5 roof|taket|balcony|balkongen|window|vinduet',
    ],
  },
  {
    id: 'dangerous.flying',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    // Children "flying" off something high with wings, a cape or an umbrella; a bird leaving
    // the roof has none of these.
    near: [
      'fly|flies|flew|flying|fløy|flyr|glide|glides|sveve|jump|jumps|jumping|hoppe|hopper|hoppet|leap',
      'roof|taket|garage|garasjetaket|balcony|balkongen|window|vinduet|bunk|køyesenga|overkøya|etasje|floor',
      'wings|vinger|cape|kappe|umbrella|paraply|paraplyen|cardboard|papp|towel|håndkle|sheet|laken|superhero|superheroes|superhelt|superhelter|fallskjerm*|parachute',
    ],
    window: 10,
  },
  {
    id: 'dangerous.towed',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    // Holding on behind a car or a bus on a bike, scooter, sled or skateboard.
    near: [
      'sparkesykkel*|skateboard*|bike|bikes|sykkel|sykkelen|sled|sledge|kjelke|kjelken|akebrett|rulleskøyter|scooter|skis|ski',
      'bil|bilen|car|cars|bus|bussen|truck|lastebil|lastebilen|traktor|traktoren|tram|trikken',
      'behind|bak|holding|holder|holde|henge|henger|hang|hanging|towed|tau|tauet|grab|grabs|etter|efter|bakom',
    ],
    window: 8,
  },
  {
    id: 'dangerous.wild_animals',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'climb*|klatre*|sneak*|snike*|jump*|hoppe*|hopper|crawl*|krype*|goes|går|gå',
      'cage|buret|enclosure|innhegning*|bingen|fence|gjerdet',
      'lion*|løve*|tiger*|bear|bears|bjørn|bjørnen|crocodile*|krokodille*|wolf|wolves|ulven|ulvene|shark*|haien|bull|oksen',
    ],
    window: 8,
  },
  {
    id: 'dangerous.endurance_games',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    scope: 'request',
    // "who can stay longest in the freezing lake", "under water", "in the freezer".
    near: [
      'longest|lengst|lengest',
      'freezing|ice|icy|iskaldt|iskalde|iskald|kaldt|cold|underwater|under|breath|pusten|lake|vannet|water|sjøen|freezer|fryseren|snow|snøen',
    ],
    window: 8,
  },
  {
    // Going along with someone the child does not know, said with the stranger word itself.
    id: 'dangerous.with_unknown',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      'följa|följer|följde|følge|følger|fulgte|gå|går|go|goes|went ~1 med|with|hjem|home|hem ~3 en|a|ett|et|the ~1 okänd|okända|främling|främlingen|fremmed|ukendt|ukjent|stranger|främmande',
    ],
  },
  {
    id: 'dangerous.going_with_stranger',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'go|goes|went|going|get|gets|got|follow|follows|følge|følger|bli|blir|ble|gå|går|gikk|hop|hops|följa|följer|följde|åka|åker|tage|tager',
      'man|mann|mannen|mand|manden|lady|dame|damen|stranger|fremmed|strangers|främling|främlingen|okänd|okända|ukendt|ukjent',
      'van|car|bil|bilen|varebil|varebilen|puppies|puppy|valper|valp|kittens|kattunger|candy|sweets|godteri|godis|slik|hvalpe|valpar|kattungar',
    ],
    window: 10,
  },
  {
    id: 'dangerous.shallow_dive',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    // Diving is the danger: jumping into the shallow end feet first is what children are told
    // to do, and a frog jumping into a shallow pond is a frog.
    near: [
      'grunt|grunne|grunna|shallow',
      'hodet|head|headfirst|stupe|stuper|dive|dives|diving|stup|stupet|hodestup*|headfirst',
    ],
    window: 8,
  },
  {
    id: 'dangerous.burning_glass',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    // Starting a fire with a magnifying glass; a detective's magnifying glass is a story.
    patterns: [
      'start|starts|starting|starte|starter|lage|lager|light|lights|tenne|tenner|make|makes ~3 fire|fires|bål|ild|brann ~4 magnifying|forstørrelsesglass*|brennglass*',
      'magnifying|forstørrelsesglass*|brennglass* ~4 to|til|for|å ~2 start|burn|brenne|tenne|light ~2 fire|bål|ild|grass|gress|gresset|paper|papir|ants|maur|leaves|løv',
    ],
  },
  {
    id: 'dangerous.swallow',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      // Detergent pods, medicine as sweets, batteries, magnets, bleach.
      'tide ~1 pod|pods',
      'laundry|detergent|washing|dishwasher ~1 pod|pods|tablet|tablets|capsule|capsules',
      'eat|eats|ate|eating|drink|drinks|drank|drinking|swallow|swallows|swallowed|taste|lick|spise|spiser|spiste|drikke|drikker|drakk|svelge|svelger|svelget|smake|slikke ~3 silica|detergent|bleach|pod|pods|batteries|battery|magnets|magnet|shampoo|perfume|vaskemiddel|vaskemidler|klor|oppvasktabletter|oppvasktablett|vaskekapsler|vaskekapsel|batterier|batteri|magneter|magnet|knappecelle|knappebatteri|rengjøringsmiddel|lampeolje|tennvæske',
      'pills|piller|medisin|medisiner|medicine ~3 like|as|som ~2 candy|sweets|godteri|godis|smarties',
      'looks|look|looked|ser|så ~1 like|ut ~1 som|like ~1 candy|sweets|godteri|godis|smarties|drops',
      'spise|spiser|spiste|eat|eats|eating|ate ~3 vaskemiddel*|vaskekaps*|oppvasktab*|detergent*|tide|pods',
      'äta|äter|åt|spise|spiser|spiste|dricka|dricker|svälja|sluge|sluger ~3 silica|silicagel|silikagel|kiselgel|tvättmedel*|tvättkaps*|diskmedel*|disktabl*|opvaskemiddel*|vaskepulver*|vaskekaps*|klorin*|blegemiddel*',
      'button ~1 battery|batteries',
      'knappecellebatteri|knappebatteri',
    ],
  },
  {
    id: 'dangerous.breath',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      'choking|blackout|pass-out|passout|fainting|skull-breaker|skullbreaker|benadryl|fire|cinnamon|tide|salt|ice ~1 challenge|game',
      'kvelning*|kveletest*|kvelelek*|besvime*|svimeslått',
      'choke|choking|strangle|strangling|kvele|kveler|kvelte ~2 each ~1 other|hverandre|seg ~1 selv|himself|herself|themselves',
      'pass ~1 out ~1 challenge|game',
      'besvimelses*|kvelningsleken|kvelningslek|kvelningsutfordring*|besvimelsesleken',
      'hold|holds|holding|holde|holder ~3 breath|pusten ~3 until|til|till ~2 faint|pass|besvimer|besvime|dånet',
      'plastic|plast ~1 bag|pose|posen ~3 over|on|rundt|på ~2 head|hodet|face|ansiktet',
      'plastpose|plastposen ~3 over|on|rundt|på ~2 head|hodet|face|ansiktet',
      'rope|tau|tauet|belt|belte|scarf|skjerf ~3 around|rundt ~2 neck|halsen',
      'strangle|choke|kvele ~1 @myself|each|hverandre|yourself|meg|deg',
    ],
  },
  {
    id: 'dangerous.strangers',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      // Going with a stranger: "gets in a stranger's car for sweets", "blir med en fremmed".
      "go|goes|went|going|get|gets|got|getting|ride ~3 with|into|in ~2 stranger|strangers|stranger's|strangers'",
      'follow|follows|followed|following ~2 stranger|strangers|a ~1 stranger',
      // "fremmed" is also "alien" ("en fremmed planet"), so a person must be meant.
      'bli|blir|ble|gå|går|gikk|følge|følger|fulgte|dra|drar|dro ~1 med|etter ~2 fremmed|fremmede|ukjent|ukjente ~1 mann|mannen|dame|damen|person|voksen|voksne|menn|folk',
      'bli|blir|ble|gå|går|gikk|følge|følger|fulgte|dra|drar|dro ~1 med|etter ~1 en|ei|noen ~1 fremmed|fremmede|ukjent',
      'fremmed|fremmede|ukjent|ukjente ~1 bil|bilen|manns|mann|mannen|voksen ~4 godteri|godis|bli|blir|ble|inn|sette|satte|setter',
      'take|takes|took|accept|accepts|ta|tar|tok|få|får|fikk ~3 candy|sweets|sweet|godteri|godterier|godis|gave|gift|present ~2 from|fra ~2 stranger|strangers|fremmed|fremmede|ukjent|ukjente',
      'hitchhike|hitchhikes|hitchhiking|haike|haiker|haiket',
      'meet|meets|meeting|møte|møter ~4 online|internet|internett|nettet|chat ~4 friend|venn|man|mann|someone|noen|stranger|fremmed',
      'online ~1 friend|venn ~3 meet|møte|secret|hemmelig',
    ],
  },
  {
    id: 'dangerous.water_ice_traffic',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      'thin|weak|cracking|spring|tynn|tynne|svak|svake|råtten|vårisen ~1 ice|is|isen',
      '@jump|dive|dives|diving|stup*|hoppar ~3 into|in|i|uti|ned|ner ~2 frozen|icy|iskald|iskalde|islagt|islagte|frosne|tilfrosne|frusna ~1 lake|pond|river|sea|water|vannet|vann|sjøen|sjø|elva|elv|dammen|tjernet|havet',
      'tynnisen|vårisen|råttenisen',
      'ice|isen ~2 is|er|was|var ~1 cracking|knaker|sprekker|breaking|thin|tynn|weak|svak',
      'lock|locks|locked|låse|låser ~2 themselves|himself|herself|seg|meg|myself ~3 in|inside|inne|i ~3 chest|kiste|kista|trunk|box|boks|kasse|suitcase|koffert|kofferten',
      'tie|ties|tied|knyte|knyter ~3 rope|ropes|tau|tauet|scarf|skjerf|belt|belte ~3 around|rundt ~2 necks|neck|halsen|halsene|nakken',
      // Electricity and water, the microwave, knives as toys, a lion's cage, a flood.
      'hairdryer|hårføner|hårføneren|føneren|toaster|brødrister|brødristeren|radio|lader|charger ~4 bath|badekaret|badet|bathtub|tub|water|vannet|dusjen',
      'fork|gaffel|metal|metall|foil|folie|cat|katten|kitten|kattungen|hamster|hamsteren ~4 microwave|mikrobølgeovn*|mikroen',
      'lean|leans|leaning|lene|lener|henge|henger|hanging ~2 out|ut ~3 window|vinduet|balcony|balkongen',
      'sit|sits|sitting|sitte|sitter|stand|standing|stå|står|balance|balansere ~3 on|in|på|i ~2 windowsill|vinduskarmen|railing|rekkverket|ledge|kanten|gelender*',
      'car|train|bus|tog|bil|buss ~1 surfing|surfe',
      'trainsurfing|togsurfing|carsurfing|bilsurfing',
      'surf|surfe|surfer|surfing|ride|riding|sitte|sitter ~2 on|på ~2 train|toget|car|bilen|bus|bussen ~1 roof|taket',
      'run|runs|running|løpe|løper|springe ~2 with|med ~1 scissors|saks|saksa|knife|kniv|kniven|knives',
      'play|plays|playing|leke|leker|lekte|lege|leger ~2 with|med ~2 knives|knife|kniv|kniver|knivene|razor|barberhøvel*|@gun',
      'play|plays|playing|leke|leker ~2 on|in|at|på|i ~2 construction|byggeplass*|byggeplassen|anleggsplass*',
      'play|plays|playing|leke|leker ~2 with|med ~2 stove|komfyr*|gas|gassen|kokeplat*|kjemikali*|chemicals',
      'swim|swims|swimming|bade|bader|svømme|svømmer|jump|jumps|hoppe|hopper|dive|stupe ~3 in|into|i|ut|ned ~2 flood|flommen|waterfall|fossen|rapids|stryket|strømmen|current',
      // Climbing onto trains, hanging on to buses, playing in the road.
      'climb|climbing|klatre|klatrer|klatret ~3 on|onto|up|opp|på ~2 train|trains|tog|toget|togvogn*|godsvogn*|wagon|wagons',
      'hang|hanging|henge|henger|hold|holding ~3 on|onto|bak|behind|på ~2 bus|bussen|tram|trikken|trikk|car|bilen|truck|train|toget',
      'play|plays|playing|leke|leker|lekte|sit|sitting|ligge|ligger|lie|lying ~2 in|on|i|på|midt ~3 veien|gata|road|street|motorveien|highway|traffic|trafikken',
      'run|runs|running|løpe|løper|sykle|sykler|bike|biking|cycling ~2 into|across|over|ut ~2 the|i ~1 road|traffic|veien|gata|trafikken|motorveien',
      'without ~1 looking ~3 road|street|cross',
      'uten ~1 å ~1 se ~2 seg ~1 for',
      'kontaktledning*|høyspentledning*|strømledning*|power ~1 line|lines',
      'touch|touches|touching|ta|tar|tok|røre|rører ~2 power ~1 line|lines',
      'ta|tar|tok|røre|rører ~2 på ~2 strømledning*|kontaktledning*|høyspentledning*',
      'sniff|sniffs|sniffing|huff|huffing|inhale|sniffe|sniffer|puste|snuse ~2 glue|lim|gas|gass|bensin|petrol|aerosol|spray|deodorant|lightergass|lighter',
      'drink|drinks|drank|drinking|drikke|drikker|drakk|drikk ~3 bleach|klor|shampoo|soap|cleaning|vaskemiddel|rengjøringsmiddel|lampeolje|lamp ~1 oil|petrol|bensin|antifreeze|frostvæske|perfume|parfyme',
      'tiktok|viral|dangerous|farlig|farlige ~1 challenge|challenges|utfordring|utfordringen|utfordringer',
      'without|uten|utan ~1 helmet|helmets|hjelm|hjelmer|lifejacket|lifejackets|redningsvest|redningsvester|flytevest|seatbelt|seatbelts|bilbelte|setebelte',
      'eat|eats|eating|ate|spise|spiser|spiste ~3 berries|mushrooms|sopp|bær|soppen|bærene ~4 without|uten ~2 asking|spørre|grown|voksen|voksne|sjekke',
      'wild|ukjente|unknown|giftige|poisonous|giftig ~1 berries|mushrooms|sopp|bær',
      'swallow|swallows|swallowed|svelge|svelger|svelget|eat|eats|spise|spiser ~3 magnets|magneter|batteries|batterier|coins|mynter|marbles|klinkekuler',
      'who ~2 can ~2 hold ~2 breath|longest|pusten',
      'hold|holde|holder ~3 breath|pusten ~2 under ~1 water|vann|vannet',
      'lock|locks|locked|låse|låser|låst ~2 themselves|himself|herself|seg|meg|myself ~2 in|inne|inside ~2 @trap|car|bilen|trunk|boot',
      'run*|løp*|play*|lek*|walk*|gå|går|gikk|cross*|krysse*|ligg*|lie|lying|sit*|hopp* ~4 railway|railroad|tracks|rails|jernbane*|togspor*|skinnene|motorway|motorveien|highway|e6|e18',
      'sled|sledding|sledge|sledging|ake|aker|aking|akte ~6 road|veien|gata|street|traffic|trafikken|cars|biler',
      'spray|spraying|sprays|sprayer ~3 deodorant|deo ~3 on|på ~2 arm|skin|hud|armen|skinn',
      'deodorant|deo ~1 challenge',
      'springe|springer|sprang ~1 ud ~2 fra|af ~2 @height|broen|taget|vinduet|altanen|tårnet|klippen',
      // A heater under the duvet, a sledge out into the road, a lone swim, in every language.
      'heater|heaters|varmeovn|varmeovnen|varmeapparat|varmeapparatet|värmefläkt|värmefläkten|element|elementet|elementer|radiator|elovn|elovnen|ovn|ovnen|kamin|kaminen ~5 under ~2 duvet|dyne|dyna|dynen|dyna|täcket|teppet|tæppet|blanket|blankets|quilt|covers',
      'kälke|kälken|pulka|pulkan|stjärtlapp|slæde|slæden|kælk|kælken|bobslæde|sled|sleds|sledge|sledges|kjelke|kjelken|akebrett ~6 road|vägen|gatan|vejen|gaden|veien|vegen|gata|trafiken|trafikken|biler|bilar|bilerne',
      'badar|bada|badade|simmar|simma|simmade ~3 ensam|ensamma|själv ~4 i|på ~1 sjön|havet|älven|ån|natten|mörkret',
      'svømmer|svømme|svømmede|bader|bade|badede ~3 alene ~4 i|på ~1 søen|havet|åen|natten|mørket',
      'lick|licks|licking|licked|slikke|slikker|slikket|slikka ~3 pole|post|lamppost|lyktestolpe*|stolpe*|flaggstang*|metal|metall|lamp|gjerde*',
      'jump|hoppe|hopper|run|løpe|løper ~3 in ~1 front ~1 of|foran ~2 car|cars|train|bus|truck|bil|bilen|biler|toget|bussen|lastebilen',
      'swim|swims|swimming|svømme|svømmer|bade|bader ~2 alone|alene|aleine',
      'swim|swims|swimming|svømme|svømmer|bade|bader ~3 without|uten ~2 adult|adults|grown-up|voksen|voksne',
      'fork|knife|gaffel|gaffelen|kniv|kniven|finger|fingeren|fingrene|fingers|hairpin|hårnål ~3 in|into|inn|i ~2 socket|outlet|stikkontakt|stikkontakten|toaster|brødristeren',
      'socket|outlet|stikkontakt|stikkontakten ~3 fork|gaffel|finger|fingers|fingeren|fingrene',
      'sniff|sniffs|sniffing|huff|huffing|sniffe|sniffer ~2 glue|lim|gas|gass|bensin|petrol|aerosol|spray',
      'lick|licks|licking|tongue|slikke|slikker|tunga|tungen ~3 frozen|frosset|frossen ~2 pole|lamppost|metal|lyktestolpe|lyktestolpen|stolpe|stolpen',
      "drive|drives|driving|kjøre|kjører|kjørte ~2 car|bil|bilen|mom's|dad's|pappas|mammas ~2 alone|alene|without|uten",
    ],
  },
];
