/** One numbered source of a report; citations `[n]` in the sections' markdown point at it. */
export interface ExportSource {
  n: number;
  /** The page's address; null for a document the consultant uploaded (named by its title). */
  url: string | null;
  title?: string;
  /** The exact sentence or table row the citing statements rest on. */
  quote?: string;
  /** Where the quote stands, in words ('page 14 · Suppliers'). */
  where?: string;
}

/** One report section as stored: its snake_case type ('company_snapshot') and its markdown. */
export interface ExportSection {
  title: string;
  content: string;
}

/** What the Word and PDF writers read: plain data, so they need neither the database nor HTTP. */
export interface ExportReport {
  title: string;
  clientName: string;
  organizationName: string | null;
  /** ISO date (or date-time) the report is dated. */
  date: string;
  sections: ExportSection[];
  sources: ExportSource[];
}
