import type { StructuredDocument } from '@impact/contracts';
import { splitLines } from '../../extraction/sentences.js';
import { resolveHeadquarters } from '../headquarters.js';
import { PLACE_JOIN } from '../place-names.js';
import { headquartersStatements, postalAddresses } from './headquarters-fact.js';
import type { FactPage, FactStatement, HeadquartersValue } from './types.js';

/**
 * What a website's footer or legal notice says about the company: its registered office ('Sitz der Gesellschaft:
 * Bremen', 'Siège social : 14 rue des Alpes, 74000 Annecy', 'Sede legale: Via Roma 12, 25121 Brescia',
 * 'Registered office: 2 Mill Lane, Leeds LS1 1AA') or its one postal address. Read only when no page
 * states the head office: a footer is where a company writes its seat, not where it explains it.
 */

/** Each footer once (the same footer repeats on every page), the first page's first. */
export function footerPages(documents: readonly StructuredDocument[]): FactPage[] {
  const seen = new Set<string>();
  return documents.flatMap((document) => {
    if (document.kind !== 'html' || !document.url || !document.footer?.length) return [];
    const text = document.footer.join('\n');
    if (seen.has(text)) return [];
    seen.add(text);
    return [{ url: document.url, text }];
  });
}

/** A footer line's parts between its separators: 'KvK 00000412 · Weven sinds 1921 · © 2026' → three. */
export function footerSegments(text: string): string[] {
  return splitLines(text)
    .flatMap((line) => line.text.split(/\s+[·|•–—-]\s+|\s*[·|•]\s*/))
    .map((segment) => segment.trim())
    .filter(Boolean);
}

const LABEL = String.raw`Sitz der Gesellschaft|Gesellschaftssitz|Firmensitz|Hauptsitz|Sitz|registered office|head office|headquarters|siège social|siège|sede legale|sede sociale|sede|domicilio social|statutaire zetel|zetel`;
const LABELLED = new RegExp(String.raw`(?:^|[\s.;,])(?:${LABEL})\s*:\s*(.+)$`, 'iu');
/** Where the seat's words end: the register entry, the tax number, the telephone that follow it. */
const REGISTER =
  /\s*(?:[·|•;]|\b(?:P\.?\s?IVA|partita iva|VAT|USt|UID|HRB|HRA|Amtsgericht|Registergericht|RCS|SIREN|SIRET|C\.F\.|codice fiscale|capitale sociale|capital social|registered in|company (?:no|number)|KvK|CIF|NIF|Tel|Phone|Fax|E-?mail)\b|©).*$/iu;
/** A parent's or group's seat named in the footer ('Group head office: Oslo'): not the company's. */
const ANOTHER_SEAT =
  /\b(?:group|gruppe|groupe|gruppo|grupo|groep|parent|Mutter\w*|Konzern\w*|maison mère|société mère|casa madre|holding)\s*$/iu;

const WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const TOWN = String.raw`${WORD}(?:${PLACE_JOIN}${WORD})*`;
/** '28217 Bremen', 'F-74000 Annecy', '25121 Brescia (BS)', '5013 CA Tilburg'. */
const POSTCODE_TOWN = new RegExp(
  String.raw`(?:^|[\s,])(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3})?(?:\s?[A-Z]{2}(?=\s))?\s+(${TOWN})`,
  'u',
);
/** 'Leeds LS1 1AA', 'Mallow P51 X2Y3'. */
const TOWN_POSTCODE = new RegExp(
  String.raw`(?:^|,\s*)(${TOWN})\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d{2}\s?[A-Z\d]{4})\b`,
  'u',
);
const TOWN_ALONE = new RegExp(
  String.raw`^(${TOWN})(?:\s*\([A-Z]{2}\))?(?:,\s*(${WORD}(?:\s${WORD})*))?\.?$`,
  'u',
);

function placeOf(town: string, rest: string): HeadquartersValue {
  const country = new RegExp(String.raw`${town}[^,]*,\s*(${WORD}(?:\s${WORD})*)\.?$`, 'u').exec(rest)?.[1];
  const named = country && resolveHeadquarters(country)?.via === 'country-name' ? country : undefined;
  const place = named ? `${town}, ${named}` : town;
  const resolved = resolveHeadquarters(place)?.country;
  return { place, ...(resolved ? { country: resolved } : {}) };
}

/**
 * A table's column headings read as 'label: value' ('Sede | Attività' → 'Sede: Attività'): the word after
 * the seat's label is another heading, not a town.
 */
const COLUMN_HEADING =
  /^(?:attivit[àa]|activit(?:y|ies|[ée]s?)|actividad(?:es)?|atividades?|t[äa]tigkeit(?:en)?|funktion|funzione|fun[cç][ãa]o|function|funci[óo]n|tipo|type|typ|art|ruolo|role|rolle|r[ôo]le|indirizzo|address|adresse|direcci[óo]n|endere[çc]o|citt[àa]|city|stadt|ville|ciudad|cidade|paese|country|land|pays|pa[íi]s|descrizione|description|beschreibung|descripci[óo]n|nome|name|nom|nombre)$/iu;

