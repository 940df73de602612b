/**
 * What a key-figures row or column is about, from its own label, in English, Dutch, German, French,
 * Spanish, Italian, Polish and the Nordic languages (Danish, Swedish, Norwegian): the category (the ESRS topic, named as metric-kinds.ts names it), whether the
 * label states a target rather than an actual, and whether the figure is someone else's (an industry,
 * a market, a country, a parent company). A label that names no known topic yields no metric.
 */

/**
 * Lower case, accents removed, so 'Émissions' and 'emissions' read alike; the Nordic letters NFD does not
 * decompose are spelt out ('Vandforbrug', 'Sygefravær' → 'sygefravaer', 'Nøgletal' → 'nogletal').
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ø/g, 'o').replace(/æ/g, 'ae');
}

/** Materials a maker buys and uses up, in the six languages, folded. */
const USED_MATERIAL = String.raw`(?:materials?|materiale?|materiali|materiales|materiaux|matieres?(?: premieres)?|materie prime|materias primas|cement|cemento|ciment|zement|steel|acciaio|acier|acero|stahl|staal|concrete|calcestruzzo|beton|hormigon|aggregates?|aggregati|inerti|granulats|aridos|timber|wood|legno|bois|madera|holz|hout|paper|carta|papier|papel|plastics?|plastica|plastique|plastico|kunststoff|kunststof|glass|vetro|verre|vidrio|glas|aluminium|aluminum|alluminio|copper|rame|cuivre|cobre|kupfer|koper|resins?|resine|resina|cotton|cotone|coton|algodon|baumwolle|katoen)`;
/** Used, consumed or bought: 'utilizzato', 'consommé', 'eingesetzt', 'verbruikt'. */
const MATERIAL_USE = String.raw`(?:used|consumed|purchased|input|use|consumption|utilizzat\w*|consumat\w*|impiegat\w*|acquistat\w*|utilise\w*|consomme\w*|achete\w*|utilizad\w*|consumid\w*|comprad\w*|eingesetzt\w*|verbraucht\w*|eingekauft\w*|gebruikt\w*|verbruikt\w*|ingekocht\w*)`;

/** 'per armatura utilizzato': what a material is for, then that it was used; no denominator. */
export function endsWithMaterialUse(text: string): boolean {
  return new RegExp(String.raw`\b${MATERIAL_USE}\s*$`).test(foldText(text));
}

/**
 * The Scope 3 category a figure's clause names ('category 4, upstream transport', 'categorie 3',
 * 'Kategorie 6', 'catégorie 1'): the figure is that category's share, not the inventory.
 */
export function scope3Category(text: string): number | undefined {
  // The last one named: 'category 1 came to 2,800 t and category 4 to 41,200 t'.
  const match = [
    ...foldText(text).matchAll(/\b(?:category|categorie|kategorie|categoria|cat\.)\s*(\d{1,2})(?!\d)/g),
  ].at(-1);
  const category = match ? Number(match[1]) : 0;
  return category >= 1 && category <= 15 ? category : undefined;
}

/** 'per 100 km', 'pro 100 km', '/100 km', 'per mile': fuel or energy per distance driven. */
export const PER_DISTANCE = /(?:\b(?:per|pro|par|por|je)\s+|\/\s*)(?:100\s*)?(?:km|kilomet\w*|miles?)\b/i;

/**
 * A share of women among one group of staff ('female drivers', 'vrouwelijke chauffeurs', 'weibliche
 * Fahrer', 'femmes conductrices', 'women engineers'), not of the whole workforce. Folded text.
 */
export const WOMEN_IN_ONE_GROUP =
  /\b(?:drivers?|chauffeurs?|truck drivers?|pilots?|engineers?|technicians?|mechanics?|apprentices?|trainees?|graduates?|new hires|interns?|monteurs?|technici|ingenieurs?|piloten|stagiair\w*|leerlingen|fahrer\w*|techniker\w*|auszubildende\w*|conductri\w*|conducteurs?|ingenieures?|techniciennes?|apprenties?|conductoras?|ingenieras?|tecnicas?|autiste|ingegner\w*|tecnich\w*)\b/;

/**
 * Overnight stays ('Nächtigungen', 'Übernachtungen', 'nuitées', 'overnachtingen', 'pernottamenti'): folded
 * words of a label. A members row is left to the sentences that say whose members they are.
 */
