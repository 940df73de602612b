import { employeeCountCodeFor, type EmployeeCountCode, type StructuredDocument } from '@impact/contracts';
import { chooseFact } from './choose.js';
import { largestCombustionCapacity, type CombustionCapacityValue } from './combustion-capacity-fact.js';
import { euTurnoverShareStatement } from './eu-turnover-share.js';
import { etsParticipationStatements } from './ets-participation-fact.js';
import { cbamImportStatements, type CbamImportValue } from './cbam-imports-fact.js';
import { withEnglishCountry } from './english-country.js';
import { foundedStatements } from './founded-fact.js';
import {
  footerHeadquartersStatements,
  footerPages,
  isColumnHeading,
  labelledSeatStatements,
} from './footer-facts.js';
import { headcountInCountry } from './headcount-by-country.js';
import { headcountStatements } from './headcount-fact.js';
import { headcountTableStatements } from './headcount-table.js';
import { headquartersStatements } from './headquarters-fact.js';
import { listingStatements, type ListingMarket } from './listing-fact.js';
import { privateOwnershipStatement } from './ownership-fact.js';
import { foundedTileStatements, headquartersTileStatements } from './profile-tiles.js';
import { descriptionPages, shortLinePages } from './short-lines.js';
import { turnoverBucket, turnoverStatements, type TurnoverBucket } from './turnover-fact.js';
import { turnoverTableStatements } from './turnover-table.js';
import type {
  FactAnswer,
  FactPage,
  FactStatement,
  HeadcountValue,
  HeadquartersValue,
  TurnoverValue,
} from './types.js';

/** Values a consultant set ('Correct', 'Confirm'): they beat what the pages say, on every re-run. */
export interface ConsultantFacts {
  headquarters?: string | null;
  foundedYear?: number | null;
}

export interface CompanyFactsOptions {
  /** YYYY-MM-DD: years after it are targets, not statements. */
  today: string;
  /** The company's name, so a sentence in the third person about itself still counts as its own. */
  companyName?: string;
  consultant?: ConsultantFacts;
  /** The same pages' structure, for the figures of key-figure tables, and their footers. */
  documents?: readonly StructuredDocument[];
  /** Footers read apart from any document (the profile's home and about pages), after the documents' own. */
  footers?: readonly FactPage[];
}

export interface CompanyFacts {
  headquarters?: FactAnswer<HeadquartersValue>;
  headcount?: FactAnswer<HeadcountValue> & { bucket: EmployeeCountCode };
  turnover?: FactAnswer<TurnoverValue> & { bucket?: TurnoverBucket };
  foundedYear?: FactAnswer<number>;
  /** Of the headcount, the people employed in Germany and in France, where the headcount's sentence says. */
  headcountInGermany?: FactAnswer<number>;
  headcountInFrance?: FactAnswer<number>;
  /** The company's own words that it is privately owned (family, co-operative, mutual): no listing inferred. */
  privatelyOwned?: FactStatement<false>;
  /** The company's own words that its securities trade on an exchange, one per market. */
  listedOn?: FactStatement<ListingMarket>[];
  /** The share of its turnover the company says it earns in the EU (0.38), with the sentence. */
  euTurnoverShare?: FactStatement<number>;
  /** The largest rated thermal input of its own boilers or furnaces the company states (the EU ETS's 20 MW). */
  combustionCapacity?: FactStatement<CombustionCapacityValue>;
  /** The company's own words that its installations or ships are covered by the EU ETS. */
  etsParticipation?: FactStatement<true>;
  /** The company's own words that it imports or buys CBAM goods from a country CBAM covers. */
  cbamImports?: FactStatement<CbamImportValue>;
}

/**
 * One answer per company fact from the company's own pages, read in the order given (the caller puts
 * the pages it trusts most first: about, company, key figures). Every part of the product that shows
 * a headquarters, headcount, turnover or founding year reads it from here, so no two disagree.
 */
export function readCompanyFacts(pages: readonly FactPage[], options: CompanyFactsOptions): CompanyFacts {
  const thisYear = Number(options.today.slice(0, 4));
  const consultantHq = options.consultant?.headquarters?.trim();
  const documents = options.documents ?? [];
  // The founding year and head office are often a short line the page text leaves out.
  const withShortLines = [...pages, ...shortLinePages(documents), ...descriptionPages(documents)];
  const footers = [...footerPages(documents), ...(options.footers ?? [])];
  // A sites table's header row read as 'Sede: Attività' names a column, not the head office's town.
  const statedHeadquarters = [
    ...headquartersStatements(withShortLines, thisYear, footers),
    ...headquartersTileStatements(documents),
  ].filter((statement) => !isColumnHeading(statement.value.place));
  const headquarters = chooseFact(
    (statedHeadquarters.length > 0
      ? statedHeadquarters
      : [...labelledSeatStatements(pages), ...footerHeadquartersStatements(footers, thisYear)]
    ).map(withEnglishCountry),
    consultantHq ? { place: consultantHq } : undefined,
  );
  const headcount = chooseFact([
    ...headcountStatements(pages, thisYear, options.companyName),
    ...headcountTableStatements(documents, thisYear),
  ]);
  const turnover = chooseFact([
    ...turnoverStatements(pages, thisYear, options.companyName),
    ...turnoverTableStatements(documents, thisYear),
  ]);
  // A profile card's 'Founded / 1923' is read before a footer's tagline.
  const foundedTiles = foundedTileStatements(documents, thisYear);
  const foundedYear = chooseFact(
    [
      ...foundedStatements(
        withShortLines,
        thisYear,
        options.companyName,
        foundedTiles.length > 0 ? [] : footers,
      ),
      ...foundedTiles,
    ],
    options.consultant?.foundedYear,
  );
  const inGermany = headcountInCountry(pages, thisYear, 'DE', options.companyName);
  const inFrance = headcountInCountry(pages, thisYear, 'FR', options.companyName);
  const turnoverValue = turnover?.value;
  const bucket = turnoverValue ? turnoverBucket(turnoverValue) : undefined;
  const listedOn = listingStatements(pages);
  const privatelyOwned = listedOn.length > 0 ? undefined : privateOwnershipStatement(pages);
  const euTurnoverShare = euTurnoverShareStatement(pages);
  const combustionCapacity = largestCombustionCapacity(pages);
  const [etsParticipation] = etsParticipationStatements(pages, options.companyName);
  // A stated import, with a tonnage where one is given, says more than a purchase.
  const cbamImports = cbamImportStatements(pages, options.companyName).toSorted(
    (a, b) =>
      Number(b.value.importsItself) - Number(a.value.importsItself) ||
      (b.value.tonnes ?? 0) - (a.value.tonnes ?? 0),
  )[0];
  return {
    ...(headquarters ? { headquarters } : {}),
    ...(headcount
      ? { headcount: { ...headcount, bucket: employeeCountCodeFor(headcount.value.count) } }
      : {}),
    ...(turnover ? { turnover: { ...turnover, ...(bucket ? { bucket } : {}) } } : {}),
    ...(foundedYear ? { foundedYear } : {}),
    ...(inGermany ? { headcountInGermany: inGermany } : {}),
    ...(inFrance ? { headcountInFrance: inFrance } : {}),
    ...(privatelyOwned ? { privatelyOwned } : {}),
    ...(listedOn.length > 0 ? { listedOn } : {}),
    ...(euTurnoverShare ? { euTurnoverShare } : {}),
    ...(combustionCapacity ? { combustionCapacity } : {}),
    ...(etsParticipation ? { etsParticipation } : {}),
    ...(cbamImports ? { cbamImports } : {}),
  };
}
