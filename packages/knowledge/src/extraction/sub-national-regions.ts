/**
 * The first-level regions of the larger European countries, in their own language and in English:
 * Italy's regioni, France's régions, Germany's Länder (the city states left out: they are towns too),
 * Spain's comunidades autónomas. 'Cantieri in Lombardia e Veneto' names where the company works, not a
 * site: a region read as a town would be a wrong place in a consultant's report.
 */
const REGION_NAMES = [
  // Italy
  'Lombardia',
  'Lombardy',
  'Veneto',
  'Piemonte',
  'Piedmont',
  'Toscana',
  'Tuscany',
  'Emilia-Romagna',
  'Lazio',
  'Campania',
  'Sicilia',
  'Sicily',
  'Sardegna',
  'Sardinia',
  'Puglia',
  'Apulia',
  'Calabria',
  'Liguria',
  'Marche',
  'Abruzzo',
  'Umbria',
  'Friuli-Venezia Giulia',
  'Friuli',
  'Trentino-Alto Adige',
  'Trentino',
  'Alto Adige',
  'South Tyrol',
  'Südtirol',
  'Basilicata',
  'Molise',
  "Valle d'Aosta",
  // France
  'Occitanie',
  'Bretagne',
  'Brittany',
  'Normandie',
  'Normandy',
  'Nouvelle-Aquitaine',
  'Auvergne-Rhône-Alpes',
  'Hauts-de-France',
  'Grand Est',
  "Provence-Alpes-Côte d'Azur",
  'Provence',
  'Pays de la Loire',
  'Centre-Val de Loire',
  'Bourgogne-Franche-Comté',
  'Bourgogne',
  'Burgundy',
  'Île-de-France',
  'Corse',
  'Corsica',
  // Germany
  'Bayern',
  'Bavaria',
  'Baden-Württemberg',
  'Nordrhein-Westfalen',
  'North Rhine-Westphalia',
  'Niedersachsen',
  'Lower Saxony',
  'Hessen',
  'Hesse',
  'Sachsen',
  'Saxony',
  'Sachsen-Anhalt',
  'Thüringen',
  'Thuringia',
  'Mecklenburg-Vorpommern',
  'Schleswig-Holstein',
  'Rheinland-Pfalz',
  'Rhineland-Palatinate',
  'Saarland',
  // Spain
  'Andalucía',
  'Andalusia',
  'Cataluña',
  'Catalunya',
  'Catalonia',
  'Galicia',
  'Castilla y León',
  'Castilla-La Mancha',
  'Aragón',
  'Extremadura',
  'Asturias',
  'Cantabria',
  'País Vasco',
  'Basque Country',
  'Euskadi',
  'Navarra',
  'Comunidad Valenciana',
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const REGIONS = new Set(REGION_NAMES.map(fold));

/** A region of a country ('Lombardia', 'Bretagne', 'Bayern'), however its accents and hyphens are written. */
export const isSubNationalRegion = (name: string): boolean => REGIONS.has(fold(name));
