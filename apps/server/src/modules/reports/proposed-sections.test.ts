import { REPORT_SECTION_TYPES } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { proposedSections } from './proposed-sections.js';

describe('proposedSections', () => {
  it("puts the chosen scopes' sections between the snapshot and the source list, first chosen first", () => {
    expect(proposedSections(['impact-strategy', 'regulations'])).toEqual([
      'company_snapshot',
      'strategic_positioning',
      'regulatory_landscape',
      'source_list',
    ]);
    expect(proposedSections(['reporting', 'materiality'])).toEqual([
      'company_snapshot',
      'sustainability_posture',
      'public_perception',
      'source_list',
    ]);
  });

  it('proposes every section when no scope was chosen or the stored value is not a list', () => {
    expect(proposedSections([])).toEqual([...REPORT_SECTION_TYPES]);
    expect(proposedSections(null)).toEqual([...REPORT_SECTION_TYPES]);
    expect(proposedSections(['astrology'])).toEqual([...REPORT_SECTION_TYPES]);
  });
});
