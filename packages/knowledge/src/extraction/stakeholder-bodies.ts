import { PLACE_JOIN } from '../company/place-names.js';
import type { StakeholderType } from './types.js';

/**
 * Organisations a company names without a relationship verb before them: the supervisor it answers
 * to, named by its acronym ('regulated by the FCA and the PRA', 'unter der Aufsicht der BaFin', 'les
 * tarifs fixés par la CRE', 'soggetta alla vigilanza di ARERA'); the trade union it bargains with
 * ('Haustarifvertrag mit ver.di', 'accord signé avec la CFDT', 'firmato con FILLEA CGIL'); the
 * associations a membership list names ('Mitgliedschaften: VDMA, DSLV und …'); and a local authority
 * it works with ('en partenariat avec la commune de …', 'in partnership with the municipality of …').
 * An acronym alone is taken only where the sentence says what ties the body to the company.
 */
export interface BodyMention {
  type: StakeholderType;
  name: string;
}

/** Supervisors and energy, insurance, market and data regulators of the countries the product serves. */
const REGULATOR_ACRONYMS = String.raw`Health\s+and\s+Safety\s+Executive|HSE|SEPA|BaFin|BNetzA|Bundesnetzagentur|PRA|FCA|Ofgem|Ofwat|CRE|ACPR|AMF|CNIL|ARERA|IVASS|CONSOB|Consob|AGCM|CNMC|CNMV|DNB|AFM|ACM|FINMA|EIOPA|KNF|UOKiK|URE|UDT|PIP`;
const REGULATOR = new RegExp(String.raw`(?<![\p{L}\p{N}])(${REGULATOR_ACRONYMS})(?![\p{L}\p{N}])`, 'gu');
/** Words that say a body supervises or regulates the company, its prices or its licences. */
const SUPERVISED =
  /supervis|regulat|authori[sz]ed|licen[cs]ed|Aufsicht|beaufsichtigt|reguliert|zugelassen|Genehmigung|contrôl|régul|agré|tarifs?\s+(?:fixés|réglementés)|fixés?\s+par|vigilanza|vigilat|regolat|autorizzat|supervisad|regulad|toezicht|nadz[oó]r|kontrol|inspekc/iu;

/**
 * Trade unions by name; a name alone is taken only where the sentence is about an agreement the company
 * bargains or signs: a union in the news, or one a partnership page mentions in passing, is not named.
 */
