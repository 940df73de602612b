/**
 * What a sentence says: held ('Certified' here, whatever the code) or pursued. detectCodes turns held
 * into the code's own held status (heldStatusOf): a member, a participant, rated, validated.
 */
export type AdoptionStatus = 'Certified' | 'In process';

/**
 * Whether a sentence says the company holds a code ('Certified') or is working towards it ('In process'),
 * judged from the wording nearest the code's name. A mere mention ('unlike B Corps', 'labels such as the
 * EU Ecolabel', 'we ask suppliers to be ISO 14001 certified') gives null: precision over recall.
 */

/** Wording that the company holds the code: certified, member of, signatory, validated, medal, … */
const CERTIFIED_CUES = [
  /\bcertified\b/gi,
  /\bcertificates?\b/gi,
  /\baccredited\b/gi,
  /\bregistered\b/gi,
  /\bvalidated\b/gi,
  /\bapproved\b/gi,
  /\bverified\b/gi,
  /\bmembers?\b/gi,
  /\bmembership\b/gi,
  /\bsignator(?:y|ies)\b/gi,
  /\bsigned\b/gi,
  /\bjoined\b/gi,
  /\bparticipants?\b/gi,
  /\bsystem partner\b/gi,
  /\b(?:awarded|received|achieved|obtained|earned|granted|renewed|maintain(?:s|ed)?)\b/gi,
  /\b(?:hold|holds|held)\b/gi,
  /\blicen[cs](?:ed|ee)\b/gi,
  /\b(?:medal|rated|rating|scored?)\b/gi,
  // The same claims in German, Dutch, French, Italian and Spanish.
  // A noun alone ('eine Zertifizierung nach ISO 14001') claims nothing; the participle and the certificate do.
  /(?<!\p{L})(?:zertifiziert(?:e[mnrs]?)?|Zertifikat|gecertificeerde?|certificaat|certifi[ée]e?s?|certificat|certificat[oaie]|certificad[oa]s?)(?!\p{L})/giu,
  // Registered, as an EMAS site is: 'registrato EMAS dal 2012', 'enregistré EMAS', 'registrada en EMAS', 'EMAS-registriert'.
  /(?<!\p{L})(?:registriert(?:e[mnrs]?)?|geregistreerde?|enregistr[ée]e?s?|registrat[oaie]|registrad[oa]s?)(?!\p{L})/giu,
  /(?<!\p{L})(?:Mitglied(?:er)?|Mitgliedschaft|membres?|adh[ée]rents?|lid|leden|lidmaatschap|membr[oi]|soci[oa]|miembros?)(?!\p{L})/giu,
  // Taking part: 'Teilnehmer des UN Global Compact', 'aderiamo al Global Compact', 'aderente a', 'nous adhérons au',
  // 'we participate in Lean & Green', 'participamos en el programa', 'partecipiamo al', 'wij nemen deel aan'.
  // 'Wir engagieren uns im UN Global Compact', 'beteiligen uns seit 2021 an der Initiative …'.
  /(?<!\p{L})(?:engagieren|beteiligen)\s+(?:wir\s+)?uns\s+(?:(?:seit\s+(?:19|20)\d\d|aktiv)\s+)?(?:im|in\s+der|beim|bei\s+der|am|an\s+der)(?!\p{L})/giu,
  /(?<!\p{L})(?:Teilnehmer(?:in)?|aderiamo|aderisce|aderent[ei]|adh[ée]rons|adh[èe]re|participat(?:e[sd]?|ing)|participamos|partecipiamo|participons|nemen deel|neemt deel)(?!\p{L})/giu,
  // Part of it: 'Seit 2022 sind wir Teil des UN Global Compact', 'fait partie de', 'fa parte del'.
  /(?<!\p{L})(?:(?:sind|ist)(?:\s+\p{L}+)?\s+Teil (?:des|der|von)|fai(?:t|sons) partie d|fa(?:nno)? parte d|forma(?:mos)? parte d|maken deel uit van|maakt deel uit van)/giu,
  /(?<!\p{L})(?:unterzeichnet|Unterzeichner\p{L}*|signataires?|sign[ée]e?s?|ondertekend|ondertekenaar|firmatari[oa]?|firmat[oa]|firmantes?|firmad[oa])(?!\p{L})/giu,
  // The scheme as the subject: 'la SBTi validó nuestros objetivos', 'het SBTi valideerde onze doelen'.
  /(?<!\p{L})(?:validiert|gevalideerd|valideerde|valid[óò]|validaron|valid[ée]e?s?|validat[oa]|validad[oa]|verifiziert|geverifieerd|v[ée]rifi[ée]e?|verificat[oa]|verificad[oa])(?!\p{L})/giu,
  /(?<!\p{L})(?:erhalten|erhielt(?:en)?|ausgezeichnet|beigetreten|angeschlossen|obtenue?s?|adh[ée]r[ée]|rejoint|behaald|toegetreden|aangesloten|ottenut[oa]|ricevut[oa]|conseguit[oa]|aderito|re[çc]ue?s?|d[ée]cern[ée]e?s?|labell?is[ée]e?s?|entrat[ie] a far parte|obtenid[oa]s?|adherid[oa]s?|nos unimos|unid[oa]s? a)(?!\p{L})/giu,
  // A declaration of conformity the company issues: 'wir veröffentlichen eine DNK-Entsprechenserklärung'.
  /(?<!\p{L})Entsprechenserklärung(?:en)?(?!\p{L})/giu,
  // Rated: 'von EcoVadis mit Gold bewertet', 'évalués par EcoVadis', 'valutati da EcoVadis'.
  /(?<!\p{L})(?:bewertet|beoordeeld|[ée]valu[ée]e?s?|not[ée]e?s?|valutat[oaie]|evaluad[oa]s?|calificad[oa]s?)(?!\p{L})/giu,
  // Holding it: 'cuenta con la certificación', 'tenemos la certificación', 'disponiamo del Rating di Legalità', 'verfügt über ein Zertifikat', 'beschikt over het certificaat'.
  /(?<!\p{L})(?:cuentan? con|contamos con|tenemos|dispone de|disponemos de|possiede|possediamo|in possesso d|dispone d|disponiamo d|dispongono d|disponen de|d[ée]tient|d[ée]tenons|dispose d|disposons d|disposent d|verf[üu]g(?:t|en) [üu]ber|besitz(?:t|en)|beschik(?:t|ken) over)/giu,
  // Bearing a label: 'our olive oil carries the EU organic logo', 'das Hotel trägt das Umweltzeichen';
  // 'tragen … bei' (contribute to) and 'carry out' claim nothing.
  /\bcarr(?:y|ies|ying)\b(?!\s+out\b)/gi,
  /(?<!\p{L})(?:tr[äa]gt|tragen)(?!\p{L})(?![^.;]*\sbei(?:\s*[.;!]|\s*$))/giu,
  // Renewed: 'la certificazione è stata rinnovata', 'certification renouvelée', 'Zertifikat erneuert'.
  /(?<!\p{L})(?:rinnovat[oaie]|renouvel[ée]e?s?|erneuert|vernieuwd|verlengd|renovad[oa]s?)(?!\p{L})/giu,
  // An assessment the company fills in itself, year by year: 'we complete the Higg Facility Environmental
  // Module', 'compiliamo il Higg FEM', 'wir füllen … aus', 'nous remplissons', 'completamos'.
  /(?<!\p{L})(?:we (?:complete|completed|have completed)|compil(?:iamo|ato|ata)|f[üu]llen wir|(?:haben|wird) \p{L}+ ausgef[üu]llt|remplissons|completamos|vullen wij|wij vullen)(?!\p{L})/giu,
  // A rating's medal: 'médaille d'argent', 'EcoVadis-Silbermedaille', 'medaglia d'oro', 'medalla de plata'.
  /(?<!\p{L})(?:m[ée]dailles?|\p{L}*medaille|medaglia|medalla)(?!\p{L})/giu,
  // Swedish: 'certifierad enligt FSC', 'vi är medlemmar i', 'har undertecknat', 'innehar certifikatet'.
  /(?<!\p{L})(?:certifiera(?:d|de|t)|certifikat(?:et)?|medlem(?:mar)?|medlemskap(?:et)?|undertecknat|undertecknare|anslut(?:it|na)|innehar|erhållit|licensierad)(?!\p{L})/giu,
  // Polish: the certificate and its holder ('certyfikat ważny do 03.2027', 'Spółka posiada certyfikat',
  // 'uzyskaliśmy certyfikat', 'jesteśmy sygnatariuszem', 'członek').
  /(?<!\p{L})(?:certyfikat(?:y|u|em|ów)?|certyfikowan[aeyi]\p{L}*|posiada(?:my|ją)?|uzyska(?:ł[aoy]?|liśmy|ły)|otrzyma(?:ł[aoy]?|liśmy|ły)|sygnatariusz(?:em|ami|e)?|członk(?:iem|owie|ami)|członkostw[oa]|przystąpi(?:liśmy|ła)|odnowion[yaoe])(?!\p{L})/giu,
  // Czech and Slovak: 'certifikováno od roku 1997', 'certifikát ISO 14001', 'jsme držitelem', 'jsme členem',
  // 'podepsali jsme', 'získali jsme', 'obhájili jsme certifikaci'.
  /(?<!\p{L})(?:certifikován[aoyi]?|certifikovan[aáéýí]\p{L}*|certifikovaný|certifikát(?:y|u|em|ů)?|držitel(?:em|i)?|držiteľ(?:om)?|člen(?:em|y|ové)?|členstv[íoa]|signatář(?:em)?|podepsal[ia]?|získal[iay]?|obhájil[iay]?|obhájen[aoý]?)(?!\p{L})/giu,
];

