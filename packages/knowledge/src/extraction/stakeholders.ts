import { stakeholderHeadingItems, organisationItem } from './stakeholder-heading-lists.js';
import { resolveHeadquarters } from '../company/headquarters.js';
import { findAliases } from '../codes/alias-matcher.js';
import { VOLUNTARY_CODES } from '../codes/catalogue.js';
import { evidenceFor, retrievedAtOf } from './evidence.js';
import { isGroupStatement } from './group-statement.js';
import { namesAtStart } from './names.js';
import { namedBodies } from './stakeholder-bodies.js';
import { namedCustomers } from './stakeholder-customers.js';
import { dialogueGroups, dialogueTableGroups, pairedFormsAsOne } from './stakeholder-dialogue.js';
import { germanDialogueGroups } from './stakeholder-dialogue-german.js';
import { listedMembers } from './stakeholder-lists.js';
import { pageSentences, splitLines } from './sentences.js';
import type { ExtractionOptions, StakeholderMention, StakeholderType } from './types.js';

/**
 * Stakeholders a page mentions: groups by the plural noun the text uses ('our investors', 'tier 1
 * suppliers', 'local communities') and organisations the text names after a relationship verb
 * ('partner with WaterAid', 'a member of the Alliance for Water Stewardship', 'our investors include
 * Northzee Capital'). A name is only taken where the text puts it in such a relationship.
 */

const QUALIFIERS = String.raw`(?:(?:local|indigenous|key|strategic|direct|institutional|long-term|existing|potential|prospective|global|international|smallholder|independent|tier[\s-]?[123](?:\s+and\s+tier[\s-]?[123])?)\s+){0,2}`;

const GROUPS: readonly [StakeholderType, string][] = [
  [
    'Investors',
    // A Polish 'inwestor' alone is as often a builder's client as a provider of capital: only a
    // financial or institutional one is an investor, a public or private one ('inwestorzy publiczni')
    // or one that orders the works ('inwestorzy (zamawiający)') a customer.
    // Reinsurers carry an insurer's risk and banks lend to it: they sit with the providers of capital.
    // 'On the banks of the Tarrant' is a river's, not a lender's.
    'investors|shareholders|bondholders|lenders|analysts|reinsurers|aandeelhouders|investeerders|herverzekeraars|Aktionäre|Investoren|Anteilseigner|Gesellschafter|Rückversicherer|Hausbanken|Banken|Kreditgeber|financiers|banques|bancos|entidades\\s+financieras|banche|istituti\\s+di\\s+credito|finanziatori|(?<!(?:food|blood|river|data|seed|sperm|milk)\\s)banks(?!(?<=\\bthe\\s+banks)\\s+of\\s)|actionnaires|investisseurs|réassureurs|accionistas|inversores|reaseguradoras|azionisti|investitori|riassicuratori|acionistas|investidores|institui[çc][õo]es\\s+financeiras|akcjonariusz(?:e|y|ami|om|y)|obligatariusz(?:e|y|ami)|inwestor(?:zy|ów|ami|om)\\s+(?:finansow|instytucjonaln|indywidualn)\\p{L}*',
  ],
  [
    'Employees',
    'employees|colleagues|staff|team members|workforce|(?<=our\\s)(?:people|workers)|works councils?|employee representatives|medewerkers|werknemers|ondernemingsraad|Mitarbeitenden?|Mitarbeiter(?:innen|n)?|Beschäftigten?|Betriebsrat|Arbeitnehmervertretung|salariés|collaborateurs|représentants du personnel|comité social et économique|dipendenti|collaboratori|lavoratori|rappresentanze sindacali|empleados|trabajadores|colaboradores|funcionários|comissão de trabalhadores|pracownic(?:y|ami|om)|pracowników|rad(?:a|y|ą) pracowników',
  ],
  [
    'Suppliers',
    // A cooperative's members whose harvest it takes in ('our members’ olives') supply it.
    "suppliers|vendors|growers|farmers|(?<=our\\s(?:[\\d.,]+\\s)?)members(?=['’]\\s*(?:olives|grapes|milk|harvest|crops?|produce|fruit|grain|wine|cattle|wool))|supply chain partners|subcontractors|leveranciers|onderaannemers|telers|boeren|Lieferanten|Subunternehmer|Nachunternehmer|Landwirte|fournisseurs|sous-traitants|proveedores|subcontratistas|agricultores|fornitori|subappaltatori|agricoltori|fornecedores|subcontratados|empreiteiros|dostawc(?:y|ów|ami|om)|podwykonawc(?:y|ów|ami|om)",
  ],
  [
    'Customers',
    "customers|consumers|clients|shoppers|guests|patients|policyholders|(?<=our\\s(?:[\\d.,]+\\s)?)members(?!['’]\\s*(?:olives|grapes|milk|harvest|crops?|produce|fruit|grain|wine|cattle|wool))|brokers|intermediaries|tour operators|tenants|Bauherren|Auftraggebern?|opdrachtgevers|maîtres\\s+d['’]ouvrage|Vermittlern?|intermédiaires|intermediari|committenti|klanten|huurders|Kunden|Gäste(?:n)?|Versicherte|Versicherungsnehmer|Mieter|consommateurs|(?<=(?:nos|les|des)\\s)assurés|sociétaires|locataires|clienti|ospiti|assicurati|inquilini|consumatori|clientes|huéspedes|asegurados|consumidores|Verbraucher(?:innen)?|klienc(?:i)|klient(?:ów|ami|om)|zamawiając(?:y|ych|ymi)|inwestor(?:zy|ów|ami|om)\\s+(?:publiczn|prywatn)\\p{L}*|inwestor(?:zy|ów|ami|om)\\s*\\(\\s*zamawiając\\p{L}*\\s*\\)",
  ],
  [
    'Communities',
    'communities|neighbou?rs|residents|landowners|omwonenden|buurtbewoners|grondeigenaren|Anwohner(?:n|innen)?|Kommunen|Gemeinden|(?:Grundstücks|Flächen|Grund)eigentümern?|riverains|propriétaires\\s+fonciers|collectivités(?:\\s+(?:locales|territoriales))?|communautés(?:\\s+locales)?|(?:lokalen?\\s+)?Gemeinschaften|comunità\\s+local[ei]|proprietari\\s+(?:terrieri|dei\\s+terreni)|comunidades(?:\\s+local(?:es|is))?|proprietários(?:\\s+dos\\s+terrenos)?|popula[çc][õo]es\\s+locais|munic[íi]pios|autarquias|juntas\\s+de\\s+freguesia|społecznoś(?:ci|ciami|ciom)\\s+lokaln\\p{L}*|społeczność\\s+lokaln\\p{L}*|mieszkańc(?:y|ów|ami|om)',
  ],
  [
    'NGOs & partners',
    'NGOs|non-governmental organi[sz]ations|civil society(?: organi[sz]ations)?|charities|charity partners|(?:industry|trade|business) associations|(?:Tourismus|Branchen|Wirtschafts|Berufs|Fach)?[Vv]erbänden?|brancheverenigingen|associations professionnelles|organisations professionnelles|associazioni di categoria|asociaciones (?:sectoriales|empresariales)|trade unions|vakbonden|Gewerkschaften|syndicats|organisations syndicales|sindacati|organizzazioni sindacali|sindicatos|associa[çc][õo]es\\s+(?:setoriais|empresariais|profissionais)|organiza[çc][õo]es\\s+(?:não[\\s-]governamentais|ambientais)|związk(?:i|ów|ami) zawodow\\p{L}*|organizacj\\p{L}* pozarządow\\p{L}*|stowarzysze\\p{L}* branżow\\p{L}*',
  ],
  [
    'Regulators',
    'regulators|policymakers|policy makers|governments|(?:public|local)\\s+authorities|local councils|élus(?:\\s+locaux)?|enti\\s+locali|amministrazioni\\s+(?:comunali|locali|pubbliche)|supervisors|toezichthouders|Aufsichtsbehörden|Behörden|pouvoirs publics|autorités|administraciones\\s+públicas|pubblica\\s+amministrazione|enti\\s+di\\s+controllo|istituzioni(?:\\s+locali)?|reguladores|entidades\\s+(?:reguladoras|públicas)|administra[çc][ãa]o\\s+pública|samorząd(?:y|ów|ami|om)?(?:\\s+lokaln\\p{L}*)?|władz(?:e|ami)\\s+lokaln\\p{L}*|administracj\\p{L}*\\s+publiczn\\p{L}*|organ(?:y|ami)\\s+(?:nadzoru|administracji)',
  ],
];
// Letters, not ASCII word characters, bound a group's word: 'comunità locali', 'Gäste', 'riverains'.
const GROUP_PATTERNS = GROUPS.map(
  ([type, nouns]) =>
    [type, new RegExp(String.raw`(?<!\p{L})(${QUALIFIERS}(?:${nouns}))(?!\p{L})`, 'giu')] as const,
);

