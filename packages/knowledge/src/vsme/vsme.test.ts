import { describe, expect, it } from 'vitest';
import { weakSourceReason } from '../source-quality.js';
import {
  OMISSION_STATEMENT_DATAPOINT,
  VSME_VERSIONS,
  vsmeApplies,
  vsmeDatapoint,
  vsmeDatapointByIdentifier,
  vsmeDatapointsOf,
  vsmeDisclosure,
  vsmeDisclosures,
  vsmeOmission,
  vsmeStandard,
  type VsmeDatapoint,
} from './index.js';

const VERSION = 'vsme-recommendation-2025';
const { disclosures, datapoints } = vsmeStandard(VERSION);
const byId = new Map(datapoints.map((datapoint) => [datapoint.id, datapoint]));
const BASIC = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B10', 'B11'];
const COMPREHENSIVE = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'];

/** '16, 24-25' → [[16,16],[24,25]]; '38(a-b)' → 38. */
const spans = (text: string) =>
  text.split(',').map((part) => {
    const [from, to] = part.trim().split('-').map(Number);
    return [from!, to ?? from!] as const;
  });
const paragraphNumber = (paragraph: string) => Number(/^\d+/.exec(paragraph)?.[0]);

describe('VSME versions', () => {
  it('lists the recommendation and the delegated-act standard, each with sources', () => {
    expect(VSME_VERSIONS.map((version) => version.id)).toEqual([
      'vsme-recommendation-2025',
      'vsme-delegated-act',
    ]);
    for (const version of VSME_VERSIONS) {
      expect(version.sources.length).toBeGreaterThan(0);
      for (const source of version.sources) expect(weakSourceReason(source.url)).toBeUndefined();
    }
  });

  it('models the recommendation and says the delegated act’s text is not modelled, without inventing it', () => {
    expect(vsmeStandard('vsme-recommendation-2025').version.contentModelled).toBe(true);
    const delegated = vsmeStandard('vsme-delegated-act');
    expect(delegated.version.contentModelled).toBe(false);
    expect(delegated.version.status).toBe('adopted-text-not-verified');
    expect(delegated.version.statusNote).toMatch(/not modelled/);
    expect(delegated.disclosures).toEqual([]);
    expect(delegated.datapoints).toEqual([]);
  });
});

