import { words } from './tokens.js';

/**
 * The words the customer-model classifier reads, in English, Dutch, German, French, Spanish and
 * Italian, lower case without accents as tokens are compared ('Geschäftskunden' → 'geschaftskunden').
 * A leading '*' matches a word's ending ('*hersteller' matches 'Automobilhersteller').
 */
export const BUSINESS = words(
  'businesses companies firms manufacturers makers *makers producers retailers wholesalers distributors',
  'brands industry industrial oems utilities installers contractors hospitals clinics professionals',
  'bakeries confectioners processors operators organisations organizations b2b trade hotels restaurants',
  'caterers airlines geschaftskunden industriekunden firmenkunden zakelijke',
  'bedrijven ondernemingen *bedrijven *fabrikanten producenten retailers groothandels aannemers industrie',
  'ziekenhuizen professionals unternehmen firmen geschaftskunden *hersteller handler industrie',
  'krankenhauser industriekunden entreprises professionnels fabricants industriels distributeurs',
  'hopitaux empresas fabricantes profesionales distribuidores hospitales industria aziende imprese',
  'produttori professionisti distributori ospedali industria',
  // The public sector buys as an organisation: municipalities, water boards, authorities.
  'municipalities councils authorities agencies governments gemeenten waterschappen overheden',
  'provincies kommunen gemeinden behorden stadtwerke collectivites municipalites administrations',
  'ayuntamientos municipios administraciones amministrazioni',
  // Other businesses that buy: suppliers to a maker, dealers, importers, farms, architects, labs.
  'suppliers zulieferer toeleveranciers equipementiers fornitori proveedores dealers importers',
  'importeurs importateurs revendeurs concessionnaires rivenditori concesionarios farmers boeren',
  'landwirte agriculteurs agricultores agricoltori architects architecten architekten architectes',
  'arquitectos architetti laboratories labs laboratoria labore laboratoires laboratorios laboratori',
  'shipyards werven werften chantiers astilleros cantieri',
  'merchants *producenten producteurs handwerker installateurs installateure',
  // A weaver's customers: the garment makers and tailoring houses that cut its cloth.
  'confezionisti confectionneurs konfektionare sartorie',
  // The trade as a whole ('über den Fachhandel', 'via de groothandel'), and a customer's team or department
  // ('for finance teams', 'für Personalabteilungen'): businesses.
  '*handel *teams *departments *abteilungen *afdelingen',
  // 'voor de voedingsindustrie', 'für die Lebensmittelindustrie'; 'voor supermarktketens': the industry or chains served.
  '*industrie supermarktketens winkelketens handelsketten',
  // Brands a maker produces for under their own label ('pour une trentaine de marques', 'für Marken').
  'marques marken marchi marcas merken',
  // Who a builder or a power producer works for: public bodies, developers, grid operators.
  'developers promoteurs promotori promotores projectontwikkelaars bautrager enti organismes',
  'auftraggeber opdrachtgevers committenti sviluppatori desarrolladores ontwikkelaars',
  // Danish, Swedish and Norwegian: hospitals, regions, municipalities, companies, pharmacies, dealers.
  'hospitaler sygehuse sjukhus sykehus regioner kommuner virksomheder foretag bedrifter apoteker',
  'grossister forhandlere aterforsaljare',
);
export const CONSUMER = words(
  'consumers households shoppers families individuals homeowners gardeners guests travellers holidaymakers',
  'motorists tenants',
  'consumenten huishoudens particulieren gezinnen gasten verbraucher endverbraucher privatkunden haushalte',
  'familien gaste privatgaste urlaubsgaste consommateurs particuliers menages familles clients_particuliers consumidores',
  'particulares hogares familias huespedes consumatori privati famiglie ospiti',
  'forbrugere konsumenter forbrukere privatkunder husstande hushall',
);
export const ONLY = new Set(
  words(
    'only exclusively solely uitsluitend alleen enkel nur ausschliesslich uniquement exclusivement',
    'seulement solo solamente exclusivamente unicamente esclusivamente soltanto',
  ),
);
export const NEGATION = new Set(
  words('not cannot cant never niet geen nooit nicht kein keine nie pas jamais no nunca non mai'),
);
export const BUY = new Set(
  words(
    'buy purchase order kopen bestellen kaufen bestellen acheter commander comprar pedir acquistare ordinare',
  ),
);
export const FIRST_PERSON = new Set(words('we wij wir nous nosotros noi'));
/** 'Not only… but also': not a negation. */
export const BUT = new Set(words('but maar sondern mais sino ma'));
/** 'private customers', 'business clients': an adjective that decides only with a customer noun. */
export const PRIVATE = new Set(
  words('private prive particuliere privaten privat private privati privados particulares'),
);
export const COMMERCIAL = new Set(
  words(
    'business commercial professional professionele professionnels profesionales corporate industrial',
    // 'public clients', 'öffentliche Auftraggeber': the public sector buys as an organisation.
    'public publics publiques pubblici publicos offentliche',
    // 'gewerbliche und öffentliche Auftraggeber': trade customers, as 'commercial' in English.
    'gewerbliche gewerblichen',
  ),
);
/** 'public and private clients': joined with 'public', 'private' names the private sector, not persons. */
export const PUBLIC = new Set(words('public publics publiques pubblici publicos offentliche publieke'));
/**
 * An adjective after the customer noun, as French, Italian and Spanish put it: 'nos clients
 * industriels', 'clienti privati', 'clientes industriales'.
 */
