import { describe, expect, it } from 'vitest';
import { normalizeCompany } from '../normalize.js';
import { evaluateRule } from '../../regulations/registry.js';
import { TODAY } from '../../regulations/rule-cases.js';
import { ukSrsRule } from '../../regulations/world/uk-srs.js';
import { readCompanyFacts } from './company-facts.js';
import { privateOwnershipStatement } from './ownership-fact.js';
import { statedProfile } from './stated-profile.js';

const page = (text: string, url = 'https://www.example.test/about') => ({ url, text });

describe('no listing, inferred from the company saying it is privately owned', () => {
  it.each([
    ['Wij zijn een familiebedrijf in de vierde generatie, met weverijen in Tilburg en Brno.'],
    ['Founded in 1952, we are a privately held company based in Leeds.'],
    ['The company is wholly owned by the Marsh family.'],
    ['Als Familienunternehmen in dritter Generation denken wir in Generationen.'],
    ['Nous sommes une entreprise familiale indépendante depuis 1921.'],
    ['Somos una empresa familiar con sede en Jaén.'],
    ['Siamo un’azienda familiare giunta alla terza generazione.'],
    ['We are a cooperative bank owned by our 48,000 members.'],
    ['Jesteśmy firmą rodzinną z Poznania.'],
  ])('%s', (sentence) => {
    expect(privateOwnershipStatement([page(`Welcome.\n${sentence}`)])).toMatchObject({
      value: false,
      quote: sentence,
      url: 'https://www.example.test/about',
    });
  });

  it('infers nothing where any page shows the signs of a listed company', () => {
    const family = page('We are a family business in its fifth generation.');
    for (const listed of [
      'Our shares are listed on Euronext Brussels.',
      'Investor relations: share price, financial calendar.',
      'In 2024 we issued a green bond of €300 million.',
      'Die Aktie der Gesellschaft ist an der Frankfurter Börse notiert.',
    ]) {
      expect(
        privateOwnershipStatement([family, page(listed, 'https://www.example.test/news')]),
        listed,
      ).toBeUndefined();
    }
  });

  it('reads no ownership into a manner, a customer or a market', () => {
    for (const text of [
      'We take a cooperative approach with our suppliers.',
      'The agreement rests on a mutual understanding of quality.',
      'Nous avons une démarche coopérative avec nos fournisseurs.',
      'We employ 640 people in three plants.',
    ]) {
      expect(privateOwnershipStatement([page(text)]), text).toBeUndefined();
    }
  });

  it('settles the listing questions of the rules, saying it is an inference and from which words', () => {
    const facts = readCompanyFacts(
      [
        page(
          'Ravenscar Weaving is a family-owned company. We employ 412 people in Bradford, United Kingdom.',
        ),
      ],
      { today: TODAY },
    );
    const company = normalizeCompany({ Name: 'Ravenscar Weaving' }, {}, undefined, statedProfile(facts));
    expect(company.facts.listedOnUkRegulatedMarket?.value).toBe(false);
    const result = evaluateRule(ukSrsRule, company, TODAY);
    expect(result.verdict).toBe('not-in-scope');
    expect(result.missingFacts).not.toContain('listedOnUkRegulatedMarket');
    expect(result.reason).toContain(
      'inferred from https://www.example.test/about: “Ravenscar Weaving is a family-owned company.”',
    );
    expect(result.reason).toContain('answer the listing question if it has any');
  });

  it("leaves a consultant's answer as it is", () => {
    const facts = readCompanyFacts([page('We are a family-owned company.')], { today: TODAY });
    const company = normalizeCompany(
      { Name: 'Example' },
      { listedOnUkRegulatedMarket: { value: true, origin: { kind: 'consultant' } } },
      undefined,
      statedProfile(facts),
    );
    expect(company.facts.listedOnUkRegulatedMarket).toEqual({ value: true, origin: { kind: 'consultant' } });
    expect(company.facts.listedOnEuRegulatedMarket?.value).toBe(false);
  });
});
