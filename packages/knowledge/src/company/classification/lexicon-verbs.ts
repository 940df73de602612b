import { words } from './tokens.js';

/**
 * Verbs that say what a company does, in the languages of the sites we read (English, Dutch, German,
 * French, Spanish, Italian, and the commonest Swedish ones), lower case without accents. A verb only counts in a clause whose
 * subject is the company (see clauses.ts): 'our customers make protective clothing' is about them.
 *
 * - make: transforming materials into products, or building something (the object decides the
 *   division: fabrics → 13, software → 62, homes → 41);
 * - operate: running or offering something (stores, hotels, wind farms, insurance);
 * - sell: trading. NACE classifies a unit that makes and sells what it makes under making (production
 *   takes priority over sale), so selling counts far less than making;
 * - transport: moving or storing goods or people, only with a transport object (freight, parcels);
 * - repair and install: servicing goods others made. Repairing machinery is division 33, repairing
 *   cars or household goods 95; installing machinery is 33, installing wiring or heat pumps in a
 *   building is construction (43). The goods decide which (see domains.ts);
 * - arrange: arranging for others what a third party provides. An insurance broker arranges cover an
 *   insurer carries (66.2), a forwarder organises transport carriers perform (52.3), an estate agent
 *   brokers homes owners sell (68.3).
 */
export type VerbKind = 'make' | 'operate' | 'sell' | 'transport' | 'repair' | 'install' | 'arrange';

const MAKE = words(
  // English
  'make makes made making manufacture manufactures manufactured manufacturing produce produces produced',
  'producing build builds built develop develops developed developing design designs designed assemble',
  'assembles process processes processed turn turns convert converts craft crafts generate generates',
  'generated grow grows construct constructs constructed knit knits dye dyes dyeing finish brew brews',
  'bake bakes spin spins recycle recycles mine mines extract extracts refine refines print prints',
  'publish publishes program programs laminate laminates laminating extrude extrudes mill mills',
  'press presses pressed bottle bottles bottled',
  // Dutch
  'maken maakt maak gemaakt produceren produceert geproduceerd vervaardigen vervaardigt vervaardigd',
  'fabriceren fabriceert bouwen bouwt gebouwd ontwikkelen ontwikkelt ontwikkeld ontwerpen ontwerpt',
  'verwerken verwerkt assembleren verven verft finishen breien spinnen bakken telen teelt opwekken',
  'recyclen drukken drukt uitgeven lamineren lamineert bedrukken bedrukt extruderen malen winnen',
  'persen perst',
  // German
  'herstellen hergestellt produzieren produziert fertigen fertigt gefertigt bauen baut gebaut entwickeln',
  'entwickelt konstruieren konstruiert verarbeiten verarbeitet erzeugen erzeugt farben farbt veredeln',
  'veredelt stricken backen backt anbauen recyceln drucken druckt bedrucken bedruckt kaschieren kaschiert',
  'extrudieren extrudiert mahlen gewinnen gewinnt pressen presst',
  // French
  'fabriquer fabriquons fabrique fabriquent produire produisons produisent concevoir concevons concoit',
  'developper developpons developpe developpent construire construisons construit construisent',
  'transformer transformons transforme assembler assemblons teindre teignons tricoter tricotons',
  'cultiver cultivons cultive recycler recyclons imprimer imprimons imprime impriment editer editons',
  'publions laminons complexons extrudons',
  // Spanish
  'fabricar fabricamos fabrica fabrican producir producimos producen elaborar elaboramos elabora',
  'desarrollar desarrollamos desarrolla desarrollan disenar disenamos construir construimos construye',
  'construyen transformar transformamos transforma cultivar cultivamos reciclar reciclamos generamos',
  'imprimir imprimimos imprime laminamos editamos publicamos extruimos molemos prensamos envasamos',
  // Italian
  'produrre produciamo producono fabbricare fabbrichiamo realizzare realizziamo realizza realizzano',
  'sviluppare sviluppiamo sviluppa sviluppano progettare progettiamo progetta costruire costruiamo',
  'costruisce costruiscono trasformare trasformiamo trasforma coltivare coltiviamo riciclare ricicliamo',
  'stampare stampiamo stampa laminiamo accoppiamo pubblichiamo estrudiamo maciniamo spremiamo',
  // Swedish (present tense, as a company writes of itself: 'vi tillverkar', 'vi förädlar')
  'tillverkar tillverka producerar producera foradlar foradla utvecklar utveckla bygger bygga hyvlar',
  // Polish (first person plural and third person, as a company writes of itself: 'produkujemy meble')
  'produkujemy produkuje produkuja wytwarzamy wytwarza wytwarzaja projektujemy projektuje budujemy buduje',
  // Portuguese (first person plural carries its subject: 'produzimos', 'confecionamos'); spinning,
  // knitting and dyeing as the textile makers of the north write them ('fiamos, tricotamos, tingimos')
  'produzir produzimos produz produzem desenvolvemos desenvolve desenvolvem confecionar confecionamos',
  'confeciona confecionam confeccionar confeccionamos confecciona tricotar tricotamos tingir tingimos',
  'fiamos projetamos montamos',
  // Czech and Slovak (first person plural and third person: 'vyrábíme čerpadla', 'vyrábí armatury')
  'vyrabime vyrabi vyrabeji vyrabet vyrabame vyraba vyrabaju produkujeme vyvijime vyviji odlevame odleva',
);

