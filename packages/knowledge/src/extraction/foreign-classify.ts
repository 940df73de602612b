import { BIOGAS, scopeLabel, type MetricReading } from './classify-metric.js';
import type { MetricKindId } from './metric-kinds.js';
import {
  foldText,
  MARKET_BASED_WORDS,
  PER_DISTANCE,
  scope3Category,
  WOMEN_IN_ONE_GROUP,
} from './metric-topics.js';
import type { ForeignUnit } from './foreign-sentence-units.js';
import { rateNamedBefore, workforceRate } from './stated-rates.js';
import { waterDenominator } from './water-intensity.js';
import { statedDenominator } from './intensity-denominators.js';

/**
 * What a figure in a Dutch, German, French, Italian, Spanish, Portuguese or Polish sentence measures, from the words of its own clause
 * (folded: lower case, accents removed), named as the English reader names it ('Scope 1 emissions',
 * 'Number of employees'). Precision over recall: a clause naming no topic known here yields nothing.
 */

const CHANGE =
  /\b(?:gedaald|daalde|dalen|daling|verminderd|verlaagd|reductie|minder|gesunken|gesenkt|sank|reduziert|reduktion|ruckgang|verringert|weniger|reduit\w*|baisse|diminu\w*|reduction|recul\w*|ridott\w*|riduzione|calo|calat\w*|reducid\w*|reduccion|bajad\w*|bajaron|descenso|disminu\w*|reduz\w*|reducao|spad\w*|zmniejsz\w*|obniz\w*|zredukow\w*|reducer\w*|reduser\w*|redusert|faldet|faldt|minsk\w*)\b/;
const EMISSIONS =
  /\b(?:emissies?|uitstoot|co2|co₂|broeikasgas\w*|emissionen|treibhausgas\w*|thg|emissions?|ges|gaz a effet de serre|emissioni|emisiones|gas serra|gases de efecto invernadero|gei|emissoes|gee|emisj\w*|gazow cieplarnianych|udledning\w*|utslipp\w*|utslapp\w*|drivhusgas\w*|vaxthusgas\w*|klimagas\w*)\b|co2|co₂/;
const RENEWABLE =
  /\b(?:hernieuwba\w*|duurzame? (?:stroom|energie|elektriciteit)|groene stroom|erneuerba\w*|okostrom|grunstrom|renouvelables?|energie verte|rinnovabil\w*|renovables?|renovave\w*|odnawialn\w*|vedvarende|fornybar\w*|fornyelse\w*)\b/;
const ELECTRICITY =
  /\b(?:elektriciteit|stroom\w*|strom\w*|electricite|elettricita|energia elettrica|electricidad|energia electrica|eletricidade|energia eletrica|energii elektrycznej|energia elektryczna|elektrycznosc\w*|elektricitet\w*|elforbru\w*|elanvandning)\b/;
/** 'consumo idrico', 'consumo hídrico', 'prélèvements hydriques': the adjective names water too. */
const WATER =
  /\b(?:water\w*|wasser\w*|eau|eaux|acqua|agua|idric\w*|hidric\w*|hydrique\w*|wod[aeyz]|wodzie)\b/;
const WITHDRAWAL =
  /\b(?:\w*onttr\w*|\w*entnahme|entnommen|gefordert|prelev\w*|capt\w*|prelie\w*|extrai\w*|extraccion)\b/;
/** Also inside a compound: 'Bauabfälle', 'bouwafval', 'Restabfall'. */
const WASTE =
  /\b(?:\w*afval\w*|\w*abfall\w*|\w*abfalle\w*|dechets?|rifiuti|residuos?|odpad\w*|\w*affald\w*|\w*avfall\w*)\b/;
const RECYCLED =
  /\b(?:gerecycl\w*|recycl\w*|hergebruik\w*|recycel\w*|wiederverwert\w*|verwertet|valoris\w*|recyclees?|riciclat\w*|ricicl(?!abil)\w*|recuper\w*|reciclad\w*|recicl(?!abl)\w*|differenziat\w*|valoriz\w*)\b/;
/** Water used again after treatment, in the languages the English 'reused' reading does not cover. */
const REUSED =
  /\b(?:hergebruik\w*|wiederverwend\w*|wiederverwert\w*|reutilis\w*|reutiliz\w*|riutilizz\w*|reaproveit\w*|recyclee?s?|reciclad[oa]s?|riciclat[oa]|gerecycle\w*)\b/;