const OVERNIGHT_STAYS =
  /\b(?:overnight stays|guest nights|room nights|nachtigungen|ubernachtungen|gasteubernachtungen|nuitees|overnachtingen|pernottamenti|pernoctaciones)\b/;

/**
 * Ordered: the first topic whose words the label holds wins ('employee turnover' before 'turnover').
 * Heat is energy as electricity is ('Chaleur livrée', 'Wärmeabsatz'), and 'EnR' the French short form
 * of renewable energy ('Taux d'EnR&R du mix').
 */
const TOPICS: readonly [category: string, words: RegExp][] = [
  // A row that starts with its scope ('Scope 3 – Category 7: employee commuting') or states emissions
  // per head ('Emissions per employee') counts emissions: the staff word names a category or a divisor.
  [
    'Emissions',
    /^(?:scope|scopes)\s*[123]\b|^(?:ghg\s+|co2e?\s+|carbon\s+)?emissions?\s+(?:per|je|par|por)\s/,
  ],
  [
    'Workforce',
    /\b(?:employee turnover|staff turnover|turnover rate|tasso di turnover|turnover del personale|taux de turnover|verloop|personeelsverloop|fluktuation|rotation du personnel|rotacion|women|female|vrouw\w*|frauen\w*|femmes|mujeres|donne|mulheres|gender|geslacht|geschlecht|lost[- ]time|ltifr|trir|riddor|(?:recordable|reportable|lost[- ]time|safety|work[- ]related)\s+incidents?|indice de frecuencia|tasa de frecuencia|taux de frequence|indice di frequenza|taxa de frequencia|acident\w*|sinistralidade|unfallhaufigkeit|injur\w*|accident\w*|ongeval\w*|arbeidsongeval\w*|bedrijfsongeval\w*|unfall\w*|arbeitsunfall\w*|betriebsunfall\w*|todesfall\w*|deces|decessi|infortun\w*|fatal\w*|absentee\w*|verzuim\w*|ziekteverzuim\w*|krankenstand|krankenquote|fehlzeit\w*|absenteisme|absentismo|assenteismo|sick\w*|training|trainingsuren|opleiding\w*|schulung\w*|weiterbildung\w*|formation|apprentices?|apprentis|lehrling\w*|auszubildende\w*|ausbildungsquote|apprendisti|aprendices|leerlingen|formacion|formazione|formacao|pay gap|loonkloof|entgeltlucke|lohnlucke|ecart de remuneration|ecart salarial|brecha salarial|brecha retributiva|divario retributivo|divario salariale|contratos? indefinidos?|contratti a tempo indeterminato|(?:dipendenti|contratti) a tempo indeterminato|unbefristete?\w*|salaries en cdi|cdi|vaste (?:arbeids)?contract\w*|permanent contracts?|engagement|betrokkenheid|kobiet\w*|wypadk\w*|smiertel\w*|szkolen\w*|absencj\w*|rotacj\w*|kvinder|kvinnor|ltif|\w*olycksfall\w*|\w*olyckor|kvinner|\w*ulykke\w*|\w*olycko?r?|\w*olyck\w*|sygefravaer|sykefravaer|sjukfranvaro|fravaer|uddannelse\w*|utbildning\w*|opplaering\w*|medarbejderomsaetning|personaleomsaetning|personalomsattning|fluktuation\w*|berufsunfall\w*|zen|zeny|uraz\w*|skoleni|vzdelavani|ucn\w*|fluktuace|nemocnost)\b/,
  ],
  [
    'Workforce',
    /\b(?:employees?|staff|headcount|workforce|fte|ftes|full[- ]time equivalents?|medewerkers|werknemers|personeel|mitarbeitende|mitarbeiter\w*|beschaftigte|belegschaft|vza|salaries|collaborateurs|effectifs?|etp|empleados|plantilla|dipendenti|organico|trabalhadores|colaboradores|medarbejdere|colleagues|pracownik\w*|zatrudnieni\w*|medarbetare|ansatte|anstallda|zamestnanc\w*|pracovnik\w*)\b/,
  ],
  [
    'Emissions',
    /\b(?:scope|scopes|emissions?|emissies|emissionen|emisiones|emissioni|ghg|bkg|thg|ges|co2e?|co₂e?|carbon|koolstof|broeikasgas\w*|treibhausgas\w*|gaz a effet de serre|gases de efecto invernadero|gas serra|sf6|sf₆|(?:alcances?|ambitos?|zakres)[\s-]*[123]|emissoes|(?:pegada|intensidade|emissoes) de carbono|carbonic[ao]|emisj\w*|gazow cieplarnianych|\w*udledning\w*|\w*utslapp\w*|\w*utslipp\w*|drivhusgas\w*|vaxthusgas\w*|emise|emisi|sklenikov\w*)\b|\bco2|\bco₂/,
  ],
  [
    'Energy',
    /\b(?:energy|energie\w*|energia|electricity|elektriciteit|strom\w*|electricite|electricidad|elettricita|eletricidade|renewabl\w*|hernieuwba\w*|erneuerba\w*|renouvelables?|renovables?|rinnovabil\w*|energetic\w*|energetiq\w*|energetisch\w*|fuels?|brandstof\w*|kraftstoff\w*|treibstoff\w*|diesel\w*|heizol\w*|benzin\w*|carburants?|gazole|gasoil|combustibles?|carburant[ei]|gasolio|gasoleo|gasolina|benzina|hvo|natural gas|aardgas|erdgas|gaz naturel|gas natural|gas naturale|solar|zonne\w*|photovolta\w*|heat|steam|chaleur|warmte|warme|fernwarme|calore|calor|vapeur|enr|biomass\w*|installed capacity|installierte leistung|capacite installee|puissance installee|capacita installata|potenza installata|capacidad instalada|potencia instalada|geinstalleerd vermogen|energi[ai]|paliw\w*|oze|energi|energianvandning|\w*bransle\w*|fjarrvarme|elanvandning|vedvarende|fornybar\w*|fornybar|fjernvarme|elforbrug|elforbrukning|elforbruk|zemni plyn|elektrin\w*|fotovolt\w*|obnoviteln\w*|paliv\w*|teplo)\b|energieverbr\w*|stromverbr\w*|(?:oko|grun)strom|\b(?:groene|grijze|duurzame|hernieuwbare|ingekochte) stroom\b|energiforbr\w*|elektriciteitsverbr\w*|stroomverbr\w*|\b(?:bio-?)?lng\b/,
  ],
  // 'Prelievi idrici', 'consumo hídrico', 'ressources hydriques': the adjective names water too.
  [
    'Water',
    /\b(?:water\w*|wasser\w*|eau|eaux|agua|acqua|vand|idric\w*|hidric\w*|hydrique\w*|wod[aey]|wodzie|sciek\w*|vatten\w*|vann|vannforbruk|vod[ayu]|vody)\b|wasser|waterverbr\w*|\bvand(?:forbrug|indvinding|udledning)/,
  ],
  // A boiler's ash ('Cendres valorisées', 'Asche') is its waste.
  [
    'Waste',
    /\b(?:waste|afval\w*|abfall\w*|abfalle|dechets?|residuos?|rifiuti|ash|ashes|cendres|asche|ceneri|cenizas|landfill|stort|recycling rate|recyclingquote|verwertungsquote|recyclingpercentage|taux de (?:recyclage|valorisation)|tasso di (?:riciclo|recupero)|tasa de (?:reciclaje|valorizacion)|odpad\w*|odzysk\w*|recykling\w*|\w*affald\w*|\w*avfall\w*|genanvendelse\w*|atervinning\w*|gjenvinning\w*)\b|afval|abfall/,
  ],
  [
    'Packaging',
    /\b(?:packaging|verpakking\w*|verpackung\w*|emballages?|envases?|embalajes?|imballag\w*|emballasje|forpackning\w*)\b/,
  ],
  [
    'Materials',
    /\b(?:recycled (?:input|content|materials?|fibres?|fibers?|polyester|yarn|aggregates?|asphalt|steel|concrete)|aggregati riciclati|inerti riciclati|granulats recycles|recycling-?baustoff\w*|sekundarrohstoff\w*|aridos reciclados|gerecycle\w*|rezyklat\w*|recyclingmaterial|matieres? recyclees|materiales reciclados|materiali riciclati|raw materials?|grondstof\w*|rohstoff\w*)\b/,
  ],
  // The clinker in the cement a concrete or cement maker uses ('Klinkeranteil', 'clinker ratio'): the
  // figure that says most of its cement's CO2.
  ['Materials', /\b(?:klinker\w*|clinker\w*)\b/],
  // Materials the company uses ('Cemento utilizzato', 'Acciaio per armatura utilizzato', 'Steel consumed',
  // 'Consommation de ciment', 'Zementverbrauch'): its resource inflows (ESRS E5).
  [
    'Materials',
    new RegExp(
      String.raw`\b(?:${USED_MATERIAL}(?:\s+[\w']+){0,3}?\s+${MATERIAL_USE}|(?:consumption|use|consumo|consommation|utilizzo|impiego|verbruik|verbrauch|einsatz)\s+(?:(?:of|di|de|d|del|della|dei|degli|des|du|von|van)\s+)?${USED_MATERIAL}|(?:zement|stahl|beton|material|holz|papier|kunststoff|rohstoff|cement|staal|materiaal|hout)(?:verbrauch|einsatz|verbruik))\b`,
    ),
  ],
  // Polish: the wood and materials a maker uses ('Zużycie drewna', 'zużycie materiałów') and the
  // certified share of its wood ('Udział drewna certyfikowanego FSC/PEFC').
  [
    'Materials',
    /\b(?:zuzyci\w*\s+(?:\p{L}+\s+){0,2}?(?:drewn\w*|materia[lł]\w*|surowc\w*|plyt\w*|płyt\w*|stali|papieru)|(?:drewn\w*|materia[lł]\w*|surowc\w*)\s+(?:\p{L}+\s+){0,2}?certyfikowan\w*)/u,
  ],
  // Chemicals and dyes a dye house or finisher uses ('Produtos químicos e corantes', 'Chemikalien'):
  // its inputs, the figure ZDHC and customers ask textile makers for.
  [
    'Materials',
    /\b(?:chemicals?|chemical products|chemicalien|chemikalien|produits chimiques|productos quimicos|prodotti chimici|produtos quimicos|dyes(?:tuffs)?|dyestuffs|kleurstoffen|farbstoffe|colorants|colorantes|coloranti|corantes)\b/,
  ],
  [
    'Community',
    /\b(?:community|communities|donations?|charit\w*|volunteer\w*|vrijwillig\w*|gemeenschap\w*|spenden|ehrenamt\w*|benevol\w*|mecenat|voluntari\w*|donaciones|donazioni)\b/,
  ],
  [
    'Financial',
    /\b(?:cost[\s/-]+(?:to[\s-]+)?income(?: ratio)?|aufwand[\s/-]*ertrag\w*[\s-]*(?:relation|verhaltnis|quote)|coefficient d'exploitation|revenue|net sales|sales|turnover|omzet|netto-omzet|umsatz\w*|umsatzerlose|chiffre d['’]affaires|ventas|facturacion|fatturato|ricavi|przychod\w*|omsaetning|omsattning|ebit\w*|arr|investitionen|investitionsvolumen|capex|capital expenditure|green investments?|sustainable investments?|green (?:loans?|mortgages?)|groene (?:leningen|hypotheken)|grune[nr]? (?:kredite|darlehen)|prets verts|prestiti verdi|prestamos verdes|groene beleggingen|grune (?:investitionen|anlagen)|nachhaltige (?:investitionen|anlagen)|investissements (?:verts|durables)|inversiones (?:verdes|sostenibles)|investimenti (?:verdi|sostenibili)|volume de negocios)\b/,
  ],
  // A lender's book by the energy rating of the homes it is secured on: 'Mortgage book rated EPC A–C'.
  [
    'Investments',
    /\b(?:mortgage|lending|loan)\s+(?:book|portfolio)\b.*\bepc\b|\bepc\b.*\b(?:mortgage|lending|loan)\s+(?:book|portfolio)\b/,
  ],
  // What a hotel does: 'Nächtigungen', 'Overnight stays', 'Nuitées'.
  ['Business activity', OVERNIGHT_STAYS],
  // What the company made: 'Stoppers produced', 'Productievolume', 'Produktionsmenge'; what a mill,
  // winery, roaster or packer put through: 'Olives milled', 'Oil bottled', 'Grapes crushed', 'Aceituna
  // molturada', 'Aceite envasado'.
  [
    'Production',
    /\b(?:produced|production|production volume|output|milled|bottled|crushed|pressed|roasted|brewed|harvested|(?<!waste |packaging )packed|molturad[oa]s?|envasad[oa]s?|embotellad[oa]s?|productie\w*|geproduceerd\w*|produktion\w*|produziert\w*|hergestellt\w*|produites?|produccion|producid[oa]s|produzione|absatz(?:menge)?|produzid[oa]s|producao)\b/,
  ],
];