/** The place read is a table's column heading ('Attività'), not a town. */
export const isColumnHeading = (place: string) => COLUMN_HEADING.test(place.split(',')[0]!.trim());

function labelledSeat(line: string): HeadquartersValue | undefined {
  const match = LABELLED.exec(line);
  if (!match) return undefined;
  if (ANOTHER_SEAT.test(line.slice(0, match.index).trimEnd())) return undefined;
  const rest = match[1]!.replace(REGISTER, '').trim();
  const alone = TOWN_ALONE.exec(rest);
  if (alone && isColumnHeading(alone[1]!)) return undefined;
  if (alone) return placeOf(alone[1]!, rest);
  const town = POSTCODE_TOWN.exec(rest)?.[1] ?? TOWN_POSTCODE.exec(rest)?.[1];
  return town ? placeOf(town, rest) : undefined;
}

/** 'Am Speicherhafen 7, 28217 Bremen' without a country: a town the place list knows; 'Via Roma 88, 33070 Brugnera (PN)'. */
const STREET_THEN_TOWN = new RegExp(
  String.raw`^[^,]*\p{L}[^,]*\d[^,]*,\s*(?:[A-Z]{1,2}-)?(\d{4,5})(?:\s?[A-Z]{2}(?=\s))?\s+(${TOWN})(?:\s*\(([A-Z]{2})\))?$`,
  'u',
);
/**
 * An Italian address written in full: a five-digit CAP before the town and the province's code after
 * it ('Via Statale 83, 41042 Fiorano Modenese (MO)'). No other country writes it so, so the town is
 * Italian even when the place list does not know it.
 */
const isItalianAddress = (postcode: string | undefined, province: string | undefined) =>
  postcode?.length === 5 && province !== undefined;

/**
 * Where a footer line may hold the street and town: the line, and the parts between its separators
 * ('Bakkerij B.V. · Industrieweg 41, 8028 PK Zwolle · KvK …'), one part or two in a row ('Rheinauhafen
 * 7 · 68219 Mannheim'), and a part's last street and town after a building's name ('Plataforma
 * Logística PLAZA, C/ Bari 25, 50197 Zaragoza').
 */
function addressCandidates(line: string): string[] {
  const parts = footerSegments(line);
  const joined = parts.slice(0, -1).map((part, index) => `${part}, ${parts[index + 1]}`);
  const tails = parts.flatMap((part) => {
    const pieces = part.split(/,\s*/);
    return pieces.length > 2 ? [pieces.slice(-2).join(', ')] : [];
  });
  return [line, ...parts, ...joined, ...tails];
}

/** The footers' postal addresses, when they name one town only: two offices say nothing of the seat. */
function singleAddress(footers: readonly FactPage[]): FactStatement<HeadquartersValue>[] {
  const found = footers.flatMap((footer) => {
    const lines = splitLines(footer.text).map((line) => line.text);
    const pairs = lines.slice(0, -1).map((line, index) => `${line}, ${lines[index + 1]}`);
    const withoutCountry = [...lines.flatMap(addressCandidates), ...pairs].flatMap((line) => {
      const [, postcode, town, province] = STREET_THEN_TOWN.exec(line) ?? [];
      if (!town) return [];
      if (resolveHeadquarters(town)?.via === 'city') return [{ line, place: town }];
      return isItalianAddress(postcode, province) ? [{ line, place: `${town}, Italy` }] : [];
    });
    return [...postalAddresses(footer.text), ...withoutCountry].map((address) => ({ ...address, footer }));
  });
  const towns = new Set(found.map((address) => address.place.split(',')[0]!.trim().toLowerCase()));
  const first = found[0];
  if (towns.size !== 1 || !first) return [];
  const country = resolveHeadquarters(first.place)?.country;
  return [
    {
      value: { place: first.place, ...(country ? { country } : {}) },
      quote: first.line,
      url: first.footer.url,
      locator: 'sentence',
    },
  ];
}

/**
 * The seat as a legal notice or a footer labels it, with its street and postcode and maybe without a
 * country ('Sede legale: Via Roma 12, 25121 Brescia (BS) – P.IVA …'): the first one the pages write.
 */
export function labelledSeatStatements(pages: readonly FactPage[]): FactStatement<HeadquartersValue>[] {
  for (const page of pages) {
    for (const line of splitLines(page.text)) {
      const seat = labelledSeat(line.text);
      if (seat) return [{ value: seat, quote: line.text, url: page.url, locator: 'sentence' }];
    }
  }
  return [];
}

export function footerHeadquartersStatements(
  footers: readonly FactPage[],
  thisYear: number,
): FactStatement<HeadquartersValue>[] {
  const labelled = labelledSeatStatements(footers);
  if (labelled.length > 0) return labelled;
  // 'Headquartered in Leeds' in a footer's blurb, as on a page.
  const stated = headquartersStatements(footers, thisYear).filter(
    (statement) => postalAddresses(statement.quote).length === 0,
  );
  return stated.length > 0 ? stated : singleAddress(footers);
}
