import type { LocationRole } from './types.js';

/**
 * Sites a page names by their own name, with the town beside it: a power plant's card ('Parc éolien des
 * Crêtes – Sévérac-le-Château (Aveyron) – 42 MW', or the plant over 'Commune : Sévérac-le-Château'), and
 * a hotel under the list's heading ('Our hotels' over 'Villa Serena — Bellagio, Lake Como'). The caller
 * checks that the town is one place; `bracketed` says a bracket (a department, a province) followed it.
 */
export interface NamedSiteTown {
  town: string;
  role: LocationRole;
  quote: string;
  /** The town stood alone before a bracket or at the end of its part: it may be one the tables do not know. */
  bracketed: boolean;
  /** The country the card writes beside the town ('Bellagio, Italy'), when it writes one. */
  country?: string;
}

/** A power plant's own name starts with its kind, in six languages. */
const NAMED_PLANT =
  /^(?:parcs?\s+(?:[ée]olien|solaire|photovolta[ïi]que)|centrale\s+(?:solaire|hydro[ée]lectrique|hydraulique|photovolta[ïi]que|[ée]olienne|biomasse)|wind\s+farm|solar\s+(?:park|farm)|hydro(?:electric|power)?\s+(?:plant|station)|Windpark|Solarpark|Wasserkraftwerk|Kraftwerk|parco\s+(?:eolico|fotovoltaico|solare)|centrale\s+(?:idroelettrica|fotovoltaica|eolica)|parque\s+(?:e[óo]lico|solar|fotovoltaico)|central\s+(?:hidroel[ée]ctrica|solar|fotovoltaica)|windpark|zonnepark|waterkrachtcentrale)\b/iu;
/** The line under a card that names its town: 'Commune : …', 'Comune: …', 'Gemeinde: …', 'Location: …'. */
const TOWN_LABEL =
  /^(?:commune|comune|gemeinde|municipality|municipio|location|standort|lieu|localit[àé]|ubicaci[oó]n|localidad|plaats|gemeente|ort)\s*:\s*(.+)$/iu;
/** A town with its department or province in brackets, the bracket kept apart: 'Sévérac-le-Château (Aveyron)'. */
const TOWN_AND_BRACKET = /^([^()]+?)\s*\(([^()]{1,30})\)$/u;
/** A heading over a list of hotels: 'Our hotels', 'Unsere Hotels', 'Nos hôtels', 'I nostri hotel', 'Le nostre strutture'. */
const HOTELS_HEADING =
  /^(?:(?:our|unsere|nos|onze|i\s+nostri|le\s+nostre|nuestros)\s+)?(?:hotels?|h[ôo]tels|alberghi|strutture|resorts|hoteles)$/iu;
