import { describe, expect, it } from 'vitest';
import type { ReportSection } from '../api/types';
import {
  REPORT_SECTION_ORDER,
  generateNextButton,
  generationOrder,
  nextSectionType,
  reportProgress,
  sectionDisplayTitle,
  shouldAutoStart,
  sortSections,
} from './section-order';

const section = (Title: string, status: ReportSection['status'] = 'success'): ReportSection => ({
  Title,
  Content: status === 'success' ? '# Text' : null,
  status,
});

describe('sectionDisplayTitle', () => {
  it('title-cases snake_case with spaces', () => {
    expect(sectionDisplayTitle('company_snapshot')).toBe('Company Snapshot');
    expect(sectionDisplayTitle('source_list')).toBe('Source List');
    expect(sectionDisplayTitle('regulatory_landscape')).toBe('Regulatory Landscape');
  });

  it('tolerates single words, doubled underscores and spaces', () => {
    expect(sectionDisplayTitle('summary')).toBe('Summary');
    expect(sectionDisplayTitle('public__perception ')).toBe('Public Perception');
    expect(sectionDisplayTitle('')).toBe('');
  });
});

describe('the six sections', () => {
  it('come in the spec order', () => {
    expect(REPORT_SECTION_ORDER).toEqual([
      'company_snapshot',
      'sustainability_posture',
      'strategic_positioning',
      'regulatory_landscape',
      'public_perception',
      'source_list',
    ]);
  });

  it('are sorted into that order, unknown types last in their own order', () => {
    const sorted = sortSections([
      section('source_list'),
      section('extra_b'),
      section('company_snapshot'),
      section('extra_a'),
      section('public_perception'),
    ]);
    expect(sorted.map((item) => item.Title)).toEqual([
      'company_snapshot',
      'public_perception',
      'source_list',
      'extra_b',
      'extra_a',
    ]);
  });
});

describe('nextSectionType', () => {
  it('starts with the company snapshot', () => {
    expect(nextSectionType([])).toBe('company_snapshot');
  });

  it('moves on after each success', () => {
    expect(nextSectionType([section('company_snapshot')])).toBe('sustainability_posture');
    expect(nextSectionType(REPORT_SECTION_ORDER.slice(0, 5).map((type) => section(type)))).toBe(
      'source_list',
    );
  });

  it('asks again for a section that failed', () => {
    expect(nextSectionType([section('company_snapshot'), section('sustainability_posture', 'error')])).toBe(
      'sustainability_posture',
    );
  });

  it('is null when all six are done', () => {
    expect(nextSectionType(REPORT_SECTION_ORDER.map((type) => section(type)))).toBeNull();
  });
});

describe('reportProgress', () => {
  it('counts successful sections out of six', () => {
    expect(reportProgress([]).label).toBe('0 / 6 sections completed');
    expect(
      reportProgress([
        section('company_snapshot'),
        section('sustainability_posture', 'error'),
        section('strategic_positioning', 'pending'),
      ]),
    ).toEqual({ completed: 1, total: 6, label: '1 / 6 sections completed' });
  });

  it('ignores sections of unknown types', () => {
    expect(reportProgress([section('appendix')]).completed).toBe(0);
  });
});

describe('generateNextButton', () => {
  it('names the next section', () => {
    expect(generateNextButton([])).toEqual({
      label: 'Generate next section: Company Snapshot',
      disabled: false,
      next: 'company_snapshot',
    });
  });

  it("reads 'Generating...' and is disabled while a section is pending", () => {
    const state = generateNextButton([section('company_snapshot', 'pending')]);
    expect(state.label).toBe('Generating...');
    expect(state.disabled).toBe(true);
  });

  it("reads 'All sections generated' and is disabled when finished", () => {
    const state = generateNextButton(REPORT_SECTION_ORDER.map((type) => section(type)));
    expect(state).toEqual({ label: 'All sections generated', disabled: true, next: null });
  });

  it('offers the failed section again', () => {
    expect(generateNextButton([section('company_snapshot', 'error')]).label).toBe(
      'Generate next section: Company Snapshot',
    );
  });
});

describe('shouldAutoStart', () => {
  it('requests the first section only for a loaded, empty report that is being created', () => {
    expect(shouldAutoStart({ status: 'creating', loaded: true, sectionCount: 0 })).toBe(true);
    expect(shouldAutoStart({ status: 'idle', loaded: true, sectionCount: 0 })).toBe(false);
    expect(shouldAutoStart({ status: 'creating', loaded: false, sectionCount: 0 })).toBe(false);
    expect(shouldAutoStart({ status: 'creating', loaded: true, sectionCount: 1 })).toBe(false);
  });
});

describe('readReportStatus', () => {
  it("is 'creating' only when the 'New report' flow said so", async () => {
    const { readReportStatus } = await import('./report-status');
    expect(readReportStatus({ reportStatus: 'creating' })).toBe('creating');
    expect(readReportStatus({ reportStatus: 'done' })).toBe('idle');
    expect(readReportStatus(null)).toBe('idle');
    expect(readReportStatus(undefined)).toBe('idle');
  });
});

describe('generationOrder', () => {
  it('puts the proposed sections first, then the others, each once', () => {
    const order = generationOrder(['company_snapshot', 'regulatory_landscape', 'source_list']);
    expect(order).toEqual([
      'company_snapshot',
      'regulatory_landscape',
      'source_list',
      'sustainability_posture',
      'strategic_positioning',
      'public_perception',
    ]);
    expect(generationOrder()).toEqual([...REPORT_SECTION_ORDER]);
  });

  it('makes Generate next follow the client’s scopes', () => {
    const order = generationOrder(['company_snapshot', 'public_perception', 'source_list']);
    expect(generateNextButton([section('company_snapshot')], order)).toMatchObject({
      label: 'Generate next section: Public Perception',
      next: 'public_perception',
    });
  });
});
