import type { KnowledgeSource } from '../sources.js';
import type { CodeAlias } from './types.js';

/** The date the search-tool pages were checked, used when the page states no date of its own. */
export const CHECKED = '2026-11-21';

export const source = (url: string, title: string, asOf = CHECKED): KnowledgeSource => ({ url, title, asOf });

/** An acronym or capitalised name: matched with its exact case. */
export const exact = (text: string): CodeAlias => ({ text, caseSensitive: true });
/** A long descriptive name: matched in any case. */
export const phrase = (text: string): CodeAlias => ({ text, caseSensitive: false });
/** An acronym that also means other things: needs the full name in the text or a context term. */
export const ambiguous = (text: string): CodeAlias => ({ text, caseSensitive: true, ambiguous: true });
