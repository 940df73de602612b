import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const mentions = (text: string) =>
  extractStakeholderMentions(text, 'https://koelvracht.example/', { retrievedAt: '2026-11-27' }).map(
    (mention) => [mention.type, mention.name],
  );

describe('the customers and officers a Flemish haulier names', () => {
  it('reads the customers named after "klanten als" and "zoals"', () => {
    expect(
      mentions(
        'In 2025 reden onze 410 vrachtwagens 52 miljoen kilometer voor klanten als Brugmeer Retail, Ostkamp en Veldhof Foods.',
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Customers', 'Brugmeer Retail'],
        ['Customers', 'Ostkamp'],
        ['Customers', 'Veldhof Foods'],
      ]),
    );
    expect(
      mentions('Dagelijkse winkelbelevering voor supermarktketens, zoals Kornhaven en Marlo Markt.'),
    ).toEqual(
      expect.arrayContaining([
        ['Customers', 'Kornhaven'],
        ['Customers', 'Marlo Markt'],
      ]),
    );
    expect(mentions('Zu unseren Kunden wie Talbrück Frischdienst liefern wir täglich.')).toEqual(
      expect.arrayContaining([['Customers', 'Talbrück Frischdienst']]),
    );
  });

  it('takes no officer named in the sentence on who leads the company for a partner', () => {
    const found = mentions(
      'Vandaag leidt de derde generatie, CEO Anouk Verlinde, het bedrijf samen met CFO Joris Baert en COO Lien Maes.',
    );
    expect(found.map(([, name]) => name)).not.toContain('CFO Joris Baert');
    expect(found.map(([, name]) => name)).not.toContain('COO Lien Maes');
  });
});
