import { describe, expect, it } from 'vitest';
import {
  NOTHING_ANSWERED,
  buildRefineRequest,
  draftFromFacts,
  parseNumberText,
  refineClientIdFor,
  refineFailureMessage,
  refineFields,
  toggleGood,
  type RefineDraft,
} from './refine-applicability';
import { toRegulationView, type RegulationRow } from './regulation-view';

const GOODS_QUESTION = 'Which of these does the company place on the EU market? Answer "none" if none.';
const TURNOVER_QUESTION = 'What net turnover did the company generate in the EU, in euros?';

const MISSING: RegulationRow['missingFacts'] = [
  { fact: 'placesGoodsOnEuMarket', question: GOODS_QUESTION },
  { fact: 'euTurnoverEur', question: TURNOVER_QUESTION },
  { fact: 'listedOnEuRegulatedMarket', question: 'Are shares of the company listed in the EU?' },
  { fact: 'employeesInGermany', question: 'How many people does the company employ in Germany?' },
  { fact: 'ukTurnoverGbp', question: '  ' },
];
const FIELDS = refineFields(MISSING);

describe('refineFields', () => {
  it('asks each known fact once, with the row’s question and the fact’s input', () => {
    const fields = refineFields([
      ...(MISSING ?? []),
      { fact: 'euTurnoverEur', question: 'Again?' },
      { fact: 'sharesOnTheMoon', question: 'Unknown to the form?' },
    ]);
    expect(fields.map((field) => field.fact)).toEqual([
      'placesGoodsOnEuMarket',
      'euTurnoverEur',
      'listedOnEuRegulatedMarket',
      'employeesInGermany',
      'ukTurnoverGbp',
    ]);
    expect(fields[0]).toMatchObject({ question: GOODS_QUESTION, input: { kind: 'goods' } });
    expect(fields[1]).toMatchObject({
      question: TURNOVER_QUESTION,
      input: { kind: 'amount', currency: 'EUR' },
    });
    expect(fields[2]!.input.kind).toBe('boolean');
    expect(fields[3]!.input).toMatchObject({ kind: 'count', unit: 'employees' });
    // A blank question falls back to the fact's label rather than an empty label.
    expect(fields[4]).toMatchObject({ question: 'UK turnover', input: { currency: 'GBP' } });
    expect(refineFields(undefined)).toEqual([]);
  });

  it('is part of the row’s view, which then has details to reveal', () => {
    const view = toRegulationView({
      name: 'EU Deforestation Regulation (EUDR)',
      type: 'EU Regulation',
      complianceStatus: 'Check needed: goods placed on the EU market unknown',
      statusVariant: 'warning',
      sources: [],
      missingFacts: [{ fact: 'placesGoodsOnEuMarket', question: GOODS_QUESTION }],
    });
    expect(view.refineFields.map((field) => field.fact)).toEqual(['placesGoodsOnEuMarket']);
    expect(view.hasDetails).toBe(true);
  });
});

describe('refineClientIdFor', () => {
  it('is the client for signed-in members on their own clients, else null', () => {
    expect(refineClientIdFor({ signedIn: true, isSample: false, clientId: 7 })).toBe(7);
    expect(refineClientIdFor({ signedIn: false, isSample: false, clientId: 7 })).toBeNull();
    expect(refineClientIdFor({ signedIn: true, isSample: true, clientId: 7 })).toBeNull();
  });
});

describe('draftFromFacts', () => {
  it('starts empty without saved answers', () => {
    expect(draftFromFacts(FIELDS, {})).toEqual({
      placesGoodsOnEuMarket: { kind: 'goods', goods: [], none: false },
      euTurnoverEur: { kind: 'amount', text: '' },
      listedOnEuRegulatedMarket: { kind: 'boolean', value: null },
      employeesInGermany: { kind: 'count', text: '' },
      ukTurnoverGbp: { kind: 'amount', text: '' },
    });
  });

  it('prefills the saved answers: yes/no, grouped numbers, goods, and an empty list as none', () => {
    const draft = draftFromFacts(FIELDS, {
      euTurnoverEur: 42_000_000.5,
      listedOnEuRegulatedMarket: false,
      employeesInGermany: 0,
      placesGoodsOnEuMarket: [],
      ukTurnoverGbp: 36_000_000,
    });
    expect(draft).toMatchObject({
      placesGoodsOnEuMarket: { goods: [], none: true },
      euTurnoverEur: { text: '42,000,000.5' },
      listedOnEuRegulatedMarket: { value: 'no' },
      employeesInGermany: { text: '0' },
      ukTurnoverGbp: { text: '36,000,000' },
    });
    expect(draftFromFacts(FIELDS, { placesGoodsOnEuMarket: ['wood'] }).placesGoodsOnEuMarket).toEqual({
      kind: 'goods',
      goods: ['wood'],
      none: false,
    });
  });
});

