import type { InitiativeRecord } from './initiative-record';

/** A stored initiative as the list call answers it (a generated one, read from the company's site). */
export function makeInitiative(overrides: Partial<InitiativeRecord> = {}): InitiativeRecord {
  return {
    id: 1,
    documentId: 'doc-1',
    Title: 'Worn Wear repair, trade-in and resale',
    Description: 'Customers trade in used gear for credit; the Reno centre repairs garments.',
    Status: 'active',
    Category: 'Circular Economy',
    Tags: ['repair', 'resale'],
    Source: 'https://wornwear.patagonia.com/faq',
    StockImageKeywords: ['clothing repair workshop'],
    Images: [],
    ImageUrl: null,
    References: [
      { url: 'https://wornwear.patagonia.com/faq', domain: 'wornwear.patagonia.com' },
      { url: 'https://www.washingtonpost.com/business/x', domain: 'washingtonpost.com' },
    ],
    Sources: [
      { url: 'https://wornwear.patagonia.com/faq', title: 'Worn Wear FAQ', retrievedAt: '2026-11-21' },
      { url: 'https://www.washingtonpost.com/business/x', retrievedAt: '2026-11-20T10:00:00Z' },
    ],
    Provenance: { method: 'extraction', provider: 'website', note: 'Read 6 pages of the website.' },
    Clients: [{ id: 7, documentId: 'client-7', Name: 'Patagonia' }],
    createdAt: '2026-11-22T09:30:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}