/** Wording that the company is on its way: working towards, in the process, pursuing, committed to … */
const IN_PROCESS_CUES = [
  /\bworking (?:towards?|on)\b/gi,
  /\bin the process of\b/gi,
  /\bpursuing\b/gi,
  /\bcommitted to\b/gi,
  /\bcommitment to set\b/gi,
  /\b(?:aim|aims|aiming|plan|plans|planning|intend|intends|intending|expect|expects|expecting|seek|seeks|seeking|hope|hopes|strive|strives|want|wants)\s+(?:to|for)\b/gi,
  /\b(?:applying|applied|apply) for\b/gi,
  /\bpreparing (?:for|to)\b/gi,
  /\b(?:started|starting|begun|began|beginning|initiated|undergoing)\b/gi,
  /\bon (?:track|our way|the way|the path) to\b/gi,
  // 'becoming certified' is a step, so its 'certified' must not count as holding the code.
  /\b(?:becom(?:e|ing)|get(?:ting)?)\s+(?:\w+\s+)?(?:certified|accredited|validated|registered|a member)\b/gi,
  /\bpending\b/gi,
  /\bsubmitted\b/gi,
  /\b(?:planned|scheduled) (?:for|in)\b/gi,
  // Planned, prepared, submitted: 'ist für 2026 geplant', 'prévue pour 2026', 'è prevista per il 2026',
  // 'avviato il percorso di certificazione', 'bei der SBTi eingereicht', 'soumis à la SBTi'.
  /(?<!\p{L})(?:geplant|vorgesehen|angesetzt|angestrebt|streben|eingereicht|bereiten (?:uns )?(?:auf|die)|pr[ée]par(?:ons|e|ation)|pr[ée]vue?s? (?:pour|en|d['’]ici|au)|soumis|previst[oaie] (?:per|entro|nel)|avviat[oa] (?:il percorso|l['’]iter)|percorso (?:di|verso la) certificazione|iter di certificazione|contiamo di|intendiamo|in fase di (?!rinnovo)|gepland|ingediend|previst[ao] para|hemos iniciado|en fase de)(?!\p{L})/giu,
  // Aimed at: 'certification visée pour 2027', 'ciblée d'ici 2026', 'targeted for 2027'.
  /(?<!\p{L})(?:vis[ée]e?s?|cibl[ée]e?s?) (?:pour|en|d['’]ici|à)(?!\p{L})|\btarget(?:ed|ing)? (?:for|by|in) \d{4}\b/giu,
  // Polish: 'planujemy certyfikację', 'w trakcie certyfikacji', 'przygotowujemy się do', 'dążymy do'.
  /(?<!\p{L})(?:planujemy|planowan[aey]|w trakcie|przygotowujemy|dążymy do|zamierzamy)(?!\p{L})/giu,
  // Czech and Slovak: 'připravujeme certifikaci', 'plánujeme', 'usilujeme o', 'v procesu certifikace'.
  /(?<!\p{L})(?:připravujeme|pripravujeme|plánujeme|plánuje|usilujeme o|v procesu|chystáme)(?!\p{L})/giu,
  /(?<!\p{L})(?:arbeiten an|anstreben|planen|beabsichtigen|in Vorbereitung|en cours|visons|pr[ée]voyons|werken aan|streven naar|in voorbereiding|stiamo lavorando|puntiamo a|in corso|estamos trabajando|en proceso|aspiramos a)(?!\p{L})/giu,
  // Committed, as 'committed to' is in English: 'engagés auprès de la SBTi', 'uns … verpflichtet'.
  /(?<!\p{L})(?:engag[ée]e?s? (?:aupr[èe]s de|envers)|verpflichtet|gecommitteerd|ci siamo impegnati|impegnat[io] (?:con|a)|nos hemos comprometido|comprometid[oa]s? con)(?!\p{L})/giu,
];

/**
 * The code named as a goal, in a goal's own framing: 'ISO 50001 certification is our aim', 'our goal is',
 * 'L'obiettivo è la certificazione', 'con l'obiettivo di ottenere', 'Unser Ziel ist', 'notre objectif
 * est', 'nuestro objetivo es'. A goal's noun alone ('our certificate defines objectives') is no step,
 * nor a goal reached ('L'obiettivo è stato raggiunto', 'das Ziel ist erreicht').
 */
const GOAL_NOUN = String.raw`(?:aims?|goals?|objectives?|ambitions?|obiettiv[oi]|traguard[oi]|Ziel(?:e|setzung)?|objectifs?|objetivos?|metas?|doel(?:en|stelling)?)`;
const GOAL_REACHED = String.raw`(?!\s+(?:stato\s+|wurde\s+|été\s+|sido\s+|been\s+)?(?:raggiunt|centrat|erreicht|atteint|alcanzad|cumplid|bereikt|achieved|reached|met\b))`;
/** The goal before the name: 'our aim is …', 'con l'obiettivo di ottenere …'. */
const GOAL_BEFORE_NAME = new RegExp(
  [
    // 'our aim is', 'l'obiettivo per il 2027 è', 'Ziel ist', 'objectif est', 'objetivo es'.
    String.raw`(?<!\p{L})${GOAL_NOUN}(?:\s+(?:for|per il|per|für|pour|para|voor)\s+\d{4})?\s+(?:is|remains|è|e'|resta|rimane|ist|bleibt|est|reste|es|sigue siendo)(?!\p{L})${GOAL_REACHED}`,
    // 'with the aim of obtaining', 'con l'obiettivo di ottenere', 'mit dem Ziel', 'avec l'objectif de', 'con el objetivo de'.
    String.raw`(?<!\p{L})(?:with the|con l['’]|mit dem|avec l['’]|avec pour|con el|met als|met het)\s*${GOAL_NOUN}(?!\p{L})`,
    // A goal as a label: 'Our goal: ISO 14001 by 2027', 'Nächstes Ziel: …', 'Objectif 2027 : …'; not a
    // goal reached ('We reached our goal: the certificate was awarded').
    String.raw`(?<!(?:reached|achieved|met|erreicht|atteint|alcanzado|raggiunto|bereikt|cumplido)\s+(?:\p{L}+\s+){0,2})(?<!\p{L})${GOAL_NOUN}(?:\s+(?:for|per il|per|für|pour|para|voor))?(?:\s+\d{4})?\s*:`,
  ].join('|'),
  'giu',
);
/** The goal after the name: '… is our aim', 'è il nostro obiettivo', 'ist unser Ziel', 'est notre objectif'. */
const GOAL_AFTER_NAME = new RegExp(
  String.raw`(?<!\p{L})(?:is|are|remains|è|resta|ist|bleibt|est|reste|es)\s+(?:our|its|the|one of our|il|l['’]|uno dei|nostro|unser|das|notre|l['’]un de nos|nuestro|uno de nuestros|ons)(?:\s+nostr[oi])?\s*(?:\p{L}+\s+)?${GOAL_NOUN}(?!\p{L})`,
  'giu',
);
/**
 * The certificate as a noun ('the certificate', 'il certificato', 'das Zertifikat'): it claims the
 * code only when nothing in the clause makes it a goal.
 */
const CERTIFICATE_NOUN = /^(?:certificates?|certificat[oaie]?|Zertifikat|certificaat|certificad[oa]s?)$/iu;

/** Right before the name: the sentence talks about others or compares ('unlike', 'such as', …). */
const MENTION_ONLY_BEFORE =
  /\b(?:unlike|rather than|instead of|compared (?:to|with)|as opposed to|such as|e\.g\.|for example|for instance|like (?:other|many|most|some)|what (?:is|are|does)|learn more about|alternatives? to)\b[^,;:]*$/i;
/**
 * Before the name: the company has not decided ('we're considering becoming a signatory to the PRB',
 * 'we are exploring whether to join', 'wir prüfen, ob', 'nous envisageons'): neither held nor pursued.
 */
const UNDECIDED_BEFORE =
  /(?:\b(?:consider(?:s|ing)?|contemplat(?:es|ing)|explor(?:es|ing)|evaluat(?:es|ing) whether|assess(?:es|ing) whether|decid(?:es|ing) whether|review(?:s|ing) whether|whether (?:to|we)|thinking (?:about|of)|looking into)\b|(?<!\p{L})(?:prüfen(?:,)? ob|erwägen|envisage(?:ons|ons de)?|étudions la possibilité|valutando|stiamo considerando|estamos (?:considerando|valorando|estudiando)|overwegen|onderzoeken of)(?!\p{L}))[^.;:]*$/iu;
/** Right after the name: a grade of the company's own data on the scheme's scale, no membership. */
const DATA_QUALITY_AFTER = /^[®™]?\s*(?:weighted\s+)?(?:data[\s-]quality|DQ)\b/i;
/** A cheap first look for UNDECIDED_BEFORE, which is slow to run on every clause. */
const UNDECIDED_WORD =
  /consider|contemplat|explor|whether|thinking|looking into|prüfen|erwägen|envisage|étudions|valutando|estamos|overwegen|onderzoeken/i;
/** Anywhere in the clause: the company no longer holds it. */
const NO_LONGER =
  /\b(?:no longer|formerly|previously|used to|withdr[ae]w[n]?|ceased|lost|suspended|expired|left|nicht mehr|ehemals|niet meer|voorheen|ne plus|anciennement|non più|ya no|anteriormente|już nie)\b/iu;
/** The company asks others to hold it: not its own adoption. */
const ASKS_OTHERS = [
  /\b(?:require[sd]?|requiring|encourag(?:e|es|ed|ing)|expect(?:s|ed)?|ask(?:s|ed|ing)?|urg(?:e|es|ed)|prefer(?:s|red)?)\b[^;]{0,60}?\b(?:suppliers?|vendors?|partners?|factories|producers|manufacturers|(?:sub)?contractors|hauliers|carriers)\b/i,
  /\b(?:suppliers?|vendors?|factories|(?:sub)?contractors|hauliers|carriers)\b[^;]{0,40}?\b(?:must|should|shall|need to|are required)\b/i,
  /(?<!\p{L})(?:verlangen|fordern|erwarten|exigeons|demandons|attendons|vragen|eisen|verwachten|chiediamo|richiediamo|chiedono|richiedono|exigimos|pedimos|exigen|piden|exigent|demandent|wymagamy|oczekujemy)(?!\p{L})[^;]{0,60}?(?<!\p{L})(?:dostawc\p{L}*|podwykonawc\p{L}*|przewoźnik\p{L}*|Lieferanten|Subunternehmer|Frachtf[üu]hrer|fournisseurs|sous-traitants|transporteurs|leveranciers|onderaannemers|vervoerders|fornitori|subappaltatori|vettori|proveedores|subcontratistas|transportistas)(?!\p{L})/iu,
];
/**
 * Bought goods are the subject: 'all board is FSC-certified' says what was bought, not what the company
 * holds; 'our paper is FSC certified' is the company's own goods.
 */
const GOODS_AS_SUBJECT =
  /\b(?:board|paper|packaging|wood|timber|cotton|fibres?|fibers?|fish|palm oil|soy|cocoa|coffee|tea|materials?|goods|cartons?|wrappers?|yarn|products)\s+(?:is|are|was|were)\s+(?:all\s+|also\s+|100\s?%\s+)?$/i;
/**
 * Someone else is the subject: 'our cloud provider is a member of RE100', 'our asset manager is a
 * signatory to the PRI', 'our client, a major retailer, is certified' (an aside between them), 'our
 * customers in the chemicals industry hold AEO status' (where they are or work).
 */
const OTHERS_AS_SUBJECT =
  /\b(?:providers?|suppliers?|vendors?|partners?|customers?|clients?|landlords?|manufacturers?|factories|(?<!\b(?:wind|solar)\s)farms|cooperatives|competitors?|peers|(?:asset|fund|investment) managers?|parent(?: company| group)?|owners?|shareholders?|(?:sub)?contractors|hauliers|carriers)(?:,[^,]{1,60},|(?<=(?:customers?|clients?|suppliers?|vendors?|partners?|contractors|hauliers|carriers))\s+(?:in|of|from|at)\s+(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?)?\s+(?:is|are|has|have|holds?|became|were|was)\b/iu;
/**
 * The same in the other languages of our clients: 'onze klanten zijn', 'unsere Kunden sind', 'nos clients
 * sont', and where they are or work: 'unsere Kunden aus der Getränkeindustrie sind nach BRCGS zertifiziert'.
 * German and Dutch write the supplier or partner in one word with what it does ('unser Hauptlieferant für
 * Lösemittel ist', 'unser Wäschereipartner ist', 'onze hoofdleverancier is').
 */
const OTHERS_AS_SUBJECT_FOREIGN =
  /(?<!\p{L})(?:klanten|\p{L}*leveranciers?|afnemers|moederbedrijf|vermogensbeheerder|Kunden|\p{L}*lieferant(?:en)?|\p{L}*partner|Muttergesellschaft|Mutterkonzern|Verm[öo]gensverwalter|clients?|fournisseurs?|partenaires?|maison m[èe]re|soci[ée]t[ée] m[èe]re|gestionnaire d['’]actifs|client[ei]|fornitor[ei]|capogruppo|controllante|societ[àa] madre|gestore(?: patrimoniale| degli investimenti)?|clientes?|proveedor(?:es)?|socios|(?:empresa|sociedad) matriz|gestora de activos)(?:,[^,]{1,60},|\s+d['’](?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+|\s+(?:aus|in|im|bei|f[üu]r|uit|van|voor|de|du|des|dans|pour|di|del|della|dei|nel|nella|per|en|para)\s+(?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)?\s+(?:zijn|is|waren|hebben|sind|ist|waren|haben|sont|est|ont|[ée]taient|sono|[èe]|hanno|erano|fanno|fa|font|fait|son|es|tienen|eran|est[áa]n|forman|forma)(?!\p{L})/iu;
/**
 * The same in Swedish ('våra kunder är certifierade', 'leverantören har'), and a relative clause on
 * another party ('Kunden X i Japan, som själv är certifierat enligt ISO 9001'): 'som själv' is never
 * how a company speaks of itself.
 */
const OTHERS_AS_SUBJECT_SWEDISH =
  /(?<!\p{L})(?:(?:kunder(?:na)?|kunden|leverantör(?:er|erna|en)?|moderbolaget|ägaren)(?:,[^,]{1,60},)?\s+(?:är|har|var)|som\s+själv(?:a)?)(?!\p{L})/iu;
const NEGATION_BEFORE =
  /(?:\b(?:not|never|no|without|nicht|kein\w*|ohne|niet|geen|zonder|pas|sans|non|senza|sin|nie|bez)\b|n't\b)(?:\s+\S+){0,3}\s*$/iu;
/** A denial between the name and the claim after it: 'RE100, which we have not joined'. */
const NEGATION_BETWEEN = /\b(?:not|never)\b|n't\b/i;
/** 'We are a B Corp', 'As a B Corp', 'we became a proud B Corp'. */
const IDENTITY_BEFORE =
  /\b(?:are|is|became|been|as)\s+(?:now\s+)?(?:an?|the)\s+(?:(?:proud|certified|registered|accredited|official)\s+)*$/i;
/** 'our ISO 14001 certification', 'its EcoVadis rating'. */
const POSSESSIVE_BEFORE = /\b(?:our|its)\s+$/i;
const CLAIM_NOUN = String.raw`(?:certification|certificate|accreditation|membership|rating|medal|label|licen[cs]e|registration)`;
const CLAIM_NOUN_AFTER = new RegExp(String.raw`^[®™\s-]*${CLAIM_NOUN}\b`, 'i');
/** A name that is itself the claim noun: 'our organic certification'. */
const CLAIM_NOUN_END = new RegExp(String.raw`\b${CLAIM_NOUN}$`, 'i');
/**
 * A name that says certified itself, in any of the languages: 'Cradle to Cradle Certified', 'certified
 * organic', 'Bio-zertifiziert', 'certifié bio', 'agricoltura biologica certificata'. A Romance word
 * ending the name is a participle; at its start ('certificado ecológico') it may be the certificate noun.
 */
const CERTIFIED_NAME =
  /certified|zertifiziert|gecertificeerd|(?<!\p{L})certifi[ée]e?s?(?!\p{L})|(?<!\p{L})certifica[td][ao]$/iu;

/**
 * 'Up to 30% off selected FSC®-certified hardwood sets': the label is on goods the company offers, which
 * says nothing of a certificate the company holds (a retailer sells other makers' labelled goods). Kept
 * when the goods are the company's own: 'our MSC-certified salmon', 'we make FSC-certified furniture'.
 */
const GOODS_LABEL_AFTER =
  /^[®™]?\s?-\s?certified\s+(?!by\b|since\b|in\b|to\b|for\b|and\b|as\b|until\b)\p{L}/iu;
/**
 * The same in the Romance order, the goods and their participle before the name: 'llaves de madera
 * certificada FSC', 'carta certificata FSC', 'bois certifié PEFC', 'papel certificado FSC'. The label is on
 * goods the company bought or offers, not a certificate it holds.
 */
const GOODS_LABEL_BEFORE =
  /(?<!\p{L})(?:madera|papel|cart[óo]n|embalajes?|envases?|muebles|legno|carta|cartone|imballaggi|mobili|bois|papier|carton|emballages?|meubles|madeira|mobili[áa]rio)\s+(?:[\p{Ll}-]+\s+){0,2}?(?:certificad[oa]s?|certificat[oaie]|certifi[ée]e?s?)\s+$/iu;
const OWN_GOODS_BEFORE =
  /\b(?:our|we (?:make|produce|manufacture|grow|roast|weave|build)|made by us)\b[^.;:]{0,40}$/i;

/** Clause boundaries: a cue across 'but', 'while' or ';' speaks about something else. */
const CLAUSE_BREAK = /;|\s(?:but|while|whereas|although|though|however)\s/gi;
/** Cues further than this from the name are about something else. */
const MAX_CUE_GAP = 60;

interface Cue {
  start: number;
  end: number;
  status: AdoptionStatus;
}

function clauseAround(sentence: string, start: number, end: number): [number, number] {
  let from = 0;
  let to = sentence.length;
  for (const boundary of sentence.matchAll(CLAUSE_BREAK)) {
    const at = boundary.index;
    if (at + boundary[0].length <= start) from = at + boundary[0].length;
    else if (at >= end && at < to) to = at;
  }
  return [from, to];
}

/**
 * A home's 'Energy Performance Certificate' (a building's 'Display Energy Certificate') rates the
 * building, not the company: a lender that estimates its financed emissions from them holds no code.
 */
const BUILDING_CERTIFICATE = /\b(?:Energy Performance|Display Energy) Certificates?\b/giu;

function cuesIn(written: string, offset: number, start: number, end: number): Cue[] {
  const clause = written.replace(BUILDING_CERTIFICATE, (words) => ' '.repeat(words.length));
  const find = (patterns: RegExp[], status: AdoptionStatus) =>
    patterns.flatMap((pattern) =>
      [...clause.matchAll(pattern)].map((m) => ({
        start: offset + m.index,
        end: offset + m.index + m[0].length,
        status,
      })),
    );
  const goals = [
    ...find([GOAL_BEFORE_NAME], 'In process').filter((cue) => cue.end <= start),
    ...find([GOAL_AFTER_NAME], 'In process').filter((cue) => cue.start >= end),
  ];
  const inProcess = [...find(IN_PROCESS_CUES, 'In process'), ...goals];
  const certified = find(CERTIFIED_CUES, 'Certified').filter(
    (cue) =>
      !inProcess.some((step) => cue.start < step.end && cue.end > step.start) &&
      // 'The certificate ISO 50001 is our aim': the noun names what the goal is.
      !(goals.length > 0 && CERTIFICATE_NOUN.test(clause.slice(cue.start - offset, cue.end - offset))),
  );
  return [...inProcess, ...certified];
}

const gapTo = (cue: Cue, start: number, end: number) =>
  cue.end <= start ? start - cue.end : cue.start >= end ? cue.start - end : 0;

/**
 * How much of the gap between a cue and the name is a bracketed gloss: 'certified to ISO 9001, GDP (Good
 * Distribution Practice) and BRCGS' lists the codes as closely as it would without the brackets.
 */
function bracketedBetween(sentence: string, cue: Cue, start: number, end: number): number {
  const between = cue.end <= start ? sentence.slice(cue.end, start) : sentence.slice(end, cue.start);
  return [...between.matchAll(/\([^()]{1,60}\)/g)].reduce((sum, match) => sum + match[0].length, 0);
}

/** The status a sentence states for the code named at [start, end), or null for a mere mention. */
/**
 * A relative clause of possession ('…, dont le site est certifié', '…, whose plant is', '…, deren Werk',
 * '…, il cui stabilimento', '…, cuya planta') that holds the code, and what it is about before its comma.
 */
const POSSESSIVE_RELATIVE =
  /,\s*(?:dont|whose|deren|dessen|wiens|waarvan|(?:il|la|i|le)\s+cui|cuy[oa]s?)(?!\p{L})[^,;]*$/iu;
/**
 * The party such a clause is about is another's when the words before name it as who makes or supplies
 * the goods: 'fabriqués par la Verrerie Delmas', 'made by Harlow Glassworks', 'liefert die Druckerei
 * Berger', 'prodotte dalla Cartiera Rossi', 'Nuestro proveedor de envases, Vidrios Norte'.
 */
const SUPPLIER_ANTECEDENT =
  /(?:(?<!\p{L})(?:par|by|von|door|dalla|dal|dall['’]|dai|por|liefert|liefern)(?!\p{L})[^,]{1,60}|(?<!\p{L})(?:fournisseurs?|suppliers?|vendors?|Lieferant\p{L}*|leverancier\p{L}*|fornitor[ei]|proveedor(?:es)?|sous-traitants?|subcontractors?)(?!\p{L})[^,]{0,60}(?:,\s*[^,]{1,60})?)$/iu;

function inSuppliersRelativeClause(sentence: string, start: number): boolean {
  const before = sentence.slice(0, start);
  const relative = POSSESSIVE_RELATIVE.exec(before);
  return relative !== null && SUPPLIER_ANTECEDENT.test(before.slice(0, relative.index));
}

export function adoptionStatus(sentence: string, start: number, end: number): AdoptionStatus | null {
  if (sentence.trim().endsWith('?')) return null;
  if (inSuppliersRelativeClause(sentence, start)) return null;
  const [from, to] = clauseAround(sentence, start, end);
  const before = sentence.slice(from, start);
  const clause = sentence.slice(from, to);
  if (MENTION_ONLY_BEFORE.test(before) || OTHERS_AS_SUBJECT.test(before)) return null;
  if (OTHERS_AS_SUBJECT_FOREIGN.test(before) || OTHERS_AS_SUBJECT_SWEDISH.test(before)) return null;
  if (GOODS_AS_SUBJECT.test(before) && !OWN_GOODS_BEFORE.test(before)) return null;
  if (NO_LONGER.test(clause) || ASKS_OTHERS.some((pattern) => pattern.test(clause))) return null;
  if (UNDECIDED_WORD.test(before) && UNDECIDED_BEFORE.test(before)) return null;

  const negated = NEGATION_BEFORE.test(before);
  const named = sentence.slice(start, end);
  const after = sentence.slice(end, to);
  if (GOODS_LABEL_AFTER.test(after) && !OWN_GOODS_BEFORE.test(before)) return null;
  if (GOODS_LABEL_BEFORE.test(before) && !OWN_GOODS_BEFORE.test(before)) return null;
  // 'PCAF data quality score 3.1': how good the data behind a figure is, graded on the scheme's scale.
  if (DATA_QUALITY_AFTER.test(after)) return null;
  const claimsByName =
    CERTIFIED_NAME.test(named) ||
    IDENTITY_BEFORE.test(before) ||
    (POSSESSIVE_BEFORE.test(before) && (CLAIM_NOUN_AFTER.test(after) || CLAIM_NOUN_END.test(named)));

  const cues = cuesIn(clause, from, start, end)
    // The name itself ('Cradle to Cradle Certified') is not a cue; claimsByName covers it.
    .filter((cue) => cue.end <= start || cue.start >= end)
    .map((cue) => ({ ...cue, gap: gapTo(cue, start, end) - bracketedBetween(sentence, cue, start, end) }))
    .filter((cue) => cue.gap <= MAX_CUE_GAP)
    // Equally near: the step wins ('working towards B Corp certification').
    .toSorted((a, b) => a.gap - b.gap || Number(a.status === 'Certified') - Number(b.status === 'Certified'));
  const inProcess = cues.find((cue) => cue.status === 'In process');
  const nearest = cues[0];

  if (inProcess && (nearest === inProcess || negated)) return 'In process';
  if (negated) return null;
  if (nearest && nearest.start >= end && NEGATION_BETWEEN.test(sentence.slice(end, nearest.end))) return null;
  if (claimsByName || nearest?.status === 'Certified') return 'Certified';
  if (sharesEarlierClaim(before, clause, from, start)) return 'Certified';
  return null;
}

/** '… e nel 2023 la certificazione ISO 50001': the certificate named again after a first claim. */
const CERTIFICATE_NOUN_BEFORE =
  /\b(?:the\s+)?(?:certification|certificate|certificazione|certificato|certification|certificat|certificación|certificado|certificering|certificaat|zertifizierung|zertifikat)\s+(?:(?:to|nach|secondo|selon|según|volgens)\s+)?$/i;

/**
 * A sentence that claims one certificate and then names another with its noun, without a verb of its
 * own ('Nel 2021 abbiamo ottenuto la certificazione ISO 45001 … e nel 2023 la certificazione ISO 50001',
 * 'we obtained ISO 45001 certification in 2021 and the ISO 50001 certificate in 2023'): the first claim's
 * verb governs both, however far apart.
 */
function sharesEarlierClaim(before: string, clause: string, from: number, start: number): boolean {
  if (!CERTIFICATE_NOUN_BEFORE.test(before)) return false;
  return cuesIn(clause, from, start, start).some((cue) => cue.status === 'Certified' && cue.end <= start);
}