describe('toggleGood', () => {
  const empty = { kind: 'goods' as const, goods: [], none: false };
  it('keeps goods in the list’s order, and none excludes the goods', () => {
    const two = toggleGood(toggleGood(empty, 'wood', true), 'cocoa', true);
    expect(two.goods).toEqual(['cocoa', 'wood']);
    expect(toggleGood(two, 'wood', false).goods).toEqual(['cocoa']);
    const none = toggleGood(two, 'none', true);
    expect(none).toEqual({ kind: 'goods', goods: [], none: true });
    expect(toggleGood(none, 'coffee', true)).toEqual({ kind: 'goods', goods: ['coffee'], none: false });
    expect(toggleGood(none, 'none', false)).toEqual({ kind: 'goods', goods: [], none: false });
  });
});

describe('parseNumberText', () => {
  const amount = FIELDS[1]!.input;
  const count = FIELDS[3]!.input;
  it('reads numbers as people type them', () => {
    expect(parseNumberText(' 42,000,000 ', amount)).toEqual({ value: 42_000_000 });
    expect(parseNumberText('42 000 000.75', amount)).toEqual({ value: 42_000_000.75 });
    expect(parseNumberText("1'200", count)).toEqual({ value: 1200 });
    expect(parseNumberText('', count)).toEqual({ empty: true });
  });

  it('refuses negatives, fractions of people, words and numbers beyond the bounds', () => {
    expect(parseNumberText('-5', amount)).toEqual({ error: 'Enter an amount of 0 or more, in EUR' });
    expect(parseNumberText('12.5', count)).toEqual({ error: 'Enter a whole number of 0 or more' });
    expect(parseNumberText('about 40m', amount)).toEqual({ error: 'Enter an amount of 0 or more, in EUR' });
    expect(parseNumberText('20,000,000', count)).toEqual({ error: 'Enter at most 10,000,000' });
    expect(parseNumberText('1'.padEnd(400, '0'), amount)).toEqual({
      error: 'Enter at most 10,000,000,000,000',
    });
  });
});

describe('buildRefineRequest', () => {
  const draft = (changes: RefineDraft): RefineDraft => ({ ...draftFromFacts(FIELDS, {}), ...changes });

  it('sends the answered questions only', () => {
    const request = buildRefineRequest(
      FIELDS,
      draft({
        placesGoodsOnEuMarket: { kind: 'goods', goods: ['wood', 'packaging'], none: false },
        euTurnoverEur: { kind: 'amount', text: '42,000,000' },
        listedOnEuRegulatedMarket: { kind: 'boolean', value: 'yes' },
      }),
      {},
    );
    expect(request).toEqual({
      ok: true,
      facts: {
        placesGoodsOnEuMarket: ['wood', 'packaging'],
        euTurnoverEur: 42_000_000,
        listedOnEuRegulatedMarket: true,
      },
    });
  });

  it('sends none as an empty list, no as false and zero as 0', () => {
    const request = buildRefineRequest(
      FIELDS,
      draft({
        placesGoodsOnEuMarket: { kind: 'goods', goods: [], none: true },
        listedOnEuRegulatedMarket: { kind: 'boolean', value: 'no' },
        employeesInGermany: { kind: 'count', text: '0' },
      }),
      {},
    );
    expect(request).toEqual({
      ok: true,
      facts: { placesGoodsOnEuMarket: [], listedOnEuRegulatedMarket: false, employeesInGermany: 0 },
    });
  });

  it('removes a saved answer the user cleared (null), and leaves other saved answers alone', () => {
    const stored = { euTurnoverEur: 5e7, placesGoodsOnEuMarket: ['wood' as const] };
    const prefilled = draftFromFacts(FIELDS, stored);
    const request = buildRefineRequest(
      FIELDS,
      { ...prefilled, euTurnoverEur: { kind: 'amount', text: '' } },
      stored,
    );
    expect(request).toEqual({ ok: true, facts: { euTurnoverEur: null, placesGoodsOnEuMarket: ['wood'] } });
  });

  it('names each field’s problem, and asks for at least one answer', () => {
    expect(
      buildRefineRequest(
        FIELDS,
        draft({
          euTurnoverEur: { kind: 'amount', text: '-1' },
          employeesInGermany: { kind: 'count', text: 'many' },
          listedOnEuRegulatedMarket: { kind: 'boolean', value: 'yes' },
        }),
        {},
      ),
    ).toEqual({
      ok: false,
      errors: {
        euTurnoverEur: 'Enter an amount of 0 or more, in EUR',
        employeesInGermany: 'Enter a whole number of 0 or more',
      },
      formError: null,
    });
    expect(buildRefineRequest(FIELDS, draft({}), {})).toEqual({
      ok: false,
      errors: {},
      formError: NOTHING_ANSWERED,
    });
  });
});

describe('refineFailureMessage', () => {
  it('is the server’s message when there is one', () => {
    expect(refineFailureMessage(new Error('Sample profiles are read-only'))).toBe(
      'Sample profiles are read-only',
    );
    expect(refineFailureMessage(undefined)).toBe('Failed to update applicability');
  });
});
