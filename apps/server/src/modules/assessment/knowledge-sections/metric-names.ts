/**
 * A stored metric's name, read as the VSME datapoint it answers. The extractor keeps the name the
 * company wrote, in the company's language and with its footnote marks ('Scope 1-emissies', 'Emisiones
 * de alcance 2, basado en la ubicación', 'Scope 3 emissions3', 'Employees (31 December)'), so names
 * are folded and read in English, Dutch, German, French, Spanish and Italian, and the common Swedish,
 * Danish and Norwegian rows of a 'Nyckeltal' or 'Nøgletal' table and Czech and Slovak rows of a
 * 'Klíčové ukazatele' table. Names are still matched
 * whole: 'Scope 1 emissions reduction' answers nothing.
 */

/** Lower case, accents removed, punctuation as spaces except '&' and '+'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&+]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A footnote mark glued to the name's last word or bracket ('emissions3', '(market-based)2', 'Energy*'). */
const withoutFootnote = (name: string) =>
  name.replace(/(?<=[\p{L})])(?:\d{1,2}|[*†‡¹²³⁴⁵⁶⁷⁸⁹]+)$/u, '').trim();

/** The basis of a Scope 2 figure, in the six languages. */
const MARKET =
  /\b(?:market|markt|marktgebaseerd|marktbasiert|mercado|marche|mercato|marknadsbaserad|markedsbaseret|markedsbasert|trzni)\b/;
const LOCATION =
  /\b(?:location|locatie|locatiegebaseerd|standort|standortbasiert|ubicacion|localisation|localizzazione|ubicazione|localizacao|platsbaserad|lokationsbaseret|lokasjonsbasert|lokalizovana|lokalizacni)\b/;

/** Words that say nothing beyond 'emissions of scope N' (and the basis, read before they go). */
const SCOPE_FILLER = new Set(
  (
    'gross total ghg thg bkg ges emissions emission emissies emissionen emisiones emissioni co2e co2 ' +
    // 'CO2-uitstoot scope 1', 'CO2-Ausstoß Scope 1': the everyday Dutch and German word for emissions.
    'uitstoot ausstoss ausstoß ' +
    'broeikasgasemissies treibhausgasemissionen based gebaseerd basiert basado basada basate basata fonde fondee ' +
    'sur la le el en de di del della des du der van method methode metodo approach ' +
    // 'Emissioni dirette (Scope 1)', 'Indirekte Emissionen (Scope 2)': direct and indirect say the scope again.
    'direct indirect directe indirecte direkte indirekte dirette indirette directas indirectas directes indirectes ' +
    // 'Emisiones de alcance 2 (según mercado)', 'Émissions scope 2 (selon le marché)', 'Emissões de âmbito 2 (segundo o mercado)'.
    'according to the sul no na nos nas segun selon secondo gemass laut volgens conforme segundo o il lo al emissoes gee baseadas baseado baseada do da dos das ' +
    // 'Utsläpp Scope 1', 'Scope 1-utsläpp', 'Udledning scope 2 (markedsbaseret)', 'Utslipp scope 1'.
    'utslapp vaxthusgasutslapp udledning udledninger drivhusgasudledning utslipp klimagassutslipp ton ' +
    // 'Emise Scope 2 (tržní metoda)', 'Emisie skleníkových plynov Scope 1'.
    'emise emisie sklenikovych plynu plynov metoda metodou'
  ).split(' '),
);
/**
 * What Scope 2 is by definition, said again: 'Emissioni indirette da energia (Scope 2)', 'Indirect
 * emissions from purchased electricity (Scope 2)', 'Indirekte Emissionen aus eingekaufter Energie'.
 */
const SCOPE_2_SOURCE = new Set(
  (
    'from of purchased bought acquired energy electricity heat steam energie energia energetic energetiche energetici ' +
    'energeticas energeticos energetiques electricite elettricita electricidad strom elektriciteit warme ' +
    'da dall dalla aus uit de par por eingekauft eingekaufte eingekaufter zugekauft zugekaufte ingekocht ingekochte ' +
    'gekocht gekochte achetee achetees achete acquistata acquistate acquistati comprada compradas adquirida adquiridas'
  ).split(' '),
);
const SCOPE_WORDS = /\b(?:alcance|ambito|perimetre|portee)\b/g;
const AND = new Set(['and', '&', '+', 'en', 'und', 'et', 'y', 'e']);

/**
 * 'scope 1', 'scope 2 market', 'scope 2 location', 'scope 1&2 market', 'scope 3', or undefined when the
 * name says more than the scope and its basis ('scope 1 emissions reduction', 'scope 3 category 6').
 */
