import { describe, expect, it } from 'vitest';
import { initiativeCategory } from './initiative-category.js';

// Initiatives as fictional companies describe them in their own language.
describe('initiativeCategory reads the words of six languages', () => {
  it.each([
    [
      'Gli scarti di produzione vengono frantumati e reimpiegati come aggregato riciclato nei sottofondi.',
      'Circular Economy',
    ],
    [
      'Seit 2022 nehmen wir Mehrwegpaletten zurück und verwerten Abfälle aus der Fertigung.',
      'Circular Economy',
    ],
    ['Nous collectons les déchets de chantier et les emballages pour le recyclage.', 'Circular Economy'],
    ['Abbiamo installato un impianto fotovoltaico sulle coperture dello stabilimento.', 'Sustainability'],
    ['Wir haben eine Wärmepumpe und eine Photovoltaikanlage in Betrieb genommen.', 'Sustainability'],
    ['I nostri dipendenti fanno volontariato nelle scuole del territorio.', 'Community'],
    // A hotel's buffet food waste and its plastic-free rooms are waste measures, not energy or water ones.
    [
      'Menos desperdicio alimentario en los buffets: desde 2023 pesamos cada día los restos y ajustamos la producción de la cocina a la ocupación.',
      'Circular Economy',
    ],
    [
      'Habitaciones sin plástico: hemos eliminado los plásticos de un solo uso, con dispensadores recargables y botellas de vidrio con agua filtrada.',
      'Circular Economy',
    ],
    ['Riduzione dello spreco alimentare nei ristoranti degli hotel.', 'Circular Economy'],
    ['Colaboramos con escuelas y voluntarios de la comunidad local.', 'Community'],
    ['Nová linka na regeneraci písku snížila množství odpadu ukládaného na skládku.', 'Circular Economy'],
    ['Se střední školou vychováváme nové učně, kteří dostávají stipendium.', 'Community'],
    ['V roce 2025 jsme provedli audity u 28 dodavatelů, což pokrývá 81 % nákupních výdajů.', 'Production'],
    ['Na střechách hal jsme dokončili fotovoltaickou elektrárnu o výkonu 1,2 MWp.', 'Sustainability'],
    [
      'Instalovali jsme rekuperaci odpadního tepla z pecí; úspora zemního plynu je 1 800 MWh.',
      'Sustainability',
    ],
  ])('%s', (description, category) => {
    expect(initiativeCategory(description)).toBe(category);
  });
});
