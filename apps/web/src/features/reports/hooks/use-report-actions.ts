import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createSection } from '../api/create-section';
import { reportQueryKey } from '../api/get-report';
import { regenerateSection } from '../api/regenerate-section';
import type { Report, ReportSection } from '../api/types';
import { nextSectionType, type ReportSectionType } from '../lib/section-order';
import { saveCustomPrompt } from '../api/update-agent-config';
import {
  needsServerIds,
  withRegeneratedSections,
  withSavedPrompt,
  withSectionError,
  withSectionPending,
  withSectionResult,
} from '../lib/report-state';

/** The overview's reports list counts sections: it is asked again after each change. */
const REPORT_LISTS_KEY = ['reports'] as const;

/**
 * What the report page does to its report: generate a section, regenerate one, save a section's prompt
 * and regenerate it. Each writes its outcome into the report's query cache, which the page renders.
 */
export function useReportActions(reportId: string) {
  const queryClient = useQueryClient();
  const [requesting, setRequesting] = useState(false);
  const [generatingAll, setGeneratingAll] = useState(false);

  const update = useCallback(
    (change: (report: Report) => Report) =>
      queryClient.setQueryData<Report>(reportQueryKey(reportId), (report) => report && change(report)),
    [queryClient, reportId],
  );

  /** Spec 02 §4: the section goes pending, then success or error with a message. */
  const generate = useCallback(
    async (sectionType: string) => {
      setRequesting(true);
      // A poll landing after this would put the list back as it was before the request.
      await queryClient.cancelQueries({ queryKey: reportQueryKey(reportId) });
      update((report) => withSectionPending(report, sectionType));
      try {
        const section = await createSection(reportId, sectionType);
        update((report) =>
          section.status === 'error'
            ? withSectionError(report, sectionType, section.error)
            : withSectionResult(report, section),
        );
        // Editing the prompt needs the section's id; ask for the report when the answer had none.
        if (needsServerIds(section))
          void queryClient.invalidateQueries({ queryKey: reportQueryKey(reportId) });
      } catch (error) {
        update((report) =>
          withSectionError(report, sectionType, error instanceof Error ? error.message : null),
        );
      } finally {
        setRequesting(false);
        void queryClient.invalidateQueries({ queryKey: REPORT_LISTS_KEY });
      }
    },
    [queryClient, reportId, update],
  );

  /**
   * 'Generate all remaining sections': the sections not yet generated, one after another in the order
   * 'Generate next' follows (the server writes one at a time). A section that fails stops the run, so
   * the user sees its error and 'Generate next' offers it again.
   */
  const generateRemaining = useCallback(
    async (order: readonly ReportSectionType[]) => {
      const nextMissing = () => {
        const report = queryClient.getQueryData<Report>(reportQueryKey(reportId));
        return report ? nextSectionType(report.Sections, order) : null;
      };
      setGeneratingAll(true);
      let attempted: ReportSectionType | null = null;
      let next = nextMissing();
      while (next !== null && next !== attempted) {
        attempted = next;
        await generate(next);
        next = nextMissing();
      }
      setGeneratingAll(false);
    },
    [generate, queryClient, reportId],
  );

  /** Throws on failure: the regenerate control and the prompt editor word it their own way. */
  const regenerate = useCallback(
    async (sectionTitle: string) => {
      const sections = await regenerateSection(reportId, sectionTitle);
      update((report) => withRegeneratedSections(report, sections));
      void queryClient.invalidateQueries({ queryKey: REPORT_LISTS_KEY });
    },
    [queryClient, reportId, update],
  );

  /** 'Save and Regenerate': the edited text becomes the section's custom prompt, then it is regenerated. */
  const saveAndRegenerate = useCallback(
    async (section: ReportSection, customPrompt: string) => {
      await saveCustomPrompt(reportId, section.id, section.AgentConfig, customPrompt);
      await regenerate(section.Title);
      update((report) => withSavedPrompt(report, section.Title, { customPrompt }));
    },
    [regenerate, reportId, update],
  );

  return { requesting, generatingAll, generate, generateRemaining, regenerate, saveAndRegenerate };
}