/** Names that follow these words are in a relationship with the company. */
/**
 * Membership and work together in French, German, Italian, Spanish, Dutch and Portuguese: 'membre de',
 * 'Mitglied im', 'socio di', 'aderiamo al', 'miembro de', 'lid van', 'membros da'; the company saying
 * it is one ('somos socios de', 'somos associados da', 'é associada da'), since 'los socios de' may be owners; 'en partenariat avec', 'arbeiten eng mit', 'collaboriamo
 * con', 'colaboramos con', 'werken samen met'.
 */
// German: 'Mitglied beim …', 'Mitgliedschaft in der …', and taking part in a named body's work ('Wir
// engagieren uns in der Initiative …', 'beteiligen uns im Bündnis …'), never in a topic ('im Umweltschutz').
const MEMBERSHIP = String.raw`(?:membres?\s+(?:fondateurs?\s+)?(?:de|du|d['’])|(?:Gründungs|Förder)mitglied\s+(?:im|in\s+der|des|der|bei)|Partner\s+(?:der|des|im)|soci[oa]?\s+fondat(?:ore|rice|ori)\s+(?:di|del|della)|adhérent(?:e|s|es)?\s+(?:de|du|à)|Mitglied(?:er)?\s+(?:im|in\s+der|des|der|beim|bei|von)(?!\s+(?:Aufsichtsrat|Vorstand|Beirat|Betriebsrat|Verwaltungsrat|Präsidium)\p{L}*)|Mitgliedschaft(?:en)?\s+(?:im|in\s+der|in\s+dem|beim|bei\s+der|bei|des|der)|(?:engagieren|beteiligen)\s+(?:wir\s+)?uns\s+(?:seit\s+(?:19|20)\d\d\s+)?(?:aktiv\s+)?(?:im|in\s+der|beim|bei\s+der)(?=\s+(?:Initiative|Allianz|Bündnis|Netzwerk|Arbeitskreis|Plattform|Pakt|Charta|Forum|Kampagne|Stiftung|\p{Lu}\p{L}*(?:verband|verein|initiative|bündnis|netzwerk|allianz))(?!\p{L}))|soci[oa]?\s+(?:di|de|del|della|dello)|(?:somos|estamos|es|é)\s+(?:tamb[ié][ée]?n\s+)?(?:soci[oa]s?|s[óo]ci[oa]s?|asociad[oa]s?|associad[oa]s?)\s+(?:de|del|da|do|das|dos|a|al)|membr[oi]\s+(?:di|del|della|dello)|(?:aderiamo|aderisce)\s+(?:a|ad|al|alla|allo|ai|alle|agli|all['’])|(?:siamo|sono|è)\s+associat[oiae]\s+(?:a|ad)|miembros?\s+de|membros?\s+(?:da|do|das|dos|de)|lid\s+van|aangesloten\s+bij)`;
const COOPERATION = String.raw`(?:(?:travaill|collabor|coopér)(?:ons|e|ent)\s+(?:étroitement\s+)?avec|en\s+(?:partenariat|collaboration|coopération)\s+avec|aux\s+côtés\s+d[eu]|partenaires?\s+de|(?:arbeiten|kooperieren)\s+(?:eng\s+)?mit|(?:Partnerschaft|Kooperation|Zusammenarbeit)\s+mit|gemeinsam\s+mit|(?:collaboriamo|lavoriamo|cooperiamo)\s+con|insieme\s+(?:a|al|alla)|partner\s+(?:di|del|della)|in\s+(?:collaborazione|partnership)\s+con|(?:colaboramos|trabajamos|cooperamos)\s+con|en\s+colaboración\s+con|(?:colaboramos|trabalhamos|cooperamos)\s+com|em\s+(?:parceria|colabora[çc][ãa]o|coopera[çc][ãa]o)\s+com|(?:werken|wij\s+werken)\s+samen\s+met|in\s+samenwerking\s+met)`;
/** An article between the relationship and the name: 'avec la Ligue …', 'mit dem Bundesverband …', 'con il Politecnico …'. */
const ARTICLE = String.raw`(?:la|le|les|der|dem|den|die|des|il|lo|gli|el|los|las|de|het|o|a|os|as)`;
const RELATIONSHIP =
  /\b(?:(?:[Oo]ur\s+)?(?:charity\s+|community\s+|research\s+)?partners?(?:\s+is)?(?:\s+the)?(?=\s+\p{Lu})|(?:[Oo]ur\s+)?(?:shareholder|owner|parent),|researchers\s+from|[Ss]amen met|[Mm]et(?=\s+(?:Stichting|Gemeente|Waterschap|Provincie))|[Zz]usammen mit|partner(?:s|ed|ing)?\s+with|(?<!(?:strategic|commercial|technology|distribution|sales|business)\s)partnerships?\s+with|together with|collaborat\w*\s+with|(?:a\s+)?members?\s+of|signator(?:y|ies)\s+(?:to|of)|signed up to|joined|donat\w*\s+(?:[^\s.;]+\s+){0,3}?to|(?:charity|community|research|NGO)\s+partners?\s+(?:are|is|include|were|was)|charity\s+(?:partner\s+)?of\s+the\s+year\s+(?:is|was)|work(?:s|ed|ing)?\s+(?:closely\s+)?with|report(?:s|ed|ing)?\s+(?:[a-z]+\s+){0,3}?to|dialogues?\s+with|engage(?:s|d)?\s+with)\s+/gu;
