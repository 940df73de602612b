import { create } from 'zustand';
import { apiClient } from '../../../lib/api-client';
import { onAppReset } from '../../../lib/app-reset';
import { PROMPT_NOT_FOUND, type CachedPrompt } from '../lib/prompt-source';

interface PromptCacheState {
  /** By section title (snake_case), e.g. 'company_snapshot'. */
  prompts: Record<string, CachedPrompt>;
  /** GET /prompt/get/{sectionName}: the default prompt a section of this type is generated with. */
  load: (sectionName: string) => Promise<void>;
  /** After 'Set as main prompt', the new main prompt is the default for this section type. */
  setContent: (sectionName: string, content: string) => void;
}

/** Spec 02 §3 'Prompt': the default prompts cached with loading, content and error. */
export const usePromptCache = create<PromptCacheState>()((set, get) => ({
  prompts: {},
  load: async (sectionName) => {
    if (get().prompts[sectionName]?.loading) return;
    const put = (entry: CachedPrompt) =>
      set((state) => ({ prompts: { ...state.prompts, [sectionName]: entry } }));
    put({ loading: true, content: null, error: null });
    try {
      const answer = await apiClient.get(
        `/prompt/get/${encodeURIComponent(sectionName)}`,
        (c) => c.reportPromptResponseSchema,
      );
      put({ loading: false, content: answer.data.content, error: null });
    } catch {
      // Spec 02 §7: a failed prompt fetch reads 'Prompt not found'.
      put({ loading: false, content: null, error: PROMPT_NOT_FOUND });
    }
  },
  setContent: (sectionName, content) =>
    set((state) => ({
      prompts: { ...state.prompts, [sectionName]: { loading: false, content, error: null } },
    })),
}));

// Another user may sign in next; their organization may have other main prompts.
onAppReset(() => usePromptCache.setState({ prompts: {} }));
