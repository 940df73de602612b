import type { ProductActivity } from './service-activities.js';

/**
 * Manufacturers whose own goods none of a product rule's lists contain. A weaver places fabrics on the
 * market: no EUDR commodity (cattle, cocoa, coffee, oil palm, rubber, soya, wood and the Annex I products
 * made from them), no battery. Without this, every such manufacturer read 'possibly in scope' for
 * rules a consultant would strike at once. The assumption is stated and the goods question stays open,
 * so a consultant's answer overrules it. CBAM is left to the question where a maker may import covered
 * metal itself, and rules whose goods such a maker does place (PPWR's packaging, the Forced Labour
 * ban's any product) are not touched.
 *
 * CBAM is about importing iron, steel, aluminium, cement, fertilisers, hydrogen or electricity, not
 * about the goods a maker sells. Food, drink and speciality chemicals are made from none of them: an
 * assumption. Electronics and medical devices are made with steel or aluminium a maker may import
 * itself: the question, in its terms. Machinery and vehicle makers are left to the plain question.
 */
export const MANUFACTURING_ACTIVITIES: readonly ProductActivity[] = [
  {
    id: 'textile-manufacturing',
    codes: ['13'],
    makesNothing: false,
    placesNone: {
      'eu-eudr':
        'assumes a textile maker places yarns, fabrics and made-up textiles on the market, none of them wood, paper, leather, rubber or another product EUDR lists; answer the question if it sells rubber or wood-based goods',
      'eu-batteries':
        'assumes a textile maker’s fabrics and made-up textiles contain no batteries; answer the question if it sells heated or electronic textiles',
    },
    decidedBy: {
      'eu-cbam':
        'a textile maker is in scope only for iron, steel, aluminium or other covered goods it imports into the EU itself, above 50 t a year in all, which is not recorded',
    },
  },
  {
    id: 'mineral-products-manufacturing',
    // Glass, ceramics, bricks, cement, lime, concrete and stone.
    codes: ['23'],
    makesNothing: false,
    placesNone: {
      'eu-eudr':
        'assumes a maker of glass, ceramic, concrete, cement or stone products places none of the wood, paper, rubber or agricultural products EUDR lists; answer the question if it also sells timber or wood-based products',
      'eu-batteries':
        'assumes a maker of glass, ceramic, concrete, cement or stone products sells no batteries or products containing them; answer the question if it does',
    },
    decidedBy: {},
  },
  {
    id: 'fabricated-metal-manufacturing',
    // Structural metal, tanks, forgings, surface treatment, cutlery and hand tools, fasteners.
    codes: ['25'],
    makesNothing: false,
    placesNone: {
      'eu-eudr':
        'assumes a maker of fabricated metal products places none of the wood, paper, rubber or agricultural products EUDR lists; answer the question if it sells wood or rubber goods',
      'eu-batteries':
        'assumes a maker of fabricated metal products (structures, containers, forgings, tools worked by hand, fasteners) sells no batteries or battery-powered products; answer the question if it does',
    },
    decidedBy: {
      'eu-cbam':
        'a metal fabricator is in scope for iron, steel or aluminium it imports into the EU itself (sheet, bar, tube, fasteners), above 50 t a year in all, which is not recorded',
    },
  },
  {
    id: 'food-and-drink-manufacturing',
    codes: ['10', '11'],
    makesNothing: false,
    placesNone: {
      'eu-cbam':
        'assumes a food or drink maker imports none of the iron, steel, aluminium, cement, fertilisers, hydrogen or electricity CBAM covers itself (its ingredients are not CBAM goods); answer the question if it imports steel or aluminium cans or containers, or fertiliser for its own farms, from outside the EU',
    },
    decidedBy: {},
  },
  {
    id: 'other-chemical-products-manufacturing',
    // Flavours, fragrances, essential oils, glues, inks: not fertilisers or hydrogen (20.1).
    codes: ['20.5'],
    makesNothing: false,
    placesNone: {
      'eu-cbam':
        'assumes a maker of flavours, fragrances, essential oils or other speciality chemical products imports none of the iron, steel, aluminium, cement, fertilisers, hydrogen or electricity CBAM covers itself (its raw materials are plant extracts and chemicals CBAM does not list); answer the question if it imports hydrogen, or steel or aluminium drums, from outside the EU',
    },
    decidedBy: {},
  },
  {
    id: 'electronics-manufacturing',
    codes: ['26'],
    makesNothing: false,
    placesNone: {},
    decidedBy: {
      'eu-cbam':
        'an electronics maker is in scope only for steel or aluminium (sheet, profiles, enclosures, screws) or other covered goods it imports into the EU itself, above 50 t a year in all; the circuit boards, chips and plastics it buys are not CBAM goods. Which it imports is not recorded',
    },
  },
  {
    id: 'medical-instruments-manufacturing',
    codes: ['32.5'],
    makesNothing: false,
    placesNone: {},
    decidedBy: {
      'eu-cbam':
        'a maker of medical or dental instruments and supplies is in scope only for steel or aluminium (bar, tube, sheet, screws, bed and trolley frames) or other covered goods it imports into the EU itself, above 50 t a year in all; plastics, textiles and electronics it buys are not CBAM goods. Which it imports is not recorded',
    },
  },
];
