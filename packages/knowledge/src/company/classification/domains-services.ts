import type { ActivityDomain } from './domains.js';
import type { VerbKind } from './lexicon-verbs.js';
import { words } from './tokens.js';

export const service = (
  id: string,
  group: string,
  verbs: readonly VerbKind[],
  nouns: string,
  self?: string,
): ActivityDomain => ({ id, group, verbs, nouns: words(nouns), ...(self ? { self: words(self) } : {}) });

/**
 * Services, energy and construction: what a company runs, offers, builds or generates (see domains.ts
 * for how nouns are written). Building a home is construction (41), building software is programming
 * (62): the object decides.
 */
export const SERVICE_DOMAINS: readonly ActivityDomain[] = [
  service(
    'retail-stores',
    '47',
    ['operate'],
    'store shop garden_centre garden_center supermarket outlet boutique webshop online_shop *winkel filiaal' +
      ' filialen tuincentrum tuincentra supermarkt geschaft filiale gartencenter laden magasin boutique' +
      ' jardinerie supermarche point_de_vente tienda supermercado negozio negozi punto_vendita',
    'retailer garden_centre garden_center supermarket_chain retail_chain winkelketen retailer einzelhandler' +
      ' detaillant distributeur minorista dettagliante',
  ),
  service(
    'wholesale',
    '46.9',
    ['operate', 'sell'],
    'wholesale groothandel grosshandel commerce_de_gros venta_al_por_mayor ingrosso',
    'wholesaler distributor groothandel grosshandler grossiste mayorista grossista',
  ),
  service(
    'energy',
    '35.1',
    ['make', 'operate'],
    'electricity power renewable_energy wind_farm wind_turbine solar_park solar_farm hydropower energy elektriciteit' +
      ' stroom windpark zonnepark energie strom solarpark electricite parc_eolien centrale electricidad' +
      ' energia parque_eolico elettricita parco_eolico',
    'utility energy_company power_producer energy_producer energiebedrijf energieversorger' +
      ' energieunternehmen producteur_d_electricite energeticien electrica',
  ),
  // District heating and cooling sell heat, not electricity: NACE 35.3 (steam and air conditioning
  // supply). English 'heat' and 'steam' alone are left out ('we make steam irons'); the Romance words
  // for heat stand alone because heat pumps and heat exchangers are longer phrases of the machinery
  // domains and win over them. German 'Wärme' is left out: it reads as the adjective 'warme'.
  service(
    'heat-supply',
    '35.3',
    ['make', 'operate', 'sell'],
    'district_heating district_heating_network heat_network heating_network district_cooling' +
      ' cooling_network warmte warmtenet stadsverwarming fernwarme warmenetz nahwarme chaleur reseau_de_chaleur reseau_de_chaleur_urbain chauffage_urbain reseau_de_froid' +
      ' calor red_de_calor calefaccion_urbana calore teleriscaldamento rete_di_teleriscaldamento',
    'district_heating_company heat_supplier warmtebedrijf fernwarmeversorger',
  ),
  service(
    'waste',
    '38.2',
    ['operate'],
    'waste waste_collection waste_processing waste_management recycling scrap_metal sorting_plant' +
      ' composting afval afvalinzameling afvalverwerking abfall entsorgung abfallverwertung dechets' +
      ' recyclage residuos reciclaje rifiuti riciclo',
    'waste_management_company recycler recycling_company waste_processor afvalverwerker recyclingbedrijf' +
      ' entsorger entsorgungsunternehmen recycleur recicladora',
  ),
  service(
    'buildings',
    '41.0',
    ['make'],
    'building homes houses housing apartment office_building school hospital_building woning gebouw' +
      ' *woning gebaude wohnung haus hauser batiment logement maison edificio vivienda edificio edifici' +
      ' abitazione',
    'construction_company builder contractor general_contractor bouwbedrijf aannemer bauunternehmen' +
      ' entreprise_de_construction constructora impresa_di_costruzioni generalunternehmer' +
      ' entreprise_generale generalny_wykonawca generalnym_wykonawca',
  ),
  service(
    'civil-engineering',
    '42.1',
    ['make'],
    'road bridge tunnel railway motorway infrastructure dike weg brug spoorweg infrastructuur strasse' +
      ' brucke pont ouvrage carretera puente tunel strada ponte galleria infrastruttura',
    'civil_engineering_company wegenbouwer',
  ),
  service(
    'transport',
    '49.4',
    ['transport', 'operate'],
    'freight cargo goods load parcel shipment container passenger truck lorry vracht goederen pakket' +
      ' zending passagier vrachtwagen fracht guter waren sendung paket fret marchandise colis passager' +
      ' mercancia carga paquete pasajero merci spedizione pacco passeggero' +
      // Road haulage named as the service itself ('we provide road transport', 'wij verzorgen het
      // wegtransport').
      ' road_transport road_freight road_haulage trucking wegtransport wegvervoer goederenvervoer' +
      ' beroepsgoederenvervoer strassentransport strassenguterverkehr guterkraftverkehr transport_routier' +
      ' transporte_por_carretera autotrasporto trasporto_su_strada' +
      // Temperature-controlled haulage ('koel- en vriestransport', 'Kühltransporte').
      ' koeltransport vriestransport diepvriestransport kuhltransport tiefkuhltransport transport_frigorifique',
    'haulier carrier transport_company transportbedrijf vervoerder spedition transporteur transportista' +
      ' trasportatore *transporteur',
  ),
  service(
    'logistics',
    '52.2',
    ['operate'],
    'logistics distribution_centre contract_logistics logistiek logistik *logistikzentrum kontraktlogistik' +
      ' logistique logistica',
    'logistics_provider logistics_company logistics_service_provider logistiek_dienstverlener' +
      ' logistikdienstleister prestataire_logistique operador_logistico operatore_logistico',
  ),
  service(
    'warehousing',
    '52.1',
    ['operate'],
    'cold_storage cold_store tank_storage tank_terminal self_storage koelhuis tankopslag kuhlhaus tanklager' +
      ' entreposage entrepot_frigorifique almacenamiento_frigorifico koelopslag vriesopslag diepvriesopslag' +
      ' warehousing warehouse opslag magazijn lager *lagerhalle entrepot almacen magazzino',
    'storage_company warehousing_company opslagbedrijf lagerhausgesellschaft',
  ),
  service(
    'vehicle-rental',
    '77.1',
    ['operate'],
    'car_rental car_hire van_rental vehicle_rental vehicle_leasing car_leasing autoverhuur autoverleih' +
      ' autovermietung location_de_voitures alquiler_de_coches noleggio_auto',
    'car_rental_company leasing_company leasemaatschappij autovermieter loueur',
  ),
  service(
    'equipment-rental',
    '77.3',
    ['operate'],
    'equipment_rental equipment_hire machine_rental machinery_rental plant_hire tool_hire tool_rental' +
      ' crane_rental scaffolding_rental materieelverhuur machineverhuur maschinenvermietung geratevermietung' +
      ' location_de_materiel alquiler_de_maquinaria noleggio_attrezzature',
    'rental_company hire_company equipment_rental_company verhuurbedrijf vermieter',
  ),
  service(
    'accommodation',
    '55.1',
    ['operate'],
    'hotel resort guest_room accommodation hostel albergo alberghi hebergement alojamiento',
    'hotel_group hotel_company hotelier hotel_chain hotelgroep hotelgruppe groupe_hotelier' +
      ' cadena_hotelera gruppo_alberghiero',
  ),
  service(
    'food-service',
    '56.1',
    ['operate'],
    'restaurant catering canteen cafe restaurants gastronomie kantine restauration restaurante ristorante' +
      ' ristorazione',
    'restaurant_group caterer cateraar',
  ),
  service(
    'software',
    '62.1',
    ['make', 'operate', 'sell'],
    'software saas cloud_software app application platform_software *software logiciel programmi' +
      // Software named for the work it does: the longer phrase wins over the work's own service.
      ' accounting_software bookkeeping_software payroll_software invoicing_software tax_software' +
      ' legal_software recruitment_software logiciel_de_comptabilite software_de_contabilidad' +
      ' software_di_contabilita',
    'software_company software_vendor saas_company softwarebedrijf softwarehaus softwareunternehmen' +
      ' editeur_de_logiciels empresa_de_software',
  ),
  service(
    'it-services',
    '62.2',
    ['operate'],
    'it_services it_consulting managed_services it_dienstleistungen',
    'it_services_company it_consultancy',
  ),
  service(
    'hosting',
    '63.1',
    ['operate'],
    'data_centre data_center hosting colocation rechenzentrum datacenter',
    'hosting_provider',
  ),
  service(
    'telecom',
    '61.1',
    ['operate'],
    'mobile_network broadband fibre_network telecommunications telecom',
    'telecom_operator mobile_operator',
  ),
  service(
    'banking',
    '64.1',
    ['operate', 'sell'],
    'loan mortgage savings_account current_account lening hypotheek kredit hypothek pret credit prestamo' +
      ' hipoteca prestito mutuo',
    'bank savings_bank bank_group building_society credit_union mortgage_lender spaarbank sparkasse banque' +
      ' banco banca',
  ),
  service(
    'insurance',
    '65.1',
    ['operate', 'sell'],
    'insurance insurance_policy cover verzekering polis *versicherung assurance seguro poliza' +
      ' assicurazione assicurazioni polizza',
    'insurer mutual_insurer insurance_company verzekeraar verzekeringsmaatschappij versicherer' +
      ' versicherungsgesellschaft assureur mutuelle aseguradora mutua compagnia_assicurativa',
  ),
  service(
    'asset-management',
    '66.3',
    ['operate'],
    'asset_management fund investment_fund investment_management vermogensbeheer vermogensverwaltung' +
      ' gestion_d_actifs gestion_de_activos gestione_patrimoniale',
    'asset_manager fund_manager investment_manager vermogensbeheerder vermogensverwalter' +
      ' societe_de_gestion gestora',
  ),
  service(
    'real-estate',
    '68.2',
    ['operate'],
    'property properties real_estate office_space vastgoed immobilien immobilier inmobiliario immobiliare',
    'property_company real_estate_company landlord vastgoedbedrijf immobilienunternehmen fonciere inmobiliaria',
  ),
  service(
    'consulting',
    '70.2',
    ['operate'],
    'consulting consultancy advisory advice advies beratung conseil consultoria consulenza',
    'consultancy consulting_firm adviesbureau beratungsunternehmen cabinet_de_conseil consultora',
  ),
  service(
    'engineering',
    '71.1',
    ['operate'],
    'engineering_services engineering_consultancy architecture structural_engineering surveying' +
      ' technical_testing testing_and_inspection inspection_services ingenieursdiensten ingenieurleistungen' +
      ' ingenierie ingenieria ingegneria',
    'engineering_firm engineering_consultancy engineering_company architect architectural_firm' +
      ' ingenieursbureau architectenbureau ingenieurburo architekturburo bureau_d_etudes cabinet_d_architecte' +
      ' ingenieria studio_di_ingegneria',
  ),
  service(
    'health',
    '86.1',
    ['operate'],
    'hospital clinic healthcare health_care rehabilitation_centre ziekenhuis kliniek' +
      ' zorg revalidatiecentrum krankenhaus klinik rehaklinik hopital clinique' +
      ' hospital clinica ospedale',
    'hospital_group healthcare_provider care_provider clinic_group zorgaanbieder klinikbetreiber',
  ),
  service(
    'medical-practice',
    '86.2',
    ['operate'],
    'medical_practice dental_practice dental_clinic general_practice huisartsenpraktijk tandartspraktijk' +
      ' arztpraxis zahnarztpraxis cabinet_medical cabinet_dentaire clinica_dental studio_dentistico' +
      ' dental_centre dental_center dental_care tandartsenpraktijk mondzorg zahnklinik zahnzentrum' +
      ' centre_dentaire centre_de_sante_dentaire soins_dentaires clinica_odontoiatrica centro_odontoiatrico',
    'dental_group dentist tandarts zahnarzt dentiste chirurgien_dentiste dentista',
  ),
  service(
    'other-health',
    '86.9',
    ['operate'],
    'physiotherapy medical_laboratory diagnostic_imaging fysiotherapie physiotherapie kinesitherapie' +
      ' fisioterapia',
    'physiotherapy_practice',
  ),
];
