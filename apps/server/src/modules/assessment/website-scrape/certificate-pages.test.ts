import { describe, expect, it } from 'vitest';
import { rankCandidates, relevanceOf, relevantPages } from './page-relevance.js';

const SITE = 'https://www.lindqvist-armaturen.example';
const link = (path: string, text = '') => ({ url: `${SITE}${path}`, text });

// A fictional valve maker's home page: its menu, and news teasers whose titles name sustainability topics.
const HOME_LINKS = [
  link('/de/nachhaltigkeit', 'Nachhaltigkeit'),
  link('/de/umwelt', 'Umwelt'),
  link('/de/unternehmen', 'Unternehmen'),
  link('/de/standorte', 'Standorte'),
  link('/de/zertifikate', 'Zertifikate'),
  link('/de/qualitaet', 'Qualität'),
  link('/de/karriere', 'Karriere'),
  link('/de/kontakt', 'Kontakt'),
  link(
    '/de/aktuelles/neue-photovoltaikanlage-senkt-co2-emissionen',
    'Neue Photovoltaikanlage senkt CO2-Emissionen',
  ),
  link('/de/aktuelles/klimaschutz-preis-fuer-werk-nord', 'Klimaschutz-Preis für Werk Nord'),
  link('/de/aktuelles/energieeffizienz-in-der-giesserei', 'Energieeffizienz in der Gießerei'),
  link('/news/wasser-sparen-im-kreislauf', 'Wasser sparen im Kreislauf'),
  link('/news/umweltpreis-2025', 'Umweltpreis 2025'),
  link('/de/aktuelles/nachhaltigkeitsbericht-2024', 'Nachhaltigkeitsbericht 2024'),
];

describe('pages chosen to read: certificates and quality before single news items', () => {
  it('gives the certificates and quality pages a slot of the ten, above every news item on a topic', () => {
    const chosen = relevantPages(HOME_LINKS)
      .slice(0, 10)
      .map((chosenLink) => chosenLink.url);
    expect(chosen).toContain(`${SITE}/de/zertifikate`);
    expect(chosen).toContain(`${SITE}/de/qualitaet`);
    const certificates = relevanceOf(link('/de/zertifikate', 'Zertifikate'));
    for (const newsItem of HOME_LINKS.filter((candidate) => /aktuelles|news/.test(candidate.url)))
      if (!newsItem.url.includes('bericht')) expect(relevanceOf(newsItem)).toBeLessThan(certificates);
  });

  it('still ranks a report published in the news section, and the news section itself, as before', () => {
    const ranked = rankCandidates(HOME_LINKS).map(({ link: candidate }) => candidate.url);
    expect(ranked.indexOf(`${SITE}/de/aktuelles/nachhaltigkeitsbericht-2024`)).toBeLessThan(
      ranked.indexOf(`${SITE}/de/zertifikate`),
    );
    expect(relevanceOf(link('/de/aktuelles', 'Aktuelles'))).toBe(1);
  });
});

describe('a Nordic certificates page', () => {
  it.each([
    ['/certifieringar', 'Certifieringar'],
    ['/no/sertifiseringer', 'Sertifiseringer'],
    ['/certificeringer', 'Certificeringer'],
  ])('ranks %s as a certificates page', (path, text) => {
    expect(relevanceOf(link(path, text))).toBe(5);
  });
});
