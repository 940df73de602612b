import { describe, expect, it } from 'vitest';
import { normalizeCompany } from '../normalize.js';
import { readCompanyFacts } from './company-facts.js';
import { listingStatements } from './listing-fact.js';
import { statedProfile } from './stated-profile.js';

const page = (text: string, url = 'https://www.example.test/investors') => ({ url, text });
const markets = (text: string) => listingStatements([page(text)]).map((statement) => statement.value);

describe('the listing the company states', () => {
  it.each([
    ['Norvik Medical A/S (Nasdaq Copenhagen: NVKM) develops wound-care products.', ['eu']],
    ['Our shares are listed on Euronext Brussels.', ['eu']],
    ['Resten af aktierne er noteret på Nasdaq Copenhagen.', ['eu']],
    ['Die Aktie der Gesellschaft ist im Prime Standard der Frankfurter Wertpapierbörse notiert.', ['eu']],
    ['Le nostre azioni sono quotate su Euronext Milan.', ['eu']],
    ['Nos actions sont cotées sur Euronext Paris.', ['eu']],
    ['Akcje spółki są notowane na Giełdzie Papierów Wartościowych w Warszawie.', ['eu']],
    ['The company is listed on the London Stock Exchange.', ['uk']],
    ['Our ordinary shares are traded on AIM.', ['uk']],
    ['Our shares are listed on the New York Stock Exchange and on Euronext Amsterdam.', ['eu', 'us']],
  ])('%s', (text, expected) => {
    expect(markets(text)).toEqual(expected);
  });

  it('reads no listing on a growth market, of a customer, or without the company as the one listed', () => {
    for (const text of [
      'Our shares are listed on Euronext Growth Paris.',
      'Our shares trade on Nasdaq First North Growth Market Stockholm.',
      'Our customers include companies listed on Euronext Amsterdam.',
      'Euronext Brussels published its annual review in 2025 (see page 12).',
      'We sponsored the Nasdaq Stockholm investor day.',
    ]) {
      expect(markets(text), text).toEqual([]);
    }
  });

  it('answers the listing question it names, and no private-ownership inference is drawn beside it', () => {
    const facts = readCompanyFacts(
      [page('A family-founded group, Norvik Medical A/S (Nasdaq Copenhagen: NVKM) employs 2,400 people.')],
      { today: '2026-11-27' },
    );
    expect(facts.privatelyOwned).toBeUndefined();
    const company = normalizeCompany({ Name: 'Norvik Medical' }, {}, undefined, statedProfile(facts));
    expect(company.facts.listedOnEuRegulatedMarket).toEqual({
      value: true,
      origin: {
        kind: 'website',
        url: 'https://www.example.test/investors',
        quote: 'A family-founded group, Norvik Medical A/S (Nasdaq Copenhagen: NVKM) employs 2,400 people.',
      },
    });
    expect(company.facts.listedOnUkRegulatedMarket).toBeUndefined();
  });

  it("leaves a consultant's answer as it is", () => {
    const facts = readCompanyFacts([page('Our shares are listed on Euronext Brussels.')], {
      today: '2026-11-27',
    });
    const answered = { value: false, origin: { kind: 'consultant' as const } };
    const company = normalizeCompany(
      { Name: 'Example' },
      { listedOnEuRegulatedMarket: answered },
      undefined,
      statedProfile(facts),
    );
    expect(company.facts.listedOnEuRegulatedMarket).toEqual(answered);
  });
});
