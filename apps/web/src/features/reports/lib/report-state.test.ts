import { describe, expect, it } from 'vitest';
import type { Report } from '../api/types';
import {
  sectionErrorText,
  withRegeneratedSections,
  withSectionError,
  withSectionPending,
  withSavedPrompt,
  withSectionResult,
} from './report-state';

const report: Report = {
  id: 1,
  documentId: 'r1',
  Title: 'Acme',
  Sections: [
    {
      id: 5,
      Title: 'company_snapshot',
      Content: 'Old',
      status: 'success',
      LastUpdated: '2026-01-01T00:00:00.000Z',
      AgentConfig: { customPrompt: 'Mine' },
    },
  ],
};

describe('section updates', () => {
  it('adds a pending section at the end', () => {
    const next = withSectionPending(report, 'sustainability_posture');
    expect(next.Sections.map((section) => [section.Title, section.status])).toEqual([
      ['company_snapshot', 'success'],
      ['sustainability_posture', 'pending'],
    ]);
  });

  it('replaces a section of the same type in place, keeping its id and settings', () => {
    const next = withSectionPending(report, 'company_snapshot');
    expect(next.Sections).toHaveLength(1);
    expect(next.Sections[0]).toMatchObject({ id: 5, status: 'pending', Content: null });
    expect(next.Sections[0]?.AgentConfig).toEqual({ customPrompt: 'Mine' });
  });

  it('stores the result, dated now when the server gave no date', () => {
    const now = new Date('2026-02-02T12:00:00.000Z');
    const pending = withSectionPending(report, 'sustainability_posture');
    const next = withSectionResult(
      pending,
      { Title: 'sustainability_posture', Content: 'New', status: 'success' },
      now,
    );
    expect(next.Sections[1]).toMatchObject({
      Title: 'sustainability_posture',
      Content: 'New',
      status: 'success',
      LastUpdated: now.toISOString(),
    });
  });

  it("marks a failure with the server's message, else 'Failed to create section'", () => {
    expect(withSectionError(report, 'source_list', 'Model offline').Sections[1]).toMatchObject({
      status: 'error',
      error: 'Model offline',
    });
    expect(withSectionError(report, 'source_list', undefined).Sections[1]?.error).toBe(
      'Failed to create section',
    );
  });

  it('replaces the whole list after a regeneration', () => {
    const sections = [{ id: 9, Title: 'company_snapshot', Content: 'Fresh', status: 'success' as const }];
    expect(withRegeneratedSections(report, sections).Sections).toEqual(sections);
  });

  it('does not change the report it was given', () => {
    withSectionPending(report, 'company_snapshot');
    expect(report.Sections[0]?.status).toBe('success');
  });
});

describe('withSavedPrompt', () => {
  it('keeps the saved prompt when the answer left the settings out', () => {
    const bare = { ...report, Sections: [{ ...report.Sections[0]!, AgentConfig: null }] };
    expect(
      withSavedPrompt(bare, 'company_snapshot', { customPrompt: 'New' }).Sections[0]?.AgentConfig,
    ).toEqual({
      customPrompt: 'New',
    });
  });

  it("leaves the server's own prompt alone", () => {
    expect(
      withSavedPrompt(report, 'company_snapshot', { customPrompt: 'New' }).Sections[0]?.AgentConfig,
    ).toEqual({
      customPrompt: 'Mine',
    });
  });
});

describe('sectionErrorText', () => {
  it("reads 'Error: {message}' or the default", () => {
    expect(sectionErrorText('Model offline')).toBe('Error: Model offline');
    expect(sectionErrorText(null)).toBe('Error: Failed to generate section.');
    expect(sectionErrorText('  ')).toBe('Error: Failed to generate section.');
  });
});
