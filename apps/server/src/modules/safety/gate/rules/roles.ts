import type { Rule } from './types.js';

// Co-occurrence of roles, written from the kinds of request the phrase rules let through: not
// one phrasing but the parts every phrasing of a harm needs. A hiding place and a scar, a
// punishment and a child, a group and a word that takes its people's worth away. Each slot is a
// class of stems and synonyms in Norwegian, English, Danish and Swedish (Swedish ä and ö fold
// to æ and ø before matching, so "skär" is written "skær"). Every slot alone is harmless, and
// these rules read only what a family writes: a story the product tells is judged by the rest.

const ME = 'i|im|jeg|jag|eg|me|meg|mig|my|min|mitt|mi|mine|myself';
const PARENT =
  'mom|mum|mommy|mummy|mother|dad|daddy|father|parents|stepdad|stepmom|stepfather|stepmother|stepmum|mamma|mammaen|mora|moren|mor|pappa|pappaen|faren|far|fars|foreldrene|foreldra|foreldre|forældre|forældrene|föräldrar|föräldrarna|stefar|stefaren|stemor|stemora|stemoren|stedfar|stedfaren|styvpappa|styvfar|styvmamma|bonuspappa|bonusmamma|mamman|pappan|pappas|mammas|moms|dads|mums|boyfriend|bf|kjæresten|pojkvän|kæreste';
const GROWN = `${PARENT}|adult|adults|grown-up|grown-ups|grownups|voksen|voksne|vuxna|vuxen|teacher|teachers|lærer|læreren|lærerne|lärare|läraren|coach|trener|treneren|træner|tränare|babysitter|barnevakt|barnevakten|uncle|onkel|onkelen|farbror|morbror|aunt|tante|king|kongen|witch|heksa|heksen|heks|häxan|queen|dronningen|stepsister|man|mann|mannen|manden|mannen|woman|kvinnen|nurse|doctor|legen|police|politiet`;
const CHILD =
  'child|children|childs|kid|kids|kidz|toddler|toddlers|baby|babies|son|daughter|sønn|sønnen|datter|dattera|datteren|son|sonen|dotter|dottern|barn|barna|barnet|barnen|børn|børnene|unge|ungen|ungene|unger|ungane|boy|boys|girl|girls|gutt|gutten|gutter|guttene|jente|jenta|jenter|jentene|pojke|pojken|pojkar|flicka|flickan|flickor|dreng|drengen|pige|pigen|students|pupils|elevene|elever|eleven|eleverna|cubs|bjørnungen|ungen|stepdaughter|stedatter|stedatteren';
// Narrow on purpose: blows, not the football's kick or the ball's throw.
const BEAT =
  'beat|beats|beating|beaten|b3ating|hit|hits|hitting|slap|slaps|slapped|smack|smacks|smacked|spank|spanks|spanked|spanking|whip|whips|whipped|pisker|pisket|punch|punches|punched|slår|slo|slått|slog|slagit|slaar|sl4r|banker|banket|banka|klyper|kløp|lugger|lugget|pinches|pinched|juling|stryk|tæv|tæsker|tæske|slåss|kicks|kicked|sparker|sparket';
const PUNISH =
  'punish|punishes|punished|punishment|punishing|straff|straffe|straffer|straffet|straffen|straffa|bestraffer|lesson|lærdom|lærdommen|lektie|naughty|slem|slemme|stygg|stygge|ulydig|ulydige|olydig|lydige|obedient|disobedient|bad|fair|rettferdig';