/** A hotel's line under that heading: its name, a dash and its town, maybe with its region after a comma. */
const HOTEL_LINE =
  /^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})\s+[–—-]\s+(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)(?:,\s+\p{Lu}[\p{L}'’ -]{1,30})?$/u;

/** A plant card's capacity line: '42 MW', '18,5 MWc', '3.2 MWp · mise en service 2019'. */
const CAPACITY = /^\d[\d\s.,]*\s*(?:MW|MWc|MWp|kW|kWc|kWp|GW)(?![\p{L}])/u;
/** A card's town line: a name or two, perhaps with its department in brackets; no figure, no sentence. */
const CARD_TOWN = /^\p{Lu}[\p{L}'’ -]{1,40}(?:\s*\([^()]{1,30}\))?$/u;

function townOf(text: string): { town: string; bracketed: boolean } {
  const bracket = TOWN_AND_BRACKET.exec(text.trim());
  return bracket ? { town: bracket[1]!, bracketed: true } : { town: text.trim(), bracketed: false };
}

/** A plant's card: its own name with the town after a dash, or over a 'Commune :' line. */
function plantTowns(lines: readonly string[]): NamedSiteTown[] {
  return lines.flatMap((line, index) => {
    const parts = line.split(/\s+[–—|·]\s+/u);
    const [name, second] = parts;
    if (!name || !NAMED_PLANT.test(name)) return [];
    const labelled = TOWN_LABEL.exec(lines[index + 1] ?? '');
    if (labelled) {
      const town = townOf(labelled[1]!.split(/\s+[–—|·]\s+|,/u)[0]!);
      // A label says it is the town: no bracket needed.
      return [{ ...town, bracketed: true, role: 'production', quote: `${line}: ${lines[index + 1]}` }];
    }
    if (second) return [{ ...townOf(second), role: 'production', quote: line }];
    // A card grid: the plant over its town with its department ('Sévérac-le-Château (Aveyron)'), or over
    // its town and then its capacity ('Lunel' over '18 MWc').
    const next = lines[index + 1] ?? '';
    const town =
      TOWN_AND_BRACKET.test(next) || CAPACITY.test(lines[index + 2] ?? '') ? townOf(next) : undefined;
    return town && CARD_TOWN.test(next) ? [{ ...town, role: 'production', quote: `${line}: ${next}` }] : [];
  });
}

/** Hotels listed one a line under 'Our hotels', each with its town after a dash. */
function hotelTowns(lines: readonly string[]): NamedSiteTown[] {
  const towns: NamedSiteTown[] = [];
  let heading: string | undefined;
  for (const line of lines) {
    if (HOTELS_HEADING.test(line)) {
      heading = line;
      continue;
    }
    const hotel = heading ? HOTEL_LINE.exec(line) : null;
    if (!hotel) {
      if (line) heading = undefined;
      continue;
    }
    towns.push({ town: hotel[2]!, role: 'retail', quote: `${heading}: ${line}`, bracketed: true });
  }
  return towns;
}

/**
 * A hotel's card line: its town (with its island, province or region in brackets) and its number of
 * rooms after a dash ('Alcúdia (Mallorca) – 240 habitaciones', 'Bellagio (CO) – 95 camere', 'Lienz –
 * 62 Zimmer', 'Sorrento, Italy · 48 rooms').
 */
const ROOMS_LINE =
  /^([^–—|·]{2,60}?)\s*[–—|·-]\s*\d{1,4}\s+(?:rooms|suites|keys|habitaciones|camere|stanze|chambres|zimmer|kamers|quartos|pokoi|rum|v[æa]relser|huonetta)\b/iu;
/** A hotel card's line of its town and rooms: the line above it is the hotel's name, not a town. */
export const isRoomsLine = (line: string): boolean => ROOMS_LINE.test(line);

/** A hotel's own name over that line: short, no sentence, often with its stars ('Hotel Port ****'). */
const CARD_NAME = /^[^.!?:]{2,60}$/u;

/** Hotels laid out as cards, each name over a line of its town and rooms, with or without a list heading. */
function hotelCardTowns(lines: readonly string[]): NamedSiteTown[] {
  return lines.flatMap((line, index) => {
    const rooms = ROOMS_LINE.exec(line);
    const name = lines[index - 1] ?? '';
    if (!rooms || !CARD_NAME.test(name)) return [];
    const place = rooms[1]!.split(',')[0]!.trim();
    // The town stands alone before the rooms: it may be one the tables do not know.
    return [{ ...townOf(place), bracketed: true, role: 'retail' as const, quote: `${name}: ${line}` }];
  });
}

/**
 * A card grid's hotel, one field a line: its name, its town with the country ('Bellagio, Italy',
 * 'Lienz · Österreich', 'Sóller (Mallorca), España'), then its rooms ('48 rooms', '62 Zimmer · 4 Sterne',
 * 'Camere: 95'). The rooms say it is a hotel and the line above them where it is.
 */
const ROOMS_ALONE =
  /^(?:\d{1,4}\s+(?:rooms|suites|keys|habitaciones|camere|stanze|chambres|zimmer|kamers|quartos)|(?:rooms|habitaciones|camere|chambres|zimmer|kamers)\s*:\s*\d{1,4})(?![\p{L}\d])[^.!?]{0,40}$/iu;
const TOWN_AND_COUNTRY = /^([^,·|–—]{2,40}?)(?:\s*(?:,|·|\||[–—])\s*([^,·|–—]{2,30}))?$/u;

function hotelGridTowns(lines: readonly string[]): NamedSiteTown[] {
  return lines.flatMap((line, index) => {
    const [name, placeLine] = [lines[index - 2] ?? '', lines[index - 1] ?? ''];
    if (!ROOMS_ALONE.test(line) || !CARD_NAME.test(name) || ROOMS_ALONE.test(name)) return [];
    const place = TOWN_AND_COUNTRY.exec(placeLine);
    if (!place) return [];
    const country = place[2]?.trim();
    return [
      {
        ...townOf(place[1]!),
        bracketed: true,
        role: 'retail' as const,
        quote: `${name}: ${placeLine}, ${line}`,
        ...(country ? { country } : {}),
      },
    ];
  });
}

/**
 * A hotel's card on one line, its fields set apart by dots, pipes or dashes: its name, its town (with
 * its region or country after a comma, or its province in brackets), then its rooms ('Casa Lucerna ·
 * Bellagio, Lake Como · 48 rooms', 'Casa Lucerna | Bellagio (CO) | 48 camere').
 */
const ROOMS_FIELD =
  /^\d{1,4}\s+(?:rooms|suites|keys|habitaciones|camere|stanze|chambres|zimmer|kamers|quartos)(?!\p{L})/iu;

function hotelLineTowns(lines: readonly string[]): NamedSiteTown[] {
  return lines.flatMap((line) => {
    const fields = line.split(/\s+[·|–—]\s+/u);
    const roomsAt = fields.findIndex((field) => ROOMS_FIELD.test(field));
    if (roomsAt !== 2 || !CARD_NAME.test(fields[0]!)) return [];
    const [town, after] = fields[1]!.split(/\s*,\s*/u);
    return [
      {
        ...townOf(town!),
        bracketed: true,
        role: 'retail' as const,
        quote: line,
        ...(after ? { country: after } : {}),
      },
    ];
  });
}

/** The towns of a page's plant cards and hotel lists, for the caller to check as places. */
export function namedSiteTowns(lines: readonly string[]): NamedSiteTown[] {
  return [
    ...plantTowns(lines),
    ...hotelTowns(lines),
    ...hotelCardTowns(lines),
    ...hotelGridTowns(lines),
    ...hotelLineTowns(lines),
  ];
}
