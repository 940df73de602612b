/** A section's default prompt as the page has cached it (spec 02 §3 'Prompt'). */
export interface CachedPrompt {
  loading: boolean;
  content: string | null;
  error: string | null;
}

export type PromptSource =
  | { kind: 'custom'; text: string }
  | { kind: 'cached'; text: string }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'request' };

/**
 * Spec 02 §4 'Prompt editor on open', in this order: the section's own customPrompt; the cached
 * default prompt; the cache still loading; the cache's error; else ask for the default prompt.
 */
export function promptSourceOnOpen(
  customPrompt: string | null | undefined,
  cached: CachedPrompt | undefined,
): PromptSource {
  if (customPrompt) return { kind: 'custom', text: customPrompt };
  if (cached?.content) return { kind: 'cached', text: cached.content };
  if (cached?.loading) return { kind: 'loading' };
  if (cached?.error) return { kind: 'error', message: cached.error };
  return { kind: 'request' };
}

/**
 * The editor's text: what the user typed, once they have; until then the section's custom prompt, else
 * the cached default prompt. So a default prompt arriving after the editor opened fills it only while
 * there is no custom prompt and nothing typed (spec 02 §4); typing, even clearing it, is never undone.
 */
export function editorText(
  edited: string | null,
  customPrompt: string | null | undefined,
  cachedContent: string | null | undefined,
): string {
  return edited ?? (customPrompt || cachedContent || '');
}

/** Spec 02 §5: Save and 'Set as main prompt' need text that is not blank, and nothing under way. */
export const promptActionsDisabled = (text: string, loading: boolean, saving: boolean) =>
  text.trim() === '' || loading || saving;

/** Spec 02 §8: 'Main prompt updated!' on success, else the failure's message or the default. */
export const mainPromptFailureText = (message: string | null | undefined) =>
  message?.trim() || 'Failed to update main prompt.';
export const MAIN_PROMPT_UPDATED = 'Main prompt updated!';
export const SAVE_AND_REGENERATE_FAILED = 'Failed to save prompt and regenerate.';
/** Spec 02 §7: a failed GET /prompt/get/{sectionName}. */
export const PROMPT_NOT_FOUND = 'Prompt not found';
