import { NAME_PATTERN } from './names.js';

/**
 * A service partner the company names by what it does for it: 'Unser Logistikpartner Spedition Rauch
 * übernimmt die Verteilung', 'notre partenaire logistique, Transports Durand, assure nos livraisons', 'il
 * nostro partner logistico Trasporti Brenta', 'our energy partner Greenfield Power', 'Spedition Rauch,
 * unser Logistikpartner'. A partner for logistics, energy, waste, laundry or cleaning sells its service to
 * the company; a plain 'partner' may be a customer, a charity or a university, and is left out.
 */

/** The service partner's role, with the company's possessive: 'our logistics partner', 'unser Logistikpartner'. */
const PARTNER_ROLE = String.raw`(?:[Oo]ur|[Uu]nser(?:e[nrm]?)?|[Nn]otre|[Nn]os|[Ii]l\s+nostro|[Ii]\s+nostri|[Nn]uestro|[Nn]uestros|[Oo]nze|[Oo]ns)\s+(?:(?:main|key|long-standing|langjährige[rn]?|principal|principale|storico|principali)\s+)?(?:(?:logistics|transport|delivery|distribution|haulage|freight|energy|electricity|waste|recycling|laundry|linen|cleaning|catering|maintenance|IT|fleet|leasing)\s+partners?|(?:Logistik|Transport|Speditions|Entsorgungs|Recycling|Energie|Strom|Wäscherei|Reinigungs|Catering|Wartungs|Leasing)partner|partenaires?\s+(?:logistiques?|de\s+transport|de\s+livraison|[ée]nerg[ée]tiques?|de\s+recyclage|de\s+nettoyage|de\s+blanchisserie|de\s+maintenance)|partner\s+(?:logistic[oi]|di\s+trasporto|energetic[oi]|per\s+(?:la|il|lo|l['’])\s*(?:logistica|trasporto|energia|biancheria|lavanderia|pulizia|manutenzione|smaltimento))|socios?\s+(?:log[ií]stic[oa]s?|energ[ée]tic[oa]s?)|operador(?:es)?\s+log[ií]stic[oa]s?|(?:logistieke|logistiek|transport|energie)\s*partners?)`;

/** The role, then the name: 'Unser Logistikpartner Spedition Rauch', 'notre partenaire logistique, Transports Durand'. */
export const PARTNER_THEN_NAME = new RegExp(
  String.raw`(?<!\p{L})${PARTNER_ROLE}\s*(?:,|:|–|-)?\s+(?:(?:is|ist|est|è|es|is)\s+)?(?:the\s+|die\s+|der\s+|la\s+|le\s+|il\s+|el\s+|de\s+|het\s+)?(?=\p{Lu})`,
  'gu',
);

/** The name, then the role: 'Spedition Rauch, unser Logistikpartner', 'Harwick Freight is our logistics partner'. */
export const NAME_THEN_PARTNER = new RegExp(
  String.raw`(${NAME_PATTERN})(?:,\s+|\s+(?:is|ist|est|è|es|is)\s+)${PARTNER_ROLE}(?!\p{L})`,
  'gu',
);
