import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { computeInitiatives } from './initiatives.js';
import { SITE, contactPageOnly, stepInput } from './test-fixtures.js';

// Fictional companies' pages, read by the product's own HTML reader into structured documents.
const page = (path: string, title: string, body: string) =>
  readHtmlDocument(`<html><head><title>${title}</title></head><body><main>${body}</main></body></html>`, {
    url: `${SITE}${path}`,
  });

const titlesOf = async (...documents: ReturnType<typeof page>[]) => {
  const result = await computeInitiatives(stepInput({ website: contactPageOnly(), documents }));
  return result.findings.map((finding) => finding.title);
};

describe('initiatives read from headings with their paragraphs', () => {
  it('reads every programme under its own heading on an English sustainability page', async () => {
    const sustainability = page(
      '/sustainability',
      'Sustainability',
      `<h1>Sustainability</h1><h2>Climate</h2><p>We cut our emissions by 18% since 2023.</p>
       <h2>Our programmes</h2>
       <h3>Crate Return scheme</h3><p>Customers bring back our wooden crates; in 2025 we collected 41 tonnes.</p>
       <h3>Meadow Fund</h3><p>Each year we give €90,000 to wildflower meadows near our sites.</p>
       <h2>Certifications</h2><p>Our plants are certified to ISO 14001.</p>`,
    );
    expect(await titlesOf(sustainability)).toEqual(['Crate Return scheme', 'Meadow Fund']);
  });

  it('reads the sub-headings of a Dutch, German and French sustainability page', async () => {
    const dutch = page(
      '/duurzaamheid',
      'Duurzaamheid',
      `<h1>Duurzaamheid</h1><h2>Klimaat</h2><h3>Zonnedak Lindeveld</h3><p>Sinds 2024 levert ons zonnedak 2,1 GWh per jaar.</p>`,
    );
    const german = page(
      '/nachhaltigkeit',
      'Nachhaltigkeit',
      `<h1>Nachhaltigkeit</h1><h2>Wasser</h2><h3>Kreislaufwasser Ostwerk</h3><p>Wir bereiten 70 % unseres Prozesswassers wieder auf.</p>`,
    );
    const french = page(
      '/durabilite',
      'Durabilité',
      `<h1>Durabilité</h1><h2>Nos actions</h2><h3>École du tissage</h3><p>Nous formons chaque année douze apprentis.</p>`,
    );
    expect(await titlesOf(dutch, german, french)).toEqual([
      'Zonnedak Lindeveld',
      'Kreislaufwasser Ostwerk',
      'École du tissage',
    ]);
  });

  it('cites the heading with its locator and quotes its paragraph', async () => {
    const sustainability = page(
      '/sustainability',
      'Sustainability',
      `<h1>Sustainability</h1><h2>Our programmes</h2><h3>Meadow Fund</h3><p>Each year we give €90,000 to wildflower meadows near our sites.</p>`,
    );
    const result = await computeInitiatives(
      stepInput({ website: contactPageOnly(), documents: [sustainability] }),
    );
    expect(result.findings[0]).toMatchObject({
      title: 'Meadow Fund',
      description: 'Each year we give €90,000 to wildflower meadows near our sites.',
      sources: [
        {
          url: `${SITE}/sustainability`,
          quote: 'Each year we give €90,000 to wildflower meadows near our sites.',
          locator: { headingPath: ['Sustainability', 'Our programmes'] },
        },
      ],
    });
  });

  it('leaves product features and news headlines out', async () => {
    const home = page(
      '/',
      'Home',
      `<h1>Planning software</h1><h2>Features</h2><h3>Smart routing</h3><p>Routes re-plan in seconds.</p>`,
    );
    const news = page(
      '/news',
      'News',
      `<h1>News</h1><h2>Meadow Fund passes 100 meadows</h2><p>The fund reached its goal.</p>`,
    );
    expect(await titlesOf(home, news)).toEqual([]);
  });
});

describe('initiatives named by their heading alone, without a verb', () => {
  const about = page(
    '/about-us',
    'About us',
    `<h1>About Vessmark</h1><p>Vessmark makes marine paints in Bergen.</p>
     <h2>Our values</h2><p>We care about our customers, our colleagues and the sea.</p>
     <h2>Our history</h2><p>Founded in 1921, we planted our first factory by the harbour.</p>
     <h2>Through the Marethe Vessmark Foundation</h2>
     <p>The foundation funds marine research and sailing courses for young people in schools along the coast.</p>
     <h2>Our Clean Water Promise</h2><p>Every litre of rinse water from our plant is treated before it returns to the fjord.</p>
     <h2>The Green Fleet Pledge</h2><p>Our delivery vans run on electricity, and our sales cars follow by 2027.</p>
     <h2>Our Price Promise</h2><p>If you find the same paint cheaper, we match the price.</p>
     <h2>Certificates</h2><p>ISO 14001 certified since 2015, covering our energy and water use.</p>
     <h2>Targets</h2><p>We aim to cut our energy use by a third.</p>
     <h2>Contact</h2><p>Write to us about your community project.</p>`,
  );

  it('reads a foundation, a promise and a pledge the company names, under its own name', async () => {
    expect(await titlesOf(about)).toEqual([
      'Marethe Vessmark Foundation',
      'Clean Water Promise',
      'Green Fleet Pledge',
    ]);
  });

  it('reads no named scheme from a news item', async () => {
    const news = page(
      '/news/2025/foundation-grants',
      'Foundation grants',
      `<h1>News</h1><h2>The Marethe Vessmark Foundation</h2><p>The foundation gave grants to three schools this spring.</p>`,
    );
    expect(await titlesOf(news)).toEqual([]);
  });
});

describe('a small company’s measures stated as lines and as a table', () => {
  it('keeps the status a table of measures gives each row, and reads a dated practice in the page text', async () => {
    const engagement = page(
      '/engagement',
      'Notre engagement',
      `<h1>Notre engagement</h1><p>L'environnement nous tient à cœur.</p>
       <p>Depuis 2019, nous livrons nos clients du centre-ville à vélo cargo.</p>
       <table><tr><th>Action</th><th>Année</th><th>Statut</th></tr>
       <tr><td>Isolation des combles de l'atelier</td><td>2022</td><td>Réalisé</td></tr>
       <tr><td>Récupération des eaux de pluie</td><td>2027</td><td>Prévu</td></tr></table>`,
    );
    const result = await computeInitiatives(
      stepInput({ website: contactPageOnly(), documents: [engagement] }),
    );
    expect(result.findings.map(({ title, status }) => ({ title, status }))).toEqual([
      { title: "Isolation des combles de l'atelier", status: 'completed' },
      { title: 'Récupération des eaux de pluie', status: 'planned' },
      { title: 'Depuis 2019, nous livrons nos clients du centre-ville à vélo cargo', status: 'active' },
    ]);
  });
});
