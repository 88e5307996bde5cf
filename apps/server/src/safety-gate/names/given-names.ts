// Common given names in Norway, Denmark, Sweden and English-speaking countries (the most given
// names of recent decades, children's and parents' generations). Used only together with a
// surname: a first name alone is always fine in a story.

const NORDIC = `
ada adam adrian agnes albert aleksander alexander alf alfred ali alice alma amalie amanda amelia
anders andrea andreas anette anita ann anna anne annette ante arne arnt arvid asbjørn aslak astrid
atle aud audun august axel bendik benjamin bente bernt berit birgit birger birgitte bjarne bjørg
bjørn borghild bodil brage britt camilla carina carl caroline cathrine cecilie christian
christina christine christoffer dag daniel david dina ebba edvard egil eilif einar eirik eivind
elias elin elisabeth ella ellen elling elsa embla emil emilie emma erik erika erling eskil even
eva ewa filip fredrik frida frode gabriel geir gerd gine gro gudrun gunhild gunnar gunn guro
gustav hakon halvor hanna hanne hans harald hedda hege heidi helene helga helge henning henrik
henny herman hilde hilma ida inga inge inger ingrid ingvild isak iselin ivar jakob jan janne
jarle jens jenny jesper jo joakim johan johanne johannes jon jonas jonatan jorunn josefine
julie june kaia kajsa kari karin karina karl karoline kasper kathrine katrine kenneth kevin kim
kjell kjersti klara knut kristian kristin kristine kristoffer lars laila lea leah leif lena leo
liam lilly lina linda line linnea liv live lotte lucas ludvig lukas magne magnus maja malin
malene marcus marianne marie marit markus marte martin martine mathias mats matilde max maya
mette mia mikael mikkel mille mina mona morten nikolai nils noah nora nina odd oda olav ola ole
oliver olivia oscar oskar otto pål per pernille peter petter philip pia ragnar ragnhild rakel
randi rasmus rebekka rikke rolf rune sander sanna sara selma sigrid sigurd silje simen simon siri
siv sivert sofie sofia solveig sondre stein steinar stian stig sunniva svein sverre synne synnøve
tale tea teodor terje thea theo theodor thomas thor thomas tiril tobias tom tomas tone tor torbjørn
tord tore torstein tove trine trond trym tuva turid ulrik ulrikke una vegard vemund vera vetle
vibeke victoria viktor vilde vilja viljar william wilma yngve ylva øystein åse åsmund frøya freja
oline ingeborg ronja aksel kristoffer mathilde mikkel jørgen jørn karsten kåre marius
`;

const ENGLISH = `
aaron abigail adam aidan alexander alfie alice amber amelia amy andrew anna archie arthur ava
barbara ben benjamin beth bethany bill bob brian brooke caleb callum carl carol caroline charles
charlie charlotte chloe chris christopher claire connor daisy daniel david deborah dennis dylan
edward eleanor elijah elizabeth ella ellie emily emma ethan evelyn evie finley florence frank
freddie freya gary george grace hannah harper harriet harrison harry hayden helen henry holly
isaac isabella isla jack jacob jake james jamie jane jason jayden jennifer jessica joe john
jonathan joseph joshua julia karen kate katie kevin laura lauren leo lewis liam lily logan louis
lucas lucy luke madison margaret maria mark martha mary mason matthew megan mia michael mila
molly nancy nathan noah oliver olivia oscar owen paul peter phoebe poppy rachel rebecca richard
riley robert rosie ruby ryan sam samuel sarah scarlett sebastian sienna sophia sophie steven
susan teddy thomas tom tyler victoria william zachary zoe jackson aiden grayson wyatt hunter
ryan amelia harper abby addison alexis allison andrea ashley avery brianna brooklyn camila
claire elena elise emilia hailey kylie layla leah lillian mackenzie natalie nora paige penelope
savannah skylar stella taylor violet zara aisha yusuf omar amir sami fatima maryam layla
`;

export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  `${NORDIC} ${ENGLISH}`.split(/\s+/).filter(Boolean),
);