/** The category a label's words name, or undefined when it names no topic the extractor knows. */
export function topicOf(label: string): string | undefined {
  const folded = foldText(label);
  return TOPICS.find(([, words]) => words.test(folded))?.[0];
}

/** A target, goal or ambition: not an actual, whatever its year. */
const TARGET =
  /\b(?:targets?|goals?|ambitions?|ambiti\w*|objectives?|doel\w*|streef\w*|ziel\w*|soll|objectifs?|cibles?|objetivos?|metas?|obiettiv\w*|traguard\w*|budget|plan|planned|forecast|prognose|outlook|previs\w*|horizon|cel|celu|celem|planowan\w*|prognoz\w*|mal|malet|malsattning\w*)\b/;

export function statesTarget(text: string): boolean {
  return TARGET.test(foldText(text));
}

/**
 * A figure about someone other than the company: an industry, a market, a country, a parent, or the one
 * customer or supplier it names as its own ('our largest customer', 'nuestro principal cliente').
 */
const SOMEONE_ELSES =
  /\b(?:industry|industries|sector average|sector benchmark|markets?(?![- ]based)|nationwide|national average|country average|eu average|european average|peers?|peer group|benchmark|parent|parent company|asset managers?|fund managers?|supplier's|customer's|client's|average (?:for|across|among)|(?:uk|eu|us|european|national|global|world|dutch|german|french|italian|spanish|danish|irish) average|shareholders?|owners?|ownership|eigenaar|eigentumer|actionnaires?|propietarios?|azionist\w*|branche(?!s\b)\w*|sectorgemiddelde|marktgemiddelde|landelijk gemiddelde|moedermaatschappij|moederbedrijf|markt\w*|[a-z]+markt(?:es|s)?|gemiddelde (?:van|in) de (?:sector|branche|markt)|bundesdurchschnitt|branchendurchschnitt|muttergesellschaft|mutterkonzern|beteiligungsgesellschaft|holdinggesellschaft|dachgesellschaft|holding company|societe holding|marche|moyenne (?:du secteur|nationale|de la branche|europeenne)|maison mere|mercado|media del sector|promedio (?:del sector|de la industria|del mercado|nacional)|(?:sociedad|empresa) matriz|moyenne sectorielle|media di settore|controllante|(?:casa|societa) madre|mercato|media nazionale|media del settore|capogruppo|societe mere|branz\w*|rynek|rynk\w*|spolk\w* dominujac\w*)\b|\b(?:suppliers|customers|clients)['’]|\b(?:one|een|un|une|uno|una|einer?) (?:of |van |de |dei |delle |de |unserer )?(?:our |onze |nos |nostri |nostre |nuestros |nuestras )?(?:customers?|clients?|klant(?:en)?|kunden|client[ei]|clientes?|suppliers?|leveranciers?|fournisseurs?|fornitori|proveedores|lieferanten)\b|\b(?:the|die|la|de|el) holding\b|\b(?:our|nuestro|notre|unser|unsere|onze|ons|il nostro)\s+(?:(?:main|largest|biggest|principal|mayor|primer|grand|plus grand|gro(?:ss|ß)te[rn]?|wichtigste[rn]?|grootste|belangrijkste|principale|maggiore)\s+)?(?:customer|client|cliente|kunde|klant|supplier|proveedor|fournisseur|lieferant|leverancier|fornitore)\b/;