const OPERATE = words(
  'operate operates operated run runs own owns manage manages open opened opens offer offers provide',
  'provides host hosts lend lends treat treats welcome welcomes',
  'exploiteren exploiteert runnen beheren beheert bieden biedt openen opende verzorgen verzorgt',
  'behandelen betreiben betreibt bieten bietet anbieten verwalten verwaltet eroffnet eroffnete',
  'exploiter exploitons exploite gerer gerons gere proposer proposons propose offrir offrons assurons',
  'accueillons accueille ouvert operar operamos opera gestionar gestionamos gestiona ofrecer ofrecemos',
  'ofrece aseguramos abrimos abrio gestire gestiamo gestisce offrire offriamo offre assicuriamo',
  'accogliamo aperto',
  'driver erbjuder',
  'gerimos oferecemos oferecer prestamos',
  // Providing a service: 'presta servicios de soporte', 'fornece internet', 'świadczymy usługi',
  // 'führt vier Hotels'. Goods take only making and selling verbs, so these never make a maker.
  'presta prestan prestam fornece fornecem fuhrt fuhren swiadczymy swiadczy oferujemy oferuje prowadzimy',
  'prowadzi zarzadzamy',
  // Collecting is a collector's service: 'sammelt Abfälle', 'wij zamelen afval in', 'raccogliamo i rifiuti'.
  'collect collects sammeln sammelt inzamelen zamelen collectons collecte recogemos recoge raccogliamo',
  'raccoglie recolhemos recolhe zbieramy odbieramy',
  // Welcoming guests: 'wir empfangen Gäste', 'wij ontvangen gasten'.
  'empfangen empfangt begrussen begrusst beherbergen beherbergt ontvangen ontvangt verwelkomen verwelkomt',
);

const SELL = words(
  'sell sells sold selling retail retails distribute distributes supply supplies supplied deliver delivers',
  'verkopen verkoopt verkocht leveren levert geleverd distribueren',
  'verkaufen verkauft vertreiben vertreibt liefern liefert beliefern handeln',
  'vendre vendons vend vendent vendu vendus distribuer distribuons commercialiser commercialisons',
  'fournir fournissons fournit vender vendemos vende venden vendido distribuir distribuimos',
  'comercializar comercializamos suministrar suministramos suministra vendere vendiamo vendono venduto',
  'distribuire distribuiamo commercializzare commercializziamo fornire forniamo fornisce',
  'saljer salja levererar leverera',
  'vendem fornecer fornecemos',
  'dodavame dodava prodavame prodava',
);

