import { reportSectionResponseSchema, type ReportSectionType } from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, getByRole, render, waitFor } from '../../../lib/test-support/render';
import { answer, apiError, stubApi, type RecordedRequest } from '../../../lib/test-support/stub-api';
import { reportQueryKey } from '../api/get-report';
import type { Report } from '../api/types';
import { REPORT_SECTION_ORDER } from '../lib/section-order';
import { useReportActions } from './use-report-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REPORT_ID = 'report-1';
const emptyReport = {
  id: 1,
  documentId: REPORT_ID,
  Sections: [],
} as unknown as Report;

function sectionAnswer(request: RecordedRequest) {
  const type = (request.body as { data: { sectionType: ReportSectionType } }).data.sectionType;
  return answer(reportSectionResponseSchema, {
    data: {
      id: REPORT_SECTION_ORDER.indexOf(type) + 1,
      documentId: `section-${type}`,
      Title: type,
      sectionType: type,
      Content: `## ${type}`,
      status: 'success',
      error: null,
      LastUpdated: '2026-11-26T10:00:00.000Z',
      AgentConfig: {},
      CitedSources: [],
      Provenance: null,
    },
    meta: {},
  });
}

function GenerateAll() {
  const actions = useReportActions(REPORT_ID);
  return (
    <button type="button" onClick={() => void actions.generateRemaining(REPORT_SECTION_ORDER)}>
      {actions.generatingAll ? 'running' : 'Generate all'}
    </button>
  );
}

const asked = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.method === 'POST')
    .map((request) => (request.body as { data: { sectionType: string } }).data.sectionType);

describe('generateRemaining', () => {
  it('generates every missing section, one after another, in order', async () => {
    const api = stubApi({ [`POST /api/reports/${REPORT_ID}/sections`]: sectionAnswer });
    const view = render(<GenerateAll />);
    view.queryClient.setQueryData(reportQueryKey(REPORT_ID), emptyReport);
    const cached = () => view.queryClient.getQueryData<Report>(reportQueryKey(REPORT_ID));
    click(getByRole('button', 'Generate all'));
    await waitFor(() => expect(getByRole('button', 'Generate all')).toBeTruthy());
    await waitFor(() => expect(cached()?.Sections.filter((s) => s.status === 'success')).toHaveLength(6));
    expect(asked(api.requests)).toEqual([...REPORT_SECTION_ORDER]);
  });

  it('stops at a section that fails, leaving its error to see', async () => {
    const api = stubApi({
      [`POST /api/reports/${REPORT_ID}/sections`]: (request) =>
        asked([request])[0] === 'strategic_positioning'
          ? apiError(502, 'The model did not answer')
          : sectionAnswer(request),
    });
    const view = render(<GenerateAll />);
    view.queryClient.setQueryData(reportQueryKey(REPORT_ID), emptyReport);
    const cached = () => view.queryClient.getQueryData<Report>(reportQueryKey(REPORT_ID));
    click(getByRole('button', 'Generate all'));
    await waitFor(() =>
      expect(cached()?.Sections.find((s) => s.Title === 'strategic_positioning')?.status).toBe('error'),
    );
    await waitFor(() => expect(getByRole('button', 'Generate all')).toBeTruthy());
    expect(asked(api.requests)).toEqual([
      'company_snapshot',
      'sustainability_posture',
      'strategic_positioning',
    ]);
  });
});