/**
 * A project run with named research bodies: 'a research project on fibre-based barrier coatings with
 * Chalmers University of Technology and RISE Research Institutes of Sweden'. Only names that say they
 * are a university, institute or research body count: 'a project with Acme' may name a customer.
 */
const PROJECT_WITH =
  /\b(?:(?:research|joint|pilot)\s+)?(?:project|programme|program|study|trial)\s+(?:(?:on|about|into|for)\s+[^.;]{1,80}?\s+)?with\s+(?:the\s+)?(?=\p{Lu})/gu;
const RESEARCH_BODY =
  /\b(?:University|Universit\p{L}+|Institutes?|Institut\p{L}*|Research|Hochschule|College|Politecnico|Laborator\p{L}+)\b/u;
/** The same in the other five languages, with the article before the name ('avec la Ligue …', 'mit dem Bundesverband …', 'membre de l’Association …'). */
const OTHER_LANGUAGES_RELATIONSHIP = new RegExp(
  String.raw`(?<!\p{L})(?:(?:${MEMBERSHIP}|${COOPERATION})\s+(?:${ARTICLE}\s+|l['’]\s*)?|(?:Partners?|Partenaires|Partnerorganisationen|Socios)\s*:\s*|(?:(?:il\s+)?nostr[oa]\s+partner\s+(?:è|sono)|unser(?:e)?\s+Partner(?:in)?\s+(?:ist|sind)|notre\s+partenaire\s+est|nuestro\s+socio\s+es|onze\s+partner\s+is)\s+(?:${ARTICLE}\s+|l['’]\s*)?)(?=\p{Lu})`,
  'giu',
);
/**
 * A German body named in the genitive after 'des' ('Mitglied des Schweizer Palmöl-Netzwerks', 'des
 * Branchenverbands'): its own name has no 's' on the last word's kind.
 */
const GENITIVE_S =
  /((?:werk|verband|verein|bund|rat|kreis|forum|institut|programm|komitee|zentrum|bündnis))e?s$/u;
/**
 * A name whose end cannot be read: it goes on in lower case ('Conservatoire d’espaces naturels') or
 * joins a second capitalised half with 'und' ('Bundesverband Spedition und Logistik').
 */
