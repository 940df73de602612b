import { countryOf } from './country-names.js';
import { memberSuppliers } from './member-suppliers.js';
import { CELL_SEPARATOR, captionsOfRows, tableRows } from './table-rows.js';

/**
 * Suppliers a table lists: a column of suppliers ('Supplier', 'Lieferant', 'Fournisseur',
 * 'Proveedor', 'Fornitore', 'Leverancier') with their country beside them, or the country of origin
 * of what the company buys ('Herkunftsland', 'Pays d’origine', 'Paese di origine').
 */
export interface SupplierRow {
  line: string;
  name?: string;
  /** The name is read from a column headed as the suppliers ('Supplier | Ovako'), not from a caption. */
  inSupplierColumn?: boolean;
  country?: { code: string; written: string };
}

const SUPPLIER_HEADING =
  /\b(?:suppliers?|vendors?|lieferant(?:en)?|zulieferer|fournisseurs?|proveedor(?:es)?|fornitor[ei]|leveranciers?)\b/iu;
/**
 * A supply-chain or purchasing caption ('Catena di fornitura', 'Chaîne d’approvisionnement', 'Supply
 * chain', 'Lieferkette', 'Cadena de suministro', 'Toeleveringsketen'): over a table with a country
 * column, its first column names the suppliers.
 */
