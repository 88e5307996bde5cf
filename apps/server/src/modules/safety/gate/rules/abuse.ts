import type { Rule } from './types.js';

// ABUSE: a child telling that a grown-up (or anyone) hits them, touches them, threatens them or
// leaves them without food or care. Like self-harm it gets care, not a story, and must be seen
// in dialect ("pappa slår mæ", "hu slo mæ") and in a child's spelling. The person hit must be
// the speaker ("me", "meg", "my little brother"): "the knight hits the dragon" is a story.

export const ABUSE_RULES: readonly Rule[] = [
  {
    id: 'abuse.hit',
    category: 'ABUSE',
    patterns: [
      // "my dad hits me", "mamma slår meg", "stefar slo mæ", "he beats us when he is drunk".
      '@adult ~2 @hit ~1 me|meg|us|oss',
      '@adult ~2 @hit ~1 my|min|mi ~1 little|baby|brother|sister|face|head|lillebror|lillesøster|ansikt|ansiktet|hodet',
      '@adult ~2 @hit ~1 lillebror|lillesøster|lillebroren|lillesøstera ~1 min|mi',
      '@adult ~2 always|often|sometimes|alltid|ofte|hver ~2 @hit ~1 me|meg|us|oss',
      'i|jeg|we|vi ~1 get|got|am|was|gets|blir|ble ~1 hit|beaten|slapped|kicked|punched|slått|banket|banka ~3 home|hjemme|@parent',
      'i|jeg|we|vi ~1 get|got|blir|ble|får|fikk ~1 beaten|banket|banka|juling|bank|denger|slått',
      '@parent ~2 gives|gir|ga ~1 me|meg|oss|us ~1 juling|bank|denger',
      'bruises|blåmerker|blåmerke ~3 from|fra|after|etter ~2 @parent|he|han|she|hun',
      '@parent ~3 locks|locked|låser|låste|stenger|stengte ~1 me|meg|us|oss ~2 in|inn|inne|ute|out',
      '@parent ~2 threatens|threatened|truer|truet ~1 me|meg|us|oss',
      '@parent ~2 says|said|sier|sa ~3 @kill ~1 me|meg',
      '@parent ~2 wants|vil|will|skal|going|kommer ~2 @kill ~1 me|meg',
      'scared|afraid|terrified|redd|livredd ~1 of|for|av ~2 @parent ~3 when|når|hits|slår|drunk|full|drikker|angry|sint',
      'scared|afraid|terrified|redd|livredd|rædd|rädd ~2 to|for|å ~1 go|gå|dra|komme ~1 home|hjem|heim',
      'dont|not|ikke|inte ~1 want|vil|vill ~2 to|å|att ~1 go|gå|dra ~1 home|hjem|heim ~2 because|fordi|for|när|når',
      'scared|afraid|redd|livredd|rædd|rädd ~1 of|for|av|för ~2 my|min|mitt ~1 @parent|stepdad|stefar|uncle|onkel',
      'redd|livredd|rædd|rädd|scared|afraid ~1 for|av|of|för ~1 @parent|stefar|onkel',
      '@adult ~2 yells|screams|shouts|skriker|kjefter|roper ~2 at|til|på ~1 me|meg ~3 every|hver|all|hele|always|alltid|and|og',
      '@adult ~3 locks|locked|låser|låste|stenger|stengte|sperrer|sperret ~1 me|meg|us|oss|mig',
      'locked|låst|innelåst|stengt ~2 in|inne ~3 my|mitt|rommet|room|boden|kjelleren|cellar|basement|closet|skapet ~4 days|dager|all|hele|every|hver',
      '@adult ~2 hurts|hurt|skader|skadet|gjør ~2 me|meg|mig|vondt|us|oss',
      '@adult ~2 gjør|gjorde ~1 meg|mig ~1 vondt|illa',
      'gjør ~1 vondt ~2 på ~1 meg',
      'comes|came|kommer|kom ~2 into|in|inn|i ~2 my|min|mi|senga|bed|sengen ~1 bed|seng|senga|at|om ~1 night|natta|natten',
      'not|ikke|inte ~1 allowed|lov ~2 to|å ~1 eat|spise|tell|si|fortelle|go|gå ~1 out|ut|home|hjem',
      'starves|starving ~1 me|us',
      '@hit|hits|hit|beats|slår|slo|banker|sparker|kicks ~1 me|meg|mig|mæ|us|oss ~4 every|hver|always|alltid|hard|hardt|belt|beltet|blør|bleed|bruises|blåmerker|until',
      'get|gets|got|får|fikk ~1 the ~1 belt|stick|wooden ~1 spoon',
      'får|fikk ~1 beltet|ris|stokken|bank',
      'someone|somebody|noen ~3 at|hjemme|home ~3 hurts|hurt|skader|hits|slår|gjør ~2 me|meg|vondt',
      'scared|afraid|redd|livredd ~3 to|for|å ~1 sleep|sove|go ~1 to ~1 bed|legge ~1 meg ~4 because|fordi|when|når ~4 @adult|comes|kommer',
      'said|says|sa|sier ~2 im|i|jeg ~2 his|hans ~1 wife|kone|girlfriend|kjæreste',
      // Words that wound, every day: "mamma sier hun skulle ønske jeg aldri var født".
      '@parent ~4 wishes|wish|ønsker|skulle ~4 i|jeg ~2 was|var|were ~1 never|aldri ~1 born|født',
      'calls|called|kaller|kalte ~1 me|meg|mig ~1 worthless|useless|ubrukelig|verdiløs|waste|søppel|garbage|dritt|trash|a ~1 mistake',
      '@adult ~3 watches|watch|ser|kikker|kikket ~2 me|meg|på ~1 meg ~2 shower|showering|dusjer|dusje|bath|bader|change|changing|kler|skifter',
      'makes|made|får|fikk|tvinger|tvang ~1 me|meg|us|oss ~3 kneel|knele|stand|stå|sit|sitte ~3 hours|timer|rice|ris|corner|hjørnet|cold|kulda|outside|ute',
      'pulls|pulled|lugger|lugget|drar|dro|river|rev|yanks ~2 me|meg|my|min ~1 hair|håret|i ~1 håret',
      'twists|twisted|vrir|vred ~2 my|meg ~1 arm|armen|hand|hånda',
      'burns|burned|brenner|brente ~2 me|meg ~3 cigarette|sigarett|sigaretten|iron|strykejern|lighter|lighteren|stove',
      'makes|made|lets|får|fikk|tvinger|tvang ~1 me|meg|mig ~2 sleep|sove|ligge|lie ~2 in|i ~2 his|her|hans|hennes|their|sin ~1 bed|seng|senga|sengen',
      'glemmer|glemte|forgets|forgot ~2 å|to ~1 hente|pick ~1 meg|me|oss|us',
      'ikke|no|ingen|never ~2 mat|food ~2 i|in ~2 kjøleskapet|fridge|skapene|cupboards|huset|house',
      'sulter|sultet ~1 meg|oss',
      'nobody|noone|ingen ~2 takes|tar|passer ~2 care|vare|på ~1 of|på ~1 me|us|meg|oss',
      'my ~1 parents|mom|mum|dad ~2 left|forgot|abandoned ~1 me|us',
      'protect|beskytte|beskytter|passe|save|redde|hide ~3 me|meg|us|oss|på ~3 from|mot|fra|for ~2 @parent|stepdad|stefar|boyfriend|kjæresten',
      '@parent ~3 dreper|kills|kill|drepe|will ~1 kill ~1 oss|us|meg|me',
      '@parent ~2 dytta|dyttet|dytter|pushed|pushes|shoved|shoves|slo|slår|hits|hit|kvelte|chokes|kicked|sparket ~1 @parent|mamma|mom|mum',
      '@parent ~1 slår|hits|beats|slo|hit $',
      'throws|throw|threw|kaster|kastet ~2 things|ting|stuff|plates|tallerkener ~2 at|på ~1 me|meg|us|oss',
      '@parent ~2 @hit ~1 her|him|henne|ham|them|dem|barnet|barna',
      '@parent ~2 @hit ~1 the ~1 kid|child|kids|children',
      // A friend telling: "min venn sier at faren slår henne".
      'friend|venn|venninne|venninna|vennen|venninnen|kompis|kompisen|bestevenn ~4 says|said|sier|sa|told|fortalte ~4 @adult ~2 @hit ~1 her|him|henne|ham|them|dem',
      'friend|venn|venninne|venninna|vennen|venninnen|kompis|kompisen ~3 @hit|slått|hit|beaten|banket ~2 at|by|av|hjemme|home ~1 home|hjemme|@parent',
      'blir|ble|get|gets|got|is|was|being|getting ~1 hit|beaten|slått|banket|banka ~3 home|hjemme|heime|hver|every|@parent',
      'si|say|tell|sier|says ~2 that|at ~1 jeg|i ~1 datt|fell|tripped',
      'makes|made|lets|får|fikk|lar ~1 us|me|oss|meg ~1 sleep|sove|sitte|stay|stå ~3 in|i|outside|ute|ut ~2 car|bilen|cold|kulda|snow|snøen|garage|garasjen|kjelleren|basement|shed|boden',
      'gjør|gjorde|does|did ~1 ting|things|stuff ~2 med|with|to ~1 meg|me ~3 natta|night|not|ikke|dont',
      'makes|made|får|fikk|tvinger|tvang ~1 me|meg ~2 do|gjøre ~2 stuff|things|ting ~3 dont|not|ikke',
      'kommer|comes|came|kom ~2 inn|into|in ~3 rommet|room ~3 natta|night|natten',
    ],
  },
  {
    id: 'abuse.hit_near',
    category: 'ABUSE',
    // "mamma sier jeg er ubrukelig og slår meg med beltet": a parent, a blow, and the child.
    near: [
      '@parent|stepdad|stefar|stefaren|boyfriend|kjæresten|uncle|onkel|babysitter|barnevakt',
      '@hit|dytter|dytta|pushes|throws|kaster',
      'me|meg|mig|us|oss',
    ],
    window: 12,
  },
  {
    id: 'abuse.bruises',
    category: 'ABUSE',
    near: [
      'bruises|bruise|blåmerker|blåmerke|blåmerkene|marks|merker',
      'fault|feil|@parent|stepdad|stefar|hide|skjule|lie|lyve|datt|fell',
    ],
    window: 8,
  },
  {
    id: 'abuse.afraid_at_home',
    category: 'ABUSE',
    // A parent drinking or raging and the children hiding: "vi gjemme oss under senga".
    near: [
      '@parent',
      'sint|angry|full|drunk|drikker|drinks|skriker|screams|raser',
      'gjemmer|gjemme|hide|hiding|hides|redd|scared|afraid|livredd',
    ],
    window: 10,
  },
  {
    id: 'abuse.online_stranger',
    category: 'ABUSE',
    // A child telling that someone online wants their pictures or to meet them.
    near: [
      'roblox|minecraft|fortnite|tiktok|snapchat|snap|instagram|insta|discord|online|internet|internett|nettet|chat|chatten|spillet|game',
      'asks|asked|ber|ba|wants|vil|sends|sender|sendte|sent|tells|says|sier',
      'my|me|meg|min|mine|mitt|mig',
      'pictures|bilder|photos|pics|picture|bilde|meet|møte|address|adresse|secret|hemmelig|hemmelighet|body|kroppen',
    ],
    window: 12,
  },
  {
    id: 'abuse.touch',
    category: 'ABUSE',
    patterns: [
      // "he touches me down there", "onkel tar på tissen min", "touches my private parts".
      // "Mamma tar på meg jakka" (puts my jacket on) is dressing, so a private part must follow.
      '@adult ~2 gropes|groped|fondles|fondled|strokes|stroked|beføler|befølte|stryker|strøk|touches|touched|touching|touch|feels|rubs|tar|tok|tafser|tafsa|rører|rørte|klår|klådde ~2 me|meg|my|min|mitt|på ~2 @private',
      '@adult ~2 tafser|tafsa|klår|klådde|befamler ~1 me|meg|på',
      'touches|touched|tar|tok|rører|rørte ~1 me|meg ~2 where|der|under ~2 @private|not|ikke|clothes|klærne|dyna|duvet|nede',
      'makes|made|tvinger|tvang|får|fikk ~1 me|meg ~3 touch|røre|kysse|kiss|suck|lick|slikke ~2 his|hans|her|hennes|@private',
      'show|shows|showed|viser|viste ~1 me|meg ~1 his|hans|her|hennes ~1 @private',
      'molest|molested|molesting|molests|misbruker|misbrukt|misbrukte|overgrep|overgriper|overgrepet|incest|voldtatt|voldtar|voldtok|voldtekt|raped|rape|rapes|raping|rapist',
    ],
  },
  {
    id: 'abuse.neglect',
    category: 'ABUSE',
    patterns: [
      // "no food at home", "jeg får ikke mat", "mamma er full hele tiden", "alone for days".
      'no|never ~2 food|dinner|breakfast ~1 at|in ~1 home|our',
      'nobody|noone ~1 feeds|gives ~2 me|us ~1 food',
      'nobody|noone|ingen ~1 picks|henter ~1 me|meg ~1 up',
      'forgets|forgot|glemmer|glemte ~2 to|å ~1 feed|give|gi ~1 us|me|oss|meg ~1 food|mat',
      'forgets|forgot|glemmer|glemte ~2 to|å ~1 feed ~1 us|me',
      'i|we|jeg|vi ~2 dont|not|never|ikke|aldri ~1 get|gets|får|fikk|have ~1 food|mat|middag|dinner|breakfast|frokost|lunch|mad',
      'har ~1 ikke ~1 fått|fået ~1 mad|mat ~2 i|på ~2 dager|dage|dagar',
      'home|hjemme ~2 for|i ~1 days|dager|dagevis',
      '@parent ~5 borte|gone|away|vekk ~2 i|for ~1 mange|many|flere|several|days|dager|weeks|uker',
      'i|we ~1 get|got|have ~1 no|never ~1 food|dinner',
      'ikke|aldri|ingen ~2 mat|middag|frokost ~2 hjemme',
      'jeg|vi ~2 får|fikk ~1 ikke|aldri ~2 mat|middag|spise',
      'ingen ~1 gir ~2 meg|oss ~1 mat',
      // "full av" (full of) is a safe phrase, so "pappa er full av glede" stays a story.
      '@parent ~2 is|er|var|was|always|alltid ~3 drunk|full|fulle|fuld|dritings|stoned|ruset|rusa',
      '@parent ~2 drinks|drikker|drakk ~2 @alcohol ~3 every|hver|all|always|alltid|hele',
      '@parent ~2 drinks|drikker|drakk ~1 every|hver|all|hele ~1 day|dag|night|kveld|tiden',
      'i|jeg|we|vi ~3 alone|alene ~2 for|i ~1 days|dager|dagevis|nights|netter',
      'left ~1 me|us ~1 alone ~2 days|nights|night',
      'no ~1 one ~2 takes ~1 care ~1 of ~1 me|us',
      'ingen ~2 tar ~1 vare ~1 på ~1 meg|oss',
    ],
  },
];
