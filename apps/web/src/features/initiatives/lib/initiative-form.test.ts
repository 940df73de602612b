import { describe, expect, it } from 'vitest';
import {
  draftFromInitiative,
  EMPTY_DRAFT,
  hasErrors,
  toInitiativeData,
  validateDraft,
} from './initiative-form';
import { makeInitiative } from './test-initiative';
import { URL_ROW_ERROR } from './url-rows';

describe('the initiative form', () => {
  it('starts a new initiative as Sustainability, active, with one blank URL row', () => {
    expect(EMPTY_DRAFT).toMatchObject({
      category: 'Sustainability',
      status: 'active',
      urls: [''],
      keywords: [],
    });
  });

  it('fills an edit from the stored initiative', () => {
    expect(draftFromInitiative(makeInitiative())).toEqual({
      title: 'Worn Wear repair, trade-in and resale',
      description: 'Customers trade in used gear for credit; the Reno centre repairs garments.',
      category: 'Circular Economy',
      status: 'active',
      source: 'https://wornwear.patagonia.com/faq',
      keywords: ['repair', 'resale', 'clothing repair workshop'],
      urls: ['https://wornwear.patagonia.com/faq', 'https://www.washingtonpost.com/business/x'],
    });
    expect(draftFromInitiative(makeInitiative({ References: [], Source: null }))).toMatchObject({
      source: '',
      urls: [''],
    });
  });

  it('requires title, description and source, and web addresses in filled URL rows', () => {
    const errors = validateDraft({
      ...EMPTY_DRAFT,
      title: '  ',
      urls: ['', 'not a url', 'https://ok.example'],
    });
    expect(errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      source: 'Source is required',
      urls: { 1: URL_ROW_ERROR },
    });
    expect(hasErrors(errors)).toBe(true);
    const valid = validateDraft({ ...EMPTY_DRAFT, title: 'T', description: 'D', source: 'S' });
    expect(valid).toEqual({});
    expect(hasErrors(valid)).toBe(false);
  });

  it('builds the request data: trimmed text, keywords as tags too, blank URLs dropped', () => {
    const data = toInitiativeData({
      ...EMPTY_DRAFT,
      title: ' Refill stations ',
      description: ' Refill in 40 stores. ',
      source: ' Annual report 2025 ',
      status: 'planned',
      keywords: ['refill'],
      urls: ['', ' https://new.example/refill ', 'https://wornwear.patagonia.com/faq', '  '],
    });
    expect(data).toEqual({
      Title: 'Refill stations',
      Description: 'Refill in 40 stores.',
      Category: 'Sustainability',
      Status: 'planned',
      Source: 'Annual report 2025',
      Tags: ['refill'],
      StockImageKeywords: ['refill'],
      References: ['https://new.example/refill', 'https://wornwear.patagonia.com/faq'],
    });
  });
});
