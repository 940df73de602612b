import type { StructuredDocument } from '@impact/contracts';
import { resolveHeadquarters } from '../headquarters.js';
import { readTile, type TableReading } from './key-figure-table.js';
import type { FactStatement, HeadquartersValue } from './types.js';

/**
 * The founding year and the head office as a profile card or definition list states them, label and
 * value apart ('Gegründet' / '1923', 'Founded' / 'in 1987', 'Siège social' / 'Lyon, France'). The page
 * text drops such short lines, so they are read from the page's structure.
 */
const FOUNDED_LABEL =
  /^(?:founded|established|year founded|year of foundation|since|opgericht|oprichtingsjaar|gegründet|Gründungsjahr|seit|fondée?|fondé|date de création|année de création|depuis|fondata|fondato|anno di fondazione|dal|fundada|fundado|año de fundación|desde)\s*:?$/iu;
/** '1923', 'in 1987', '2009, Valencia', '1921 (Bielefeld)': the year, maybe with the town it began in. */
const YEAR_VALUE =
  /^(?:(?:in|im Jahr|en|nel|el)\s+)?((?:18|19|20)\d{2})(?:\s*(?:,|\(|in|en|à|a)\s*\p{Lu}[^\d]{0,40})?$/iu;
const HEADQUARTERS_LABEL =
  /^(?:headquarters|head office|registered office|HQ|hoofdkantoor|hoofdzetel|Hauptsitz|Firmensitz|Unternehmenssitz|Sitz|siège(?: social)?|sede(?: centrale| legale| principale| central| social)?)\s*:?$/iu;
/** A place as a card writes it: capitalised words, maybe a comma and its country; no digits. */
const PLACE_VALUE = /^\p{Lu}[\p{L}'’. -]*(?:,\s*\p{Lu}[\p{L}'’. -]*)?$/u;

function tiles(
  documents: readonly StructuredDocument[],
  read: (table: Parameters<typeof readTile>[0]) => TableReading | undefined,
) {
  return documents.flatMap((document) =>
    !document.url
      ? []
      : document.blocks.flatMap((block) => {
          const reading = block.type === 'table' ? read(block) : undefined;
          return reading ? [{ reading, url: document.url! }] : [];
        }),
  );
}

export function foundedTileStatements(
  documents: readonly StructuredDocument[],
  thisYear: number,
): FactStatement<number>[] {
  return tiles(documents, (table) =>
    readTile(
      table,
      (text) => FOUNDED_LABEL.test(text),
      (text) => YEAR_VALUE.test(text),
    ),
  )
    .map(({ reading, url }) => ({ reading, url, year: Number(YEAR_VALUE.exec(reading.value)![1]) }))
    .filter(({ year }) => year <= thisYear)
    .map(({ reading, url, year }) => ({
      value: year,
      quote: `${reading.heading} ${reading.value}`,
      url,
      locator: 'key figure' as const,
    }));
}

export function headquartersTileStatements(
  documents: readonly StructuredDocument[],
): FactStatement<HeadquartersValue>[] {
  return tiles(documents, (table) =>
    readTile(
      table,
      (text) => HEADQUARTERS_LABEL.test(text),
      (text) => text.length <= 60 && PLACE_VALUE.test(text),
    ),
  ).map(({ reading, url }) => {
    const country = resolveHeadquarters(reading.value)?.country;
    return {
      value: { place: reading.value, ...(country ? { country } : {}) },
      quote: `${reading.heading} ${reading.value}`,
      url,
      locator: 'key figure' as const,
    };
  });
}