/**
 * Market-based scope 2 ('marktgebaseerd', 'basado en el mercado', 'según mercado', 'método de mercado',
 * 'fondé sur le marché', 'selon le marché', 'secondo il mercato', 'segundo o mercado', '(markt)' in a total of
 * scopes) is the company's own accounting method, not a market's figure. On folded text (`foldText`).
 */
export const MARKET_BASED_WORDS = String.raw`\b(?:market[- ]based|marktgebaseerd\w*|marktbasiert\w*|marktbezogen\w*|(?:base|basee|basees|bases|fonde|fondee|fondees|fondes) sur (?:le )?marche|basad[oa]s? en (?:el )?mercado|(?:segun|metodo|enfoque|criterio) (?:de |del |el )?mercado|basat[oaie] sul mercato|(?:selon|d apres) (?:le )?marche|(?:(?:selon )?(?:la )?(?:methode|approche)) (?:du |de )?marche|(?:metodo|approccio) (?:di |del )?mercato|secondo (?:il )?mercato|(?:segundo|baseado|baseada|com base) (?:o |no )?mercado|according to (?:the )?market)\b|\((?:market|markt|marche|mercado|mercato)\)`;
const MARKET_BASED = new RegExp(MARKET_BASED_WORDS, 'g');

/**
 * What the company itself puts on the market ('packaging placed on the market', 'envases puestos en el
 * mercado', 'emballages mis sur le marché', 'imballaggi immessi sul mercato', 'op de markt gebracht'):
 * its own packaging or products, the figure producer-responsibility schemes ask for. On folded text.
 */