/** Food wasted in kitchens and restaurants: its own indicator, not all the waste. */
const FOOD_WASTE =
  /\b(?:voedselverspilling|voedselafval|lebensmittelabfall\w*|lebensmittelverschwendung|gaspillage alimentaire|dechets alimentaires|spreco alimentare|sprechi alimentari|rifiuti alimentari|desperdicio alimentario|residuos alimentarios)\b/;
const HAZARDOUS = /\b(?:gevaarlijk\w*|gefahrlich\w*|dangereux|pericolos\w*|peligros\w*|farlig\w*)\b/;
const PACKAGING =
  /\b(?:verpakking\w*|verpackung\w*|emballages?|imballag\w*|envases?|embalajes?|emballage\w*|forpakning\w*|forpackning\w*|emballasje\w*)\b/;
const WOMEN =
  /\b(?:vrouw\w*|frauen\w*|weiblich\w*|femmes|donne|mujeres|mulheres|kobiet\w*|kvinde\w*|kvinder|kvinn\w*)\b/;
/**
 * '612 dipendenti, di cui il 76% donne e il 94% con contratto a tempo indeterminato': the word for
 * women just after one share, then 'and', names that share; the next one is of something else.
 */
const NAMES_PREVIOUS_FIGURE = new RegExp(
  `^\\s*${WOMEN.source}\\s+(?:e|ed|and|und|et|en|y|og|och|oraz)\\s+(?:(?:il|l'|la|le|el|die|de|het|the|o|a)\\s*)?$`,
);
/** 'dont 4 femmes' after '9 membres': women counted among the members of a body. */
const MEMBERS_COUNTED =
  /\b(?:membres|members|mitglieder\w*|membri|miembros|leden|medlemmer|ledamot\w*|czlonk\w*)\b/;
const LEADERSHIP =
  /\b(?:comite (?:executif|de direction)|comex|codir|comitato (?:esecutivo|di direzione)|comite (?:ejecutivo|de direccion)|management|manager\w*|managerial\w*|leadership|leiding\w*|leidinggevend\w*|top|fuhrung\w*|fuhrungskrafte|leitung\w*|direction|cadres|encadrement|dirigeant\w*|dirigent\w*|dirigenzial\w*|direzione|directiv\w*|direccion)\b/;