const TRANSPORT = words(
  'transport transports transported haul hauls ship ships carry carries move moves store forward',
  'forwards vervoeren vervoert transporteren transporteert opslaan transportieren transportiert',
  'befordern befordert lagern lagert spedieren transporter transportons transporte acheminer acheminons',
  'entreposer stockons transportar transportamos transporta almacenar almacenamos trasportare',
  'trasportiamo trasporta immagazziniamo',
);

const REPAIR = words(
  'repair repairs repaired maintain maintains overhaul overhauls refurbish refurbishes repareren',
  'repareert onderhouden onderhoudt reviseren reparieren repariert warten wartet',
  'instandhalten reparer reparons repare entretenons entretient reviser reparar reparamos repara',
  'mantenemos mantiene riparare ripariamo ripara manuteniamo revisioniamo',
);

const INSTALL = words(
  'install installs installed installing installeren installeert installieren installiert',
  'installer installons installe instalar instalamos instala installare',
  'installiamo installa',
);

/**
 * Verbs that name the activity by themselves, whatever their object: a weaver weaves textiles, a
 * brewer brews beverages. Each maps to a NACE Rev. 2.1 group.
 */
const SPECIFIC: readonly [string, string][] = [
  [
    '13.2',
    'weave weaves woven weaving weven weeft geweven weben webt gewebt tisser tissons tissent tessiamo',
  ],
  ['11.0', 'brew brews brewed brouwen brouwt brauen braut brasser brassons'],
  ['65.1', 'insure insures verzekeren verzekert versichern versichert'],
  // Swedish 'vi sågar': sawing is sawmilling whatever is sawn.
  ['16.1', 'sagar'],
];
export const SPECIFIC_VERBS: ReadonlyMap<string, string> = new Map(
  SPECIFIC.flatMap(([group, list]) => words(list).map((verb) => [verb, group] as const)),
);

const ARRANGE = words(
  'arrange arranges broker brokers mediate mediates organise organises organize organizes',
  'regelen regelt bemiddelen bemiddelt organiseren organiseert',
  'organisieren organisiert vermitteln vermittelt',
  'organiser organisons negocions',
  'organizar organizamos organiza organizan intermediamos intermedia',
  'organizzare organizziamo organizza intermediamo',
  'organizujemy organizuje posredniczymy posredniczy',
);

const VERB_INDEX = new Map<string, VerbKind>();
for (const [kind, verbs] of [
  ['arrange', ARRANGE],
  ['install', INSTALL],
  ['repair', REPAIR],
  ['transport', TRANSPORT],
  ['sell', SELL],
  ['operate', OPERATE],
  ['make', MAKE],
] as const) {
  for (const verb of verbs) VERB_INDEX.set(verb, kind);
}

/** The kind of an activity verb (a normalised token), or undefined. */
export function verbKind(token: string): VerbKind | undefined {
  return SPECIFIC_VERBS.has(token) ? 'make' : VERB_INDEX.get(token);
}

/**
 * Separable verbs whose particle ends the clause: 'wir stellen … her' (herstellen), 'wij geven …
 * uit' (uitgeven, publishing).
 */
export const SEPARABLE_MAKE: ReadonlyMap<string, string> = new Map([
  ['stellen', 'her'],
  ['stellt', 'her'],
  ['geven', 'uit'],
  ['geeft', 'uit'],
]);

/**
 * English verbs whose base form opens an imperative ('Run payroll every month', 'Book your stay',
 * 'Install the app'): at the start of a sentence they address the reader, not describe the company.
 */
export const ENGLISH_IMPERATIVES: ReadonlySet<string> = new Set(
  words(
    'make build develop design create process turn convert grow print publish run own manage open offer',
    'provide host lend treat welcome serve sell distribute supply deliver transport ship carry move store',
    'repair maintain install book arrange organise organize',
  ),
);