const PLACED_ON_THE_MARKET =
  /\b(?:placed|put) on the (?:eu )?market|puest[oa]s? en (?:el )?mercado|mis(?:es)? sur le marche|immess[oi] sul mercato|op de markt gebracht\b/g;

export function isSomeoneElses(text: string): boolean {
  return SOMEONE_ELSES.test(foldText(text).replace(MARKET_BASED, ' ').replace(PLACED_ON_THE_MARKET, ' '));
}

/** A column of changes between years ('Change', 'Δ', '% vs 2024'), not a figure of its own. */
const CHANGE =
  /(?:^|\b)(?:change|changes|delta|variance|growth|verandering|verschil|wijziging|veranderung|anderung|abweichung|variation|evolution|variacion|variazione|yoy|y\/y|vs\.?|versus|var\.?|zmian\w*)(?:\b|(?<=\.))|Δ|±|\+\s?\/\s?-|^\s*[+-]\s*%\s*$/i;

export function statesChange(text: string): boolean {
  return CHANGE.test(foldText(text)) || /Δ/.test(text);
}

/** A unit column's heading ('Unit', 'Eenheid', 'Einheit', 'Unité', 'Unidad', 'Unità', 'U.M.', 'Unità di misura'). */
const UNIT_HEADING =
  /^\s*(?:units?|units? of measure(?:ment)?|uom|eenheid|eenheden|meeteenheid|einheit|einheiten|masseinheit|maßeinheit|unite|unites|unite de mesure|unidad|unidades|unidad de medida|unita|unita di misura|unidade|unidade de medida|u\.?\s?m\.?|enhed|enhet|jednostk[ai]|j\.?\s?m\.?|jednotk[ay]|m\.?\s?j\.?|merna jednotka)\s*$/;