export function scopeOf(name: string): string | undefined {
  const folded = fold(withoutFootnote(name)).replace(SCOPE_WORDS, 'scope');
  const basis = MARKET.test(folded) ? ' market' : LOCATION.test(folded) ? ' location' : '';
  const words = folded
    .replace(MARKET, ' ')
    .replace(LOCATION, ' ')
    .split(' ')
    .filter((word) => word && !SCOPE_FILLER.has(word));
  const scopeTwo = /\bscope 2\b/.test(folded);
  const [scope, first, ...rest] = scopeTwo ? words.filter((word) => !SCOPE_2_SOURCE.has(word)) : words;
  if (scope !== 'scope' || !first || !/^[123]$/.test(first)) return undefined;
  if (rest.length === 0) return `scope ${first}${basis}`;
  // 'scope 1 and 2', 'scope 1 & 2', 'scopes 1+2'
  if (rest.length === 2 && first === '1' && AND.has(rest[0]!) && rest[1] === '2') return `scope 1&2${basis}`;
  return undefined;
}

/** Words for the whole of something, dropped before a name is compared. */
const TOTAL =
  /^(?:total|totaal|gesamt|gesamte[rs]?|totale?|totales?|totali)\s+|\s+(?:total|totaal|gesamt|totale?|totales|totali)$/;
/** German glues 'total' to the noun: 'Gesamtenergieverbrauch', 'Gesamtabfallmenge' ('gesamt' + noun). */
const GLUED_TOTAL = /^gesamt(?=[a-z]{6,}$)/;

/** 'as of 31 December', '(year end)', 'a 31 de diciembre': the date a headcount is taken, not another figure. */
const HEADCOUNT_DATE =
  /\s*\b(?:(?:at|on|per|am|au|a|al|op)\s+)?31\s+(?:(?:de\s+)?(?:dec|december|dezember|decembre|diciembre|dicembre|dezembro)\b|12\b)(?:\s+\d{4})?|\s*\b(?:at\s+)?(?:year end|end of year|jaareinde|jahresende|fin d annee|fin de ano|fine anno|ultimo)\b/g;

/** 'total' between a noun and what it is of: 'consumo total de energía', 'consommation totale d'énergie'. */
const INNER_TOTAL = /\s(?:total|totale|totales|totaal|gesamt)(?=\s(?:of|de|di|d|du|des|del|della|do|da)\s)/g;

