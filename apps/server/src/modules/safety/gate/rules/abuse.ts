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
    ],
  },
  {
    id: 'abuse.touch',
    category: 'ABUSE',
    patterns: [
      // "he touches me down there", "onkel tar på tissen min", "touches my private parts".
      // "Mamma tar på meg jakka" (puts my jacket on) is dressing, so a private part must follow.
      '@adult ~2 touches|touched|touching|touch|feels|rubs|tar|tok|tafser|tafsa|rører|rørte|klår|klådde ~2 me|meg|my|min|mitt|på ~2 @private',
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
      'i|we ~1 get|got|have ~1 no|never ~1 food|dinner',
      'ikke|aldri|ingen ~2 mat|middag|frokost ~2 hjemme',
      'jeg|vi ~2 får|fikk ~1 ikke|aldri ~2 mat|middag|spise',
      'ingen ~1 gir ~2 meg|oss ~1 mat',
      // "full av" (full of) is a safe phrase, so "pappa er full av glede" stays a story.
      '@parent ~2 is|er|var|was|always|alltid ~3 drunk|full|fulle|dritings|stoned|ruset|rusa',
      '@parent ~2 drinks|drikker|drakk ~2 @alcohol ~3 every|hver|all|always|alltid|hele',
      '@parent ~2 drinks|drikker|drakk ~1 every|hver|all|hele ~1 day|dag|night|kveld|tiden',
      'i|jeg|we|vi ~3 alone|alene ~2 for|i ~1 days|dager|dagevis|nights|netter',
      'left ~1 me|us ~1 alone ~2 days|nights|night',
      'no ~1 one ~2 takes ~1 care ~1 of ~1 me|us',
      'ingen ~2 tar ~1 vare ~1 på ~1 meg|oss',
    ],
  },
];