export function isUnitHeading(text: string): boolean {
  return UNIT_HEADING.test(foldText(text));
}

const FTE = /\b(?:fte|ftes|full[- ]time equivalents?|vza|vze|etp|voltijd\w*|vollzeit\w*)\b/;
const HEADCOUNT =
  /\b(?:employees|staff|headcount|workforce|colleagues|medewerkers|werknemers|personeel|mitarbeitende|mitarbeiter\w*|beschaftigte|salaries|collaborateurs|effectifs?|empleados|plantilla|dipendenti|organico|trabalhadores|colaboradores|medarbejdere|pracownikow|zatrudnienie|anstallda|medarbetare|zamestnancu|zamestnanci|zamestnancov|pracovniku)\b/;
const NOT_A_COUNT =
  /\b(?:women|female|vrouw\w*|frauen\w*|femmes|mujeres|donne|mulheres|formacao|taxa|turnover|verloop|rotacion|training|hours|uren|stunden|heures|horas|ore|rate|share|aandeel|anteil|part|proportion|quota|engagement|injur\w*|absentee\w*|verzuim|kobiet\w*|szkolen\w*|godzin\w*|udzial|wskaznik\w*|wypadk\w*|kvinnor|andel|timmar|utbildning\w*|\w*olycksfall\w*|podil|zen|hodiny|skoleni|uraz\w*)\b/;

/** The unit an activity row's bare figure counts in ('Nächtigungen': overnight stays). */
export function activityUnit(label: string): 'overnight stays' | undefined {
  const folded = foldText(label);
  return !NOT_A_COUNT.test(folded) && OVERNIGHT_STAYS.test(folded) ? 'overnight stays' : undefined;
}

/**
 * The unit a workforce row's bare figure counts in ('Colleagues (year end)': 2,960 → employees;
 * 'Medewerkers (fte)' → FTE), or undefined when the label is not a headcount (a share, a rate, hours).
 */
export function headcountUnit(label: string): 'employees' | 'FTE' | undefined {
  const folded = foldText(label);
  if (NOT_A_COUNT.test(folded)) return undefined;
  if (FTE.test(folded)) return 'FTE';
  return HEADCOUNT.test(folded) ? 'employees' : undefined;
}
