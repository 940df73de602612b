/** One company fact as the product answers it: one value, the words it rests on, and what else was read. */

/** A page of the company's own website, as plain text with one paragraph, heading or table row per line. */
export interface FactPage {
  url: string;
  text: string;
}

/** One statement of a fact: the value, the sentence or table row quoted, and the page it is on. */
export interface FactStatement<T> {
  value: T;
  /** The sentence or table row, as written. */
  quote: string;
  url: string;
  /** The latest year the statement names (not after today): the newer statement wins. */
  year?: number;
  /** Where on the page: 'sentence' for running text, 'key figure' for a labelled row. */
  locator: 'sentence' | 'key figure';
  /** Stated as a rounded figure ('more than 780', 'rund 1.200'): an exact one of the same year beats it. */
  approximate?: true;
}

/** The answer for one fact: the consultant's value, else the company's most recent own statement. */
export type FactAnswer<T> =
  | { origin: 'consultant'; value: T; alternatives: FactStatement<T>[] }
  | ({ origin: 'website'; alternatives: FactStatement<T>[] } & FactStatement<T>);

export interface HeadquartersValue {
  /** As written, a country in English: 'Kortrijk, Belgium', 'Tilburg', 'Ulm, Germany' ('Ulm, Deutschland' on the page). */
  place: string;
  /** ISO 3166-1 alpha-2 when the place resolves to one country. */
  country?: string;
}

export interface HeadcountValue {
  count: number;
}

export interface TurnoverValue {
  /** The stated amount in its own currency, in units (€118 million → 118000000). */
  amount: number;
  /** ISO 4217 code as stated ('EUR', 'DKK'). */
  currency: string;
}
