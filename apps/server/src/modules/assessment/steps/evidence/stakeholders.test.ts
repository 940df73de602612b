import { StructuredOutputError } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { mockStepModel, modelCalls, validSection } from '../test-fixtures.js';
import { computeStakeholders } from './stakeholders.js';
import {
  ABOUT_URL,
  INVENTED_URL,
  NGO_URL,
  SUSTAINABILITY_URL,
  contactPageOnly,
  stepInput,
  websiteContext,
} from './test-fixtures.js';

describe('computeStakeholders without a model', () => {
  it("groups the stakeholders the company's own pages name, each group with its sources", async () => {
    const result = await computeStakeholders(stepInput());
    const groups = validSection(result);
    const investors = groups.find((group) => group.type === 'Investors');
    expect(investors?.members.map((m) => m.name)).toContain('Atlantic Family Holdings');
    expect(investors?.members[0]?.description).toContain('Our investors include Atlantic Family Holdings');
    const partners = groups.find((group) => group.type === 'NGOs & partners');
    expect(partners?.members.map((m) => m.name)).toContain('WaterAid');
    expect(groups.every((group) => group.sources.length > 0)).toBe(true);
    expect(result.provenance).toMatchObject({ method: 'extraction', outcome: 'found' });
  });

  it("names a group's plain words, in any language, once as the group, citing each sentence", async () => {
    const website = websiteContext([
      {
        url: 'https://www.drives.test/',
        title: 'Getriebemotoren | Drives',
        content: 'Antriebe\nWir beraten unsere Kunden vor Ort.\nUnsere Kunden schätzen kurze Lieferzeiten.',
      },
      {
        url: 'https://www.drives.test/karriere',
        title: 'Karriere | Drives',
        content:
          'Karriere\nUnsere Mitarbeitenden sind unser Kapital.\nJeder Mitarbeiter erhält 30 Tage Urlaub.\nOur employees and the works council agree the shift plans.',
      },
    ]);
    const groups = validSection(await computeStakeholders(stepInput({ website })));
    const employees = groups.find((group) => group.type === 'Employees');
    expect(employees?.members.map((m) => m.name)).toEqual(['Employees', 'Works council']);
    expect(employees?.sources.length).toBeGreaterThanOrEqual(2);
    expect(groups.find((group) => group.type === 'Customers')?.members.map((m) => m.name)).toEqual([
      'Customers',
    ]);
  });

  it('keeps a body once when it is named in full and by its acronym, and a counted group as the group', async () => {
    const website = websiteContext([
      {
        url: 'https://www.harbourside.test/about',
        title: 'About | Harbourside Mutual',
        content: [
          'About us',
          'We are authorised by the Prudential Regulation Authority (PRA) and regulated by the Financial Conduct Authority (FCA) and the PRA.',
          'We employ 1,140 colleagues (1,032 full-time equivalent), up from 1,096 a year earlier.',
        ].join('\n'),
      },
    ]);
    const groups = validSection(await computeStakeholders(stepInput({ website })));
    const regulators = groups.find((group) => group.type === 'Regulators');
    expect(regulators?.members.map((m) => m.name)).toEqual([
      'Prudential Regulation Authority',
      'Financial Conduct Authority',
    ]);
    const employees = groups.find((group) => group.type === 'Employees');
    expect(employees?.members.map((m) => m.name)).toEqual(['Employees']);
  });

  it('keeps a hedged count of active suppliers as the suppliers group', async () => {
    const website = websiteContext([
      {
        url: 'https://www.kalkstein.test/einkauf',
        title: 'Einkauf | Kalkstein',
        content:
          'Einkauf\nInsgesamt arbeiten wir mit rund 310 aktiven Lieferanten zusammen, 75 % unseres Einkaufsvolumens entfallen auf Lieferanten aus Bayern.',
      },
    ]);
    const groups = validSection(await computeStakeholders(stepInput({ website })));
    expect(groups.find((group) => group.type === 'Suppliers')?.members.map((m) => m.name)).toEqual([
      'Suppliers',
    ]);
  });

  it('returns an empty list, saying what was checked, when no page names a stakeholder', async () => {
    const website = contactPageOnly();
    const result = await computeStakeholders(stepInput({ website }));
    expect(validSection(result)).toEqual([]);
    expect(result.provenance.outcome).toBe('nothing-found');
    expect(result.provenance.note).toContain('1 page of the company');
  });
});

const member = (name: string) => ({ name, description: 'x', urls: [], sources: [SUSTAINABILITY_URL] });

describe('computeStakeholders with a model', () => {
  const answer = {
    groups: [
      {
        type: 'Investors & Shareholders',
        members: [
          {
            name: 'Atlantic Family Holdings',
            description: 'Main shareholder, named on the about page.',
            urls: ['https://atlantic-holdings.example.com'],
            sources: [ABOUT_URL],
          },
          { name: 'Made-up Fund', description: 'Owns 10%.', urls: [], sources: [INVENTED_URL] },
        ],
      },
      {
        type: 'NGOs & Civil Society',
        members: [
          {
            name: 'Clean Clay Coalition',
            description: 'Alleged child labour at a Mexican supplier in 2024.',
            urls: [NGO_URL],
            sources: [NGO_URL],
          },
        ],
      },
      {
        type: 'Regulators & Public Authorities',
        members: [{ name: 'A regulator', description: 'Unsourced.', urls: [], sources: [] }],
      },
    ],
  };

  it('keeps cited members, drops uncited ones and groups left empty, and never invents a member URL', async () => {
    const model = mockStepModel(answer);
    const result = await computeStakeholders(stepInput({ model }));
    const groups = validSection(result);
    expect(groups.map((group) => group.type)).toEqual(['Investors & Shareholders', 'NGOs & Civil Society']);
    const [investors, ngos] = groups;
    expect(investors!.members).toEqual([
      { name: 'Atlantic Family Holdings', description: 'Main shareholder, named on the about page.' },
    ]);
    expect(ngos!.members[0]).toMatchObject({ name: 'Clean Clay Coalition', url: NGO_URL });
    expect(ngos!.sources.map((source) => source.url)).toEqual([NGO_URL]);
    expect(result.provenance).toMatchObject({
      method: 'llm',
      promptKey: 'stakeholders_prompt',
      outcome: 'found',
    });
    expect(result.provenance.note).toContain('2 members without a source');
    expect(modelCalls(model)).toHaveLength(1);
  });

  it('merges a group the model lists twice', async () => {
    const model = mockStepModel({
      groups: [
        { type: 'Suppliers', members: [member('Tier 1 suppliers')] },
        { type: 'suppliers', members: [member('Clay quarries'), member('Tier 1 suppliers')] },
      ],
    });
    const groups = validSection(await computeStakeholders(stepInput({ model })));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.members.map((m) => m.name)).toEqual(['Tier 1 suppliers', 'Clay quarries']);
  });

  it('an empty answer is an honest empty list', async () => {
    const model = mockStepModel({ groups: [] });
    const result = await computeStakeholders(stepInput({ model }));
    expect(validSection(result)).toEqual([]);
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('lets a schema failure through', async () => {
    const model = mockStepModel({ groups: [{ type: 'Employees' }] });
    await expect(computeStakeholders(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });
});