describe('VSME recommendation: structure', () => {
  it('has B1–B11 in the Basic module and C1–C9 in the Comprehensive module', () => {
    expect(vsmeDisclosures(VERSION, 'basic').map((item) => item.code)).toEqual(BASIC);
    expect(vsmeDisclosures(VERSION, 'comprehensive').map((item) => item.code)).toEqual(COMPREHENSIVE);
  });

  it('gives every disclosure a title, paragraphs, our guidance, sources and at least one datapoint', () => {
    for (const item of disclosures) {
      expect(item.title, item.code).not.toBe('');
      expect(item.paragraphs, item.code).toMatch(/^\d+(-\d+)?(, \d+(-\d+)?)*$/);
      expect(item.guidance.length, item.code).toBeGreaterThan(40);
      expect(item.sources.map((source) => source.url)).toContain(
        'https://eur-lex.europa.eu/eli/reco/2025/1710/oj',
      );
      expect(vsmeDatapointsOf(VERSION, item.code).length, item.code).toBeGreaterThan(0);
    }
  });

  it('gives every datapoint a unique id, a label, a kind, a paragraph and its EFRAG page', () => {
    expect(new Set(datapoints.map((datapoint) => datapoint.id)).size).toBe(datapoints.length);
    for (const datapoint of datapoints) {
      expect(datapoint.label, datapoint.id).not.toBe('');
      expect(BASIC.concat(COMPREHENSIVE)).toContain(datapoint.disclosure);
      expect(datapoint.paragraph, datapoint.id).toMatch(/^\d+/);
      expect(datapoint.paragraphUrl, datapoint.id).toMatch(
        /^https:\/\/xbrl\.efrag\.org\/eng\/interactive\/vsme\//,
      );
    }
  });

  it('gives numbers and percentages a unit, and no other kind one', () => {
    for (const datapoint of datapoints) {
      const numeric = datapoint.kind === 'number' || datapoint.kind === 'percentage';
      expect(datapoint.unit !== undefined, datapoint.id).toBe(numeric);
      if (datapoint.kind === 'percentage') expect(datapoint.unit).toBe('%');
    }
    const unit = (id: string) => byId.get(id)?.unit;
    expect(unit('TotalEnergyConsumption')).toBe('MWh');
    expect(unit('GrossScope1GreenhouseGasEmissions')).toBe('tCO2e');
    expect(unit('TotalAmountOfWaterWithdrawnFromAllSites')).toBe('m3');
    expect(unit('TotalHazardousWasteGeneratedMass')).toBe('tonnes');
    expect(unit('NumberOfFemaleEmployees')).toBe('headcount');
    expect(unit('EmployeeTurnoverRate')).toBe('%');
    expect(unit('Turnover')).toBe('EUR');
  });

  it('gives enums their options and tables existing columns', () => {
    for (const datapoint of datapoints) {
      if (datapoint.kind === 'enum') {
        expect(datapoint.options?.length || datapoint.optionSet, datapoint.id).toBeTruthy();
        expect(typeof datapoint.multiple, datapoint.id).toBe('boolean');
      }
      if (datapoint.kind === 'table') {
        expect(datapoint.columns?.length, datapoint.id).toBeGreaterThan(0);
        for (const column of datapoint.columns ?? [])
          expect(byId.has(column), `${datapoint.id} → ${column}`).toBe(true);
        expect(datapoint.rows, datapoint.id).toBeDefined();
      }
    }
  });

  it('links booleans that need an explanation to a text datapoint of the same disclosure', () => {
    const explained = datapoints.filter((datapoint) => datapoint.explainedBy !== undefined);
    expect(explained.length).toBeGreaterThan(5);
    for (const datapoint of explained) {
      const explanation = byId.get(datapoint.explainedBy!);
      expect(datapoint.kind, datapoint.id).toBe('boolean');
      expect(explanation?.kind, datapoint.id).toBe('text');
      expect(explanation?.disclosure, datapoint.id).toBe(datapoint.disclosure);
    }
  });

  it('says for every datapoint how strongly it is asked for', () => {
    const levels = new Set(datapoints.map((datapoint) => datapoint.requirement));
    expect([...levels].toSorted()).toEqual(['always', 'if-applicable', 'may']);
    expect(byId.get('TotalUseOfLand')?.requirement).toBe('may');
    expect(byId.get('TotalEnergyConsumption')?.requirement).toBe('always');
  });

  it('uses EFRAG taxonomy identifiers, and null only for the template’s own questions', () => {
    for (const datapoint of datapoints) {
      if (datapoint.identifier === null) {
        expect(datapoint.templateQuestion, datapoint.id).toMatch(/\?$/);
        expect(datapoint.paragraphVerified, datapoint.id).toBe(false);
      } else {
        expect(datapoint.identifier, datapoint.id).toMatch(/^vsme:[A-Za-z0-9]+$/);
      }
    }
    expect(vsmeDatapointByIdentifier(VERSION, 'vsme:TotalEnergyConsumption')?.paragraph).toBe('29');
  });

  it('places every verified paragraph inside its disclosure’s paragraphs', () => {
    const outside = datapoints
      .filter((datapoint) => datapoint.paragraphVerified)
      .filter((datapoint) => {
        const number = paragraphNumber(datapoint.paragraph!);
        const disclosure = vsmeDisclosure(VERSION, datapoint.disclosure)!;
        return !spans(disclosure.paragraphs).some(([from, to]) => number >= from && number <= to);
      })
      .map((datapoint) => `${datapoint.disclosure} ${datapoint.id} ¶${datapoint.paragraph}`);
    expect(outside).toEqual([]);
  });
});

