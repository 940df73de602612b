import { describe, expect, it } from 'vitest';
import { validSection } from '../test-fixtures.js';
import { computeBusinessModel } from './business-model.js';
import { stepInput, websiteContext } from './test-fixtures.js';

const summaryOf = async (content: string) => {
  const website = websiteContext([{ url: 'https://www.example.test/', title: 'Home', content }]);
  return validSection(await computeBusinessModel(stepInput({ website }))).summary;
};

describe('the business model quotes a home page that says what the company brews or runs', () => {
  it.each([
    'Wir brauen Märzen, Pils und alkoholfreie Biere und füllen sie in Mehrwegflaschen ab.',
    'Le groupe gère 25 centres de santé dentaire en France : soins conservateurs et orthodontie.',
    'La società gestisce dodici residenze per anziani in Lombardia e in Piemonte.',
    'Wir planen und installieren Wärmepumpen und Lüftungsanlagen für Eigenheime in Franken.',
    'Przykład S.A. jest generalnym wykonawcą obiektów przemysłowych i magazynowych.',
    'Realizujemy inwestycje drogowe i kolejowe w całej Polsce dla zamawiających publicznych.',
  ])('%s', async (sentence) => {
    expect(await summaryOf(sentence)).toBe(
      `From the company's own pages (quoted, not reworded): ${sentence}`,
    );
  });
});
