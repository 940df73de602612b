import { EXCHANGE_RATES } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { inEuros } from './euro-amount.js';

describe('inEuros: a stated turnover in euros for the VSME report', () => {
  it('keeps an amount stated in euros as it is, with no rate to list', () => {
    expect(inEuros(18_400_000, 'EUR')).toEqual({ euros: 18_400_000, factor: null, rateText: null });
  });

  it('converts pounds with the dated ECB reference rate and names the file it comes from', () => {
    const converted = inEuros(18_400_000, 'GBP');
    expect(converted?.euros).toBe(Math.round(18_400_000 / EXCHANGE_RATES.perEur.GBP));
    expect(converted?.factor).toMatchObject({
      value: EXCHANGE_RATES.perEur.GBP,
      unit: 'GBP/EUR',
      url: EXCHANGE_RATES.sources[0]?.url,
    });
  });

  it('converts Danish kroner at the ERM II central rate, as the revenue bucket does', () => {
    // DKK 1,462 million is about €196 million: the krone is held near 7.46 to the euro.
    const converted = inEuros(1_462_000_000, 'DKK');
    expect(converted?.euros).toBe(Math.round(1_462_000_000 / 7.46038));
    expect(converted?.factor).toMatchObject({ value: 7.46038, unit: 'DKK/EUR', url: null });
    expect(converted?.rateText).toBe('1 EUR = 7.46038 DKK (ERM II central rate of the Danish krone (ECB))');
  });

  it('converts Swedish kronor at the July 2025 average the Official Journal publishes, naming it', () => {
    const converted = inEuros(5_000_000, 'SEK');
    expect(converted?.euros).toBe(Math.round(5_000_000 / 11.199));
    expect(converted?.factor).toMatchObject({ value: 11.199, unit: 'SEK/EUR', year: 2025 });
    expect(converted?.rateText).toContain('OJ C/2025/5100');
  });

  it('answers nothing for a currency without a dated rate, so the report says so instead of guessing', () => {
    expect(inEuros(5_000_000, 'JPY')).toBeUndefined();
    expect(inEuros(5_000_000, 'CAD')).toBeUndefined();
  });
});