const NAME_GOES_ON =
  /^\s*(?:(?:d['’]|de|des|du|di|del|della|van|von|of)\s*\p{Ll}|(?:pour|per|für|voor|for)\s+(?!(?:la|le|les|l['’]|il|lo|i|gli|the|die|der|das|den|dem|de|het|a|an|un|une|una|uno|eine[nm]?)\s)\p{Ll}|\s+und\s+\p{Lu}|\s+(?!(?:et|and|und|e|y|en|ou|or|o)\s)\p{Ll}[\p{L}-]*\s+(?:de|des|du|d['’])\s*\p{Ll})/u;
/** A kind of body alone names none: 'avec l’Office pour la rénovation des ponts'. */
const BODY_KIND_ALONE =
  /^(?:Office|Agence|Agency|Agentur|Institut|Institute|Istituto|Instituto|Fondation|Foundation|Fondazione|Fundación|Stiftung|Ufficio|Association|Associazione|Asociación|Verband|Vereniging)$/u;
/**
 * The rest of a name that goes on, when its acronym follows in brackets and so marks where it ends:
 * 'Bundesverband Spedition und Logistik (DSLV)', 'Office français de la biodiversité (OFB)'.
 */
const NAME_ENDS_AT_ACRONYM = /^([^().;,:]{1,80}?)\s*\((\p{Lu}[\p{Lu}\p{N}&-]{1,9})\)/u;
/**
 * The organisations a company supports or sponsors, where the name says it is a charity, a foundation or
 * an association ('we support the Trussell Trust', 'Wir unterstützen die Tafel Hamburg', 'Sosteniamo la
 * Fondazione Banco Alimentare'): 'we support the Paris Agreement' names no partner.
 */
const SUPPORTS =
  /(?<!\p{L})(?:support(?:s|ed)?|sponsor(?:s|ed)?|unterstütz(?:en|t|te|ten)|soutien(?:t|nent)|soutenons|sosteniamo|sostiene|apoyamos(?:\s+a)?|apoya(?:\s+a)?|apoiamos|apoia|steunen|steunt)\s+(?:(?:the|die|den|der|das|la|le|les|il|lo|el|los|las|de|het)\s+|l['’]\s*)?(?=\p{Lu})/giu;
const CHARITY_NAME =
  /(?<!\p{L})(?:Trust|Foundation|Fondation|Stiftung|Fondazione|Fundación|Stichting|Society|Association|Associazione|Asociación|Vereniging|Verein|e\.V|Charity|Tafel|Banco|Red\s+Cross|Croix-Rouge|Croce\s+Rossa|Cruz\s+Roja|Caritas|Hospice|Ligue|Lega)(?!\p{L})/u;
/**
 * A body the company supports or works with, named after the word for its kind: 'we work with the
 * charity Highland Hospice', 'Nous soutenons l’association Les Petites Mains Solidaires', 'Mit dem
 * Verein Fairer Kakao e.V. unterstützen wir …', 'Wij steunen de stichting Voedselbank Zwolle',
 * 'colaboramos con la asociación Banco de Alimentos', 'Sosteniamo l’associazione Amici del Legno',
 * 'Apoiamos a associação Sorriso Azul'. The kind word says the name is a charity's, a club's or an
 * association's, so the name need not say so itself.
 */
const KIND_THEN_NAME = new RegExp(
  String.raw`(?<!\p{L})(?:[Ss]upport(?:s|ed)?|[Ss]ponsor(?:s|ed)?|[Ww]ith|[Mm]it|[Aa]vec|[Cc]on|[Mm]et|[Cc]om|[Uu]nterstütz(?:en|t)|[Ff]ördern|[Ss]outen(?:ons|ir)|[Ss]outien(?:t|nent)|[Pp]arrain(?:ons|e)|[Ss]osteniamo|[Ss]ostiene|[Ss]ponsorizziamo|[Aa]poyamos(?:\s+a)?|[Pp]atrocinamos(?:\s+a)?|[Aa]poiamos|[Ss]teunen|[Ss]teunt|[Ss]ponsoren)\s+(?:(?:the|our|die|den|der|dem|das|unseren?|la|le|les|il|lo|el|de|het|onze|a|o|al|nuestra|nuestro|nostra|nostro|notre|nos)\s+|l['’]\s*)?(?:(?:local|lokalen?|örtlichen?|locale)\s+)?(?:charity|foundation|association|(?:sports?\s+|football\s+|rugby\s+)?club|Verein|Förderverein|Stiftung|fondation|fondazione|associazione|fundación|asociación|fundação|associação|stichting|vereniging|\p{Ll}+club|\p{Lu}\p{Ll}+verein)\s+(?=\p{Lu})`,
  'gu',
);

/**
 * The charities a sentence names after the group they belong to: 'donated £40,000 to 60 local charities
 * and community groups, including Oakmere Hospice and Valley Food Bank'.
 */
const CHARITIES_INCLUDING =
  /(?<!\p{L})(?:charities|charity partners|community groups|good causes|community organi[sz]ations)(?:\s+[^.;:]{0,60}?)?,?\s+including\s+(?:the\s+)?(?=\p{Lu})/gu;
/** German nouns are capitalised: 'mit der Gewerkschaft', 'mit Kunden' name no one. */
const GERMAN_COMMON_NOUN =
  /^(?:Gewerkschaft(?:en)?|Betriebsrat|Kunden|Lieferanten|Partnern?|Hochschulen?|Universität(?:en)?|Behörden?|Kommunen?|Verbänden?|Verband|Städten?|Gemeinden?|Schulen?|Vereinen?|Verein|Stiftungen?|Initiativen?|Organisationen?|Unternehmen|Firmen|Experten|Forschern?|Instituten?|Institut|Regionen?|Branche|Wirtschaft|Gesellschaft|Zukunft)$/u;
/**
 * The owner the company says it belongs to: 'owned by', 'a subsidiary of', 'part of', 'gehört zur',
 * 'Tochtergesellschaft der', 'fait partie du', 'filiale de', 'fa parte del', 'controllata da', 'forma
 * parte de', 'filial de', 'onderdeel van', 'dochter van'. Only a name that says it is a group, a
 * holding or a company counts: 'part of the Circular Economy Action Plan' names no owner.
 */
const OWNED_BY = new RegExp(
  String.raw`(?<!\p{L})(?:subsidiary\s+of|part\s+of|gehör(?:t|en)\s+(?:seit\s+\d{4}\s+)?(?:zur|zum|zu)|Tochter(?:gesellschaft|unternehmen)?\s+(?:der|des|von)|(?:fait|faisons|font)\s+partie\s+(?:du|de\s+la|de)|filiale\s+(?:du|de\s+la|de)|appartient\s+(?:au|à\s+la|à)|fa\s+parte\s+(?:del|della|di)|controllata\s+da|forma\s+parte\s+(?:del|de\s+la|de)|filial\s+(?:del|de)|pertenece\s+(?:al|a)|onderdeel\s+van|dochter(?:onderneming|bedrijf)?\s+van)\s+(?:the\s+|de\s+|het\s+|der\s+|dem\s+|la\s+|il\s+|el\s+)?(?=\p{Lu})`,
  'giu',
);
/** Who owns the company, whatever the owner is: 'owned by', 'im Besitz von', 'détenue par', 'di proprietà di', 'propiedad de', 'in handen van'. */
const OWNERS_ARE =
  /(?<!\p{L})(?:(?:is|are|wholly|majority|fully)\s+)?owned\s+by\s+(?:the\s+)?(?=\p{Lu})|im\s+Besitz\s+(?:der|des|von)\s+(?=\p{Lu})|détenue?s?\s+par\s+(?:la\s+|le\s+|l['’])?(?=\p{Lu})|di\s+propriet[àa]\s+(?:di|della|del)\s+(?=\p{Lu})|propiedad\s+(?:de\s+la|del|de)\s+(?=\p{Lu})|in\s+handen\s+van\s+(?:de\s+|het\s+)?(?=\p{Lu})/gu;
/** 'All content on this site is owned by…', 'i contenuti del sito sono di proprietà di…': a copyright notice. */
const COPYRIGHT_SUBJECT =
  /(?<!\p{L})(?:content|contents|website|site|images|photos|trademarks?|logos?|rights|contenuti|sito|immagini|foto|marchi|diritti|Inhalte|Webseite|Bilder|Marken|Rechte|contenus|marques|droits|contenidos|sitio|imágenes|marcas|derechos|inhoud|afbeeldingen|merken|rechten)(?!\p{L})/iu;
const FAMILY = /^\s+(?:family|families|Familie|famille|famiglia|familia|familie)\b/iu;
const OWNER_DESCRIBED =
  /\s+(and|und|et|e|y|en)\s+(?:the|die|der|la|le|il|el|de|het)\s+(?:[\p{Ll}-]+\s+){1,3}(?=\p{Lu})/gu;
const OWNER_NAME =
  /^(?:Groupe|Gruppo|Grupo|Gruppe|Groep|Group)\s|(?:Group|Holdings?|Gruppe|Holding|Groupe|Gruppo|Grupo|Groep|plc|AG|SE|S\.p\.A|N\.V|B\.V|GmbH|S\.A|SA|Capital|Partners|Invest\p{L}*|Beteiligungen)$/u;

const INVESTORS_INCLUDE =
  /\b(?:investors|shareholders|backers|owners)\s+(?:include|includes|are|comprise)\s+/gi;
/** An institution whose name says it regulates ('Danish Environmental Protection Agency'). */
const REGULATOR_NAME =
  /\b((?:[A-Z][\w'’-]*\s+(?:(?:and|of|for|on|&)\s+)?){0,5}(?:Agency|Authority|Ministry|Commission|Inspectorate|Regulator))\b/g;
const REGULATOR_END = /\b(?:Agency|Authority|Ministry|Commission|Inspectorate|Regulator)$/;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Mention {
  type: StakeholderType;
  name: string;
  named: boolean;
}

/** 'not to consumers', 'we do not sell to private customers', 'nicht an Privatkunden', 'pas aux particuliers'. */
const NEGATED_BEFORE =
  /\b(?:not|never|no|nor|niet|geen|nooit|nicht|keine?n?|nie|pas|jamais|ni|non|nunca)\s+(?!only\b|just\b|alleen\b|nur\b|seulement\b|solo\b)(?:[\p{L}-]+\s+){0,4}$/iu;
/**
 * What the company does not do, said as an alternative: 'instead of selling it to intermediaries', 'rather
 * than through brokers', 'owned by our members rather than shareholders', 'au lieu de passer par des
 * intermédiaires', 'statt über Vermittler', 'en lugar de venderlo a intermediarios', 'invece di', 'in plaats van'.
 */
const INSTEAD_BEFORE =
  /\b(?:instead\s+of|rather\s+than|in\s+place\s+of|as\s+opposed\s+to|not\s+by|au\s+lieu\s+d['’e]|(?:an)?statt|en\s+(?:lugar|vez)\s+de|invece\s+d[ie]|in\s+plaats\s+van)\s*(?:[\p{L}'’-]+\s+){0,6}$/iu;
const negatedAt = (sentence: string, at: number) => {
  // Only what comes after the last clause break or 'but' can be negated together with the group.
  const before =
    sentence
      .slice(0, at)
      .split(/[,;:.]|\b(?:but|maar|sondern|mais|sino|ma)\b/)
      .at(-1) ?? '';
  return NEGATED_BEFORE.test(before) || INSTEAD_BEFORE.test(before);
};

/**
 * The plain word for a group in any language ('Mitarbeitende', 'Kunden', 'fournisseurs'): it says no
 * more than the group's own name does. Words that say more ('works council', 'guests', 'smallholder
 * farmers', 'local communities') are not plain.
 */
const PLAIN_GROUP_WORD: Partial<Record<StakeholderType, RegExp>> = {
  Employees:
    /^(?:employees|colleagues|staff|team members|workforce|people|workers|medewerkers|werknemers|mitarbeitende|mitarbeiter(?:innen)?|beschäftigte|salariés|collaborateurs|dipendenti|collaboratori|lavoratori|empleados|trabajadores|colaboradores|funcionários)$/iu,
  Customers: /^(?:customers|clients|klanten|kunden|clienti|clientes)$/iu,
  // A subcontractor is a supplier of work: 'Suppliers' says as much as 'sous-traitants' or 'subappaltatori'.
  Suppliers:
    /^(?:suppliers|vendors|leveranciers|lieferanten|fournisseurs|proveedores|fornitori|onderaannemers|nachunternehmer|sous-traitants|subcontratistas|subappaltatori|fornecedores)$/iu,
  Investors: /^(?:investors|investeerders|investoren|investisseurs|inversores|investitori|investidores)$/iu,
};

export function isPlainGroupWord(type: string, name: string): boolean {
  return PLAIN_GROUP_WORD[type as StakeholderType]?.test(name.replace(/\s+/g, ' ').trim()) ?? false;
}

/**
 * A group's word inside a company's legal name ('Vatia Clientes, S.A.U.', 'Nordwerk Kunden GmbH'): the
 * name of a supplier or a subsidiary, not the group.
 */
const LEGAL_FORM_AFTER =
  /^,?\s+(?:S\.\s?A\.(?:\s?U\.)?|S\.\s?L\.(?:\s?U\.)?|S\.p\.A\.|S\.r\.l\.|GmbH|AG|Ltd\.?|Limited|LLC|Inc\.?|B\.V\.|N\.V\.|SAS|SARL|plc)(?!\p{L})/u;
const inLegalName = (sentence: string, match: RegExpMatchArray) =>
  /^\p{Lu}/u.test(match[1] ?? '') &&
  LEGAL_FORM_AFTER.test(sentence.slice((match.index ?? 0) + match[0].length));

/**
 * 'Our works council (ondernemingsraad)': a group's word in brackets right after another word for the
 * same group translates it, one group named once.
 */
function translatesGroupBefore(sentence: string, match: RegExpMatchArray, pattern: RegExp): boolean {
  const before = sentence.slice(0, match.index);
  if (!/\(\s*$/u.test(before) || !/^\s*\)/u.test(sentence.slice(match.index! + match[0].length)))
    return false;
  const word = before.replace(/\s*\(\s*$/u, '');
  return [...word.matchAll(pattern)].some((other) => other.index + other[0].length === word.length);
}

/**
 * A works council by its acronym, written in capitals: the French 'CSE' and the Italian 'RSU' ('Le CSE a
 * été consulté', 'condiviso con la RSU'). It is the employees' body, named in full with its acronym.
 */
const WORKS_COUNCIL_ACRONYMS: readonly [RegExp, RegExp, string][] = [
  [
    /(?<![\p{L}\p{N}])CSE(?![\p{L}\p{N}])/u,
    /comité\s+social\s+et\s+économique/iu,
    'Comité social et économique (CSE)',
  ],
  [
    /(?<![\p{L}\p{N}])RSU(?![\p{L}\p{N}])/u,
    /rappresentanz\p{L}*\s+sindacal\p{L}*\s+unitari/iu,
    'Rappresentanze sindacali unitarie (RSU)',
  ],
];
/** The acronym alone, read as a name after 'avec le' or 'con la': the works council, no partner. */
const WORKS_COUNCIL_ACRONYM = /^(?:CSE|CHSCT|RSU)$/u;

function worksCouncils(sentence: string): Mention[] {
  return WORKS_COUNCIL_ACRONYMS.flatMap(([acronym, spelled, name]) => {
    const match = acronym.exec(sentence);
    return match && !spelled.test(sentence) && !negatedAt(sentence, match.index)
      ? [{ type: 'Employees' as const, name, named: false }]
      : [];
  });
}

function groupMentions(sentence: string): Mention[] {
  const ofGroup = isGroupStatement(sentence);
  return [
    ...GROUP_PATTERNS.flatMap(([type, pattern]) =>
      [...sentence.matchAll(pattern)]
        // A group the sentence denies ('not to consumers') is no stakeholder; the parent's are not ours.
        .filter(
          (match) =>
            !negatedAt(sentence, match.index) &&
            !(ofGroup && type === 'Employees') &&
            !inLegalName(sentence, match) &&
            !translatesGroupBefore(sentence, match, pattern),
        )
        .map((match) => ({
          type,
          name: capitalize(
            (match[1] ?? '')
              .replace(/\s+/g, ' ')
              .toLowerCase()
              // 'mit Mitarbeitenden und Anwohnern': the group as its own word names it.
              .replace(
                /^(mitarbeitende|beschäftigte|mitarbeiter|anwohner|vermittler|gäste|\p{L}*verbände)n$/u,
                '$1',
              )
              // 'mit lokalen Gemeinschaften': the adjective as its own form, the noun capitalised as German writes it.
              .replace(/^lokalen? gemeinschaften$/u, 'lokale Gemeinschaften')
              .replace(/\bngos\b/, 'NGOs'),
          ),
          named: false,
        })),
    ),
    ...(ofGroup ? [] : worksCouncils(sentence)),
  ];
}

const SELF_NAME = /^(?:the\s+)?(?:Society|Company|Group|Bank|Firm|Business|Organi[sz]ation|Mutual)$/;

/**
 * A name that is no stakeholder: a voluntary code or standard the company adopts (it belongs to the
 * codes section), a country or town, or a possessive ('Ireland’s').
 */
/**
 * 'CFO Pieter Claeys', 'COO Bram De Smet': a company's own officer, named after 'samen met' or
 * 'together with' in a sentence on who leads it, is no outside party.
 */
const OWN_OFFICER =
  /^(?:CEO|CFO|COO|CTO|CIO|CSO|CHRO|CCO|CDO|CMO|Chief\s+\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*)?\s+Officer|Managing\s+Director|(?:Algemeen\s+)?Directeur|Gedelegeerd\s+Bestuurder|Geschäftsführer(?:in)?|Vorstand|Directeur\s+Général|Directrice\s+Générale|Amministratore\s+Delegato|Consejero\s+Delegado)\s+\p{Lu}/u;

function isNoStakeholder(name: string): boolean {
  if (/['’]s$/.test(name)) return true;
  if (OWN_OFFICER.test(name.trim())) return true;
  // 'joined the Society in 2019', 'the Group's board': a building society, a group or a bank naming itself.
  if (SELF_NAME.test(name.trim())) return true;
  if (VOLUNTARY_CODES.some((code) => findAliases(name, code).some((alias) => !alias.alias.ambiguous)))
    return true;
  const place = resolveHeadquarters(name);
  return place !== undefined && !/\s/.test(name.trim()) && place.matched.toLowerCase() === name.toLowerCase();
}

/**
 * A sentence about a customer or a competitor ('Our customer Hallbeck Retail is a member of …', 'Ein
 * Wettbewerber arbeitet mit der Stadt … zusammen', 'Notre client … est membre de …'): the bodies it
 * names are that party's, not the company's.
 */
export const OTHER_PARTY_SUBJECT =
  /^(?:(?:(?:one|some|many|most|several)\s+of\s+)?(?:our|a|an|the)\s+(?:largest\s+|biggest\s+|main\s+|key\s+)?(?:customers?|clients?|competitors?|rivals?)|(?:unser(?:e|er)?|ein(?:e|er)?|der|die)\s+(?:größter?\s+|wichtigster?\s+)?(?:Kund(?:e|in|en)|Wettbewerber|Mitbewerber|Konkurrent(?:en)?)|(?:notre|nos|un|une|le|la)\s+(?:principal\s+)?(?:clients?|concurrents?|clientes?)|(?:il\s+nostro|i\s+nostri|un|il)\s+(?:principale\s+)?(?:client[ei]|concorrent[ei])|(?:nuestro|un)\s+(?:cliente|competidor))\b/iu;

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function namedMentions(sentence: string): Mention[] {
  if (OTHER_PARTY_SUBJECT.test(sentence.trim())) return [];
  const codeSpans = VOLUNTARY_CODES.flatMap((code) =>
    findAliases(sentence, code).filter((match) => !match.alias.ambiguous),
  );
  // 'a signatory of the Women in Finance Charter': 'Women' is the first word of a code's name, not a body.
  const insideCode = (name: string) => {
    const at = [...sentence.matchAll(new RegExp(escapeForRegExp(name), 'g'))].map((m) => m.index);
    return (
      at.length > 0 &&
      at.every((start) => codeSpans.some((span) => start >= span.start && start + name.length <= span.end))
    );
  };
  const mentions = allNamedMentions(sentence).filter(
    (mention) =>
      !isNoStakeholder(mention.name) &&
      !insideCode(mention.name) &&
      !WORKS_COUNCIL_ACRONYM.test(mention.name),
  );
  // 'membros da APREN – Associação …': the acronym alone is the body its full name already names.
  const acronyms = new Set(mentions.map((mention) => /\((\S+)\)$/u.exec(mention.name)?.[1]).filter(Boolean));
  return mentions.filter((mention) => !acronyms.has(mention.name));
}

function allNamedMentions(sentence: string): Mention[] {
  const mentions: Mention[] = [];
  for (const match of sentence.matchAll(OWNED_BY)) {
    const name = namesAtStart(sentence.slice(match.index + match[0].length))[0];
    if (name && OWNER_NAME.test(name)) mentions.push({ type: 'Investors', name, named: true });
  }
  for (const match of sentence.matchAll(OWNERS_ARE)) {
    if (COPYRIGHT_SUBJECT.test(sentence.slice(0, match.index).split(/[,;]/).at(-1) ?? '')) continue;
    // 'the Morrow Foundation (68%) and the investment company Fynhav Capital (32%)': the shares and
    // what each owner is are said between the names.
    const rest = sentence
      .slice(match.index + match[0].length)
      .replace(/\s*\(\d[^)]*\)/gu, '')
      .replace(OWNER_DESCRIBED, ' $1 ');
    for (const name of namesAtStart(rest)) {
      // 'owned by the Serra family': a family's name alone names no one.
      if (FAMILY.test(rest.slice(rest.indexOf(name) + name.length))) continue;
      mentions.push({ type: 'Investors', name, named: true });
    }
  }
  for (const match of sentence.matchAll(INVESTORS_INCLUDE)) {
    for (const name of namesAtStart(sentence.slice(match.index + match[0].length))) {
      mentions.push({ type: 'Investors', name, named: true });
    }
  }
  for (const match of [
    ...sentence.matchAll(RELATIONSHIP),
    ...sentence.matchAll(OTHER_LANGUAGES_RELATIONSHIP),
  ]) {
    const rest = sentence.slice(match.index + match[0].length);
    for (const first of namesAtStart(rest)) {
      const after = rest.slice(rest.indexOf(first) + first.length);
      const goesOn = NAME_GOES_ON.test(after);
      const untilAcronym = goesOn ? NAME_ENDS_AT_ACRONYM.exec(after) : null;
      const written = untilAcronym ? `${first}${untilAcronym[1]!.trimEnd()}` : first;
      const name = /\bdes\s+$/iu.test(match[0]) ? written.replace(GENITIVE_S, '$1') : written;
      if (
        GERMAN_COMMON_NOUN.test(name) ||
        BODY_KIND_ALONE.test(name) ||
        (goesOn && !untilAcronym) ||
        name.split(/\s+/).length > 9
      )
        continue;
      const type = /shareholder|owner|parent/.test(match[0])
        ? 'Investors'
        : REGULATOR_END.test(name)
          ? 'Regulators'
          : supplyPartner(sentence, match)
            ? 'Suppliers'
            : 'NGOs & partners';
      mentions.push({ type, name, named: true });
    }
  }
  for (const match of sentence.matchAll(SUPPORTS)) {
    for (const name of namesAtStart(sentence.slice(match.index + match[0].length))) {
      if (CHARITY_NAME.test(name)) mentions.push({ type: 'NGOs & partners', name, named: true });
    }
  }
  for (const match of sentence.matchAll(KIND_THEN_NAME)) {
    const [name] = namesAtStart(sentence.slice(match.index + match[0].length));
    if (name && !GERMAN_COMMON_NOUN.test(name)) mentions.push({ type: 'NGOs & partners', name, named: true });
  }
  for (const match of sentence.matchAll(CHARITIES_INCLUDING)) {
    for (const name of namesAtStart(sentence.slice(match.index + match[0].length)))
      mentions.push({ type: 'NGOs & partners', name, named: true });
  }
  for (const match of sentence.matchAll(PROJECT_WITH)) {
    for (const name of namesAtStart(sentence.slice(match.index + match[0].length))) {
      if (RESEARCH_BODY.test(name)) mentions.push({ type: 'NGOs & partners', name, named: true });
    }
  }
  for (const body of [...namedBodies(sentence), ...namedCustomers(sentence)])
    mentions.push({ ...body, named: true });
  for (const match of sentence.matchAll(REGULATOR_NAME)) {
    const name = (match[1] ?? '').replace(/^The\s+/, '');
    if (name.includes(' ')) mentions.push({ type: 'Regulators', name, named: true });
  }
  return mentions;
}

/**
 * A partner named by what it supplies ('our logistics partner X', 'Packaging partners: A, B') is a
 * supplier; a distribution or sales partner sells the company's goods and stays a partner.
 */
const SUPPLY_PARTNER =
  /\b(?:packaging|logistics|transport|haulage|freight|shipping|raw[- ]materials?|cleaning|waste(?:\s+management)?|recycling|energy|catering|security|maintenance)\s+partners?\b(?:\s+(?:is|are|includes?))?(?:\s+the)?[^\p{L}]*$/iu;

function supplyPartner(sentence: string, match: RegExpMatchArray): boolean {
  return SUPPLY_PARTNER.test(sentence.slice(Math.max(0, match.index! - 40), match.index! + match[0].length));
}

/** A kind of customer named by the suppliers' word: 'Automotive suppliers', 'Fournisseurs automobiles'. */
const SUPPLIERS_AS_CUSTOMERS =
  /(?<!\p{L})(?:suppliers|vendors|fournisseurs|proveedores|fornitori|leveranciers|lieferanten)(?!\p{L})/iu;

/**
 * A careers or job page ('/karriere', '/careers/buyer', '/werken-bij', '/lavora-con-noi'): its job ads say
 * whom the new hire deals with ('Sie verhandeln mit Kunden und Behörden'), not whom the company engages.
 * What it says of the employees and their works council stands.
 */
const JOBS_PAGE =
  /\/(?:careers?|jobs?|vacanc(?:y|ies)|karriere|stellen(?:angebote|markt)?|jobboerse|vacatures?|werken-bij|emplois?|recrutement|carri[eè]res?|lavora-con-noi|offerte-di-lavoro|trabaja-con-nosotros|empleo|carreiras?|trabalhe-connosco)(?:[/?#.]|$)/iu;
const isJobsPage = (url: string): boolean => {
  try {
    return JOBS_PAGE.test(new URL(url).pathname);
  } catch {
    return false;
  }
};

/** Stakeholder groups and named organisations on a page, each once, with the first sentence naming it. */
export function extractStakeholderMentions(
  text: string,
  url: string,
  options: ExtractionOptions = {},
): StakeholderMention[] {
  const retrievedAt = retrievedAtOf(options);
  const mentions = pageStakeholders(text, url, retrievedAt);
  return isJobsPage(url) ? mentions.filter((mention) => mention.type === 'Employees') : mentions;
}

function pageStakeholders(text: string, url: string, retrievedAt: string): StakeholderMention[] {
  const mentions: StakeholderMention[] = [];
  const seen = new Set<string>();
  const lines = splitLines(text);
  // The list under a stakeholder heading ('I nostri stakeholder' over 'Dipendenti e rappresentanze
  // sindacali', 'Comune di Biella'): each item a group or an organisation, though no sentence names it.
  for (const item of stakeholderHeadingItems(lines)) {
    const quote = lines[item.line]!.text;
    for (const part of item.parts) {
      const found: Mention[] = groupMentions(part);
      if (found.length === 0 && organisationItem(part))
        found.push({ type: 'NGOs & partners', name: part, named: true });
      for (const mention of found) {
        const key = `${mention.type}|${mention.name.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        mentions.push({ ...mention, ...evidenceFor(quote, url, retrievedAt) });
      }
    }
  }
  for (const sentence of pageSentences(lines)) {
    const listed = listedMembers(sentence.text).map((member) => ({ ...member, named: false }));
    // A heading ('5. Suppliers', 'Our customers') names a topic, not a stakeholder; a sentence that
    // lists who the customers are names them, not the word 'customers'.
    // Groups named by the group vocabulary keep its type; the list gives the others theirs.
    const named = namedMentions(sentence.text);
    // The same for the customers it names: 'customers such as A and B' names A and B, not 'customers'.
    // 'We supply automotive suppliers': the suppliers the sentence names are its customers.
    const namesMembers = (type: string) =>
      listed.some((member) => member.type === type) ||
      (type === 'Customers' && named.some((mention) => mention.type === type)) ||
      (type === 'Suppliers' &&
        listed.some((member) => member.type === 'Customers' && SUPPLIERS_AS_CUSTOMERS.test(member.name)));
    const groups = lines[sentence.line]?.isHeading
      ? []
      : // 'Kundinnen und Kunden' is one group, named once.
        groupMentions(pairedFormsAsOne(sentence.text)).filter((group) => !namesMembers(group.type));
    const dialogue = [
      ...dialogueGroups(sentence.text),
      ...germanDialogueGroups(sentence.text),
      ...dialogueTableGroups(sentence.text),
    ]
      .map((group) => ({
        ...group,
        type:
          groupMentions(group.name)[0]?.type ?? (REGULATOR_END.test(group.name) ? 'Regulators' : group.type),
        named: false,
      }))
      // An organisation the sentence also names in a relationship is kept once, as named there; a group
      // the vocabulary names in its own word form ('Mitarbeitende' for 'Mitarbeitenden') once, as there.
      .filter(
        (group) =>
          !isNoStakeholder(group.name) &&
          !named.some((mention) => mention.name.toLowerCase() === group.name.toLowerCase()) &&
          !groups.some(
            (mention) =>
              mention.type === group.type &&
              !/\s/u.test(group.name) &&
              group.name.toLowerCase().startsWith(mention.name.toLowerCase()),
          ),
      );
    for (const mention of [...named, ...listed, ...groups, ...dialogue]) {
      const key = `${mention.type}|${mention.name.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      mentions.push({ ...mention, ...evidenceFor(sentence.text, url, retrievedAt) });
    }
  }
  return mentions;
}
