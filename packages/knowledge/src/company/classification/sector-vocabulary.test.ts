import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const classify = (content: string) => {
  const result = classifySector(evidenceFromPages([{ url: HOME, content }]));
  if (result.status !== 'classified') return `abstained: ${result.reason}`;
  return result.group ?? result.division;
};

describe('classifySector: whom a company serves are its customers, not what it runs', () => {
  it('a haulier that serves supermarkets is a haulier, not a retailer', () => {
    expect(
      classify(
        'We provide road transport for retailers.\nOur 240 trucks serve supermarkets across the Benelux.',
      ),
    ).toBe('49.4');
  });

  it('a supplier that serves hotels and restaurants is no hotel', () => {
    expect(classify('We serve hotels and restaurants across Flanders with fresh linen.')).not.toBe('55.1');
  });
});

describe('classifySector: the vocabulary of divisions mid-size European companies are often in', () => {
  it.each([
    ['We design and manufacture natural cork stoppers and technical stoppers for wine and spirits.', '16.2'],
    ['Wij produceren kurken voor wijnhuizen.', '16.2'],
    ['We manufacture particleboard, MDF and veneered wood panels for furniture makers.', '16.2'],
    ['We produce solid oak parquet and engineered wood flooring.', '16.2'],
    ['We manufacture wooden pallets and wood packaging for the food industry.', '16.2'],
    ['Wir produzieren Spanplatten und Sperrholz für den Möbelbau.', '16.2'],
    // Polish: the first person plural needs no pronoun; the goods in the plural.
    ['Projektujemy i produkujemy meble tapicerowane oraz komody i szafy dla sieci handlowych.', '31.0'],
    ['Brzozak S.A. jest rodzinnym producentem mebli skrzyniowych z Gniezna.', '31.0'],
    ['We are a sawmill processing spruce and pine from local forests.', '16.1'],
    // Swedish: what a sawmill group says it does, what it says it is, and sawing itself.
    ['Vi förädlar timret till sågade trävaror av gran och tall.', '16.1'],
    ['Linnvik Trä AB är en sågverkskoncern med tre sågverk i Jämtland.', '16.1'],
    ['I Bräcke sågar vi gran till konstruktionsvirke.', '16.1'],
    ['We produce corrugated board and folding cartons for consumer brands.', '17.2'],
    ['Wir fertigen Wellpappe und Faltschachteln.', '17.2'],
    ['We manufacture container glass and glass bottles for the drinks industry.', '23.1'],
    ['We produce ceramic floor tiles and wall tiles.', '23.3'],
    ['We manufacture porcelain stoneware floor and wall tiles.', '23.3'],
    ['We make porcelain tableware and stoneware mugs.', '23.4'],
    ['We manufacture sanitaryware and tableware.', '23.4'],
    ['We produce cement, clinker and lime in two plants.', '23.5'],
    ['We quarry and finish natural stone, marble and granite worktops.', '23.7'],
    ['We design and manufacture office furniture and chairs.', '31.0'],
    ['We design and make jewellery, rings and necklaces in gold and silver.', '32.1'],
    ['We manufacture fitness equipment and sports equipment.', '32.3'],
    ['We develop and manufacture dental implants and orthopaedic implants.', '32.5'],
    ['We make wooden toys and board games.', '32.4'],
    ['We are a recycling company that operates sorting plants for construction waste.', '38.2'],
    ['We operate cold storage warehouses and tank terminals in the port.', '52.1'],
    ['Wij verzorgen het wegtransport en de opslag van zuivel voor supermarkten.', '49.4'],
    ['We provide road transport and warehousing for food retailers.', '49.4'],
    ['Wir bieten Straßentransport und Lagerlogistik für Baustoffhändler in ganz Bayern.', '49.4'],
    ['We are an equipment rental company offering plant hire and tool hire.', '77'],
    ['We offer car rental and vehicle leasing to businesses.', '77'],
    ['We are an engineering firm offering structural engineering and surveying.', '71'],
    ['We operate dental clinics across the region.', '86.2'],
    ['We run hospitals and rehabilitation centres.', '86.1'],
    // Drive technology: geared motors are gearing and driving elements (28.1), in compounds too.
    [
      'Wir entwickeln und fertigen Stirnrad-, Kegelrad- und Schneckengetriebemotoren für den Anlagenbau.',
      '28.1',
    ],
    ['We design and manufacture geared motors and gear units for conveyor systems.', '28.1'],
    ['Nous concevons et fabriquons des motoréducteurs pour la manutention.', '28.1'],
  ])('%s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });

  it.each([
    // What a company's goods go into or are used by is not what it does.
    ['We produce still and sparkling wines from our own vineyards.', '11.0'],
    ['We brew beer and sell it to restaurants and bars.', '11.0'],
    ['We build homes and office buildings for housing associations.', '41.0'],
    ['We produce red wines and bottle them with natural cork stoppers.', '11.0'],
    ['We make glass bottles with cork stoppers.', '23.1'],
    ['We weave technical fabrics for furniture upholstery.', '13.2'],
    ['We develop software for hospitals and clinics.', '62.1'],
    ['We manufacture plastic packaging and bottles.', '22.2'],
    ['We transport pallets of freight across Europe.', '49.4'],
  ])('%s stays %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });
});