// Swiss unions too: Unia, Syna, VPOD, syndicom; Nordic ones, and a Swedish union named '…-facket'.
const UNIONS = String.raw`Unionen|IF\s+Metall|Fellesforbundet|Fagforbundet|Dansk\s+Metal|\p{Lu}[\p{L}-]*facket|ver\.di|IG\s+Metall|IG\s+BAU|IG\s+BCE|Unia|Syna|VPOD|syndicom|CGIL|CISL|UIL|FILLEA(?:\s+CGIL)?|FILCA(?:\s+CISL)?|FENEAL(?:\s+UIL)?|FILCAMS(?:\s+CGIL)?|FISASCAT(?:\s+CISL)?|UILTuCS|CFDT|CGT|CFE-CGC|CFTC|Force\s+Ouvrière|Unite\s+the\s+[Uu]nion|GMB|UNISON|Unison|FNV|CNV|CCOO|NSZZ\s+[„"]?Solidarność[”"]?|OPZZ`;
const UNION = new RegExp(String.raw`(?<![\p{L}\p{N}.])(${UNIONS})(?![\p{L}\p{N}])`, 'gu');
const BARGAINING =
  /tarif|Vereinbarung|verhandl|Sozialpartner|accord|négoci|dialogue\s+social|contratt|CCNL|accordo|trattativ|agreement|negotiat|recogni[sz]|bargain|convenio|układ\s+zbiorow|porozumieni|negocj|rozmow|warunk\p{L}*\s+pracy|represents?\s+(?:our|the\s+company['’]s)|consult|kollektivavtal|overenskomst|tariffavtal|skyddskommitt|skyddsombud|samverk|samarbe[jt]d|förhandl|forhandl|samarbejdsudvalg|arbetsmiljö|arbejdsmiljø|arbeidsmiljø/iu;

/**
 * A Nordic public authority by its name's ending: the Swedish '-styrelsen', '-myndigheten', '-inspektionen'
 * ('Länsstyrelsen i Norrvik'), the Danish and Norwegian '-styrelsen', '-tilsynet', '-direktoratet'; '-verket'
 * ('Skatteverket') only where the sentence says authority, since a 'sågverket' is a sawmill.
 */
const NORDIC_AUTHORITY =
  /(?<![\p{L}\p{N}-])(\p{Lu}\p{Ll}+(?:styrelsen|myndigheten|inspektionen|tilsynet|direktoratet|nämnden|verket))(?:\s+i\s+(\p{Lu}[\p{L}-]+(?:\s+län)?))?(?!\p{L})/gu;
const AUTHORITY_CUE =
  /myndighet|tillsyn|tilsyn|authorit|dialog|samverk|samarbe[jt]d|kontakt|tillstånd|tilladelse|tillatelse|frågor|spørgsmål|spørsmål/iu;
const AUTHORITY_WORD = /myndighet|authorit/iu;

function nordicAuthorities(sentence: string): BodyMention[] {
  if (!AUTHORITY_CUE.test(sentence)) return [];
  return [...sentence.matchAll(NORDIC_AUTHORITY)].flatMap((match) =>
    match[1]!.endsWith('verket') && !AUTHORITY_WORD.test(sentence)
      ? []
      : [{ type: 'Regulators' as const, name: match[2] ? `${match[1]} i ${match[2]}` : match[1]! }],
  );
}

/** Rating agencies, where the sentence gives the company's rating ('rated A (Excellent) by AM Best'). */
const RATING_AGENCY =
  /(?<![\p{L}\p{N}])(AM\s+Best|A\.M\.\s+Best|Fitch(?:\s+Ratings)?|S&P(?:\s+Global(?:\s+Ratings)?)?|Scope\s+Ratings|DBRS\s+Morningstar|Creditreform)(?![\p{L}\p{N}])/gu;
const RATED = /\brated\b|rating|notation|\bnoté/iu;

/** 'Mitgliedschaften: VDMA, DSLV und …', 'Memberships: …', 'Adhésions : …', 'Associazioni di categoria: …'. */
const MEMBERSHIP_LIST =
  /(?:^|[.;]\s+)(?:(?:Our\s+|Unsere\s+|Nos\s+|Le\s+nostre\s+)?(?:Memberships?(?:\s+of\s+associations)?|Member\s+of|Mitgliedschaften|Verbandsmitgliedschaften|Mitglied\s+(?:in|bei)|Adhésions|Membre\s+de|Affiliations|Adesioni|Affiliazioni|Associazioni\s+di\s+categoria|Membri\s+di|Lidmaatschappen|Afiliaciones|Membresías))\s*:\s*/giu;
const LIST_ITEM_SEPARATOR = /\s*,\s*(?:(?:and|und|et|e|y|en|sowie)\s+)?|\s+(?:and|und|sowie|et|e|y|en)\s+/iu;
const LIST_ARTICLE = /^(?:(?:the|der|die|das|dem|den|le|la|les|il|lo|gli|el|los|las|de|het)\s+|l['’]\s*)+/iu;

/** 'avec la commune de Saint-Orvan', 'with the municipality of Wexley', 'con la Regione …' (the Italian 'il Comune di' is a capitalised name already). */
// The first word may open the sentence: 'Mit der Stadt Landshut betreiben wir …', 'Con il Comune di …'.
const LOCAL_AUTHORITY =
  /\b(?:[Aa]vec|[Aa]uprès\s+de|[Ww]ith|[Tt]ogether\s+with|[Aa]longside|[Cc]on|[Mm]it)\s+(?:la|le|l['’]|the|il|der|dem)\s*(commune|ville|métropole|communauté\s+de\s+communes|municipality|regione|provincia|[Cc]omune|Stadt|Gemeinde|Landkreis)\s+(?:(?:de|d['’]|of|di|del|della)\s*)?(\p{Lu}[\p{L}'’-]*(?:[\s-]\p{Lu}[\p{L}'’-]*){0,3})/gu;
// A sentence that opens with the body worked with says so by its first word: 'With Tarnby Borough
// Council we run a reuse scheme', 'Mit der Stadt … betreiben wir', 'Con il Comune di … sosteniamo'.
const COOPERATION_CUE =
  /^(?:With|Mit|Con|Avec|Met)\s|partenaire|partenariat|convention|collabor|coopér|cooperat|partner|agreement|accord|concert|dialog|travaill|work(?:s|ed|ing)?\s+(?:closely\s+)?with|together\s+with|alongside|con\s+(?:la|il)|zusammen|gemeinsam|Vereinbarung|samenwerk|werken\s+(?:wij|we)|overleg|convenant|afspraken/iu;
/**
 * Dutch municipalities and provinces worked with, in lower case and maybe several: 'met de gemeenten
 * Horst aan de Maas en Venlo werken wij aan …', 'samen met de provincie Gelderland'.
 */
const DUTCH_TOWN = String.raw`\p{Lu}[\p{L}'’-]*(?:${PLACE_JOIN}\p{Lu}[\p{L}'’-]*)*`;
const DUTCH_LOCAL_AUTHORITY = new RegExp(
  String.raw`\b[Mm]et\s+de\s+(gemeenten?|provincies?)\s+(${DUTCH_TOWN}(?:(?:,\s*|\s+en\s+)${DUTCH_TOWN})*)`,
  'gu',
);

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function regulators(sentence: string): BodyMention[] {
  if (!SUPERVISED.test(sentence)) return [];
  const matches = [...sentence.matchAll(REGULATOR)];
  // 'the Health and Safety Executive (HSE)': the acronym in brackets after the name is the same body.
  const spelledOut = (index: number) =>
    index > 0 &&
    /^\s*\($/u.test(
      sentence.slice(matches[index - 1]!.index + matches[index - 1]![0].length, matches[index]!.index),
    );
  return matches.flatMap((match, index) =>
    spelledOut(index) ? [] : [{ type: 'Regulators' as const, name: match[1]! }],
  );
}

function ratingAgencies(sentence: string): BodyMention[] {
  if (!RATED.test(sentence)) return [];
  return [...sentence.matchAll(RATING_AGENCY)].map((match) => ({
    type: 'Investors',
    name: match[1]!.replace(/\s+/g, ' '),
  }));
}

function unions(sentence: string): BodyMention[] {
  if (!BARGAINING.test(sentence)) return [];
  return [...sentence.matchAll(UNION)].map((match) => ({
    type: 'NGOs & partners',
    name: match[1]!.replace(/\s+/g, ' '),
  }));
}

/**
 * The trade association a company acts through: 'Through the Chemical Makers Association we take part
 * in Responsible Care', 'a signatory through the Coatings Federation': a membership said without 'member'.
 */
const THROUGH_ASSOCIATION =
  /(?<!\p{L})[Tt]hrough\s+the\s+((?:\p{Lu}[\p{L}'’-]*\s+){1,5}(?:Association|Federation|Confederation|Alliance))(?!\p{L})/gu;
const TAKES_PART = /\b(?:takes?\s+part|participat\w*|signator(?:y|ies)|members?|signed\s+up)\b/iu;

function throughAssociation(sentence: string): BodyMention[] {
  if (!TAKES_PART.test(sentence)) return [];
  return [...sentence.matchAll(THROUGH_ASSOCIATION)].map((match) => ({
    type: 'NGOs & partners' as const,
    name: match[1]!,
  }));
}

function membershipList(sentence: string): BodyMention[] {
  return [...sentence.matchAll(MEMBERSHIP_LIST)].flatMap((match) => {
    const rest = sentence.slice(match.index + match[0].length).replace(/\s*\([^()]*\)/gu, '');
    const end = /[.;!?]\s|[.;!?]$/u.exec(rest);
    const items = rest
      .slice(0, end ? end.index : rest.length)
      .split(LIST_ITEM_SEPARATOR)
      .map((item) => item.replace(LIST_ARTICLE, '').trim())
      .filter(Boolean);
    // Names, each a few words starting with a capital and without figures: otherwise no list of bodies.
    if (items.some((item) => !/^\p{Lu}/u.test(item) || item.split(/\s+/).length > 7 || /\d/.test(item)))
      return [];
    return items.map((name) => ({ type: 'NGOs & partners' as const, name }));
  });
}

/** An English, Welsh or Scottish council by its name: 'Halton Borough Council', 'Kent County Council'. */
// 'With' opening the sentence is no part of the council's name.
const NAMED_COUNCIL =
  /(?<!\p{L})(?!With\s)(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}\s(?:Borough|District|County|City|Town|Parish|Metropolitan\s+Borough)\s+Council)(?!\p{L})/gu;

/**
 * A sentence that lists the stakeholders the company engaged ('coinvolgendo 146 stakeholder …:
 * dipendenti, fornitori, il Comune di Fiorano Modenese e le organizzazioni sindacali').
 */
const ENGAGED_STAKEHOLDERS =
  /(?:coinvolg\p{L}*|involv\p{L}*|consult\p{L}*|engag\p{L}*|interview\p{L}*|intervist\p{L}*|impliqu\p{L}*|implic\p{L}*|einbezog\p{L}*|befrag\p{L}*)[^.:;]{0,60}?(?:stakeholders?|portatori di interess\p{L}*|parties prenantes|grupos de inter[ée]s|Anspruchsgruppen|Stakeholdern)|(?:stakeholders?|portatori di interess\p{L}*|parties prenantes|grupos de inter[ée]s|Anspruchsgruppen)[^.:;]{0,60}?(?:coinvolt\p{L}*|involved|consulted|engaged|interviewed|consultées?|impliqu\p{L}*|einbezogen|befragt)/iu;
/** A town's authority as an item of such a list: ', il Comune di Fiorano Modenese e …', ', the Municipality of Wexley'. */
const LISTED_AUTHORITY =
  /(?:[,:;]\s*|\s(?:e|and|et|y|und)\s+)(?:(?:il|la|le|l['’]|the|der|die|el|o|a)\s*)?(Comune|Regione|Provincia|Municipality|Commune|Ville|Stadt|Gemeinde|Ayuntamiento|Concello|Câmara Municipal)\s+(?:(?:di|de|of|d['’]|del|della|do|da)\s*)?(\p{Lu}[\p{L}'’-]*(?:[\s-]\p{Lu}[\p{L}'’-]*){0,3})/gu;

/**
 * A town's authority written as it calls itself: 'Commune de Saint-Orvan', 'Commune d’Arles',
 * 'Municipality of Wexley', 'Comune di Fiorano Modenese', 'Regione Liguria', 'Concello de Boiro'.
 */
function authorityName(kind: string, place: string): string {
  const joiner = /^municipality$/i.test(kind)
    ? ' of '
    : /^comune$/i.test(kind)
      ? ' di '
      : /^(?:regione|provincia|stadt|gemeinde|landkreis)$/i.test(kind)
        ? ' '
        : // Only French elides: 'Commune d’Arles', but 'Ayuntamiento de Avilés'.
          /^(?:commune|ville|métropole|communauté de communes)$/i.test(kind) && /^[aeiouéh]/iu.test(place)
          ? ' d’'
          : ' de ';
  return `${kind}${joiner}${place}`;
}

function listedAuthorities(sentence: string): BodyMention[] {
  if (!ENGAGED_STAKEHOLDERS.test(sentence)) return [];
  return [...sentence.matchAll(LISTED_AUTHORITY)].map((match) => ({
    type: 'Communities' as const,
    name: authorityName(match[1]!, match[2]!),
  }));
}

function localAuthorities(sentence: string): BodyMention[] {
  const listed = listedAuthorities(sentence);
  if (listed.length > 0) return listed;
  if (!COOPERATION_CUE.test(sentence)) return [];
  const councils = [...sentence.matchAll(NAMED_COUNCIL)].map((match) => ({
    type: 'Communities' as const,
    name: match[1]!.replace(/^The\s+/u, ''),
  }));
  const dutch = [...sentence.matchAll(DUTCH_LOCAL_AUTHORITY)].flatMap((match) => {
    const kind = /^gemeente/i.test(match[1]!) ? 'Gemeente' : 'Provincie';
    return match[2]!
      .split(/,\s*|\s+en\s+/u)
      .map((place) => ({ type: 'Communities' as const, name: `${kind} ${place.trim()}` }));
  });
  return [
    ...councils,
    ...dutch,
    ...[...sentence.matchAll(LOCAL_AUTHORITY)].map((match) => ({
      type: 'Communities' as const,
      name: authorityName(capitalize((match[1] ?? '').replace(/\s+/g, ' ').toLowerCase()), match[2] ?? ''),
    })),
  ];
}

/**
 * A body written with its acronym and its full name, whose first words say what it is: 'a ERSE –
 * Entidade Reguladora dos Serviços Energéticos', 'Agência Portuguesa do Ambiente (APA)', 'SINDEL –
 * Sindicato Nacional da Indústria e da Energia', 'Asociación de Empresas Eólicas (AEE)'. The acronym
 * is no list of known ones: the spelled-out kind says it is a regulator, a union or an association.
 */
const BODY_KINDS: readonly [RegExp, StakeholderType][] = [
  [
    /^(?:Entidade\s+Reguladora|Autoridade|Ag[êe]ncia|Dire[çc]?[çc][ãa]o-Geral|Inspe[çc][ãa]o-Geral|Regulatory\s+Authority|Autorit[éà]|Agence|Agencia|Comisi[óo]n\s+Nacional|Bundesamt|Bundesnetzagentur)(?!\p{L})/u,
    'Regulators',
  ],
  [
    /^(?:Sindicato|Syndicat|Sindacato|Gewerkschaft|Federa[çc][ãa]o\s+(?:Nacional\s+)?dos\s+Sindicatos|Associa[çc][ãa]o|Asociaci[óo]n|Associazione|Association|Federa[çc][ãa]o|Confedera[çc][ãa]o|Confederaci[óo]n|Bundesverband|Verband)(?!\p{L})/u,
    'NGOs & partners',
  ],
];
const ACRONYM = String.raw`\p{Lu}[\p{Lu}\p{N}&]{1,9}`;
// 'e', 'and' join words of one name ('Sindicato Nacional da Indústria e da Energia'), but not before
// 'com', 'with' or an acronym: they start the next body ('Associação … e do BCSD Portugal').
const NEXT_BODY = String.raw`(?!\s+(?:(?:com|with|mit|avec|con)\s|(?:d[aeo]s?|de|del|a|o|os|as|the|la|le|les|der|die)\s+\p{Lu}{2,}(?!\p{Ll})))`;
const FULL_NAME = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|d[aeo]s?|de|del|della|dei|des|du|of|for|für|para|per|(?:and|e|et|y|und)${NEXT_BODY})){1,10}`;
const ACRONYM_DASH_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${ACRONYM})\s+[–—-]\s+(${FULL_NAME})`,
  'gu',
);
const NAME_BRACKET_ACRONYM = new RegExp(String.raw`(?<![\p{L}\p{N}])(${FULL_NAME})\s+\((${ACRONYM})\)`, 'gu');

/**
 * What ties a spelled-out body to the company, read outside the bodies' names: it supervises or
 * licenses it, bargains with it, counts it as a member or partner, or the sentence is about dialogue
 * with it. 'A Agência Internacional de Energia (AIE) estima que …' is the news, not a stakeholder.
 */
const TIED_TO_COMPANY =
  /supervis|regul|licen[cs]|autoriza|authori[sz]|dialog|diálogo|engag|envolv|relacionamento|members?\b|membros?\b|Mitglied|membre|socio|negocia|négoci|acordo|accord|agreement|bargain|sindicat|syndicat|unions?\b|parceria|partner|colabor|collabor|Aufsicht/iu;

function spelledOutBodies(sentence: string): BodyMention[] {
  const found = [
    ...[...sentence.matchAll(ACRONYM_DASH_NAME)].map((match) => ({ acronym: match[1]!, full: match[2]! })),
    ...[...sentence.matchAll(NAME_BRACKET_ACRONYM)].map((match) => ({ acronym: match[2]!, full: match[1]! })),
  ];
  const outsideNames = found.reduce((text, { full }) => text.replace(full, ' '), sentence);
  if (!TIED_TO_COMPANY.test(outsideNames)) return [];
  return found.flatMap(({ acronym, full }) => {
    // A name that runs on into the next one ('… Energia e a Agência …') ends before its 'and'.
    const name = full.replace(/\s+(?:e|and|et|y|und)$/u, '');
    const type = BODY_KINDS.find(([kind]) => kind.test(name))?.[1];
    return type ? [{ type, name: `${name} (${acronym})` }] : [];
  });
}

/** The regulators, unions, associations and local authorities a sentence names as the company's. */
export function namedBodies(sentence: string): BodyMention[] {
  return [
    ...regulators(sentence),
    ...nordicAuthorities(sentence),
    ...spelledOutBodies(sentence),
    ...ratingAgencies(sentence),
    ...unions(sentence),
    ...membershipList(sentence),
    ...throughAssociation(sentence),
    ...localAuthorities(sentence),
  ];
}