/** A name folded, footnote and 'total' dropped: what `NAMES` compares. */
export function plainName(name: string): string {
  // 'Lost-time injury frequency rate (LTIFR)': the acronym repeats the name.
  return fold(withoutFootnote(name).replace(/\s*\([A-Z][A-Z0-9&]{1,9}\)$/, ''))
    .replace(TOTAL, '')
    .replace(GLUED_TOTAL, '')
    .replace(INNER_TOTAL, '')
    .replace(HEADCOUNT_DATE, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain names (see `plainName`) by datapoint, in the six languages. */
export const NAMES = {
  energy:
    /^(?:energy (?:consumption|consumed|use|used)|energianvandning|energiforbrukning|energiforbrug|energiforbruk|energieverbruik|energieverbrauch|consommations? d energie|consommations? energetiques?|consumos? de energia|consumos? energeticos?|consumo energetico|consumi energetici|consum[oi] di energia|energie consommee|energia consumida|energia consumata|(?:celkova )?spotreba energie|(?:celkova )?spotreba energii)$/,
  // Water use is the water drawn in (B6's withdrawal); consumption is what of it is not discharged.
  waterWithdrawal:
    /^(?:water withdrawals?|water (?:use|used|usage)|wassernutzung|(?:frisch)?wasserbezug|watergebruik|utilisation d eau|uso (?:de|del) agua|uso (?:di|dell) acqua|vattenuttag|vandindvinding|vannuttak|water withdrawn|wateronttrekking|wasserentnahme|prelevements? d eau|captacion de agua|extraccion de agua|prelievi? (?:idrici|di acqua)|prelievo idrico|captac(?:ao|oes) de agua|agua captada|acqua prelevata|eau prelevee|agua extraida|odber vody|odber vod)$/,
  waterConsumption:
    /^(?:water consumption|vattenforbrukning|vattenanvandning|vandforbrug|vannforbruk|water consumed|waterverbruik|wasserverbrauch|consommation d eau|consumo de agua|consumo (?:di )?acqua|consumo idrico|eau consommee|agua consumida|acqua consumata)$/,
  waterDischarge:
    /^(?:water discharged?|waterlozing|abwasser|rejets? d eau|vertidos? de agua|scarichi idrici)$/,
  waste:
    /^(?:waste(?: generated)?|avfall(?: totalt)?|totalt avfall|affald(?: i alt)?|(?:operational|office) waste(?: generated)?|afval|afval totaal|abfall|abfallaufkommen|abfallmenge|dechets(?: generes| produits)?|residuos(?: generados| producidos)?|rifiuti(?: prodotti| generati)?|residuos (?:gerados|produzidos)|odpad(?:y)? celkem|celkove mnozstvi odpadu|odpad celkom)$/,
  hazardousWaste:
    /^(?:hazardous waste(?: generated)?|(?:varav |heraf |herav )?farligt? (?:avfall|affald)|gevaarlijk afval|gefahrliche abfalle|dechets dangereux|residuos peligrosos|rifiuti pericolosi|residuos perigosos)$/,
  renewableEnergyShare:
    /^(?:renewable energy share|andel fornybar energi|andel vedvarende energi|share of renewable energy|renewable share of energy(?: consumption| use)?|share of energy from renewable sources|aandeel hernieuwbare energie|anteil erneuerbarer energien?|part (?:des|d) energies? renouvelables?|porcentaje de energia renovable|cuota de energia renovable|quota (?:di )?energia rinnovabile)$/,
  renewableElectricityShare:
    /^(?:renewable electricity share|share of renewable electricity|renewable share of electricity(?: consumption| use)?|aandeel hernieuwbare elektriciteit|aandeel (?:groene|duurzame|hernieuwbare) (?:stroom|elektriciteit)|(?:share of )?green electricity(?: share)?|anteil (?:an )?grunstrom|part d electricite verte|porcentaje de electricidad verde|quota (?:di )?(?:energia elettrica|elettricita) verde|anteil erneuerbare[nr]? stroms?|anteil (?:an )?strom aus erneuerbaren (?:energien|quellen)|anteil (?:an )?okostrom|part d electricite renouvelable|porcentaje de electricidad renovable|quota (?:di )?elettricita rinnovabile)$/,
  // 'TF1' ('TF' once its 1 reads as a footnote mark), France's 'taux de fréquence 1', counts accidents
  // with time off work.
  // Belgium's 'frequentiegraad' counts, by its legal definition, accidents with at least one day off work.
  lostTimeInjuryRate:
    /^(?:lost time injury (?:frequency )?rate|lost time (?:injury|incident) frequency(?: rate)?|ltifr?|ltir|tf1?|taux de frequence 1|frequentiegraad(?: (?:van )?(?:de )?(?:arbeids)?ongevallen)?(?: met werkverlet)?|(?:arbeids)?ongevallen met werkverlet frequentiegraad)$/,
  totalRecordableInjuryRate:
    /^(?:total recordable (?:injury|incident|case) (?:frequency )?rate|trifr?|trir)$/,
  // A rate that names accidents or injuries without saying recordable or lost-time.
  accidentFrequencyRate: new RegExp(
    `^(?:${[
      String.raw`(?:recordable )?(?:work related )?(?:accident|injury|incident)(?: frequency)? rate`,
      String.raw`(?:accident|injury) frequency|frequency rate(?: of (?:work related )?accidents)?`,
      String.raw`unfallquote|unfallrate|unfallhaufigkeit(?:srate)?`,
      String.raw`taux de frequence(?: des accidents(?: du travail)?)?`,
      String.raw`(?:indice|tasso) di frequenza(?: (?:degli )?infortuni)?`,
      String.raw`(?:indice|tasa|taxa) de frecuencia(?: de (?:accidentes|siniestralidad))?`,
      String.raw`(?:indice|taxa) de frequencia(?: de acidentes)?`,
      // Spain's 'índice de siniestralidad', Italy's 'indice di sinistralità', Portugal's 'sinistralidade'.
      String.raw`(?:indice|tasa) de siniestralidad(?: laboral)?|(?:indice di )?sinistralita|(?:indice|taxa) de sinistralidade|sinistralidade`,
      String.raw`ongevalsfrequentie|ongevallenfrequentie`,
    ].join('|')})$`,
  ),
  // The share of waste recycled or otherwise recovered; the VSME asks tonnes, so it answers nothing.
  wasteRecoveryRate:
    /^(?:(?:waste )?(?:recycling|recovery) rate|recyclingpercentage(?: (?:van )?afval)?|recyclagegraad(?: (?:van (?:het )?)?afval)?|percentage (?:gerecycled|hergebruikt) afval|(?:abfall )?(?:recycling|verwertungs)quote|taux de (?:recyclage|valorisation)(?: des dechets)?|(?:tasa|indice) de (?:reciclaje|valorizacion)(?: de residuos)?|residuos valorizados(?: reciclados)?|tasso di (?:riciclo|recupero)(?: dei rifiuti)?|(?:quota|percentuale) (?:di )?rifiuti (?:avviati a|destinati al?) (?:riciclo|recupero)|(?:quota|percentuale) (?:di )?rifiuti (?:riciclati|recuperati)|taxa de (?:reciclagem|valorizacao)(?: de residuos)?|podil recyklace(?: odpadu)?|mira recyklace(?: odpadu)?)$/,
  employees:
    /^(?:number of employees|(?:antal |antall )?(?:anstallda|ansatte|medarbetare|medarbejdere)|(?:medelantal|medeltal) anstallda|gennemsnitligt antal ansatte|employees|headcount|colleagues|medewerkers|werknemers|(?:aantal )?(?:medewerkers|werknemers)(?: in)? koppen|aantal (?:medewerkers|werknemers)|mitarbeitende|mitarbeiter|beschaftigte|anzahl (?:der )?(?:mitarbeitenden?|mitarbeiter(?:innen)?|beschaftigten?)|salaries|collaborateurs|effectif|empleados|plantilla|dipendenti|organico|colaboradores|trabalhadores|funcionarios|(?:average (?:number of )?(?:employees|headcount))|(?:durchschnittliche (?:anzahl (?:der )?)?mitarbeit\w*)|(?:effectif moyen|nombre moyen de salaries)|(?:plantilla media|numero medio de empleados)|(?:organico medio|numero medio di dipendenti)|(?:numero medio de (?:colaboradores|trabalhadores)|efetivo medio)|(?:prumerny )?pocet zamestnancu|pocet zamestnancov)$/,
  // Absence through sickness, as a share of working time.
  absenteeism:
    /^(?:absenteeism(?: rate)?|sjukfranvaro|sygefravær|sykefravær|sickness absence(?: rate)?|sick leave(?: rate)?|(?:ziekte)?verzuim(?:percentage)?|krankenstand|krankenquote|fehlzeitenquote|(?:taux d )?absenteisme|(?:tasa de )?absentismo|(?:tasso di )?assenteismo)$/,
  // Leavers as a share of the workforce: 'turnover' alone is revenue.
  employeeTurnover:
    /^(?:(?:employee|staff|personnel) turnover(?: rate)?|(?:personeels)?verloop(?:percentage)?|fluktuation(?:squote|srate)?|taux de rotation(?: du personnel)?|turnover du personnel|(?:tasa de )?rotacion(?: de (?:personal|plantilla))?|(?:tasso di )?turnover del personale)$/,
  // Women among managers, in either kind of wording.
  womenInManagement:
    /^(?:(?:aandeel|percentage) vrouwen in (?:het )?(?:management|leidinggevende (?:functies|posities))|(?:share|proportion|percentage) of women in (?:management|leadership|senior management)(?: positions| roles)?|(?:share of )?women in (?:management|leadership|leadership positions|management positions)|vrouwen in (?:het )?management|vrouwen in leidinggevende (?:functies|posities)|frauen(?:anteil)? in fuhrungspositionen|frauenanteil (?:im|in) management|femmes (?:dans le management|cadres|dans l encadrement)|mujeres en (?:puestos )?directivos|donne in posizioni (?:manageriali|dirigenziali)|women in (?:management|leadership|senior management)(?: positions| roles)?|(?:share of )?women managers|female managers|vrouwen in leidinggevende (?:functies|posities)|frauen(?:anteil)? in fuhrungspositionen|femmes (?:dans l encadrement|cadres|managers)|part des femmes (?:cadres|dans l encadrement)|donne in posizioni (?:dirigenziali|manageriali|di responsabilita)|donne (?:dirigenti|manager)|mujeres en (?:puestos|cargos) directivos|mujeres directivas|mulheres (?:nos|em) cargos (?:de gestao|de chefia|de direcao|dirigentes)|frauenanteil (?:(?:an|bei|unter) )?(?:den )?fuhrungskraften?|weibliche fuhrungskrafte)$/,
  // All the electricity used ('di cui energia elettrica' is the part of the energy row above it);
  // electricity bought ('energia elettrica acquistata') leaves out what the company makes itself.
  electricity:
    /^(?:electricity(?: consumption| consumed| use| used)?|(?:consumption|use) of electricity|elektriciteit(?:sverbruik)?|strom(?:verbrauch)?|consommation d electricite|electricite(?: consommee)?|energia elettrica(?: consumata)?|consumo di energia elettrica|consumi (?:di energia )?elettrici|(?:consumo de )?electricidad(?: consumida)?|energia electrica(?: consumida)?|stroomverbruik|elektrina|spotreba elektriny|elektrina celkem|(?:consumo de )?(?:eletricidade|energia eletrica)(?: consumida)?)$/,
  // A count of accidents that kept someone off work (the rate per hours worked is lostTimeInjuryRate).
  lostTimeAccidents:
    /^(?:(?:number of )?lost time (?:injuries|accidents|incidents)|ongevallen met verzuim|(?:arbeits)?unfalle mit ausfall(?:zeit|tagen)?|meldepflichtige (?:arbeits)?unfalle|accidents (?:du travail )?avec arret(?: de travail)?|(?:numero de )?accidentes (?:laborales )?con baja|infortuni con (?:assenza|astensione dal lavoro))$/,
  // Women among all employees, as a share or a count.
  womenInWorkforce:
    /^(?:andel (?:kvinnor|kvinder|kvinner)|(?:share|proportion|percentage) of women(?: (?:in (?:the )?workforce|employees))?|(?:aandeel|percentage) (?:vrouwen|vrouwelijke medewerkers)(?: in het personeelsbestand)?|(?:share of )?women in (?:the )?workforce|(?:share of )?female employees|vrouwen in het personeelsbestand|(?:aandeel )?vrouwelijke medewerkers|frauenanteil(?: (?:in der )?belegschaft)?|anteil (?:der )?frauen(?: (?:in der )?belegschaft)?|femmes dans l effectif|part des femmes(?: dans l effectif)?|mujeres en (?:la )?plantilla|donne nell organico|(?:percentuale di )?donne sul totale(?: (?:dei )?(?:dipendenti|collaboratori|dell organico))?|(?:quota|percentuale) (?:di )?donne|donne sul|mulheres(?: no)?(?: total)?(?: de| dos)? (?:colaboradores|trabalhadores)|women|female|vrouwen|frauen|femmes|mujeres|donne|mulheres|kobiety|(?:colaboradores|trabalhadores) mulheres|podil zen|podiel zien)$/,
  // The difference of women's and men's average pay, as a share of men's (B10).
  genderPayGap:
    /^(?:(?:mean |average )?gender pay gap(?: mean)?|pay gap|brecha (?:salarial|retributiva)(?: de genero)?|divario (?:retributivo|salariale)(?: di genere)?|ecart (?:salarial|de remuneration)(?: (?:entre (?:les )?femmes et (?:les )?hommes|hommes femmes|femmes hommes))?|(?:gender pay gap|entgeltlucke|lohnlucke)(?: zwischen (?:frauen und mannern|den geschlechtern))?|(?:geschlechtsspezifische )?(?:entgelt|lohn)lucke|loonkloof(?: (?:tussen )?(?:mannen en vrouwen|vrouwen en mannen))?)$/,
  // Employees whose pay and conditions a collective agreement sets, as a share (B10).
  collectiveAgreementCoverage:
    /^(?:employees covered by collective (?:bargaining )?agreements|collective (?:bargaining|agreement) coverage|plantilla cubierta por (?:el )?convenio colectivo|empleados cubiertos por (?:el |un )?convenio colectivo|cobertura (?:de|del) convenio colectivo|dipendenti coperti da (?:un )?(?:ccnl|contratto collettivo)|salaries couverts par une convention collective|tarifgebundene beschaftigte|beschaftigte mit tarifvertrag|medewerkers onder (?:de )?cao)$/,
  // Employees on contracts without an end date, as a share or a count (B8).
  permanentContracts:
    /^(?:(?:employees on )?permanent contracts?|contratos indefinidos|empleados con contrato indefinido|(?:dipendenti|contratti) a tempo indeterminato|salaries en cdi|cdi|unbefristete (?:arbeitsvertrage|beschaftigte|vertrage)|vaste (?:arbeids)?contracten|medewerkers met een vast contract)$/,
  trainingHours:
    /^(?:training hours|utbildningstimmar|uddannelsestimer|opplæringstimer|hours of training|opleidingsuren|uren opleiding|schulungsstunden|weiterbildungsstunden|stunden (?:aus und )?weiterbildung|heures de formation(?: dispensees)?|ore di formazione(?: erogate)?|ore formazione|horas de formacion(?: impartidas)?|horas de formacao(?: ministradas)?|training hours (?:delivered|provided))$/,
  // Electricity the company's own solar panels or other renewable plant produce.
  renewableGeneration: new RegExp(
    `^(?:${[
      // Not 'renewable energy generated': that is biogas or heat, which is no electricity.
      String.raw`renewable electricity (?:generated|produced)`,
      String.raw`(?:solar|photovoltaic|pv) (?:electricity|power|energy) (?:generated|produced)`,
      String.raw`electricity (?:generated|produced)(?: on site)? (?:by|from) (?:solar|photovoltaics?|pv)(?: panels| plants?| systems?)?`,
      String.raw`energia (?:elettrica )?(?:autoprodotta|prodotta) da (?:fotovoltaico|impianti? fotovoltaic[oi]|fonti rinnovabili)`,
      String.raw`energia (?:elettrica )?fotovoltaica (?:autoprodotta|prodotta)`,
      String.raw`(?:selbst )?erzeugter (?:(?:solar|pv|photovoltaik) ?)?strom|(?:photovoltaik|pv|solar) ?stromerzeugung`,
      String.raw`electricite (?:photovoltaique|solaire|renouvelable) produite|production d electricite (?:photovoltaique|solaire|renouvelable)`,
      String.raw`(?:electricidad|energia) (?:fotovoltaica|solar|renovable) (?:generada|producida)`,
      String.raw`(?:zelf )?opgewekte (?:zonne )?(?:stroom|energie)|opgewekte zonnestroom`,
      String.raw`eletricidade autoproduzida(?: solar| fotovoltaica)?|(?:eletricidade|energia) (?:solar|fotovoltaica) (?:produzida|gerada)`,
      // 'Eigen zonnestroom', 'Zonnestroom op magazijndaken': what the company's own roofs produce.
      String.raw`(?:eigen )?zonnestroom(?: (?:op|van) (?:onze |de )?\w*daken)?`,
    ].join('|')})$`,
  ),
  naturalGas:
    /^(?:natural gas(?: consumption| consumed| use| used)?|(?:consumption|use) of natural gas|aardgas(?:verbruik)?|erdgas(?:verbrauch)?|gaz naturel|consommation de gaz naturel|gas naturale|consumo di gas naturale|gas natural|consumo de gas natural|zemni plyn|spotreba zemniho plynu)$/,
  // For every employee: 'pro Mitarbeiter', 'pro Mitarbeiter*in' (folded 'mitarbeiter in'); 'pro
  // Mitarbeiterin' is per female employee, B10's own datapoint.
  trainingHoursPerEmployee:
    /^(?:(?:average )?(?:training hours|hours of training) per (?:employee|fte|head)|(?:gemiddeld aantal )?opleidingsuren per (?:medewerker|werknemer|fte)|(?:durchschnittliche )?(?:schulungs|weiterbildungs)stunden (?:pro|je) (?:mitarbeitende[rn]?|mitarbeiter(?: in(?:nen)?)?|beschaftigte[rn]?)|(?:nombre moyen d )?heures de formation par (?:salarie|collaborateur|employe)|(?:numero medio di )?ore (?:medie )?di formazione per dipendente|horas (?:medias )?de formacion por (?:empleado|persona)|horas (?:medias )?de formacao por (?:colaborador|trabalhador|funcionario|empregado|pessoa)|(?:prumerny pocet )?hodin(?:y)? skoleni na zamestnance|hodiny vzdelavani na zamestnance)$/,
  // Electricity bought from the grid: what the company makes itself is left out, so it is not `electricity`.
  // 'Energia elettrica prelevata dalla rete', 'grid electricity': what is drawn from the grid is bought.
  purchasedElectricity:
    /^(?:purchased electricity|electricity purchased|(?:electricity (?:drawn |taken |purchased )?from the grid|grid electricity)|(?:energia elettrica|elettricita) (?:prelevata|acquistata) dalla rete|netzstrom|strom aus dem netz|electricite (?:soutiree|achetee) (?:du|au) reseau|(?:electricidad|energia electrica) (?:tomada |comprada )?de la red|(?:energia elettrica|elettricita) acquistata|(?:eingekaufter|zugekaufter) strom|strombezug|electricite achetee|(?:electricidad|energia electrica) (?:comprada|adquirida)|ingekochte (?:elektriciteit|stroom)|energia eletrica (?:comprada|adquirida))$/,
  // A hotel's or campsite's activity: the nights its guests stayed.
  guestNights:
    /^(?:overnight stays|guest nights|room nights|pernottamenti|presenze|ubernachtungen|nuitees|pernoctaciones|dormidas|overnachtingen|noclegi)$/,
  // Water for each guest night, a hotel's intensity figure.
  waterPerGuestNight:
    /^(?:water (?:consumption |use |withdrawal )?per (?:overnight stay|guest night|night|guest)|(?:consumo (?:di )?)?acqua per (?:pernottamento|presenza|ospite|notte)|wasser(?:verbrauch)? (?:pro|je) (?:ubernachtung|gast)|(?:consommation d )?eau (?:consommee )?par nuitee|(?:consumo de )?agua por (?:pernoctacion|huesped|dormida)|waterverbruik per overnachting)$/,
  // What the company invested in a year ('Investitionen', 'Gesamtinvestitionen' with its 'gesamt' dropped).
  investments:
    /^(?:investments?|capital expenditure|capex|investitionen|sachinvestitionen|investeringen|investissements|investimenti|inversiones|investimentos?)$/,
  // Apprentices and trainees in vocational training, counted, and as a share of the workforce.
  apprentices:
    /^(?:apprentices|trainees|(?:number of )?apprentices|auszubildende|(?:anzahl (?:der )?)?auszubildenden?|azubis|leerlingen|apprentis|apprendisti|aprendices)$/,
  apprenticeshipRate:
    /^(?:apprentice(?:ship)? (?:rate|ratio|share)|share of apprentices|ausbildungsquote|azubiquote|taux d apprentis|quota di apprendisti)$/,
  // The company's sales in a year; 'turnover' alone is revenue (leavers are employeeTurnover).
  // Water the company treats and uses again: 'Água reutilizada', 'water recycled and reused'.
  waterRecycled:
    /^(?:water (?:recycled|reused)(?: and (?:recycled|reused))?|(?:recycled|reused) water|agua (?:reutilizada|reciclada)(?: na \w+)?)$/,
  revenue:
    /^(?:(?:net )?(?:revenues?|turnover|sales)|omsattning|omsaetning|omsetning|(?:netto )?omzet(?: (?:19|20)\d\d)?|(?:netto )?umsatz(?:erlose)?|nettoumsatz(?:erlose)?|chiffre d affaires(?: net)?|(?:importe neto de la )?cifra de negocios|ventas netas|(?:ricavi|fatturato)(?: netti| netto)?|receitas?|volume de negocios|nettoomsattning|nettoomsaetning)$/,
  // Road transport's own indicators: fuel burnt by the fleet, emissions per tonne-kilometre, driver training.
  diesel:
    /^(?:diesel(?: consumption| consumed| use| used)?|(?:consumption|use) of diesel|dieselverbruik|verbruik (?:van )?diesel|dieselverbrauch|consommation de (?:gazole|gasoil|diesel)|consumo (?:de |di )?(?:gasoleo|gasolio|diesel))$/,
  hvo: /^(?:hvo(?:100)?(?: consumption| use| used)?|hvo(?:100)? verbruik|hvo(?:100)? verbrauch|consommation (?:de |d )?hvo(?:100)?|consumo (?:de |di )?hvo(?:100)?)$/,
  ghgIntensity:
    /^(?:(?:ghg|co2e?|carbon|emissions?) intensity(?: of transport)?|co2e? intensiteit(?: (?:van (?:het )?)?transport)?|emissie intensiteit|co2e? intensitat|intensite (?:carbone|co2e?)|intensidad (?:de )?(?:carbono|co2e?)|intensita (?:di )?(?:carbonio|co2e?)|intensidade (?:carbonica|de carbono|de co2e?))$/,
  trainingHoursPerDriver:
    /^(?:(?:training hours|hours of training) per driver|opleidingsuren per (?:chauffeur|bestuurder)|(?:schulungs|weiterbildungs)stunden (?:pro|je) (?:fahrer|berufskraftfahrer)|heures de formation par (?:chauffeur|conducteur))$/,
  lng: /^(?:lng(?: consumption| use)?|lng verbruik|lng verbrauch|consommation de lng|consumo (?:de |di )?lng)$/,
  bioLng:
    /^(?:bio ?lng(?: consumption| use)?|bio ?lng verbruik|bio ?lng verbrauch|consommation de bio ?lng|consumo (?:de |di )?bio ?lng)$/,
  fatalAccidents:
    /^(?:fatalities|fatal (?:accidents|injuries)|(?:number of )?work related fatalities|dodelijke (?:arbeids)?ongevallen|todliche (?:arbeits)?unfalle|accidents mortels|infortuni mortali|accidentes mortales)$/,
} as const;

/**
 * The English name a stored metric is shown under when what it measures is known: a consultant reads
 * 'Scope 1 emissions' beside the company's 'Emissioni dirette (Scope 1)', which the quote keeps.
 */
const ENGLISH_NAMES: Partial<Record<keyof typeof NAMES, string>> = {
  energy: 'Energy consumption',
  waterWithdrawal: 'Water withdrawal',
  waterConsumption: 'Water consumption',
  waterDischarge: 'Water discharge',
  waste: 'Waste generated',
  hazardousWaste: 'Hazardous waste',
  renewableEnergyShare: 'Renewable energy share',
  renewableElectricityShare: 'Renewable electricity share',
  lostTimeInjuryRate: 'Lost-time injury frequency rate (LTIFR)',
  totalRecordableInjuryRate: 'Total recordable injury rate (TRIR)',
  accidentFrequencyRate: 'Accident frequency rate',
  employees: 'Number of employees',
  trainingHoursPerEmployee: 'Training hours per employee',
  naturalGas: 'Natural gas consumption',
  wasteRecoveryRate: 'Waste recycling or recovery rate',
  absenteeism: 'Absenteeism rate',
  employeeTurnover: 'Employee turnover rate',
  renewableGeneration: 'Renewable electricity generated',
  electricity: 'Electricity consumption',
  trainingHours: 'Training hours',
  lostTimeAccidents: 'Lost-time accidents',
  womenInWorkforce: 'Women in the workforce',
  genderPayGap: 'Gender pay gap',
  collectiveAgreementCoverage: 'Employees covered by collective agreements',
  permanentContracts: 'Employees on permanent contracts',
  womenInManagement: 'Women in management',
  revenue: 'Revenue',
  purchasedElectricity: 'Purchased electricity',
  guestNights: 'Overnight stays',
  waterPerGuestNight: 'Water per overnight stay',
  investments: 'Investments',
  apprentices: 'Apprentices',
  apprenticeshipRate: 'Apprenticeship rate',
  waterRecycled: 'Water recycled and reused',
  diesel: 'Diesel consumption',
  hvo: 'HVO consumption',
  ghgIntensity: 'GHG emissions intensity',
  trainingHoursPerDriver: 'Training hours per driver',
  fatalAccidents: 'Fatal accidents',
  lng: 'LNG consumption',
  bioLng: 'Bio-LNG consumption',
};

const FULL_TIME_EQUIVALENTS =
  /\b(?:fte|full[- ]time|vollzeit\w*|vz[äa]|etp|equivalent temps plein|tempo pieno|jornada completa)\b/i;

const BASIS_NAMES: Record<string, string> = { market: ' (market-based)', location: ' (location-based)' };

/** 'scope 2 market' → 'Scope 2 emissions (market-based)', 'scope 1&2' → 'Scope 1 and 2 emissions'. */
function scopeName(scope: string): string {
  const [, which = '', basis = ''] = /^scope (1&2|[123])(?: (market|location))?$/.exec(scope) ?? [];
  return `Scope ${which.replace('&', ' and ')} emissions${BASIS_NAMES[basis] ?? ''}`;
}

/** The metric's English name when `indicatorKey` knows what it measures, else the name as written. */
export function englishName(name: string): string {
  const scope = scopeOf(name);
  if (scope) return scopeName(scope);
  const key = indicatorKey(name);
  // 'Medewerkers (FTE)': the acronym `plainName` drops says full-time equivalents, not heads.
  if (key === 'employees' && FULL_TIME_EQUIVALENTS.test(name)) return 'Full-time equivalents (FTE)';
  return ENGLISH_NAMES[key as keyof typeof NAMES] ?? name;
}

/**
 * What a metric measures, the same for its names in the six languages where `NAMES` or the scope reading
 * knows them ('Scope 1 emissions' and 'Emisiones de alcance 1' are both 'scope 1'); otherwise its plain
 * name. Two metrics with one key, year and value are one figure stated twice.
 */
export function indicatorKey(name: string): string {
  const scope = scopeOf(name);
  if (scope) return scope;
  const plain = plainName(name);
  const named = Object.entries(NAMES).find(([, pattern]) => pattern.test(plain));
  // 'Olycksfallsfrekvens (LTIF)': a name in another language whose bracketed acronym is a known indicator.
  const acronym = /\(([A-Z][A-Z0-9&]{1,9})\)$/.exec(withoutFootnote(name).trim())?.[1];
  const byAcronym = acronym
    ? Object.entries(NAMES).find(([, pattern]) => pattern.test(fold(acronym)))
    : undefined;
  // 'Unfallhäufigkeit (LTIF)': words that name any accident rate, narrowed by the acronym beside them.
  if (named && !(named[0] === 'accidentFrequencyRate' && byAcronym)) return named[0];
  return byAcronym ? byAcronym[0] : plain;
}

/**
 * A name whose known indicator is followed by what it covers, without that: 'Alcance 1 (flota y gases
 * refrigerantes)' is 'Alcance 1'. Undefined when the whole name is known already or the rest is not: the
 * qualifier may narrow the figure, so it is one figure with another only when their values agree too.
 */
export function unqualifiedName(name: string): string | undefined {
  const known = (text: string) => scopeOf(text) !== undefined || indicatorKey(text) in NAMES;
  const bare = /^(.+?)\s*\([^()]+\)$/.exec(withoutFootnote(name).trim())?.[1];
  return bare && !known(name) && known(bare) ? bare : undefined;
}
