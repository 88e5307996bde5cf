// Common surnames in Norway, Denmark, Sweden and English-speaking countries. A capitalised
// given name followed by one of these (or by a word shaped like a Nordic surname, see
// personal-data.ts) reads as a private person's full name.

const NORDIC = `
hansen johansen olsen larsen andersen pedersen nilsen kristiansen jensen karlsen johnsen
pettersen eriksen berg haugen hagen johannessen andreassen jacobsen dahl jørgensen halvorsen
henriksen lund sørensen jakobsen moen gundersen iversen strand solberg svendsen eide knutsen
martinsen paulsen bakken kristoffersen mathisen lie amundsen nguyen rasmussen ali lunde
solheim berge moe nygård bakke kristensen fredriksen holm lien hauge christensen andresen
nielsen knudsen evensen sæther aas myhre hanssen ahmed haugland thomassen sivertsen simonsen
danielsen berntsen sandvik rønning arnesen antonsen næss vik haug ellingsen thorsen edvardsen
birkeland isaksen gulbrandsen ruud aasen strøm myklebust tangen ødegård eliassen helland
bøe jenssen aune mikkelsen tveit brekke abrahamsen madsen lindberg lindqvist lindgren
lindstrøm andersson johansson karlsson nilsson eriksson larsson olsson persson svensson
gustafsson pettersson jonsson jansson hansson bengtsson jønsson carlsson petersen thomsen
poulsen johannesen møller mortensen schmidt clausen østergaard laursen vestergaard
dalen nordmann wold holmen ødegaard sandberg aasland haaland vikre haugan rød engen
`;

const ENGLISH = `
smith jones williams taylor brown davies evans wilson thomas johnson roberts robinson
thompson wright walker white edwards hughes green hall lewis harris clarke patel jackson wood
turner martin cooper hill ward morris moore clark lee king baker harrison morgan allen james
scott phillips watson davis parker price bennett young griffiths mitchell kelly cook carter
richardson bailey collins bell shaw murphy miller cox richards khan marshall anderson simpson
ellis adams singh begum wilkinson foster chapman powell webb rogers gray mason ali hunt
hussain campbell matthews owen palmer holmes mills barnes knight lloyd butler russell barker
fisher stevens jenkins murray dixon harvey graham pearson ahmed fletcher walsh kaur gibson
howard andrews stewart elliott reynolds saunders payne fox ford pearce day brooks west lawrence
cole atkinson bradley spencer gill dawson ball burton o'brien watts rose booth perry ryan grant
wells armstrong francis rees hayes hart hudson newman barrett gregory hodgson garcia martinez
rodriguez hernandez lopez gonzalez wilson nguyen kim connor oconnor obrien oneill sullivan
`;

export const SURNAMES: ReadonlySet<string> = new Set(
  `${NORDIC} ${ENGLISH}`.split(/\s+/).filter(Boolean),
);

/** Endings of Nordic surnames ("Solheim", "Haugland", "Lindqvist", "Bjørkelund"). */
export const SURNAME_ENDINGS: readonly string[] = [
  'sen',
  'son',
  'ssen',
  'heim',
  'land',
  'stad',
  'rud',
  'berg',
  'dal',
  'vik',
  'nes',
  'haug',
  'bakken',
  'lund',
  'qvist',
  'kvist',
  'strøm',
  'gård',
  'gaard',
  'seth',
  'by',
  'holm',
  'lien',
  'tveit',
  'moen',
  'haugen',
  'hagen',
  'mark',
  'bø',
  'ås',
  'aas',
  'fjeld',
  'fjell',
  'eng',
];
