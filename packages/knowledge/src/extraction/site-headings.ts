/**
 * A heading over the company's own sites ('Our locations', 'Unsere Standorte', 'Nos sites', 'Le nostre
 * sedi'), with their count perhaps ('Nos 48 magasins', 'Our 12 stores', 'Unsere 30 Filialen').
 */
export const SITES_HEADING =
  /^(?:(?:our|unsere|nos|onze|le\s+nostre|i\s+nostri|nuestr[oa]s)\s+)?(?:\d{1,4}\s+)?(?:locations|sites|plants|offices|stores|shops|hotels|Standorte|Werke|Niederlassungen|Filialen|sites|implantations|usines|agences|magasins|boutiques|points\s+de\s+vente|sedi|stabilimenti|uffici|alberghi|negozi|punti\s+vendita|sedes|plantas|oficinas|tiendas|delegaciones|sucursales|filiali|agenzie|succursales|vestigingen|locaties|kantoren|winkels|filialen)$/iu;
