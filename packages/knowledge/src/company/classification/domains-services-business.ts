import type { ActivityDomain } from './domains.js';
import { service } from './domains-services.js';

/**
 * Media, professional and business services (see domains.ts for how nouns are written). A group code
 * the knowledge base has no label for (it holds those the rules tell apart) still puts the company in
 * its division.
 */
export const BUSINESS_SERVICE_DOMAINS: readonly ActivityDomain[] = [
  service(
    'publishing',
    '58.1',
    ['make', 'operate'],
    'books magazine newspaper periodical textbook trade_journal boeken tijdschrift krant vakblad buch' +
      ' zeitschrift *zeitschrift zeitung *zeitung livre revue journal_quotidien libro revista periodico' +
      ' rivista giornale',
    'publisher publishing_house publishing_company uitgeverij uitgever verlag *verlag maison_d_edition' +
      ' editeur editorial casa_editrice editore',
  ),
  // 'Film' alone is also a packaging converter's product (22.2): only a film producer's words count.
  service(
    'film-production',
    '59.1',
    ['make', 'operate'],
    'feature_film documentary documentaries tv_series television_series television_programme tv_programme' +
      ' animated_film animation_film short_film film_production video_production post_production speelfilm' +
      ' documentaire tv_serie televisieprogramma spielfilm *spielfilm dokumentarfilm *dokumentarfilm' +
      ' fernsehserie filmproduktion long_metrage court_metrage serie_televisee largometraje cortometraje' +
      ' documental serie_de_television lungometraggio cortometraggio documentario serie_televisiva',
    'film_production_company production_company film_studio production_house productiehuis' +
      ' filmproductiebedrijf filmproduktionsfirma produktionsfirma filmstudio societe_de_production' +
      ' maison_de_production productora productora_audiovisual casa_di_produzione',
  ),
  service(
    'radio',
    '60.1',
    ['make', 'operate'],
    'radio_station radio_programme radiozender radiosender station_de_radio emisora_de_radio' +
      ' emittente_radiofonica',
    'radio_broadcaster',
  ),
  service(
    'television',
    '60.2',
    ['make', 'operate'],
    'tv_channel television_channel broadcasting tv_zender fernsehsender rundfunk chaine_de_television' +
      ' cadena_de_television canale_televisivo',
    'broadcaster public_broadcaster omroep rundfunkanstalt emittente',
  ),
  service(
    'legal',
    '69.1',
    ['operate'],
    'legal_services legal_advice litigation notarial_services juridisch_advies rechtsbijstand advocatuur' +
      ' rechtsberatung conseil_juridique asesoramiento_juridico asesoria_juridica consulenza_legale' +
      ' assistenza_legale',
    'law_firm lawyer solicitor notary advocatenkantoor notariskantoor anwaltskanzlei kanzlei' +
      ' rechtsanwaltskanzlei notariat cabinet_d_avocats notaire bufete_de_abogados despacho_de_abogados' +
      ' studio_legale notaio advocaat rechtsanwalt *kanzlei avocat abogado avvocato',
  ),
  service(
    'accounting',
    '69.2',
    ['operate'],
    'accounting accountancy bookkeeping audit auditing tax_advice tax_consulting payroll annual_accounts' +
      ' boekhouding accountantsdiensten belastingadvies salarisadministratie jaarrekening buchhaltung' +
      ' steuerberatung wirtschaftsprufung lohnbuchhaltung jahresabschluss expertise_comptable comptabilite' +
      ' conseil_fiscal contabilidad auditoria asesoria_fiscal asesoramiento_fiscal contabilita' +
      ' revisione_contabile consulenza_fiscale elaborazione_paghe',
    'accounting_firm accountancy_firm accountant auditor tax_adviser accountantskantoor administratiekantoor' +
      ' steuerberater steuerkanzlei wirtschaftsprufungsgesellschaft cabinet_comptable expert_comptable' +
      ' cabinet_d_expertise_comptable' +
      ' asesoria gestoria commercialista studio_commercialista',
  ),
  service(
    'research',
    '72.1',
    ['operate', 'make'],
    'research_and_development contract_research r_d clinical_research scientific_research' +
      ' onderzoek_en_ontwikkeling contractonderzoek wetenschappelijk_onderzoek forschung_und_entwicklung' +
      ' auftragsforschung recherche_et_developpement recherche_sous_contrat investigacion_y_desarrollo' +
      ' investigacion_por_contrato ricerca_e_sviluppo ricerca_conto_terzi ricerca_scientifica',
    'research_institute research_organisation contract_research_organisation research_centre' +
      ' onderzoeksinstituut forschungsinstitut *forschungsinstitut institut_de_recherche' +
      ' centro_de_investigacion centro_di_ricerca istituto_di_ricerca',
  ),
  service(
    'advertising',
    '73.1',
    ['operate', 'make'],
    'advertising advertising_campaign marketing_campaign media_buying digital_marketing online_marketing' +
      ' online_advertising reclame reclamecampagne werbung *werbung werbekampagne publicite' +
      ' campagne_publicitaire publicidad campana_publicitaria pubblicita campagna_pubblicitaria',
    'advertising_agency ad_agency marketing_agency digital_agency creative_agency media_agency' +
      ' reclamebureau marketingbureau werbeagentur *werbeagentur mediaagentur agence_de_publicite' +
      ' agence_de_communication agencia_de_publicidad agencia_de_marketing agenzia_pubblicitaria' +
      ' agenzia_di_comunicazione',
  ),
  service(
    'market-research',
    '73.2',
    ['operate', 'make'],
    'market_research opinion_polling opinion_poll consumer_research marktonderzoek marktforschung' +
      ' etude_de_marche sondage investigacion_de_mercado estudio_de_mercado ricerca_di_mercato sondaggio',
    'market_research_agency marktonderzoeksbureau marktforschungsinstitut institut_de_sondage',
  ),
  // NACE Rev. 2.1 73.3; Rev. 2 had public relations in 70.21.
  service(
    'public-relations',
    '73.3',
    ['operate'],
    'public_relations media_relations pr_beratung relations_publiques relaciones_publicas relazioni_pubbliche',
    'pr_agency pr_bureau pr_agentur agence_rp',
  ),
  service(
    'design',
    '74.1',
    ['operate', 'make'],
    'graphic_design industrial_design product_design interior_design visual_identity grafisch_ontwerp' +
      ' industrieel_ontwerp productontwerp interieurontwerp grafikdesign produktdesign industriedesign' +
      ' innenarchitektur design_graphique design_industriel architecture_interieure diseno_grafico' +
      ' diseno_industrial interiorismo design_industriale progettazione_grafica',
    'design_agency design_studio design_consultancy ontwerpbureau designbureau designburo designstudio' +
      ' agence_de_design estudio_de_diseno studio_di_design',
  ),
  service(
    'translation',
    '74.3',
    ['operate'],
    'translation translation_services interpreting vertaling vertaaldienst ubersetzung *ubersetzung' +
      ' dolmetschen traduction traduccion traduzione',
    'translation_agency vertaalbureau ubersetzungsburo agence_de_traduction agencia_de_traduccion' +
      ' agenzia_di_traduzione',
  ),
  service(
    'recruitment',
    '78.1',
    ['operate', 'sell'],
    'recruitment executive_search headhunting recruitment_services werving_en_selectie personalvermittlung' +
      ' recrutement seleccion_de_personal selezione_del_personale',
    'recruitment_agency executive_search_firm headhunter recruitmentbureau wervingsbureau' +
      ' personalberatung cabinet_de_recrutement agencia_de_colocacion',
  ),
  // NACE Rev. 2.1 78.2 holds temporary work and other provision of staff (Rev. 2: 78.2 and 78.3).
  service(
    'temporary-staff',
    '78.2',
    ['operate', 'sell'],
    'temporary_staff temporary_worker temporary_employment temp_staff staffing staffing_services' +
      ' interim_staff uitzendkracht uitzendwerk detachering payrolling zeitarbeit arbeitnehmeruberlassung' +
      ' leiharbeit zeitarbeitskraft personaldienstleistung travail_temporaire interimaire trabajo_temporal' +
      ' trabajador_temporal lavoro_interinale somministrazione_di_lavoro lavoro_temporaneo',
    'staffing_agency employment_agency temp_agency staffing_company uitzendbureau detacheringsbureau' +
      ' zeitarbeitsfirma personaldienstleister agence_d_interim agence_interim' +
      ' empresa_de_trabajo_temporal agenzia_per_il_lavoro agenzia_interinale',
  ),
  // NACE Rev. 2.1 80.0 holds private security and other security activities (Rev. 2: 80.1–80.3).
  service(
    'security',
    '80.0',
    ['operate'],
    'security_services security_guard manned_guarding guarding private_security mobile_patrol' +
      ' event_security beveiliging *beveiliging bewaking beveiligingsdienst sicherheitsdienst' +
      ' *sicherheitsdienst objektschutz werkschutz bewachung securite_privee gardiennage seguridad_privada' +
      ' vigilancia vigilanza vigilanza_privata',
    'security_company security_firm beveiligingsbedrijf sicherheitsunternehmen bewachungsunternehmen' +
      ' societe_de_securite empresa_de_seguridad istituto_di_vigilanza',
  ),
  service(
    'facility-services',
    '81.1',
    ['operate'],
    'facility_management facility_services facilitaire_dienstverlening gebaudemanagement' +
      ' gestion_des_services_generaux servicios_integrales servizi_integrati',
    'facility_services_company facility_service_provider facilitair_dienstverlener facility_dienstleister',
  ),
  // A cleaning service (81.2); cleaning products are chemicals (20.4, domains.ts).
  service(
    'cleaning',
    '81.2',
    ['operate'],
    'cleaning cleaning_services office_cleaning industrial_cleaning commercial_cleaning window_cleaning' +
      ' building_cleaning schoonmaak schoonmaakdienst schoonmaakwerk glazenwassen gebaudereinigung' +
      ' *gebaudereinigung unterhaltsreinigung glasreinigung nettoyage nettoyage_industriel proprete' +
      ' limpieza limpieza_de_oficinas limpieza_industrial pulizia pulizie pulizie_industriali' +
      ' sprzatanie sprzatania sprzatanie_biur utrzymanie_czystosci mycie_okien limpeza limpeza_de_escritorios',
    'cleaning_company cleaning_contractor schoonmaakbedrijf glazenwassersbedrijf reinigungsunternehmen' +
      ' gebaudereiniger entreprise_de_nettoyage empresa_de_limpieza impresa_di_pulizie firma_sprzatajaca' +
      ' empresa_de_limpeza',
  ),
  service(
    'landscaping',
    '81.3',
    ['operate', 'make'],
    'landscaping landscape_maintenance grounds_maintenance garden_maintenance green_space_maintenance' +
      ' groenvoorziening groenonderhoud tuinaanleg hoveniersbedrijf landschaftsbau *landschaftsbau galabau' +
      ' grunpflege *grunpflege amenagement_paysager espaces_verts jardineria paisajismo' +
      ' mantenimiento_de_jardines giardinaggio manutenzione_del_verde',
    'landscaper landscaping_company hovenier groenvoorzieningsbedrijf landschaftsgartner paysagiste' +
      ' empresa_de_jardineria paisajista',
  ),
];