const SUPPLY_CHAIN_CAPTION =
  /(?<!\p{L})(?:supply\s+chain|procurement|purchasing|sourcing|Lieferkette|Beschaffung|Einkauf|cha[îi]ne\s+d['’]approvisionnement|achats|catena\s+di\s+(?:fornitura|approvvigionamento)|approvvigionament\p{L}*|acquisti|cadena\s+de\s+(?:suministro|aprovisionamiento)|compras|(?:toe)?leveringsketen|inkoop)(?!\p{L})/iu;
/** A company's name of two capitalised words or more ('Kordtex GmbH'), not a category ('Packaging', 'Raw materials'). */
const CAPITALISED_NAME = /^\p{Lu}[\p{L}'’&.-]*(?:\s+[\p{Lu}&][\p{L}'’&.-]*)+$/u;
const COUNTRY_HEADING = /^(?:country|land|pays|pa[íi]s|paese|nazione|staat)$/iu;
const ORIGIN_HEADING =
  /\b(?:origin|country of origin|herkunft\p{L}*|origine|origen|provenienza|herkomst)\b|^pays d['’]origine$|^paese d['’]origine$/iu;

/**
 * A co-operative's table of its members ('Our members', 'Member co-operatives', 'Unsere Mitgliedsbetriebe',
 * 'Nos adhérents'): its first column names the member farms or co-operatives that deliver to it.
 */
const MEMBERS_CAPTION =
  /(?<!\p{L})(?:members?|member (?:co-?operatives|cooperatives|farms|growers|dairies|producers)|mitglied\p{L}*|adh[ée]rents|membres|soci|socie|leden|socios|medlemmar|medlemmer|andelshavere|andelshavare|andelseiere)(?!\p{L})/iu;
/** The page says the members supply the company, or the caption names them as producers. */
const PRODUCER_MEMBERS =
  /(?<!\p{L})member (?:co-?operatives|cooperatives|farms|growers|dairies|producers)(?!\p{L})|mitgliedsbetriebe|erzeugergemeinschaft/iu;
const COOPERATIVE =
  /(?<!\p{L})(?:co-?operative|cooperative|genossenschaft|coop[ée]rative|cooperativa|co[öo]peratie|andelsselskab\p{L}*|f[öo]rening|andelslag|samvirke)(?!\p{L})/iu;
const SUPPLYING =
  /(?<!\p{L})(?:suppl(?:y|ies|ied)|deliver(?:s|ed)?|provide(?:s|d)? (?:the|its|our) (?:milk|grain|grapes|fruit|wool|cocoa|coffee|tea)|liefer\p{L}*|livr\p{L}*|apport\p{L}*|conferi\p{L}*|forni\p{L}*|lever\p{L}*|entregan?)(?!\p{L})/iu;
/** A co-operative's page saying its members supply it ('a co-operative owned by the farms that supply its milk'). */
const membersSupply = (lines: readonly string[]): boolean =>
  lines.some(
    (line) =>
      !line.includes(CELL_SEPARATOR) &&
      ((COOPERATIVE.test(line) && SUPPLYING.test(line)) || memberSuppliers(line).length > 0),
  );

/**
 * The prose line just above each table row's table: 'Pubblichiamo l'elenco dei nostri fornitori di primo
 * livello…' above 'Confezioni Adelmi S.r.l. | Paese: Italia' says the first column holds the suppliers,
 * when the row also has a country column (a sentence alone is too loose to say so).
 */
function proseAboveRows(lines: readonly string[]): Map<string, string> {
  const above = new Map<string, string>();
  let prose = '';
  for (const line of lines) {
    if (line.includes(CELL_SEPARATOR)) above.set(line, prose);
    else if (line.trim()) prose = line;
  }
  return above;
}

export function supplierTableRows(lines: readonly string[]): SupplierRow[] {
  const captions = captionsOfRows(lines);
  const prose = proseAboveRows(lines);
  const supplyingMembers = membersSupply(lines);
  return tableRows(lines).flatMap((row) => {
    const first = row.cells[0];
    const hasCountry = row.cells.some((cell) => COUNTRY_HEADING.test(cell.heading));
    const caption = captions.get(row.line) ?? '';
    // Members listed with their country, who deliver to the co-operative, are its suppliers.
    const supplyingMembersRow =
      hasCountry &&
      (MEMBERS_CAPTION.test(caption) || MEMBERS_CAPTION.test(prose.get(row.line) ?? '')) &&
      (supplyingMembers || PRODUCER_MEMBERS.test(caption)) &&
      /^\p{Lu}/u.test(first?.value ?? '');
    const introduced =
      SUPPLIER_HEADING.test(caption) ||
      supplyingMembersRow ||
      (hasCountry &&
        (SUPPLIER_HEADING.test(prose.get(row.line) ?? '') ||
          (SUPPLY_CHAIN_CAPTION.test(caption) && CAPITALISED_NAME.test(first?.value ?? ''))) &&
        /^\p{Lu}/u.test(first?.value ?? ''));
    // Under a suppliers caption, a first cell without a heading is the supplier ('Kessler Stahl GmbH | Land: Deutschland').
    // A members table's own header ('Member | Town | Country') names its first column as the members.
    const membersColumn = supplyingMembersRow && MEMBERS_CAPTION.test(first?.heading ?? '');
    const captioned = (first?.heading === '' || membersColumn) && introduced ? first : undefined;
    // 'Number of suppliers: 412' counts the suppliers of the row's country; it names none.
    const columnCell = row.cells.find(
      (cell) => SUPPLIER_HEADING.test(cell.heading) && !/^[\d\s.,%]+$/u.test(cell.value),
    );
    const supplierCell = columnCell ?? captioned;
    const countColumn =
      captioned !== undefined || row.cells.some((cell) => SUPPLIER_HEADING.test(cell.heading));
    const countryCell = row.cells.find(
      (cell) => ORIGIN_HEADING.test(cell.heading) || (countColumn && COUNTRY_HEADING.test(cell.heading)),
    );
    const code = countryCell ? countryOf(countryCell.value) : undefined;
    const country = code ? { code, written: countryCell!.value } : undefined;
    if (!supplierCell && !country) return [];
    return [
      {
        line: row.line,
        ...(supplierCell ? { name: supplierCell.value } : {}),
        ...(columnCell ? { inSupplierColumn: true } : {}),
        ...(country ? { country } : {}),
      },
    ];
  });
}
