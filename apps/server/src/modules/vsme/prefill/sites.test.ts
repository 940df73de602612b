import { extractLocations } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { companyFindings } from './company.js';
import type { VsmeEvidence } from './evidence.js';
import type { Findings } from './finding.js';

const PAGE = 'https://packaging.example/about';
const sitesOf = (text: string) =>
  extractLocations(text, PAGE, { retrievedAt: '2026-11-26' }).filter((site) => site.role !== 'operations');

/** Evidence with only what the sites read: the pages' sites, no headquarters, turnover or headcount. */
const evidenceWith = (text: string) =>
  ({
    facts: { headquarters: undefined, headcount: undefined, turnover: undefined },
    sites: sitesOf(text).filter((site) => site.kind === 'locality' && site.countryCode),
    factSource: () => undefined,
    headquartersSources: () => [],
  }) as unknown as VsmeEvidence;

function prefill(text: string): Findings {
  const findings: Findings = new Map();
  companyFindings(evidenceWith(text), 2024, findings);
  return findings;
}

describe('B1 list of sites and B8 more than one country, from the sites the pages name', () => {
  it('lists each plant and warehouse once with its country, and answers yes to more than one country', () => {
    const findings = prefill(
      'In 2019 we acquired a converting plant in Łódź, Poland, and we run a distribution warehouse in Malmö, Sweden.',
    );
    expect(findings.get('ListOfSitesTable')).toMatchObject({
      status: 'found',
      value: [
        { row: 'Production site, Łódź', cells: { CityOfSite: 'Łódź', CountryOfSite: 'PL' } },
        { row: 'Warehouse or logistics site, Malmö', cells: { CityOfSite: 'Malmö', CountryOfSite: 'SE' } },
      ],
    });
    expect(findings.get('OperatesInMoreThanOneCountry')).toMatchObject({ status: 'found', value: true });
    expect(findings.get('OperatesInMoreThanOneCountry')?.sources.length).toBeGreaterThan(0);
  });

  it('counter-example: sites in one country list them but do not answer the country question', () => {
    const findings = prefill('Our plants in Jönköping and Borås, Sweden, make corrugated board.');
    expect(findings.get('ListOfSitesTable')?.status).toBe('found');
    expect(findings.get('OperatesInMoreThanOneCountry')).toBeUndefined();
  });
});