describe('VSME recommendation: if-applicable conditions', () => {
  const conditions = datapoints.flatMap((datapoint) =>
    datapoint.appliesWhen.map((condition) => ({ datapoint, condition })),
  );

  it('finds conditions, every one on an existing datapoint other than itself', () => {
    expect(conditions.length).toBeGreaterThan(40);
    for (const { datapoint, condition } of conditions) {
      expect(byId.has(condition.datapoint), `${datapoint.id} → ${condition.datapoint}`).toBe(true);
      expect(condition.datapoint).not.toBe(datapoint.id);
    }
  });

  it('tests each answer in a way its kind allows', () => {
    for (const { datapoint, condition } of conditions) {
      const target = byId.get(condition.datapoint)!;
      const where = `${datapoint.id} → ${target.id}`;
      const test = condition.test;
      if ('equals' in test && typeof test.equals === 'boolean') expect(target.kind, where).toBe('boolean');
      if ('equals' in test && typeof test.equals === 'string')
        expect(target.options, where).toContain(test.equals);
      if ('includes' in test) {
        expect(target.multiple, where).toBe(true);
        expect(target.options, where).toContain(test.includes);
      }
      if ('atLeast' in test) expect(target.kind, where).toBe('number');
    }
  });

  it('marks the conditions not found in EFRAG’s material as unverified, with a note', () => {
    for (const { condition } of conditions) {
      expect(condition.verified).toBe(condition.basis !== 'unverified');
      if (!condition.verified) expect(condition.note).toBeTruthy();
    }
  });

  it('applies the biodiversity sites only to undertakings with sites in or near sensitive areas', () => {
    const area = byId.get('AreaOfSiteInBiodiversitySensitiveArea')!;
    expect(vsmeApplies(area, { HasSitesInOrNearBiodiversitySensitiveAreas: true })).toBe(true);
    expect(vsmeApplies(area, { HasSitesInOrNearBiodiversitySensitiveAreas: false })).toBe(false);
    expect(vsmeApplies(area, {})).toBeUndefined();
    expect(vsmeApplies(byId.get('TotalEnergyConsumption')!, {})).toBe(true);
  });

  it('asks for pollutant amounts only where emissions are reported but not yet public', () => {
    const air = byId.get('AmountOfEmissionToAir')!;
    expect(
      vsmeApplies(air, { ReportsPollutantEmissionsAlready: true, PubliclyAvailableDisclosure: false }),
    ).toBe(true);
    expect(
      vsmeApplies(air, { ReportsPollutantEmissionsAlready: true, PubliclyAvailableDisclosure: true }),
    ).toBe(false);
    expect(vsmeApplies(air, { ReportsPollutantEmissionsAlready: false })).toBe(false);
  });

  it('opens the subsidiaries list for consolidated reports and the “other” text for “other” answers', () => {
    const subsidiary = byId.get('NameOfTheSubsidiary')!;
    expect(vsmeApplies(subsidiary, { BasisForReporting: 'Consolidated' })).toBe(true);
    expect(vsmeApplies(subsidiary, { BasisForReporting: 'Individual' })).toBe(false);
    const other = byId.get('SpecificationOfOtherTypesOfContentCoveredByTheCodeOfConductOrHumanRightsPolicy')!;
    const policy = { UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce: true };
    expect(
      vsmeApplies(other, {
        ...policy,
        TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce: [
          'Child labour',
          'Other content',
        ],
      }),
    ).toBe(true);
    expect(
      vsmeApplies(other, {
        ...policy,
        TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce: ['Child labour'],
      }),
    ).toBe(false);
  });

  it('keeps an unverified size threshold usable but flagged', () => {
    const gap = byId.get('PercentageGapInPayBetweenFemaleAndMaleEmployees')!;
    expect(gap.appliesWhen.every((condition) => !condition.verified)).toBe(true);
    expect(vsmeApplies(gap, { NumberOfEmployees: 149 })).toBe(false);
    expect(vsmeApplies(gap, { NumberOfEmployees: 150 })).toBe(true);
  });
});

describe('VSME recommendation: omitted classified or sensitive information', () => {
  it('lets every datapoint be omitted with a statement in B1, whose list names every disclosure', () => {
    const statement: VsmeDatapoint = byId.get(OMISSION_STATEMENT_DATAPOINT)!;
    expect(statement.disclosure).toBe('B1');
    expect(statement.multiple).toBe(true);
    const listed = (statement.options ?? []).map((option) => /^[BC]\d+/.exec(option)?.[0]).toSorted();
    expect(listed).toEqual([...BASIC, ...COMPREHENSIVE].toSorted());
    for (const datapoint of datapoints) {
      expect(vsmeOmission(VERSION, datapoint.id)).toEqual({
        allowed: true,
        statementDatapoint: OMISSION_STATEMENT_DATAPOINT,
      });
    }
    expect(vsmeOmission(VERSION, 'NoSuchDatapoint')).toBeUndefined();
    expect(vsmeDatapoint('vsme-delegated-act', 'TotalEnergyConsumption')).toBeUndefined();
  });
});