export const BUSINESS_AFTER = new Set(
  words(
    'industriels industrielles professionnels entreprises institutionnels publics industriali professionali',
    'aziendali istituzionali pubblici corporate industriales profesionales empresariales institucionales',
    'publicos zakelijke',
  ),
);
export const PRIVATE_AFTER = new Set(
  words(
    'particuliers prives residentiels privati residenziali domestici particulares privados residenciales',
  ),
);
/** Insuring verbs: whom an insurer insures are its customers ('we insure 120,000 members'). */
export const INSURE = new Set(
  words(
    'insure insures insuring assurons assure versichern versichert verzekeren verzekert assicuriamo',
    'assicura aseguramos asegura',
  ),
);
/** What a personal-lines insurer insures, or whom: people, their homes and cars, its members. */
export const INSURED_PEOPLE = new Set(
  words(
    'members policyholders people individuals households families homes cars motorists pets lives',
    'homeowners tenants leden mitglieder membres soci socios societaires assures assicurati',
    'asegurados verzekerden versicherte particuliers privati particulares',
  ),
);
export const CUSTOMER_NOUNS = new Set(
  words(
    'customers customer clients client individuals users klanten klant kunden clientes clienti utenti',
    'buyers acheteurs acquirenti compradores kopers kunder kunde',
  ),
);
/** 'to' and, for a sale made through intermediaries, 'through' ('über den Fachhandel', 'attraverso una rete di rivenditori'). */
/**
 * A team, department or trade is a customer's ('for finance teams', 'für Personalabteilungen', 'über den
 * Fachhandel'), unless it is the company's own ('for our teams', 'über unseren Onlinehandel').
 */
export const UNITS = /(?:teams|departments|abteilungen|afdelingen|handel)$/;
export const TO = new Set(
  words('to aan an a ad aux al ai alle agli through via uber tramite attraverso mediante'),
);
export const FOR = new Set(words('for voor fur pour para per'));
export const CUSTOMERS = new Set(
  words(
    'customers clients klanten kunden clientes clienti kunder',
    // Whoever commissions a builder's work: 'Unsere Auftraggeber sind Gemeinden', 'I nostri committenti sono …'.
    'auftraggeber opdrachtgevers committenti',
  ),
);
/** 'Our customers are…', 'Zu unseren Kunden zählen…', 'Parmi nos clients figurent…'. */
export const ARE = new Set(
  // The Nordic 'er' and 'är' ('Vores største kunder er hospitaler').
  words('are include includes zijn sind sont son sono range zahlen gehoren figurent figuran figurano er ar'),
);
/** Their consumers are their customers' buyers, not the company's: 'retailers and their shoppers'. */
export const THEIR = new Set(words('their hun hunne ihre ihren ihrer leurs leur sus loro'));
/** Where a second party's sale starts: 'to retailers, who sell them to consumers'. */
export const RELATIVE = new Set(
  words('who which that whose die dat welke welche qui dont quien quienes cuyos cui quali'),
);
/** Selling through an intermediary: whoever comes after it is the intermediary's customer. */
export const THROUGH = new Set(words('through via over uber par tramite attraverso mediante traves'));
/** End customers, the customers' customers: 'end users', 'eindklanten', 'clients finaux'. */
export const END = new Set(words('end final finaux finales finali eind endkunden eindklanten'));
/** Verbs whose object is the customer: 'We supply OEMs', 'Wir beliefern Händler', 'Nous livrons les particuliers'. */
export const SUPPLY_WHOM = new Set(
  words(
    'supply supplies serve serves beliefern beliefert bedienen bedienen bevoorraden bevoorradt livrons',
    'betreuen betreut accompagnons accompagniamo atendemos',
    'livre approvisionnons equipons servons abastecemos suministramos servimos forniamo riforniamo',
    'serviamo',
  ),
);
/** How many, between 'for' and whom: 'pour une trentaine de marques', 'für zahlreiche Marken', 'per oltre 20 marchi'. */
export const HOW_MANY = new Set(
  words(
    'a an une un some several many numerous dozens more than over around about some plus de d des environ pres',
    'dizaine vingtaine trentaine quarantaine cinquantaine centaine zahlreiche viele mehrere uber rund etwa',
    'oltre piu di numerosi numerose diversi diverse circa varias varios numerosas numerosos mas unas unos',
    'tal van ruim meer dan dan',
  ),
);
/** 'and' joining two customer groups. */
export const AND = new Set(words('and or as well en und oder sowie et ou y o e ed og och eller'));
/** Articles and quantifiers between such a verb and its customers ('les', 'both', 'many'). */
export const ARTICLE = new Set(
  words('the both many les des de het die den the los las a i gli le beide zowohl sowohl'),
);
// Not showrooms: a manufacturer shows its range to dealers and architects in one.
export const STORES =
  /^(?:stores?|shops?|supermarkets?|winkels?|filialen|tuincentr\w*|geschafte|magasins?|boutiques?|tiendas?|negozi)$/;
