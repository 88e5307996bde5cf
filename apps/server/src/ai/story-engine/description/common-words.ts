// Words that are capitalised at the start of a sentence but are not names, in both languages.

const EN = `a an the and or but so then once upon time there here this that these those it its he she
they we you i me my our your his her their them him us who what when where why how which with without
for from to of in on at by up down over under into out about after before again very really just also
too not no yes is are was were be been being has have had do does did can could will would should may
might must shall make makes made let lets go goes went see sees saw look looks find finds found want
wants wanted like likes loves love story tale please write tell about some any all every each one two
three four five six seven eight nine ten little big small happy sad good bad best new old first last
next day night morning evening today tomorrow yesterday friend friends family mum mom dad mummy daddy
mother father sister brother baby daughter son kid grandson granddaughter grandchild niece nephew
camping camp sleepover overnight tent
planning making getting having baking waiting lives lived live
christmas easter summer winter autumn spring holiday holidays weekend`;

const NO = `en ei et den det de og eller men så da en gang der her dette disse han hun hen vi du jeg meg
min mitt mine din ditt dine hans hennes sin sitt sine deres vår vårt våre dem ham henne oss som hva når
hvor hvorfor hvordan hvem med uten for fra til av i på ved opp ned over under inn ut om etter før igjen
veldig bare også ikke nei ja er var blir ble har hadde gjør gjorde kan kunne vil ville skal skulle må
lag lage lager laget gå går gikk se ser så finn finner fant vil ønsker liker elsker historie eventyr
fortell skriv noen alle hver ett to tre fire fem seks sju åtte ni ti lille store liten stor glad trist
god snill ny gammel første siste neste dag natt morgen kveld i dag i morgen venn venner familie mamma
pappa søster bror baby hei datter datteren døtre sønn sønnen sønner barnet barna barnebarn barnebarnet
niese niesen nevø nevøen jenta gutten
telttur hyttetur campingtur overnatting overnattingstur telt
jul julen julaften påske påsken sommer sommeren vinter vinteren høst høsten vår våren helg helga`;

export const COMMON_WORDS = new Set([...EN.split(/\s+/), ...NO.split(/\s+/)].filter(Boolean));
