import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { NUMBER, readNumber } from './numbers.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * The combustion capacity of the company's own boilers or furnaces, in megawatts of rated thermal input,
 * where its pages state it ('our boiler house has a rated thermal input of 12 MW', 'unsere Kesselanlage
 * mit einer Feuerungswärmeleistung von 8,5 MW', 'nasza kotłownia o mocy cieplnej 12 MW'). The EU ETS
 * covers combustion installations above 20 MW (fact sheet §13), so a stated figure decides more than a
 * sector can. Only thermal figures count: a solar plant's MWp, a CHP's electrical MWe and the MWh a
 * year an installation delivers say nothing about it.
 */

/** Words that make a megawatt figure thermal, in the languages the product reads. */
const THERMAL_WORDS = String.raw`rated thermal input|thermal input|thermal capacity|thermal output|thermal power|heat output|firing capacity|Feuerungswärmeleistung|Feuerungsleistung|Wärmeleistung|thermische[nr]? Leistung|Kesselleistung|puissance thermique|puissance calorifique|thermisch (?:ingangs)?vermogen|ketelvermogen|potenza termica|potenza al focolare|potencia térmica|potência térmica|moc\p{L}* ciepln\p{L}*|moc\p{L}* w paliwie|tepeln\p{L}* (?:příkon|výkon)|tillförd effekt|värmeeffekt|panneffekt`;
/** A boiler or furnace: its megawatts are thermal even when no other word says so. */
const BOILER_WORDS = String.raw`boilers?|boiler house|Kessel\p{L}*|Heizwerk|chaudi[èe]res?|chaufferie|ketel\p{L}*|caldai\p{L}*|calder\p{L}*|caldeir\p{L}*|kocio[łl]\p{L}*|kot[łl]own\p{L}*|kotel\p{L}*|kotelna|pann\p{L}*`;
const MEGAWATTS = String.raw`(${NUMBER})\s?(?:MW(?:th|t|\s?\(th\)|\s?th)?)(?![\p{L}\d])`;
/** A figure of thermal megawatts within a few words of a word that makes it thermal, either side. */
const THERMAL_FIGURE = new RegExp(
  String.raw`(?:${THERMAL_WORDS}|${BOILER_WORDS})[^.;:]{0,60}?${MEGAWATTS}|${MEGAWATTS}[^.;:]{0,40}?(?:${THERMAL_WORDS})|(${NUMBER})\s?MW\s?(?:th|t)(?![\p{L}\d])`,
  'giu',
);
/** The installation is the company's own: a possessive of its own in the sentence. */
const OWN_INSTALLATION =
  /(?<![\p{L}])(?:our|unser\p{L}*|notre|nos|onze|ons|nostr\p{L}*|nuestr\p{L}*|nasz\p{L}*|naš\p{L}*|vår\p{L}*|vores|noss[oa]s?)(?![\p{L}])/iu;
/**
 * A site's total rated thermal input, a permit's wording, is the operator's own figure even without a
 * possessive ('celkový jmenovitý tepelný příkon spalovacích zdrojů je 6,4 MW', 'the total rated thermal
 * input of the combustion units on site is 14 MW', 'potência térmica nominal total de 96 MW'); a product is sold by its rating, not its total.
 */
const TOTAL_INPUT =
  /(?<![\p{L}])(?:total|celkov\p{L}*|gesamt\p{L}*|totale|totaal|łączn\p{L}*|sammanlagd\p{L}*|samlet)\s+(?:\p{L}+\s+){0,2}?(?:rated thermal input|thermal input|Feuerungswärmeleistung|puissance thermique|thermisch (?:ingangs)?vermogen|potenza termica|potencia térmica|potência térmica|moc\p{L}* w paliwie|tepeln\p{L}* příkon|tillförd effekt)|(?:potência|potencia) térmica(?: nominal)? total/iu;
/**
 * A boiler maker's or installer's reference, not a plant it runs: 'we supplied a 50 MW boiler to …',
 * 'for our customer', 'pour nos clients'.
 */
const NOT_ITS_OWN =
  /(?<![\p{L}])(?:supply|supplied|delivered|built for|designed for|customers?|clients?|geliefert|Kunde\p{L}*|livr[ée]\p{L}*|geleverd|klant\p{L}*|fornit[oiae]|suministrad\p{L}*|dostarczy\p{L}*|klient\p{L}*|dodal\p{L}*|zákazník\p{L}*|kunder?|levererat|clientes|fornecid\p{L}*)(?![\p{L}])/iu;
/** Planned plants are not run yet: 'we will install', 'a 25 MW boiler planned for 2028'. */
const NOT_YET =
  /(?<![\p{L}])(?:will|plan|plans|planned|planning|geplant|wird|prévu\p{L}*|gepland|previst\p{L}*|planowan\p{L}*|plánovan\p{L}*|planerad\p{L}*)(?![\p{L}])/iu;

export interface CombustionCapacityValue {
  megawatts: number;
}

export function combustionCapacityStatements(
  pages: readonly FactPage[],
): FactStatement<CombustionCapacityValue>[] {
  const statements: FactStatement<CombustionCapacityValue>[] = [];
  for (const page of pages) {
    for (const { text } of pageSentences(splitLines(page.text))) {
      if (
        !(OWN_INSTALLATION.test(text) || TOTAL_INPUT.test(text)) ||
        NOT_ITS_OWN.test(text) ||
        NOT_YET.test(text)
      )
        continue;
      for (const match of text.matchAll(THERMAL_FIGURE)) {
        const written = match[1] ?? match[2] ?? match[3];
        const megawatts = written === undefined ? undefined : readNumber(written);
        if (megawatts === undefined || megawatts <= 0 || megawatts > 5_000) continue;
        statements.push({ value: { megawatts }, quote: text, url: page.url, locator: 'sentence' });
      }
    }
  }
  return statements;
}

/** The largest capacity the pages state: the ETS threshold is about whether any site is above it. */
export function largestCombustionCapacity(
  pages: readonly FactPage[],
): FactStatement<CombustionCapacityValue> | undefined {
  return combustionCapacityStatements(pages).reduce<FactStatement<CombustionCapacityValue> | undefined>(
    (largest, statement) =>
      !largest || statement.value.megawatts > largest.value.megawatts ? statement : largest,
    undefined,
  );
}