const BOARD =
  /\b(?:raad van (?:bestuur|commissarissen)|bestuur|aufsichtsrat|vorstand|conseil d'administration|conseil|consiglio di amministrazione|consejo de administracion|consejo)\b/;
const EMPLOYMENT =
  /\b(?:werken|werkt|in dienst|dienst|medewerkers|werknemers|beschaftig\w*|arbeiten|mitarbeit\w*|employ\w*|travaill\w*|salaries|collaborat\w*|effectif\w*|lavor\w*|dipendenti|impieg\w*|occupat\w*|organico|trabaj\w*|emplead\w*|plantilla|colaborador\w*|trabalhador\w*|funcionari\w*|pracowni\w*|pracuje\w*|zatrudni\w*|ansat\w*|anstall\w*|medarbe\w*|beskaeftig\w*|sysselsat\w*)\b/;
/** People counted who are not the company's own staff, or staff counted for something else. */
const NOT_HEADCOUNT =
  /\b(?:opgeleid|getraind|vrijwillig\w*|stagiair\w*|klanten|bezoekers|leveranciers|nieuwe|aangenomen|geschult|freiwillig\w*|praktikant\w*|kunden|besucher|lieferanten|neue|eingestellt|formes?|benevol\w*|stagiaires?|clients|visiteurs|fournisseurs|nouveaux|recrut\w*|embauch\w*|formati|clienti|visitatori|fornitori|nuovi|assunt\w*|volontari\w*|stagist\w*|stagional\w*|ospiti|formad\w*|clientes|visitantes|proveedores|nuevos|contratad\w*|voluntari\w*|becari\w*|temporada|huespedes|\w*saison\w*|\w*seizoen\w*|stagione|peak)\b/;
/** People a survey asked, anywhere in the sentence: '420 Mitglieder, 180 Mitarbeitende und 35 Firmenkunden befragt'. */
const SURVEYED =
  /\b(?:befragt\w*|\w*befragung\w*|\w*umfrage\w*|ondervraagd|bevraagd|\w*enquete\w*|repondu|interroge\w*|intervistat\w*|sondagg\w*|encuest\w*|entrevistad\w*)\b/;
const TRAINING =
  /\b(?:opleiding\w*|training\w*|scholing|schulung\w*|weiterbildung|fortbildung|formation\w*|formazione|formacion|capacitacion|formacao|szkolen\w*|uddannelse\w*|efteruddannelse\w*|utbildning\w*|kompetenceudvikling|opplaering)\b/;
const PER_HEAD =
  /\b(?:per (?:medewerker|werknemer|fte)|gemiddeld|pro (?:mitarbeit\w*|kopf|beschaftigte\w*)|durchschnittlich|im schnitt|par (?:salarie|collaborat\w*|employe)|en moyenne|per (?:dipendente|persona)|in media|por (?:empleado|persona)|de media|en promedio)\b/;

export interface ClauseContext {
  unit: ForeignUnit;
  /** The sentence before the figure, as written: a scope named earlier ('scope 2 … van 9.800 naar 7.400'). */
  before: string;
  /** The sentence after the figure, as written: a survey's verb after a list of counts ('…, 180 Mitarbeitende und 35 Firmenkunden befragt'). */
  after: string;
  /** The clause before the figure, folded. */
  left: string;
  /** The clause after the figure, folded. */
  right: string;
  /** The unit is followed by 'per'/'pro'/'par'/'/' and a denominator: an intensity. */
  per: boolean;
}

function reading(kindId: MetricKindId, name: string, baseName = name): MetricReading {
  return { kindId, name, baseName };
}

/** 'Scope-1-Emissionen', 'scope 1- en 2-emissies', 'scope 1 et 2' as scopeLabel reads English. */
function foreignScope(text: string): string | undefined {
  const english = text
    .replace(/(?:scope|alcance|ambito|zakres\w*)[\s-]*(?=[123])/g, 'Scope ')
    .replace(
      /([123])[\s-]*(?:en|und|et|e|y|i)[\s-]*(?=(?:(?:scope|alcance|ambito|zakres\w*)\s*)?[123])/g,
      '$1 and ',
    )
    .replace(/([123])-/g, '$1 ');
  return scopeLabel(english);
}

/** 'gedaald naar 7.400 ton', 'sanken auf 4.200 t': the level reached, not the size of the change. */
const LEVEL_REACHED = /\b(?:naar|tot|auf|a|al|hasta)\s*$/;
const changed = (left: string, right: string) => CHANGE.test(`${left} ${right}`) && !LEVEL_REACHED.test(left);

/** Emissions avoided or offset are claims, not the company's inventory ('vermeden', 'kompensiert'). */
const AVOIDED_OR_OFFSET =
  /\b(?:verme(?:den|dt)|voorkom\w*|gecompenseerd|compenser\w*|compensatie|vermieden|vermeiden|kompensiert|kompensation|evite\w*|compense\w*|compensation|evit\w*|compensat\w*|compensad\w*)\b/;
const SAVED =
  /\b(?:bespaar\w*|bespaard|eingespart|einsparung\w*|gespart|spar(?:t|te|ten|en)|economis\w*|econom\w*|risparmi\w*|ahorr\w*|oszczedn\w*|zaoszczedz\w*)\b/;
/** Electricity the company generates ('zonnepanelen wekten 450 MWh op'), not what it uses. */
const GENERATED =
  /\b(?:opgewekt|opwek\w*|wekken|wekte\w*|erzeug\w*|produziert|produceert|geproduceerd|produceerde\w*|produit\w*|produisent|production|prodott\w*|produzione|generat\w*|producid\w*|produccion|generad\w*|produj\w*|produce|producen|producimos|genero|generamos|wytwarza\w*|wytworz\w*|wytworza|wyprodukow\w*|produzi\w*|produz|gerad[oa]s?|gerou)\b/;

/** Scope 2's accounting method, as the English reader names it ('(market-based)', '(location-based)'). */
const MARKET_METHOD = new RegExp(MARKET_BASED_WORDS);
const LOCATION_METHOD =
  /\b(?:location[- ]based|locatiegebaseerd\w*|standortbasiert\w*|standortbezogen\w*|(?:basee?s?|fondee?s?) sur (?:la )?localisation|selon (?:la )?localisation|(?:methode|approche) (?:de (?:la )?)?localisation|(?:metodo|approccio) (?:della |di )?(?:localizzazione|ubicazione|posizione)|basat[oa] sulla (?:localita|posizione)|secondo (?:la )?(?:localizzazione|ubicazione|posizione)|basad[oa]s? en (?:la )?ubicacion|(?:segun|metodo|enfoque|criterio) (?:de |del |la )?(?:ubicacion|localizacion))\b|\((?:location|locatie|standort|localisation|localita|ubicacion)\)/;

const FINANCED =
  /\b(?:gefinancierde|gefinancierd|finanzierte[nr]?|financees?|finanziate|financiadas)\s+(?:\w+\s+)?(?:emissies|uitstoot|emissionen|emissions|emissioni|emisiones)\b|\b(?:emissies|emissionen|emissions|emissioni|emisiones)\s+(?:\w+\s+)?(?:gefinancierd\w*|finanziert\w*|financees?|finanziate|financiadas)\b/;

function emissions({ before, after, left, right, per, unit }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (AVOIDED_OR_OFFSET.test(context)) return undefined;
  // A product's footprint is stated in kilograms; a company's inventory in tonnes. Kilograms per a
  // square metre, a tonne or a kilo produced ('5,31 kg CO₂e per m² prodotto') are an emissions intensity.
  if (unit.unit.startsWith('kg') && !(per && statedDenominator(after))) return undefined;
  const scope = foreignScope(left) ?? foreignScope(right) ?? foreignScope(before);
  // '(categorie 4, upstream transport): 41.200 ton CO2e': the category may be named before the colon.
  const category = scope3Category(left) ?? scope3Category(right) ?? scope3Category(before);
  const base = category
    ? `Scope 3 category ${category} emissions`
    : scope
      ? `${scope} emissions`
      : /\b(?:totaal|totale|gesamt\w*|total\w*|complessiv\w*)\b/.test(context)
        ? 'Total GHG emissions'
        : 'GHG emissions';
  if (per) return reading('ghg-intensity', `${base} intensity`, base);
  if (changed(left, right) || SAVED.test(context))
    return reading('ghg-emissions-reduction', `${base} reduction`, base);
  // A bank's or an insurer's 'gefinancierde emissies': those of its loans and investments, not its own.
  // '… die finanzierten Emissionen unseres Kreditportfolios berechnet: 612.400 t CO2e' names them before
  // the colon; a scope named beside a later figure is the company's own.
  const scopeNear = foreignScope(left) ?? foreignScope(right);
  if (FINANCED.test(context) || (!scopeNear && FINANCED.test(foldText(before))))
    return reading('financed-emissions', 'Financed emissions');
  const method = MARKET_METHOD.test(context)
    ? ' (market-based)'
    : LOCATION_METHOD.test(context)
      ? ' (location-based)'
      : '';
  return reading('ghg-emissions', `${base}${method}`, base);
}

const CONSUMED =
  /\b(?:verbruik\w*|verbruikt\w*|verbrauch\w*|consomm\w*|consum\w*|utilis\w*|utilizz\w*|gekocht|gekauft|achete\w*|acquistat\w*|comprad\w*|zuzy\w*|\w*forbrug\w*|\w*forbruk\w*|anvand\w*)\b/;
/** Heat or steam, and the verbs of handing it to customers, folded as the context is. */
const HEAT = /\b(?:chaleur|warmte|warme|fernwarme|calore|calor|vapeur|stoom|dampf)\b/;
const DELIVERED =
  /\b(?:livr\w*|vend\w*|distribu\w*|geliefert|liefert\w*|abgesetzt|geleverd|leverde\w*|verkocht|verkauft|fornit\w*|consegnat\w*|vendut\w*|suministr\w*|entregad\w*|vendid\w*)\b/;
const SUN_OR_WIND =
  /\b(?:zonne\w*|solar\w*|photovolta\w*|fotovolta\w*|wind\w*|eolien\w*|eolic\w*|fotowolta\w*|pv|wiatrow\w*)\b/;

function energy({ before, left, right, per }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  // 'Energia per notte ospite: 28,4 kWh', '28,4 kWh per notte': an intensity, kept with what it is per;
  // energy per anything else ('pro Mitarbeiter') is left out rather than read as the company's use.
  const denominator = waterDenominator(context);
  if (denominator && denominator !== 'other')
    return { ...reading('energy-intensity', 'Energy intensity'), per: denominator };
  // '… a nossa central solar, com 1,4 MWp e 1.720 MWh produzidos no primeiro ano': the plant before
  // the figure, the verb after it ('produzidos' is no 'pro …' denominator).
  // 'Central Solar de Joane (2025): 3,2 MWp, 3.850 MWh': the plant's peak power just before says the
  // energy after it is what the plant made.
  const plant = foldText(before);
  const output = GENERATED.test(right) || /\bmwp\b[\s,]*$/.test(plant);
  if (SUN_OR_WIND.test(plant) && output && !CONSUMED.test(`${plant} ${right}`)) {
    return reading('renewable-generation', 'Renewable electricity generated');
  }
  if (per) return reading('energy-intensity', 'Energy intensity');
  if (denominator === 'other') return undefined;
  // 'Seit 2023 erzeugt eine Photovoltaikanlage mit 1,8 MWp … rund 1.650 MWh Strom': the plant and the
  // verb come before the plant's own size, in the sentence rather than the figure's clause.
  const sentence = foldText(before);
  if (GENERATED.test(sentence) && SUN_OR_WIND.test(sentence) && !GENERATED.test(right)) {
    return reading('renewable-generation', 'Renewable electricity generated');
  }
  if (BIOGAS.test(context) && GENERATED.test(context))
    return reading('renewable-generation', 'Renewable energy generated');
  if (RENEWABLE.test(context) || SUN_OR_WIND.test(context)) {
    return GENERATED.test(context)
      ? reading('renewable-generation', 'Renewable electricity generated')
      : reading('electricity-consumption', 'Renewable electricity consumption');
  }
  if (changed(left, right) || SAVED.test(context)) return reading('energy-savings', 'Energy savings');
  // 'nous avons livré 1 284 GWh de chaleur': a heat network's output, sold to its customers.
  if (HEAT.test(context) && (DELIVERED.test(context) || GENERATED.test(context)) && !CONSUMED.test(context))
    return reading('heat-delivered', 'Heat delivered');
  // 'Daarmee wekten wij in 2024 3.150 MWh op, een derde van ons eigen elektriciteitsverbruik': the verb
  // before the figure generates it; the words after compare it with what is used.
  if (GENERATED.test(left) && !CONSUMED.test(left) && !HEAT.test(context))
    return reading('electricity-generation', 'Electricity generated');
  // 'nos centrales ont produit 684 GWh d'électricité': a generator's output, not what it consumed.
  if (GENERATED.test(context) && ELECTRICITY.test(context) && !CONSUMED.test(context))
    return reading('electricity-generation', 'Electricity generated');
  if (ELECTRICITY.test(context)) return reading('electricity-consumption', 'Electricity consumption');
  return reading('energy-consumption', 'Energy consumption');
}

/** Litres of fuel ('12,4 Mio. Liter Diesel', 'millions de litres de carburant'), not of water. */
const FUEL =
  /\b(?:kraftstoff\w*|treibstoff\w*|diesel|benzin|brandstof\w*|carburants?|gazole|gasolio|carburant[ei]|combustibles?|gasoleo|hvo)\b/;
/** A power figure is a generating capacity only when its clause says so. */
const CAPACITY =
  /\b(?:capacite|puissance|installierte?|leistung|kapazitat|capacita|potenza|installat[ao]|capacidad|potencia|instalad[ao]|vermogen|geinstalleerd)\b/;

/**
 * A peak rating (kWp, MWp, kWc) is what a solar plant can deliver: with the panels or the plant named
 * ('Tenemos 620 kWp de placas solares', 'impianto fotovoltaico da 850 kWp', 'PV-Anlage mit 1,2 MWp'),
 * it is the company's installed capacity even where no word for capacity stands beside it.
 */
const PEAK_UNIT = /^[kMG]W[pc]$/;
/** Plants built, financed or sold for customers are theirs: an installer's or a lender's work, not its own. */
const FOR_OTHERS =
  /\b(?:clientes?|clients?|clienti|kunden|klanten|customers?|financ\w*|finanz\w*|gefinancierd\w*|verkauft|vendu\w*|vendut\w*|vendid\w*|verkocht|per conto di|pour le compte|im auftrag|por cuenta de)\b/;

function power({ before, after, left, right, unit }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (changed(left, right)) return undefined;
  const peakPlant = PEAK_UNIT.test(unit.unit) && SUN_OR_WIND.test(`${before} ${right}`);
  if (!CAPACITY.test(context) && !peakPlant) return undefined;
  // '… de placas solares en tejados de nuestros clientes': the customers may be named past the clause.
  if (FOR_OTHERS.test(`${left} ${foldText(after.split(/[.;]\s/)[0] ?? '')}`)) return undefined;
  return reading('installed-capacity', 'Installed capacity');
}

function water({ left, right, unit, per: perUnit }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  // '29,8 liter per 100 km' is a vehicle's fuel economy, not the fuel the company burnt.
  if (FUEL.test(context) && !WATER.test(context) && unit.unit !== 'm³')
    return changed(left, right) || SAVED.test(context) || perUnit || PER_DISTANCE.test(right)
      ? undefined
      : reading('fuel-consumption', 'Fuel consumption');
  if (!WATER.test(context)) return undefined;
  // '64 liter water per kilo weefsel', '312 litri per notte': an intensity, kept with what it is per.
  const per = waterDenominator(context);
  if (per === 'other') return undefined;
  if (per) return { ...reading('water-intensity', 'Water intensity'), per };
  if (WITHDRAWAL.test(context)) return reading('water-withdrawal', 'Water withdrawal');
  // 'permitiu reutilizar 212.000 m³ de água', 'wiederverwendetes Wasser': treated and used again.
  if (REUSED.test(context)) return reading('water-recycled', 'Water recycled and reused');
  if (changed(left, right)) return reading('water-reduction', 'Water savings');
  return reading('water-consumption', 'Water consumption');
}

function percent({ before, left, right }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  const change = changed(left, right);
  if (EMISSIONS.test(context) && change) {
    const scope = foreignScope(left) ?? foreignScope(right) ?? foreignScope(before);
    const base = scope ? `${scope} emissions` : 'GHG emissions';
    return reading('ghg-emissions-reduction', `${base} reduction`, base);
  }
  if (RENEWABLE.test(context) && !change) {
    return ELECTRICITY.test(context)
      ? reading('renewable-electricity-share', 'Renewable electricity share')
      : reading('renewable-energy-share', 'Renewable energy share');
  }
  const rate = workforceRate(context, change);
  if (rate) return reading(rate.kindId, rate.name);
  if (COST_INCOME.test(left) && !change) return reading('cost-income-ratio', 'Cost-income ratio');
  if (GREEN_LOANS.test(context) && LENDING_SHARE.test(context) && !change && !GROWTH.test(context))
    return reading('green-investments-share', 'Share of green loans');
  if (WOMEN.test(right) || (WOMEN.test(left) && !NAMES_PREVIOUS_FIGURE.test(left))) {
    if (WOMEN_IN_ONE_GROUP.test(context)) return undefined;
    // 'Le comité exécutif compte 9 membres dont 4 femmes (44 %)': the body whose members are counted
    // is named earlier in the sentence; a share of some body's members is never the workforce's.
    const sentence = foldText(before);
    const body = MEMBERS_COUNTED.test(sentence) ? `${sentence} ${context}` : context;
    if (BOARD.test(body)) return reading('women-board', 'Women on the board');
    if (LEADERSHIP.test(body)) return reading('women-leadership', 'Women in leadership');
    if (body !== context) return undefined;
    return reading('women-workforce', 'Women in the workforce');
  }
  if ((WASTE.test(context) && RECYCLED.test(context)) || RECYCLING_RATE.test(context))
    return reading('waste-recycled', 'Waste recycled or recovered');
  // '1 240 tonnes de déchets, dont 86 % ont été recyclés': the share is of the waste just named.
  if (OF_WHICH.test(left) && RECYCLED.test(right) && WASTE.test(before))
    return reading('waste-recycled', 'Waste recycled or recovered');
  return undefined;
}

/**
 * A bank's cost-income ratio: 'Cost-Income-Ratio', 'Aufwand-Ertrag-Relation', 'coefficient
 * d'exploitation', 'kosten-inkomstenratio', 'rapporto costi/ricavi', 'ratio de eficiencia'. Folded text.
 */
const COST_INCOME =
  /\bcost[\s/-]+(?:to[\s-]+)?income\b|\bcir\b|aufwand[\s/-]*ertrag\w*[\s-]*(?:relation|verhaltnis|quote)|coefficient d'exploitation|kosten[\s/-]*(?:inkomsten|opbrengsten)[\s-]*(?:ratio|verhouding)|rapporto (?:tra )?costi[\s/-]*(?:e )?ricavi|cost[\s/-]*income ratio|ratio de eficiencia/;

/** A bank's green loans as a share of its lending ('Anteil grüner Kredite am Kreditbestand'). */
const GREEN_LOANS =
  /\b(?:groene (?:leningen|hypotheken|kredieten)|grune[nr]? (?:kredite|darlehen|finanzierungen)|prets verts|credits verts|prestiti verdi|mutui verdi|prestamos verdes|hipotecas verdes)\b/;
const LENDING_SHARE =
  /\b(?:aandeel|anteil\w*|part|quota|cuota|proporcion|portefeuille|portafoglio|cartera|encours|kreditbestand\w*|kreditportfolio\w*|kreditvolumen\w*|kredietportefeuille|leningenportefeuille)\b/;
const GROWTH =
  /\b(?:gestegen|stijg\w*|groei\w*|gestiegen|stieg\w*|wuchs\w*|gewachsen|zuwachs|hausse|augment\w*|progress\w*|crescit\w*|aument\w*|crec\w*)\b/;

/** The share of waste recycled, named without the word for waste ('Recyclingquote', 'taux de recyclage'). */
const RECYCLING_RATE =
  /\b(?:recyclingquote|verwertungsquote|recyclingpercentage|taux de (?:recyclage|valorisation)|tasso di (?:riciclo|recupero)|tasa de (?:reciclaje|valorizacion))\b/;

/** 'of which' opening the clause: 'dont', 'waarvan', 'davon', 'di cui', 'de los cuales', 'de la que'. */
const OF_WHICH =
  /^\s*(?:dont|waarvan|davon|di cui|de los cuales|de las cuales|del cual|de la cual|de ellos|de ellas)\s+(?:(?:l['’]|el|la|il|le)\s*)?(?:(?:wurden|wurde|werden|sind|werd|werden|zijn|sono stati|fueron|se)\s+)?$/;

function workforce({ unit, before, after, left, right }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (NOT_HEADCOUNT.test(context) || TRAINING.test(context)) return undefined;
  if (SURVEYED.test(foldText(`${before} ${after}`))) return undefined;
  // 'mensen', 'Menschen', 'personnes' count staff only where the clause says they work there.
  if (unit.unit === 'people' && !EMPLOYMENT.test(context)) return undefined;
  return unit.unit === 'FTE'
    ? reading('employees-fte', 'Full-time equivalents (FTE)')
    : reading('employees-headcount', 'Number of employees');
}

function hours({ left, right }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (!TRAINING.test(context)) return undefined;
  return PER_HEAD.test(context)
    ? reading('training-hours', 'Training hours per employee')
    : reading('training-hours', 'Training hours');
}

/** A take-back scheme's volume ('via het terugnameprogramma kwam 186 ton terug'), not waste generated. */
const TAKE_BACK_SCHEME = /\b(?:\w*terugname\w*|teruggenomen|\w*rucknahme\w*|zuruckgenommen)\b/;
/** Collected for reuse ('ingezameld voor recycling', 'collectées pour les recycler'), unless it is waste. */
const COLLECTED = /\b(?:ingezameld|gesammelt|collecte(?:s|es)?|raccolt[oaie]|recogid[oa]s?)\b/;
const FOR_REUSE =
  /\b(?:recycl\w*|hergebruik\w*|recycel\w*|wiederverw\w*|reemploi|riciclo|riciclare|riutilizz\w*|reciclaje|reciclar|reutiliz\w*)\b/;

/** Litter picked up on a beach or a clean-up day is not a product taken back. */
const LITTER = /\b(?:zwerf\w*|strand\w*|plages?|spiagg\w*|playas?|clean ?ups?|littering)\b/;

/**
 * 'Von 3.290 t Abfall waren 2.870 t Metallspäne', 'van de 3.290 ton afval was 2.870 ton metaal': the
 * clause names a total and its verb, so the figure after it is a part of that total (what the part
 * is comes after it), never the total itself. Folded text, the sentence up to the figure.
 */
const PART_OF_NAMED_TOTAL =
  /\b(?:von|van|of|de|des|di|dei|degli|delle)\s+(?:(?:den|de|het|the|les|los|las|i|gli|le)\s+)?\d[\d.,\s]*\s?(?:t|tonnen|ton|tons|tonnes|tonnellate|toneladas|kg)\s+(?:\S+\s+){1,3}(?:waren|war|sind|ist|zijn|was|were|are|etaient|sont|erano|era|sono|eran|era|son)\s*$/;

function mass({ before, left, right }: ClauseContext): MetricReading | undefined {
  const context = `${left} ${right}`;
  if (PART_OF_NAMED_TOTAL.test(foldText(before))) return undefined;
  const sentence = `${before} ${right}`;
  const collected =
    COLLECTED.test(sentence) && FOR_REUSE.test(sentence) && !WASTE.test(context) && !LITTER.test(sentence);
  if ((TAKE_BACK_SCHEME.test(sentence) || collected) && !CHANGE.test(context))
    return reading('take-back', 'Products collected through take-back');
  if (FOOD_WASTE.test(context) && !CHANGE.test(context)) return reading('food-waste', 'Food waste');
  if (WASTE.test(context)) {
    if (HAZARDOUS.test(context)) return reading('hazardous-waste', 'Hazardous waste');
    if (RECYCLED.test(context)) return reading('waste-recycled', 'Waste recycled or recovered');
    return reading('waste-generated', 'Waste generated');
  }
  if (PACKAGING.test(context) && !CHANGE.test(context)) return reading('packaging-weight', 'Packaging used');
  return undefined;
}

/** Members of a body (a board, a committee, a council), not members of the company. */
const BODY_MEMBERS =
  /\b(?:vorstand\w*|aufsichtsrat\w*|gremium\w*|ausschuss\w*|team\w*|familie\w*|verband\w*|netzwerk\w*|conseil|comite|equipe|famille|reseau|bestuur|raad|commissie|familie|netwerk|consiglio|comitato|famiglia|rete|consejo|comite|familia|red|neue|nouveaux|nieuwe|nuovi|nuevos)\b/;
/** 'zusätzliche', 'mehr', 'supplémentaires', 'meer', 'in più', 'más': a change, not the level. */
const MORE =
  /\b(?:zusatzlich\w*|mehr|weitere|supplementaires|de plus|extra|meer|in piu|piu|mas|adicionales)\s*$/;

/** A destination's overnight stays, not the company's ('Die Region zählte 2,1 Mio. Nächtigungen'). Folded. */
const PLACE =
  /\b(?:region\w*|destination\w*|tal|gemeinde|ort(?:es)?|tourismus\w*|bundesland|kanton|land|vallee|commune|station|regio|gemeente|dorp|regione|valle|comune|localita|destino|municipio|pais|pays)\b/;
/** A member-owned business: 'Genossenschaft', 'coopérative', 'mutuelle', 'coöperatie', 'cooperativa'. Folded. */
const MEMBER_OWNED =
  /\b(?:\w*genossenschaft\w*|raiffeisen\w*|volksbank\w*|cooperati\w*|mutuel\w*|mutual\w*|mutua|caja rural|banque populaire|societaires?)\b/;
/** A loyalty scheme's or a club's members are customers counted. Folded. */
const SCHEME =
  /\b(?:club\w*|bonus\w*|treue\w*|programm\w*|programme|fidelite|klantenkaart|loyalty|fidelizzazione|fidelidad|app)\b/;

/**
 * 'Wir zählten 412.000 Nächtigungen', 'la coopérative compte 18 400 sociétaires': what a hotel or a
 * member-owned business does or has, counted as stated; not a destination's stays, nor the members of a
 * board or a loyalty scheme.
 */
function activity({ before, left, right, unit }: ClauseContext): MetricReading | undefined {
  if (changed(left, right) || MORE.test(left)) return undefined;
  const sentence = `${before} ${right}`;
  if (unit.unit === 'overnight stays')
    return PLACE.test(`${left} ${right}`) ? undefined : reading('overnight-stays', 'Overnight stays');
  const notOwners = BODY_MEMBERS.test(`${left} ${right}`) || SCHEME.test(sentence);
  return notOwners || !MEMBER_OWNED.test(sentence) ? undefined : reading('members', 'Number of members');
}

export function classifyForeign(context: ClauseContext): MetricReading | undefined {
  const folded = {
    ...context,
    before: foldText(context.before),
    left: foldText(context.left),
    right: foldText(context.right),
  };
  switch (context.unit.kind) {
    case 'emissions':
      return emissions(folded);
    case 'energy':
      return energy(folded);
    case 'power':
      return power(folded);
    case 'water':
      return water(folded);
    case 'percent':
      return percent(folded);
    case 'workforce':
      return workforce(folded);
    case 'hours':
      return hours(folded);
    case 'mass':
      return mass(folded);
    case 'money':
      return undefined; // amounts are read in English sentences only
    case 'activity':
      return activity(folded);
    case 'rate': {
      const name = rateNamedBefore(folded.before, folded.before.length);
      return name ? reading('injury-rate', name) : undefined;
    }
  }
}