export const ROLE_RULES: readonly Rule[] = [
  // SELF_HARM ------------------------------------------------------------------------------
  {
    id: 'self_harm.roles_hide_marks',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'hide|hides|hiding|cover|covers|skjule|skjuler|gjemme|gjemmer|gemme|gemmer|gømma|gømmer|dølge|dølger|dølja|sleeves|langermet|långærmat|langærmet|nobody|noone|ingen',
      'scars|scar|arr|arrene|arrena|ærr|ærren|cuts|kutt|kuttene|kuttet|sår|sårene|marks|merkene|merker|mærkerne|mærker|mærkena',
      'arm|arms|armen|armene|armarna|armene|thigh|thighs|lår|lårene|lårena|wrist|wrists|legs|mom|mum|mor|mamma|foreldrene|forældre|parents|föräldrar|pe|gym|gymmen|gympan|idrett|see|sees|ser',
    ],
    window: 10,
  },
  {
    id: 'self_harm.roles_not_eating',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'eating|eat|spise|spiser|æta|æter|meals|måltider|måltid|food|maten|mat|mad|maden|dinner|middag|calories|kalorier',
      'stop|stops|stopped|quit|quits|skip|skips|skipping|slutter|sluttet|slutte|slutar|slutade|holder|hopper|dont|not|ikke|inte|ikkje|only|bare|bara|kun|starve|starves|sulte|sulter|svælter|throw|threw|kaste|spy',
      'thin|thinner|skinny|tynn|tynnere|tynd|smal|smalare|light|lett|float|pretty|prettier|pen|penere|fin|beautiful|vakker|popular|populær|inspiring|motiverende|motivating|peppigt|heier|cheer|cheers|feit|fat|tykk|tjukk|great|doing',
    ],
    window: 12,
  },
  {
    id: 'self_harm.roles_eating_words',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'thinspo|thinspiration|tynnspirasjon|tynnspo|proana|pro-ana|promia|pro-mia',
      'pro ~1 ana|mia',
      'ikke|dont|inte|ikkje ~1 spis|eat|æt|spise ~2 ikke|dont|inte|ikkje ~1 spis|eat|æt|spise',
      'throw|throwing|threw|kaste|kaster|spy|spyr ~2 up|opp ~2 after|etter|efter ~1 dinner|middag|eating|meals|maten|å',
    ],
  },
  {
    id: 'self_harm.roles_on_purpose',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'purpose|vilje|villet|avsikt|forsett|flit|meningen',
      'heaven|himmelen|himlen|himmel|breathing|puste|andas|ånde|overdoses|overdose|extinct|utryddet|die|dø|dies|døde|forever|alltid|water|vannet|havet|sea|ice|isen|stjerne|star',
    ],
    window: 6,
  },
  {
    id: 'self_harm.roles_gone_for_good',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'water|vannet|vatnet|havet|sea|ocean|lake|sjøen|sjøn|river|elva|elven|ice|isen|snow|snøen|deep|dypt|fjellet|cliff|window|vinduet|tracks|skinnene',
      'walks|walk|goes|go|går|gikk|gå|into|ut|ud|sovner|falls|jump|hopp|hoppe',
      'back|tilbake|tillbaka|forever|alltid|altid|evig|there|der|dær|over|fort|fast|quiet|stille|tired|lei|trett|sad|trist|same|samme',
      'stays|stay|blir|bli|blive|doesnt|dont|never|ikke|aldri|inte|would|ville|be|være',
    ],
    window: 14,
  },
  {
    id: 'self_harm.roles_methods',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'hangs|hanged|hanging|hang ~1 herself|himself|myself|themselves|themself|yourself',
      'henger|henge|hengte|hænger|hænge|hængte|hængde ~1 seg|sig ~2 i|in|from|fra ~2 skogen|låven|treet|taket|garasjen|kjelleren|tau|tauet|rep|repet|reb|barn|tree|rope|forest|loft',
      'tar|ta|tok|tog|tager|take|takes|took ~1 sitt|sit|sin|their|his|her ~1 [eget|egna|own] liv|livet|life',
      'overdoses|overdosed|overdosing|overdoserer|overdoserte|overdoserar',
      'sjælvmord*|sjalvmord*|selvmord*|selvmor*|suicide',
      'gjøre|gjøra|gøre|gøra|gjør|make ~2 slutt|slut|end ~2 på|of|to ~2 alt|allt|alting|everything|it|livet',
      'feels|feel|føles|kjennes|känns|kænns ~1 good|godt|bra|nice ~2 when|når|nær ~2 i|jeg|jag ~1 cut|kutter|skjærer|skær|skærer',
      'skal|ska|must|should|må|vil|wants ~3 skjære|kutte|skære|skæra|cut|hurt|skade ~1 meg|mig|myself',
      'skær|skærer|skar|skjærer|kutter|kuttar ~1 meg|mig|seg|sig ~2 i|med|on ~2 armen|armene|armarna|armar|armarne|arm|barberblad*|rakblad*|kniv|blade|razor',
      'lei|trøtt|træt|tired|sick ~1 av|of|på ~1 livet|life|living',
      'jeg|i|jag|eg ~2 burde|bør|borde|should|ought ~2 dø|die|døy',
      'burde|bør|borde|should|ought ~1 være|vara|be ~1 død|dead|døde',
      'fint|fine|okay|ok|good|bra|lurt|smart|best|godt|nice ~3 å|at|att|to ~1 dø|die|døy|dying|ta',
      'dying|døden|døy ~2 is|er|är|blir ~3 like|som|nice|fint ~3 nap|lur|sleep|søvn|sove',
      'tylenol|paracet*|ibux|pills|piller ~4 see|se|what|hva|happens|skjer',
      '@i ~3 tenkt|tænkt|thought|thinking|tenker ~2 på|about|om ~1 [å|at] dø|die|dying',
      'siste|sidste|sista|last ~1 bursdag*|birthday|fødselsdag*|födelsedag* ~6 bestemt|bestæmt|besluttet|beslutat|decided',
      'funeral|begravelse*|begravning* ~4 planning|planlegger|planerar|my|min|mi',
      'finns|finnes|fins|eksisterer|exist ~1 jag|jeg|i ~1 inte|ikke|not ~1 mer|lenger|anymore',
      'jag|jeg|i ~1 ikke|inte|not|dont ~1 fantes|fanns|fandtes|existed|exist',
      'ikke|inte|not ~2 være|vara|be ~1 med|her|här|here ~1 lenger|längre|anymore|mer|meir',
      'ingen|nobody|noone|ingen ~3 savne|sakna|savner|sakner|miss|misses ~1 meg|mig|me',
    ],
  },
  {
    id: 'self_harm.roles_better_without',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'better|bedre|bætre|bættre|happier|gladere|lyckligare',
      'without|uten|uden|utan',
      'me|meg|mig|us|oss',
    ],
    window: 6,
  },

  // ABUSE ----------------------------------------------------------------------------------
  {
    // A cover story a child has been told to give: "I must say I fell down the stairs".
    id: 'abuse.roles_cover_story',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'say|tell|si|sige|sæga|fortelle|fortælle|berætta|sier|siger|sa',
      'fell|falt|faldt|ramlade|slipped|skled|gled|tripped|snublet|walked|bumped',
      'must|have|has|had|må|måtte|skal|ska|måste|told|bestemt|decided|says|sier|siger|sæger|said|sa',
      ME,
      'but|men|dad|father|pappa|far|mom|mamma|mor|bruises|blåmerker|blåmærker|blåmærken|marks|hurt|vondt|ondt|doctor|legen|lægen|læraren|teacher|læreren',
    ],
    window: 14,
  },
  {
    // A grown-up hitting children, with an implement or said to be right.
    id: 'abuse.roles_grown_hits_child',
    category: 'ABUSE',
    near: [GROWN, BEAT, `${CHILD}|them|dem|him|her|henne|ham|honom|sin|sine|son|sønn`],
    window: 8,
    scope: 'request',
  },
  {
    id: 'abuse.roles_implement',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'belt|beltet|belte|bæltet|bælte|hanger|kleshenger|klædebøjle|galge|iron|strykejern*|strygejern*|strykjærn*|stove|komfyr*|kokeplat*|hotplate|cigarette|cigarettes|sigarett*|cigarett*|whip|pisk|sleiv',
      `${BEAT}|${PUNISH}|holds|holder|holde|burns|burn|brenner|brent|brannsår|brandsår|brænder|brännsår`,
      `${CHILD}|${ME}|them|dem|him|her|henne|ham|hand|hånden|handen|arm|armen`,
    ],
    window: 10,
  },
  {
    id: 'abuse.roles_hit_until',
    category: 'ABUSE',
    scope: 'request',
    patterns: [
      `${BEAT} ~3 until|til|till|tills ~3 cries|cry|gråter|græder|grætter|bleeds|bleed|blør|bløder|blöder|blæder|bleeding|screams|skriker`,
      `${BEAT} ~3 every|hver|hvar|varje|each ~1 day|dag|night|natt|week|uke|friday|fredag`,
      'fortjener|fortjente|deserves|deserve|deserved|førtjænar|fortjene ~2 juling|beating|spanking|stryk|ris|bank|smisk|prygl',
      'cigarette|sigarett*|cigarett* ~2 burns|brannsår|brandsår|brænd*|brannmerker|märken',
      'brannsår|brandsår|burns|brennmerker ~4 from|fra|fra|från|af|av ~3 cigarette|sigarett*|cigarett*|@parent|stepmom|stemor',
      'blåveis|blåmerker|blåmerke|bruise|bruises|blåmärken|blåmærker ~3 av|from|af|från|fra ~2 @parent|faren|fars|sin',
      'child|children|kid|barne|barn ~1 abuse|abused|beating',
      'barnemishandling|barnmisshandel|børnemishandling|barnemishandlinga|barnmisshandeln|børnemishandlingen',
      'mishandlet|mishandlede|misshandlade|misshandlat ~1 barn|child|children|kids|børn|unger',
      'domestic ~1 violence|abuse',
      'vold|våld|vold ~2 i ~1 hjemmet|hemmet|familien|hjemmet|hjemme|familjen',
      'tok|took|grabbed|grabs|tar|grep|tog ~3 tak|hold|me ~2 i|om|by|rundt|around|my ~2 halsen|throat|neck',
    ],
  },
  {
    // A child shut in, tied, chained or caged as a punishment.
    id: 'abuse.roles_shut_in',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'locked|lock|locks|låst|låser|låses|låste|inlåst|innelåst|sperret|sperres|chained|chains|lenket|lenka|kjettinger|cage|bur|buret|hundeburet|hundebur|crate|kennel|ties|tied|binder|bundet|knyter|fastbundet',
      `${PUNISH}|guests|besøk|besök|gæster|parents|foreldrene|föräldrarna|forældrene|tv|lazy|lat|doven`,
      `${CHILD}|${ME}|her|henne|them|dem|him|ham`,
    ],
    window: 12,
  },
  {
    id: 'abuse.roles_starved',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'starve|starves|starved|starving|sulter|sultet|svelter|sveltet|svælter|svælta',
      `${PUNISH}|obedient|lydige|lydig|works|virker|lazy|lat`,
      `${CHILD}|${ME}|we|vi|us|oss|them|dem|her|henne|him|ham`,
    ],
    window: 12,
  },
  {
    id: 'abuse.roles_drinking_parent',
    category: 'ABUSE',
    scope: 'request',
    near: [
      PARENT,
      'drinking|drunk|drukket|drukken|fuld|beer|øl|wine|vin|brusen|vodka|sprit',
      'hide|hides|gjemmer|gemmer|gømmer|scary|skummel|scared|redd|bange|rædd|throws|kaster|hits|slår|belt|beltet',
    ],
    window: 14,
  },
  {
    id: 'abuse.roles_punish_me',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'punish|punishes|punished|straffer|straffe|straffet|straffar|bestraffer',
      'me|meg|mig',
      'hard|hardt|really|badly|stepdad|stefaren|stefar|stedfar|@parent',
    ],
    window: 6,
  },
  {
    id: 'abuse.roles_forced',
    category: 'ABUSE',
    scope: 'request',
    patterns: [
      'make|makes|made|force|forces|forced|tvinger|tvang|tvingar|tvinga|tvinge ~1 me|meg|mig|us|oss ~3 do|gjøre|gøre|gøra|gjera ~1 gross|ekle|ækle|ækliga|nasty|disgusting|weird|rare|konstiga|mærkelige|bad|slemme|ting|things',
      'eat|spise|æta|spiser ~2 from|off|fra|av|från ~1 [the] floor|gulvet|golvet ~3 like|som ~1 [the|a] dog|hund|hunden|dogs|hunder',
      'i|jeg|jag|me|meg|mig ~4 sleep|sove|sova|sover ~4 crate|cage|kennel|hundeburet|hundebur|buret|hundburen|hundeburen',
      'pulls|pulled|drar|dro|river|rev ~3 hair|håret|hår ~1 out|ut',
      'holds|held|holder|holdt ~3 hand|hånden|handen|hånd ~3 on|på|over ~2 stove|komfyren|kokeplaten|hotplate|spisen',
      'only|bare|bara|kun ~3 eat|mat|food|spise|æta|mad|æter ~3 once|en|én|ett ~1 [gang|time|gång] a|om|per|i ~1 day|dagen|dag|døgnet',
      'not|ikke|inte ~1 allowed|lov|får ~2 dinner|middag|mat|food|eat|spise|aftensmad ~4 if|hvis|om|when|når',
      'i|jeg|jag ~1 get|gets|blir|får|bliver ~1 hit|slått|slagen|beaten|juling|bank|stryk|tæsk $',
      'bury|begrave|begrava ~1 me|meg|mig ~3 garden|hagen|haven|trädgården|skogen|woods',
    ],
  },
  {
    // Sent out into the cold as a punishment.
    id: 'abuse.roles_out_in_cold',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'outside|ute|ude|ut|out|utomhus|udenfor',
      'cold|kulda|kulden|kylan|kulde|frost|snow|snøen|natta|natten|night',
      `${PUNISH}|should|skal|bør|must|må|made|tvinges`,
      `${CHILD}|${ME}|them|dem`,
    ],
    window: 12,
  },

  // SEXUAL ---------------------------------------------------------------------------------
  {
    id: 'sexual.roles_words',
    category: 'SEXUAL',
    patterns: [
      'sexhistori*|sexhist*|sexsaga*|sexfortel*|sexscen*|sexstor*|sexnovell*|sexdikt*',
      'porn|porno|pron|p0rn|pornografi*|smut|smutty|nsfw|hentai|xxx|dildo*|vibrator*|kinky|horny|liderlig*',
      'lemon ~1 fanfic|fic|story|stories',
      'fifty ~1 shades',
      'tafs*|befamle*|beføl*|grope|groping|groped|fondle*|fondling',
      'voksenlek*|vuksenlek*|vuxenlek*|voksenleg*|nakenlek*|nøgenleg*|nøgenle*|nakenspill*',
      'adult|voksen|vuxen|grown-up|grownup ~1 fun|moro|leker|leketøy|toys|kos|games',
      'grown ~1 up ~1 game|games ~6 parents|foreldrene|out|away|borte|hjemme|secret',
      'naughty|dirty|spicy|explicit|uncensored|frekke|frække|snuskiga|snuskig|usensurert ~1 version|versjon|versjonen|versionen',
      'voksenhistori*|vuxensaga*|voksenhistori*|vuxenhistori*|voksenfortelling*',
      'spicy|steamy|frekt|frækt ~6 husband|wife|mannen|kona|manden|konen|maken|kids|ungene|børnene|barna|bed|lagt',
      'make|makes|making|lager|laver|lage|gør|gøra|gjør ~1 [a|en|et] baby|barn ~6 describe|beskriv*|detail|details|detaljer|detalj|step',
      'doing|gjør|gjøre|gør|gøra|gjer ~1 it|det ~3 back|baksetet|bakseta|baksætet|backseat',
      'går|gå|go|going|goes|gikk ~1 to|til ~1 bed|sengs|sengs|sængs ~1 together|sammen|tillsammans ~4 detail|details|detaljer|detalj|describe|beskriv*',
      'har|have|has|had|hadde|havde ~1 [en|a|ei] het|hot|steamy|heit ~1 natt|night',
      'stønner|stønne|stønna|stønnet|moans|moaning|moan ~4 naked|naken|nakne|bed|seng|senga|hverandre|each',
      'naked|naken|nakne ~6 stønner|stønne|moans|moaning',
      'breasts|bryster|brystene|bryst|bryst|boobs|puppene|pupper|tits|bröst|brysterne ~2 so|var|were|er|are|så ~2 store|big|large|huge|enorme|stora|sååå',
      'getting|gets|got|blir|ble ~1 turned ~1 on',
    ],
  },
  {
    id: 'sexual.roles_naked_game',
    category: 'SEXUAL',
    near: [
      'naked|naken|nakne|nøgen|nøgne|nakna|nude|nudes|undressed',
      'game|games|lek|leken|leg|legen|play|plays|spill|spille|leka|leker|lege|leger|doktor|doctor|sleepover|overnatting|kalas|kalaset|birthday|bursdag*|fødselsdag*|party|fest|festen|romantic|romantisk|bathtub|badekaret|badekarret|badkaret|pictures|bilder|billeder|photos|pics|send|sende',
    ],
    window: 10,
  },
  {
    id: 'sexual.roles_without_clothes',
    category: 'SEXUAL',
    near: [
      'without|uten|uden|utan|no',
      'clothes|klær|kläder|tøj|tøy|klæder|kler',
      'game|games|lek|leken|leg|legen|play|plays|spill|spille|leka|leker|lege|leger|doktor|doctor|sleepover|romantic|romantisk|night|natt|pictures|bilder|billeder|photos|pics|send|sende|skicka|husk|remember',
    ],
    window: 8,
  },
  {
    id: 'sexual.roles_undress_game',
    category: 'SEXUAL',
    near: [
      'tar|tager|tok|take|takes|took|taking|tog',
      'off|av|af',
      'klærne|klæderne|tøjet|kläderna|clothes|undertøyet|underwear|undertøjet',
      'game|games|lek|leken|leg|legen|play|spill|leka|lege|doktor|doctor|sleepover|kalas|kalaset|birthday|bursdag*|fødselsdag*|party|fest|festen|everyone|alle|alla|børnene|barna|kids|children|barnen|watches|ser|kikker',
    ],
    window: 10,
  },
  {
    id: 'sexual.roles_show_underneath',
    category: 'SEXUAL',
    near: [
      'under|undertøyet|underwear|underbuksa|underbukser|trusa|truser|underkläderna|undertøjet|underpants|pants|buksa',
      'show|vise|visa|viser|visar|shows|see|se',
      'each|hverandre|varandra|hinanden|other',
    ],
    window: 8,
  },
  {
    // A trusted grown-up with a child's body where no one sees: a massage, a changing room, a
    // hotel room, a sauna.
    id: 'sexual.roles_alone_places',
    category: 'SEXUAL',
    near: [
      'coach|trainer|trener|treneren|træner|træneren|tränare|tränaren|fotballtreneren|teacher|lærer|læreren|lärare|uncle|onkel|man|mann|mannen|neighbour|nabo|naboen|babysitter|barnevakt|stepdad|stefar|stedfar',
      'massage|massages|massasje|massere|masserer|locker|garderoben|garderobe|omklædningsrummet|omklädningsrummet|badstua|badstue|sauna|bastu|bastun|hotel|hotellrommet|hotelrum|hotellrum|hotellrom|shower|dusjen|dusj|dusch|duschen',
      'alone|alene|aleine|ensam|ensamma|gone|gått|gåede|gått|leaves|left|andre|others|everyone',
    ],
    window: 14,
  },
  {
    id: 'sexual.roles_step_shower',
    category: 'SEXUAL',
    near: [
      'stepdad|stepfather|stefar|stedfar|styvpappa|styvfar|uncle|onkel|coach|trener|teacher|lærer|neighbour|nabo|babysitter|man|mann',
      'stepdaughter|stedatter|stedatteren|styvdotter|stepson|stesønn|girl|jente|jenta|boy|gutt|niece|niese|nephew|nevø|child|barnet|kid',
      'shower|showers|dusj|dusjen|dusjer|dusch|duschen|bathtub|badekaret|bath|bed|senga|sengen|sauna|badstua|bastu',
      'together|sammen|tillsammans|sammen',
    ],
    window: 10,
  },
  {
    id: 'sexual.roles_send_pictures',
    category: 'SEXUAL',
    near: [
      'send|sende|sender|sendte|skicka|skickar|sende|sends|sent',
      'pictures|picture|bilder|bilde|bildet|billeder|billede|bild|pics|photos|photo|selfies|selfie|nudes',
      'mature|moden|moget|moden|without|uten|uden|utan|naked|naken|nøgen|secret|hemmelig|hemmelighet|hemlig|body|kroppen|underwear|undertøy|alone|alene|tøj|clothes|klær',
    ],
    window: 10,
  },
  {
    id: 'sexual.roles_online_meet',
    category: 'SEXUAL',
    near: [
      'online|nettet|nætet|nett|internet|internett|chat|chatten|roblox|fortnite|snap|snapchat|discord|tiktok|minecraft|game',
      'meet|møte|møtes|ses|treffes|træffas|mødes|meets|meeting|see',
      'secret|hemmelighet|hemlighet|hemmelig|hemmelighed|hemligt|alone|alene|ensam|secretly',
    ],
    window: 14,
  },
  {
    id: 'sexual.roles_child_romance',
    category: 'SEXUAL',
    near: [
      'grown-ups|grownups|adults|voksne|vuxna|voksen|teacher|lærer|læreren|coach|trener|man|mann|mannen|uncle|onkel',
      `${CHILD}|grader|klassing|åring|åringen|year-old|year|olds`,
      'boyfriend|girlfriend|kjæreste|kjærester|kæreste|pojkvän|flickvän|kissing|kyssing|kysser|kiss|making|klining|hångel|love|romance|romantisk|dating|date',
    ],
    window: 10,
  },
  {
    id: 'sexual.roles_under_coat',
    category: 'SEXUAL',
    near: [
      'coat|frakk|frakken|jakke|jakken|kåpa|kappe|trenchcoat|regnfrakken',
      'under',
      'see|se|show|vise|visa|something|noe|något|noget|funny|morsomt',
      `${CHILD}|me|meg|mig|us|oss`,
    ],
    window: 12,
  },
  {
    id: 'sexual.roles_kids_making_out',
    category: 'SEXUAL',
    near: [
      'making|make|makes|klining|kliner|hånglar|hångla|snogging|going',
      'out|further|lenger|videre|hverandre',
      `${CHILD}|olds|åringer|åringar|year`,
    ],
    window: 8,
  },

  // HATE -----------------------------------------------------------------------------------
  {
    id: 'hate.roles_slurs',
    category: 'HATE',
    patterns: [
      'fagget|faget|faggit|fagot|gyppos|gypsos|redskin|redskins|femoid|femoids|foid|foids|svartskallarna|svartskallen|svartingen|svartingane|lappjæv*|lappjav*|kebabnorsk*|zigenarpack*|sigøynerpakk*|sigøjnerpak*|spasser|spasseren|spassere|spasserne|mongot|mongona|mongoen',
      'sped ~1 kids|kid|class|classes|students',
      'diversity ~1 hire|hires',
      'ok|okay ~2 to ~1 be ~1 white',
      'ut|out ~1 med|with ~1 pakket|pakk|packet|pakket',
      'norge|noreg|sverige|danmark|norway ~1 for|til ~1 nordmenn|nordmenna|svenskar|svenskarna|danskere|danskerne|norwegians',
      'build ~1 the ~1 wall',
    ],
  },
  {
    // A group given a vice, a crime or an animal's name.
    id: 'hate.roles_group_vice',
    category: 'HATE',
    scope: 'request',
    near: [
      '@group',
      'steal|steals|stealing|stjeler|stjæler|stjæl|stal|stole|thieves|tyver|tjuvar|tyve|pickpockets|lommetyver|ficktjuvar|beggars|tiggere|tiggare|crime|kriminalitet|brottslighet|lukter|smell|smells|stinker|stinks|stinke|lyver|lies|liars|lügner|drunk|fulle|fuld|fulla|lazy|late|lata|dovne|idiots|idioter|idiot|dumb|dumme|dumma|apes|aper|apor|aber|rats|rotter|råttor|cockroaches|kakerlakker|kackerlackor|kakerlakkerne|sick|syke|sjuke|sjuka|syge|freaks|ekle|ækliga|ækle|gross|disgusting|dangerous|farlige|farliga|farlig|monster|beasts|useless|ubrukelige|burden|byrde|børda|villains|villain|skurk|skurken|skurkene|skurkarna|skurkerne|onde|evil|ond|poison|forgifter|virus|viruset|breed|formerer|dyr|animals|djur|people|folk|ordentlige|person|mennesker|human',
    ],
    window: 7,
  },
  {
    id: 'hate.roles_group_cast_out',
    category: 'HATE',
    scope: 'request',
    near: [
      '@group',
      'belong|belongs|hører|hør|kicked|kick|kicks|kastet|kastes|kaste|kastas|sparket|sparka|sparker|sparkes|sparkas|jages|jaget|jagar|jager|jagter|chases|chased|chase|shot|skutt|skjuts|skydes|sent|sendes|sendt|sender|sends|cleanses|cleanse|renser|rensar|round|samle|spits|spytter|spottar|spytte|blame|skyld|skuld|skylden|burns|brenner|brent|burned|rocks|stein|steiner|sten|stenar|trust|stole|lita|kureres|cured|botas|kurere',
    ],
    window: 8,
  },
  {
    id: 'hate.roles_skin',
    category: 'HATE',
    scope: 'request',
    near: [
      'skin|hud|huden|hudfarge|hudfarve|hudfærg|colour|color|farge',
      'dark|darker|mørk|mørke|mørkere|annen|other|anden|another|brown|brun|sorte|svarte|same',
      'villain|villains|skurk*|sends|sender|cleanses|renser|rensar|kicked|ut|home|hjem|bad|slemme|evil|onde|monster|monsters|belong|hører|thugs|ghetto|mean|know',
    ],
    window: 10,
  },
  {
    id: 'hate.roles_supremacy',
    category: 'HATE',
    scope: 'request',
    patterns: [
      'only|bare|bara|kun ~2 for ~1 white|hvite|vita|hvide',
      'race|rasen|racen|rase ~2 er|is|ær|are ~1 overlegen|overlegne|superior|best|beste|bedst',
      'burns|brenner|brent|brænder|burned|burning|brenne ~4 koran*|quran|bible|bibelen|bibeln|torah|toraen|holy',
      'two|to|tvæ ~1 dads|mums|moms|mothers|fathers|pappaer|mammaer|pappor|mammor|fædre|mødre|fedre ~10 sick|wrong|syk|syke|feil|fel|forkert|ekle|gross|unnatural|unaturlig|onaturlig',
      'laugh|laughs|laughing|ler|griner|skrattar|flirer ~2 at|av|af|æt ~3 @group',
      'teach|teaches|lærer|lære|vise|show|shows ~2 them|dem|dom ~2 their|sin|deres ~1 place|plass',
      'lærer|lære|teach|teaches|viser ~2 dem|them ~1 hvor|where ~1 de|they ~1 hører|belong',
      'girls|women|jentene|jenter|kvinner|kvinder|tjejer|flickor|piger|damer|kvinnor ~6 belong|hører|hør|bare|only|just ~4 kitchen|kjøkkenet|køkkenet|køket|mat|food|cook',
    ],
  },
  {
    id: 'hate.roles_salute',
    category: 'HATE',
    near: [
      '88|heil|hitler|nazist|nazi',
      'arm|armen|salute|hilser|hilsen|hælsar|fremmede|jødene|jøder|barna|nazist',
    ],
    window: 8,
  },

  // VIOLENCE -------------------------------------------------------------------------------
  {
    id: 'violence.roles_smother',
    category: 'VIOLENCE',
    scope: 'request',
    near: [
      'pillow|pute|puten|puta|puden|pude|kudde|kudden',
      'face|ansiktet|ansigt|ansigtet|ansikte|ansiktet|forever|permanently|alltid|altid|breathing|puste|andas|vejret|stille|quiet|tyst',
      'over|holds|holder|holdt|håller|press|presser|with|med',
    ],
    window: 10,
  },
  {
    id: 'violence.roles_drown_or_stop_breath',
    category: 'VIOLENCE',
    scope: 'request',
    near: [
      'stops|stopped|stop|slutter|sluttet|slutar|slutade|holder|stoppet|stoppa',
      'breathing|puste|andas|vejret|bubbles|boblene|bubblorna|boblerne',
      'until|til|till|tills|indtil|helt',
    ],
    window: 8,
  },
  {
    id: 'violence.roles_gore_acts',
    category: 'VIOLENCE',
    scope: 'request',
    patterns: [
      'skins|flår|flår|flaar|skinned|flayed|flås|flår|flayes ~3 alive|levende|levande|levende',
      'saws|sager|sågar|sægar|saver|sawed|sagde|sagar ~3 head|heads|hodet|hodene|huvudet|hovedet|hovederne|leg|beinet|benet|arm|armen',
      'skulls|skallene|skallane|kraniene|kranierne|skallar|heads|hoder|hodene ~4 sack|sekk|sekken|sæk|sæck|collect|collects|samler|samlar|gemmer|keeps',
      'cuts|skjærer|skær|skærer|skar|cut ~2 opp|upp|op|up|open ~4 mens|while|medan|mens ~3 lever|lives|alive|lever|levende',
      'throatslit*|strupeskjær*|childbutcher|barneslakter*',
      'slit|slits|slitting|skjærer|skjer|skær|skære|skar|cut|cuts ~4 throat|throats|strupen|struben|strupa|halsen ~0 [på|of|on]',
      'snap|snaps|snapping|break|breaks|breaking|brekke|brekker|knekke|knekker|bryter ~3 neck|nakken|halsen|nakke|fingers|fingrene|fingre|fingrarna|spine|ryggraden',
      'spine|ryggraden|ryggrad|ryggen ~3 ripped|torn|revet|røsket|pulled|trukket|ut|out',
      'head|hodet|hovedet|huvudet ~3 pops|popper|sprekker|sprakk|explodes|eksploderer|exploderar ~2 like|som',
      'body|kropps ~1 parts|deler|delar',
      'kroppsdelane|kroppsdelene|kroppsdelarna|kropsdelene|limbs',
      'saks|saksa|saksen|scissors|kniv|kniven|knife|blyant|pencil|pen ~3 i|in|into ~2 øyet|eye|eyes|øynene|øjet|øjnene|øgat|øgonen',
      'stikker|stakk|stikke|stabs|stabbing ~1 ned|down ~3 folk|people|mennesker|alle|everyone|noen|ham|henne|dem|them',
      'without|uten|utan|uden ~1 anesthesia|anaesthesia|bedøvelse|bedøvning|narkos|painkillers|numbing',
      'doesnt|dont|not|ikke|inte ~1 numb|numbs|bedøver|bedøve|bedøva',
      'electric|elektrisk|elektriske ~1 chair|stol|stolen',
      'hung ~1 drawn ~2 quartered',
      'finish ~2 her|him|them ~1 off',
      'gjøre|gjør|gøre|gøra ~2 henne|ham|dem|han ~1 ferdig|færdig',
      'look|se|ser ~2 like|ut ~2 an|som ~1 accident|ulykke|olycka|ulykke|uhell',
      'hangs|hanged|henger|hengte|hang|hænger ~2 them|dem|him|her|ham|henne|people|folk ~3 tree|trees|treet|trærne|træerne|trædet|træden',
      'mows|mowed|mowing|meier|mejar ~2 everyone|down|them|people|alle|folk|ned',
      'no-russian|norussian|drapsturne*|killing ~1 spree|rampage|amok',
      'shoots|skyter|skjuter|skyder|kills|dreper|dræber|dødar|stabs ~6 one|en|én ~1 after|by|etter|efter ~1 another|one|en',
      'counts|teller|tæller|ræknar ~2 bodies|likene|liken|ligene|corpses',
      'killall*|killkid*|murderkid*|killthe*',
      'tortur*|torter*|torturer*',
      'fastbundet|tied|bound|bundet ~6 vondt|hurt|torture|hours|timer|timmar',
    ],
  },
  {
    id: 'violence.roles_mass_harm',
    category: 'VIOLENCE',
    scope: 'request',
    near: [
      '@kill|dodar|doda|dodade|shoots|shot|skyter|skjøt|skjuter|skøt|skyder|skød|sprenger|blows|bomb|bombe|bomben|murders',
      'whole|hele|hela|heile|everyone|alle|alla|all|entire',
      'class|klassen|klasse|klassa|family|familien|familjen|familie|school|skolen|skolan|skole|guests|gjestene|gæsterne|gæsterna|village|landsbyen|byn|bussen|bus|people|folk',
    ],
    window: 8,
  },
  {
    id: 'violence.roles_gun_to_school',
    category: 'VIOLENCE',
    scope: 'request',
    near: [
      'gun|gevær|geværet|jaktgevær|jaktgeværet|jagtgevær|jaktgeværet|rifle|rifla|pistol|pistolen|våpen|vapen|våpenet|weapon',
      'school|skolen|skole|skolan|classroom|klasserommet|kantinen|matsalen|kantina|class|klassen|cafeteria',
      'brings|takes|tar|tager|tog|tok|med|with|shoots|skyter|skyder|skjuter|nobody|ingen|home|hjem|hem',
    ],
    window: 12,
  },
  {
    id: 'violence.roles_shot_in_head',
    category: 'VIOLENCE',
    scope: 'request',
    patterns: [
      'shoots|shot|shooting|skyter|skjøt|skjuter|skøt|skyder|skød ~4 in|i ~2 head|hodet|hovedet|huvudet|face|ansiktet|ansigtet',
      'beat|beats|beaten|banket|banker|banka|tæsket|slo|slår ~2 up|opp|op|upp|ihjel ~6 teeth|tennene|tænderne|tænderna|blood|blod|bleeds|blør|bakken|ground',
      `${BEAT}|bat|balltre|kølle ~6 bleeding|blør|bløder|blæder|blod|blood|cant ~1 breathe`,
    ],
  },

  // WEAPONS_DRUGS --------------------------------------------------------------------------
  {
    id: 'weapons.roles_household_poison',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'bleach|klorin|klor|blekemiddel|blegemiddel|ammonia|ammoniakk|salmiakk|drain|avløpsåpner|propplæser|vaskemiddel*|cleaning|rengjøring*|kemikalier|kjemikalier|chemicals|husholdningsmiddel*|husholdningsmidler|rattegift|rottegift|musegift|poison|gift|giften',
      'mix|mixes|blander|blande|blanda|stir|stirs|rører|put|puts|putter|pour|helle|hæll|hælla|drink|drikke|drikken|dricka|dryck|drinks|coffee|kaffe|kaffen|kaffet|sink|vasken',
      'poison|giftig|giftige|gift|sick|syk|syke|sjuk|sjuka|cloud|sky|kill|drepe|someone|noen|någon|noget|nogen|teacher|enemy|enemies|fiende|fiender|merker|notice|farligst|dangerous|works|virker|detailed|long|quiz|secretly|hemmelig',
    ],
    window: 12,
  },
  {
    id: 'weapons.roles_drug_words',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    patterns: [
      'xanax|xannies|xans|percs|percocet|oxycodone|oxycontin|shrooms|ricin|sarin|chloroform|kloroform|stryknin|strychnine|darknet|darkweb',
      'purple ~1 drank',
      'lean ~4 make|lage|lager|gør|gøra|hostesaft|hostmedicin|hostmedisin|cough|sprite|brus|drank|purple',
      'make|lage|lager|gør|gøra|how ~3 lean',
      'high|rus|ruset|ruse|høy ~4 cough|hostesaft|hostmedisin|hostmedicin',
      'cough ~1 syrup|medicine ~4 high',
      'crush|crushes|knuse|knuser|krossa|krosser ~4 snort|snorts|sniffe|sniffer|sniff|snorte',
      'white|hvitt|hvite|vitt|hvidt ~1 powder|pulver ~8 try|prøve|smake|feel|snort|sniff|high|amazing|fantastisk',
      'poison ~1 darts|arrows|dart',
      'giftpil*|blowgun|blåserør|blåsrør',
      'serial ~1 numbers|number',
      'elektrosjokk*|stun ~1 gun|taser|tasers',
      '3d-skrivare|3d-printer|3d-skriver|3d-printed|3d ~1 printer|skriver|skrivare|printed ~4 gun|pistol|våpen|vapen',
      'brannbombe*|brandbomb*|firebomb*|rørbombe*',
      'fire ~1 bomb|bombs',
      'timer ~4 sprengladning*|explosive*|bomb*|sprængladning*|sprængstof|sprængladdning*',
      'metal|metall ~1 detector|detektor|detektoren|detectors|detektorn',
      'where|hvor|var|hvordan|how ~4 buy|kjøpe|købe|køpa|get|få|order|bestille ~3 @drug|græs|gräs|weed|shrooms|xanax|xannies|percs|pills|piller|bars|hasj|hash',
      'glade|happy|magic|magiske|magisk|spesielle|special|spesial ~1 svampe|svampar|sopper|sopp|soppen|mushrooms|mushroom|brownies|sjokoladen|sjokolade',
      'spesialsjokolade*|spesialkake*',
      'valmuer|valmue|poppies|poppy|vallmo ~8 saft|saften|juice|sap|skjærer|cut|samle|collect',
      'sovemedisin*|sovemedicin*|sovepille*|sovetablett*|sleeping ~1 pills|medicine|tablets',
      'brygge|brygger|brew|brews|brænne|brænder ~1 sprut|sprit|booze|moonshine|hjemmebrent|alkohol',
    ],
  },
  {
    id: 'weapons.roles_mushrooms_high',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'sopp|sopper|soppen|svampe|svampar|svamp|mushrooms|mushroom|brownies|plants|planter|planterne|sjokolade|sweets',
      'high|høye|høy|ruset|rus|ruse|trip|tripping|stoned|colours|farger|farver|færger|rainbows|regnbuer|giggle|fnise|rare|weird|baggies|poser|sells|selger|sælger|sælja|lamp|lampe|lampa',
    ],
    window: 10,
  },
  {
    id: 'weapons.roles_knife_to_school',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'knife|kniv|kniven|brødkniven|brødkniv|kniv|knives|kniver',
      'school|skolen|skole|skolan|skolegården|skolgården|sekken|sekk|backpack|ryggsekken|bag',
      'brings|bring|takes|take|tar|tager|tog|tok|med|scare|skremme|skræmma|skrämma|bullies|mobbere|mobberne|mobbarna|works|virker|funkar',
    ],
    window: 10,
  },
  {
    id: 'weapons.roles_child_gun',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'gun|guns|pistol|pistolen|våpen|våpenet|vapen|gevær|geværet|jaktgevær|jaktgeværet|jagtgevær|jaktgevær|våpenskap*|våbenskab*|vapenskåp*',
      'finds|finner|finder|hittar|found|fant|key|nøkkelen|nøglen|nyckeln|steal|tjuvlån*|låne|teaches|lærer|lær|shoot|skyte|skyder|skjuta|skjuter|load|lade',
      `${CHILD}|${ME}|son|sønn|søn|min|8|10|12|year|åring|olds`,
    ],
    window: 12,
  },
  {
    id: 'weapons.roles_child_drink_smoke',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      '@alcohol|sprut|drinker|drinks|drink|barskapet|barskap|sigarett*|cigarett*|cigarette|cigarettes|røyk|røyke|snus|vape|vaping|smoke|smoking|rulle',
      `${CHILD}|åring|olds|yo|6yo|kompisan|kompisene|friends|venner|kaninen|bunny|barnebarnet|lillebror|little|ung|tonåring|teen|12|13|11|10|9|8|7|6`,
      'try|prøve|prøv|prøva|first|første|cool|kul|kjempekul|kjempekult|gøy|fun|sjov|roligt|teaches|lærer|lær|mix|blande|brygge|brew|whole|hele|hela|wants|vil|vill|dizzy|svimmel|sejeste|coolest|awesome|fantastisk',
    ],
    window: 12,
  },
  {
    id: 'weapons.roles_sell_pills',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'sells|sell|selger|sælger|sæljer|deler|delar|gives|gir|deals',
      'piller|pills|pillerne|pillen|pill|tabletter|baggies|poser',
      'school|skole*|skolgården|skolegården|frikvarteret|recess|klassen|rasten|students|elevene|kids|barna',
    ],
    window: 10,
  },
  {
    id: 'weapons.roles_incendiary',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'bottle|flaske|flaska|flasken|styrofoam|isopor|frigolit|brennbar|brannfarlig|flammable|brandfarlig|brennbart|slim|slime|jelly|gelé|gele',
      'gasoline|bensin|petrol|benzin|fire|brennbar|brennbart|flammable|klistrer|sticky|sticks|kastes|throw|kaster',
      'rag|fille|filla|klut|throws|kaster|kastes|kastar|make|lage|lager|making|guide|school|skolen|science',
    ],
    window: 12,
  },
  {
    id: 'weapons.roles_slingshot',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'slangebøsse|slingshot|sprettert|slangbæ*|slangbella',
      'steel|stålkuler|stål|knuse|hurt|skade|folk|people|vinduer|windows|break',
    ],
    window: 12,
  },
  {
    id: 'weapons.roles_poison_enough',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'poisonous|giftige|giftig|giftiga|poison|gift|berries|bær',
      'enough|nok|nog|kill|drepe|dræbe|døda|grown-up|voksen|teacher',
      'kill|drepe|dræbe|døda|someone|noen|nogen|någon|grown-up|voksen|teacher|make|sick',
    ],
    window: 10,
  },
  {
    id: 'weapons.roles_sleep_drug_child',
    category: 'WEAPONS_DRUGS',
    scope: 'request',
    near: [
      'sovemedisin*|sovemedicin*|sovepille*|sleeping|sovemiddel|sømnmedel|melatonin|medicine|medisin',
      'give|gi|giver|ge|blander|blande|mix|mixes|puts|putter|in|i|melka|milk|mælken',
      `${CHILD}|lillebror|lillesøster|brother|sister|sleeps|sover|sovner|asleep`,
    ],
    window: 12,
  },

  // DANGEROUS_ACTS -------------------------------------------------------------------------
  {
    id: 'dangerous.roles_socket',
    category: 'DANGEROUS_ACTS',
    near: [
      'socket|sockets|stikkontakt*|eluttag*|stikkontakten|outlet|outlets|plug|stikkontakter',
      'finger*|fork|forks|gaffel|gafler|gaflen|gaffeln|binders|paperclip|poke|pokes|stikke|stikker|stikk|putte|putter|pette|petar|peta|stick|sticking|stick',
    ],
    window: 10,
    negatable: true,
    scope: 'request',
  },
  {
    id: 'dangerous.roles_suffocate',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'plastic|plast|plastik|plastpose*|plastikpose*|plastpåse*|plastposen',
      'head|hodet|hovedet|huvudet|helmet|hjelm|hjælm|rymdhjælm|astronauthjelm|neck|halsen|hals|tight|stram*|air|luft',
    ],
    window: 10,
  },
  {
    id: 'dangerous.roles_neck',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'neck|halsen|hals|throat|strupen',
      'squeeze|squeezing|klemme|klemmer|knyt|knyter|tie|ties|tied|rope|tau|hopptauet|hoppetovet|stars|stjerner|faint|besvime|tight|stram*',
    ],
    window: 10,
  },
  {
    id: 'dangerous.roles_breath',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'hold|holding|holde|holder|hålla|hæller|hæll',
      'breath|pusten|andan|vejret',
      'faint|svime|besvime|besvimer|svimmar|svimma|pass|bath|badekar*|badevannet|underwater|no|without|uten|alone',
    ],
    window: 10,
  },
  {
    id: 'dangerous.roles_alone_water_ice',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'ice|isen|frozen|islagt|frosne|lake|sjøen|søen|sjøn|river|elva|elven|ån|buoys|bøyene|bøjerne|langt',
      'alone|alene|aleine|ensam|ensamt|naps|sover|sleeps|asleep',
      'walk|walks|go|goes|gå|går|gå|swim|swimming|svømme|svømmer|bade|simma|ud|ut|across|over',
      `${CHILD}|${ME}|we|vi|kids|barna`,
    ],
    window: 14,
  },
  {
    id: 'dangerous.roles_tracks_traffic',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    patterns: [
      'tracks|togskinnene|togskinner|skinnene|tågrælsen|rælsen|railway|jernbanen|togskinnerne|skinnerne ~6 play|plays|leke|leker|lege|leka|balance|balanserer|balansere|balanserar|jump|hoppe|hopper|hoppar|last|sidste|siste|sista',
      'play|plays|leke|leker|lege|leka|balance|balanserer|balanserar|walk ~4 tracks|togskinnene|togskinnerne|tågrælsen|rælsen|railway|jernbanen',
      'throw|throws|kaster|kaste|kastar|kast ~2 rocks|stones|stein|sten|steiner|stenar ~5 cars|bilene|bilar|bilerne|bilarna|trains|bilen',
      'drives|drive|kjører|kører|kør|kør|driving ~3 car|bilen|bil|bil ~4 alone|alene|shop|butikken',
      'seatbelt|seatbelts|bilbelte|setebelte|sikkerhetsbelte|sækerhetsbælte ~4 babies|never|aldri|no|without|uten|dumt',
      'never|aldri|no|without|uten ~2 seatbelt|seatbelts|bilbelte|setebelte|sikkerhetsbelte',
      'no|without|uten|uden ~1 brakes|bremser|bremsene',
      'locked|låst|låste ~3 car|bilen|bil ~6 sun|sola|solen|hot|varm|day|dagen',
      'car|bilen ~4 locked|låst ~6 sun|sola|solen|hot|varm|day|dagen',
    ],
  },
  {
    id: 'dangerous.roles_alone_road_night',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'alone|alene|by|herself|himself|selv',
      'night|kvelden|natten|natta|evening|dark|mørket|mørke',
      'road|veien|vejen|vægen|street|gaten|gata|playground|lekeplassen|butikken|shop',
    ],
    window: 12,
  },
  {
    id: 'dangerous.roles_fire_indoors',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'fyrstikker|fyrstikk|fyrstikkene|matches|lighter|lighteren|lightere|tændare|tændaren|tændstikker|tændstikkerne|campfire|bål|bålet|deo|deodorant|deospray|hairspray|hårspray|flammetriks',
      'bedroom|soverommet|soverummet|inside|indoors|innendørs|låven|låve|hay|høyet|høy|dyna|dyne|dynen|tæcket|duvet|blanket|teppe|lighter|lighteren|tændare|flame|flamme|tiktok|bed|senga',
      'lighting|light|lights|tenner|tente|tænder|tænde|tænda|brenne|burn|roast|grille|spray|play|plays|leke|leker|lege|leka|trick|triks|lager|make|makes|doing|gjør|filmer|film|films',
    ],
    window: 10,
  },
  {
    id: 'dangerous.roles_fireworks_hands',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'fireworks|fyrverkeri|kinaputter|kinaputt|rakett*|firecrackers|smellbomber|smellbombe',
      'light|lights|lighting|tenner|tænder|tenne|kaster|throw|throwing|throws|kaste|kastar',
      'hands|hånden|hendene|hand|hverandre|each|other|people|folk|skolegården|schoolyard',
    ],
    window: 10,
  },
  {
    id: 'dangerous.roles_swallow',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    negatable: true,
    near: [
      'medicine|medisin*|medicin*|vitamin*|vitaminene|jerntablett*|pills|piller|tablets|tabletter|sink|vasken|kjøkkenvasken|diskbænken|saltvann|saltwater|kanel|cinnamon|batteries|batterier',
      'sweets|candy|godteri|godis|slik|smågodt|trollgodteri|whenever|vil|whole|hele|bottle|boksen|boks|super|strength|drink|drikke|drikker|slurk|sip|taste|smake|challenge|utfordring|most|mest|lick|licking|slikke|slikker',
    ],
    window: 12,
  },
  {
    id: 'dangerous.roles_stranger',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    negatable: true,
    near: [
      'stranger|fremmed|fremmede|främling|fremmand|van|varebil',
      'candy|sweets|godteri|godis|slik|pony|puppies|valper|valp|promise|promises|lover',
      'goes|går|gick|with|med|rude|uhøflig|happy|great|idea|ending|slutt|runs|away|follows|følger|følge|gets|in|say',
    ],
    window: 12,
  },
  {
    id: 'dangerous.roles_climb_jump',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'backflip*|backflips|salto*|flips|jump|jumps|hoppe|hopper|hoppar|hopp|dive|stuper|stupe|climb|klatre|klatrer|klættrar|klatra|balance',
      'roof|taket|tak|taget|flagpole|flaggstang*|fjellhylla|hylla|ledge|fjorden|cliff|klippen|stupet|mast',
      'trampoline|trampolinen|snow|snøen|snøn|upside|no|ingen|fjorden|cool|kul|kult|dare',
    ],
    window: 12,
  },
  {
    id: 'dangerous.roles_shut_inside',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'suitcase|koffert*|kuffert*|resvæska|bagasjerom*|trunk|fridge|kjøleskap*|freezer|frys*',
      'zip|zipping|lukke|lukker|lock|locking|låse|låser|close|closes|closing|locked|stenger|inside|inni|inne|themselves|yourself|door|døra|døren',
    ],
    window: 12,
  },
  {
    id: 'dangerous.roles_water_electric',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'krølltang*|hairdryer|hårføner|føner|føhn|toaster|brødrister|curling|hårtørrer|hårføn',
      'bath|badekar*|badekaret|water|vann|tub|bathtub|badet',
    ],
    window: 10,
  },
  {
    id: 'dangerous.roles_unsafe_food',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'berries|bær|bæren|bær|mushrooms|sopp|svampe',
      'any|all|alle|allt|alt|everything',
      'safe|trygt|trygg|good|snille|only|bare|nature|naturen|fine',
    ],
    window: 10,
  },
  {
    id: 'dangerous.roles_baby_alone',
    category: 'DANGEROUS_ACTS',
    scope: 'request',
    near: [
      'baby|babyen|toddler|lillebror|lillesøster|7-year-old|åring|cooks|lager|laver',
      'alone|alene|ensam|aleine',
      'bath|badekar*|bathtub|badet|stove|komfyr*|gasskomfyr*|gas|dinner|middag',
    ],
    window: 12,
  },

  // TOO_SCARY (by the child's age) ---------------------------------------------------------
  {
    // A dead body as the scene: rotting in a cupboard, in the bath, eaten by crabs.
    id: 'too_scary.roles_corpse',
    category: 'TOO_SCARY',
    scope: 'request',
    below: 9,
    near: [
      'lik|liket|likene|lig|liget|ligene|corpse|corpses|skeleton|skeletons|skjelett|skjelettet|skjeletter|skjeletta|skelett',
      'rotting|rots|råtner|rådner|ruttnar|blood|blod|blodet|bathtub|badekar*|badkaret|badkarret|closet|skapet|skabet|garderoben|buried|begravd|begravet|worms|ormene|maggots|flies|fluer|spist|eaten|crabs|krabbene|krabban|krabber|fjæra|floor|gulvet|mamma|mora|mother|mum|mummy|augo|eyes|øynene',
    ],
    window: 10,
  },
  {
    id: 'too_scary.roles_dread_scenes',
    category: 'TOO_SCARY',
    scope: 'request',
    below: 9,
    patterns: [
      'dead ~1 guy|man|woman|lady|body|mummy|mum|mommy|girl|boy|children|kids',
      'possessed|possession|besatt|besat|besettelse|besættelse|besatthet|exorcism|exorcist|eksorsisme|eksorsist|exorcisme|dæmon|dæmonen|dæmoner',
      'momo|smiledog|slenderman|huggy|sirenhead|creepypasta|creepypastas|jeff ~1 the ~1 killer',
      'smile ~1 dog',
      'siren ~1 head',
      'cursed|forbannet|forbannede|forbandet|förbannade ~1 video|videoen|film|filmen|tape',
      'found ~1 footage',
      'flies|fluer|worms|ormene|maggots|larver ~3 in|i|out|ut|from|fra ~3 mouth|munnen|her|him|henne|ham|eyes|øynene',
      'crawl|crawls|crawling|kryper|kravler|kryp ~2 out|ut|ud ~2 of|av|af|fra ~3 eyes|øynene|øjnene|ears|ørene|mouth|munnen|nose|nesen|skin|huden|her|him|henne|ham',
      'lays|legger|lægger ~1 eggs|egg|æg ~2 in|i ~3 ear|øret|øre|skin|huden|head|hodet',
      'sews|syr|sew|sewn|sydd|syet ~3 mouth|mouths|munnen|munnene|munner|eyes|øynene',
      'skin|huden|hud ~3 peel|peeling|peels|flasse|flasser|falls|faller|comes ~1 off|av',
      'cuts|kutter|skjærer|bites|biter|chops|hugger ~3 toes|tærne|tåene|fingers|fingrene|ears|ørene|nose|nesen ~1 off|av',
      'turned|blitt|blir|gjort|become|became ~2 into|til ~2 stew|gryterett|suppe|soup|pie|pai',
      'eyes|øynene|øjnene|augo ~4 pot|gryta|gryten|soup|suppa|jar',
      'last|siste|sista|sidste ~2 one|en ~1 is|er|blir|ær ~1 you|deg|du|dig',
      'with|med|hos ~2 dead|døde|dødes ~3 forever|alltid|evig|altid',
      'something|noe|noget|något|someone|noen ~2 breathing|puster|trækker|andas|ånder|breathes ~3 dark|mørket|mørkret|mørke',
      'nobody|noone|ingen ~1 hears|hører|heard|hørte|hør|hør ~3 her|him|henne|ham|them|dem|scream|screams|call|calls|rope|roper|skrik|skrike|crying|gråte',
      'blood|blod ~2 on|på ~2 her|hennes|his|hans|its|the ~1 hands|hendene|hænderne|hænderna',
      'knasing*|crunching|knastra*|knase|knaser|crunch ~3 bones|beina|beinene|knokler|knoklene|knoglerne|benen',
      'bones|beina|knokler|knoklene|knoglerne|benen ~2 crunch|crunching|knase|knaser|knasing*|knastra*',
      'found|funnet|fundet|hittade|hittas ~3 as|som ~1 bones|knokler|knogler|skeletons|skjeletter',
      'face|ansikt|ansiktet|ansigt|ansikte ~4 eaten|spist|ædt|æten',
      'torn|revet|ripped ~1 apart|i ~1 stykker|fra ~1 hverandre',
      'locks|låser|låste|stenger ~6 dark|mørkt|mørket ~2 forever|alltid|evig',
      'uten|without|uden|utan ~1 head|hode|hodet|hoved|huvud',
    ],
  },
  {
    // A parent dying or taken in front of a young child.
    id: 'too_scary.roles_parent_dies',
    category: 'TOO_SCARY',
    scope: 'request',
    below: 8,
    near: [
      'mum|mom|mummy|mommy|mother|dad|daddy|father|parents|mamma|pappa|mor|mora|moren|far|faren|foreldrene|foreldra|forældre|mamman|pappan',
      'torn|revet|truffet|påkjørt|train|toget|tog|truck|lastebil|burns|brenner|brant|burning|eaten|spist|spiser|eta|ete|skeleton|skjelett|skelett|bones|knokler|head|hode|hoved',
      'sees|ser|see|watch|watches|front|framfor|foran|hears|hører|hørte|alone|alene|åleine|ensam|inside|inni|inne|cry|crying|gråte|describe|beskriv|eyes|augo|øynene',
    ],
    window: 14,
  },
  {
    id: 'too_scary.roles_never_wakes',
    category: 'TOO_SCARY',
    scope: 'request',
    below: 8,
    near: [
      'mum|mom|mummy|mommy|mother|dad|daddy|mamma|pappa|mor|mora|far|grandma|bestemor|grandpa|bestefar',
      'never|aldri|aldrig',
      'wakes|wake|våkner|våkne|vågner|vaknar|waking',
    ],
    window: 8,
  },
  {
    id: 'too_scary.roles_watcher',
    category: 'TOO_SCARY',
    scope: 'request',
    below: 8,
    near: [
      'man|mann|mannen|manden|someone|noen|lady|dame|figure|skikkelse|woman|kvinne',
      'corner|hjørnet|hørnet|window|vinduet|vindue|vinduer|fönstret|bed|senga|sengen|room|rommet|værelset',
      'stands|står|stod|kigger|peers|looks|tittar|titter|moves|closer|nærmere|nærmare|watching|watches|ser',
      'night|natt|nat|natten|natta|every|hver|hvar|varje|tonight|inatt',
    ],
    window: 14,
  },
  {
    id: 'too_scary.roles_parent_imposter',
    category: 'TOO_SCARY',
    scope: 'request',
    below: 8,
    near: [
      'teeth|tenner|tænder|tænderna',
      'mummy|mamma|mom|mum|mor|mommy|mother',
      'isnt|ikke|inte|not|too|for',
    ],
    window: 10,
  },
  {
    id: 'too_scary.roles_thing_comes',
    category: 'TOO_SCARY',
    scope: 'request',
    below: 8,
    near: [
      'under|closet|skapet|garderoben|well|brønnen|brunnen|dark|mørket|mørkret',
      'real|ekte|comes|kommer|coming|henter|hente|takes|tar',
      'tonight|inatt|natt|natta|get|hente|henter|for|days|dager',
      'nobody|ingen|noone|her|henne|him|ham|you|deg|dig',
    ],
    window: 14,
  },
];
