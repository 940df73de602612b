import type { InitiativeCategory, InitiativeStatus } from '@impact/contracts';
import { DEFAULT_CATEGORY, DEFAULT_STATUS, type InitiativeRecord } from './initiative-record';
import { mergeKeywords } from './keywords';
import { urlRowError, urlsToSubmit, withAtLeastOneRow } from './url-rows';

/** The add/edit dialog's fields (spec 02 §3 'Client form fields'); the image file is kept beside it. */
export interface InitiativeDraft {
  title: string;
  description: string;
  category: InitiativeCategory;
  status: InitiativeStatus;
  source: string;
  /** Stored as both stock-image keywords and tags. */
  keywords: string[];
  urls: string[];
}

export type DraftField = 'title' | 'description' | 'source';
export type DraftErrors = Partial<Record<DraftField, string>> & {
  /** By row index: the rows that hold something other than a web address. */
  urls?: Record<number, string>;
};

/** A new initiative: Sustainability, active, one blank URL row. */
export const EMPTY_DRAFT: InitiativeDraft = {
  title: '',
  description: '',
  category: DEFAULT_CATEGORY,
  status: DEFAULT_STATUS,
  source: '',
  keywords: [],
  urls: [''],
};

/** The form filled from a stored initiative. */
export function draftFromInitiative(initiative: InitiativeRecord): InitiativeDraft {
  return {
    title: initiative.Title,
    description: initiative.Description,
    category: initiative.Category,
    status: initiative.Status,
    source: initiative.Source ?? '',
    keywords: mergeKeywords(initiative.Tags, initiative.StockImageKeywords),
    urls: withAtLeastOneRow(initiative.References.map((reference) => reference.url)),
  };
}

const REQUIRED: Record<DraftField, string> = {
  title: 'Title is required',
  description: 'Description is required',
  source: 'Source is required',
};

/**
 * Spec 02 §5: title, description and source must hold more than spaces (category and status always
 * hold a value); a filled URL row must be a web address.
 */
export function validateDraft(draft: InitiativeDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of Object.keys(REQUIRED) as DraftField[]) {
    if (draft[field].trim() === '') errors[field] = REQUIRED[field];
  }
  const urls: Record<number, string> = {};
  draft.urls.forEach((row, index) => {
    const error = urlRowError(row);
    if (error) urls[index] = error;
  });
  if (Object.keys(urls).length > 0) errors.urls = urls;
  return errors;
}

export const hasErrors = (errors: DraftErrors): boolean => Object.keys(errors).length > 0;

/** The `data` of POST and PUT /initiatives (contracts' initiative request schemas), less the client. */
export interface InitiativeData {
  Title: string;
  Description: string;
  Category: InitiativeCategory;
  Status: InitiativeStatus;
  Source: string;
  Tags: string[];
  StockImageKeywords: string[];
  References: string[];
}

/** The draft as the server's fields: text trimmed, keywords as tags too, blank URL rows dropped. */
export function toInitiativeData(draft: InitiativeDraft): InitiativeData {
  return {
    Title: draft.title.trim(),
    Description: draft.description.trim(),
    Category: draft.category,
    Status: draft.status,
    Source: draft.source.trim(),
    Tags: [...draft.keywords],
    StockImageKeywords: [...draft.keywords],
    References: urlsToSubmit(draft.urls),
  };
}
