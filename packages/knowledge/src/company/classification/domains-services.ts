import type { ActivityDomain } from './domains.js';
import type { VerbKind } from './lexicon-verbs.js';
import { words } from './tokens.js';

export const service = (
  id: string,
  group: string,
  verbs: readonly VerbKind[],
  nouns: string,
  self?: string,
  intermediary?: string,
): ActivityDomain => ({
  id,
  group,
  verbs,
  nouns: words(nouns),
  ...(self ? { self: words(self) } : {}),
  ...(intermediary ? { intermediary } : {}),
});

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
  // A pharmacy dispenses medicines others make: retail (47.7), not pharmaceuticals (21).
  service(
    'pharmacy',
    '47.7',
    ['operate'],
    'pharmacy chemist_shop dispensing_chemist apotheek apotheke pharmacie farmacia oficina_de_farmacia' +
      ' parafarmacia apteka apteki aptek',
    'pharmacy_chain pharmacy_group pharmacist apotheekketen apotheker apothekenkette pharmacien' +
      ' groupement_de_pharmacies cadena_de_farmacias farmaceutico catena_di_farmacie farmacista siec_aptek' +
      ' rede_de_farmacias',
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
    'waste waste_processing waste_management recycling scrap_metal sorting_plant' +
      ' composting afval afvalverwerking abfall entsorgung abfallverwertung dechets' +
      ' recyclage residuos reciclaje rifiuti riciclo',
    'waste_management_company recycler recycling_company waste_processor afvalverwerker recyclingbedrijf' +
      ' entsorger entsorgungsunternehmen recycleur recicladora',
  ),
  // Collecting waste, emptying bins and running drop-off sites is collection (38.1); sorting,
  // recycling and treating it is recovery (38.2).
  service(
    'waste-collection',
    '38.1',
    ['operate', 'transport'],
    'waste_collection refuse_collection household_waste_collection bin_collection recycling_centre' +
      ' afvalinzameling milieustraat abfallsammlung mullabfuhr *abfuhr wertstoffhof recyclinghof' +
      ' collecte_des_dechets ramassage_des_ordures collecte_des_ordures dechetterie recogida_de_residuos' +
      ' recogida_de_basuras punto_limpio raccolta_rifiuti raccolta_differenziata isola_ecologica' +
      ' odbior_odpadow wywoz_odpadow recolha_de_residuos',
    'waste_collector afvalinzamelaar',
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
    'freight cargo goods load parcel shipment container truck lorry vracht goederen pakket' +
      ' zending vrachtwagen fracht guter waren sendung paket fret marchandise colis' +
      ' mercancia carga paquete merci spedizione pacco *transporte' +
      // Road haulage named as the service itself ('we provide road transport', 'wij verzorgen het
      // wegtransport').
      ' road_transport road_freight road_haulage trucking wegtransport wegvervoer goederenvervoer' +
      ' beroepsgoederenvervoer strassentransport strassenguterverkehr guterkraftverkehr transport_routier' +
      ' transporte_por_carretera autotrasporto trasporto_su_strada' +
      // Temperature-controlled haulage ('koel- en vriestransport', 'Kühltransporte').
      ' koeltransport vriestransport diepvriestransport kuhltransport tiefkuhltransport transport_frigorifique',
    'haulier carrier transport_company transportbedrijf vervoerder spedition transporteur transportista' +
      ' trasportatore *transporteur',
    '52.3',
  ),
  // Buses, coaches and other passengers by road (49.3): 'gestisce il trasporto pubblico locale'.
  service(
    'passenger-transport',
    '49.3',
    ['transport', 'operate'],
    'passenger passagier passager pasajero passeggero public_transport local_public_transport bus_service' +
      ' coach_service coach_travel coach_hire bus_line bus_route scheduled_bus school_transport' +
      ' openbaar_vervoer busvervoer streekvervoer leerlingenvervoer touringcarvervoer' +
      ' offentlicher_personennahverkehr personennahverkehr opnv nahverkehr linienverkehr busverkehr' +
      ' schulerbeforderung transport_public transports_publics transports_en_commun transport_de_voyageurs' +
      ' transport_scolaire transporte_publico transporte_de_viajeros transporte_de_pasajeros' +
      ' transporte_escolar trasporto_pubblico trasporto_pubblico_locale trasporto_passeggeri' +
      ' servizio_di_linea transport_publiczny komunikacja_miejska przewoz_osob przewozy_pasazerskie' +
      ' transporte_de_passageiros',
    'bus_company bus_operator coach_operator transit_operator busbedrijf vervoerbedrijf vervoersbedrijf' +
      ' touringcarbedrijf busunternehmen verkehrsbetrieb verkehrsunternehmen autocariste' +
      ' transporteur_de_voyageurs empresa_de_autobuses azienda_di_trasporto przewoznik_autobusowy' +
      ' empresa_de_autocarros',
    '52.3',
  ),
  service(
    'logistics',
    '52.2',
    ['operate'],
    'logistics distribution_centre contract_logistics logistiek logistik *logistikzentrum kontraktlogistik' +
      ' logistique logistica',
    'logistics_provider logistics_company logistics_service_provider logistiek_dienstverlener' +
      ' logistikdienstleister prestataire_logistique operador_logistico operatore_logistico',
    '52.3',
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
    'it_services it_consulting managed_services it_dienstleistungen it_support managed_it managed_it_services' +
      ' it_outsourcing it_management cybersecurity_services ict_services ict_dienstverlening systeembeheer' +
      ' it_beheer it_betreuung services_informatiques infogerance support_informatique maintenance_informatique' +
      ' soporte_informatico servicios_informaticos administracion_de_sistemas mantenimiento_informatico' +
      ' servizi_informatici assistenza_informatica uslugi_informatyczne obsluga_informatyczna' +
      ' servicos_informaticos suporte_informatico',
    'it_services_company it_consultancy managed_service_provider it_service_provider it_dienstleister' +
      ' systemhaus ict_bedrijf societe_de_services_informatiques empresa_de_servicios_informaticos' +
      ' azienda_informatica',
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
    'mobile_network broadband fibre_network telecommunications telecom internet_access fibre_broadband' +
      ' fiber_internet fibre_optic_network glasvezel glasvezelnetwerk breedband glasfasernetz' +
      ' glasfaseranschluss breitband internetzugang fibre_optique haut_debit acces_internet' +
      ' banda_ancha red_de_fibra fibra_optica internet_de_fibra banda_larga fibra_ottica internet_swiatlowodowy' +
      ' swiatlowod fibra_otica rede_de_fibra internet_de_fibra',
    'telecom_operator mobile_operator internet_service_provider internet_provider internetprovider' +
      ' internetanbieter telekommunikationsanbieter fournisseur_d_acces operateur_telecom' +
      ' operateur_de_telecommunications operador_de_telecomunicaciones operatore_di_telecomunicazioni' +
      ' dostawca_internetu operator_telekomunikacyjny operador_de_telecomunicacoes',
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
    '66.2',
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
    '68.3',
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
      ' ingenierie ingenieria ingegneria architectural_design architectural_services architectuur architektur' +
      ' architettura arquitectura arquitetura architektura urban_planning stedenbouw stadtplanung urbanisme' +
      ' urbanismo urbanistica progettazione_architettonica',
    'engineering_firm engineering_consultancy engineering_company architect architectural_firm' +
      ' ingenieursbureau architectenbureau ingenieurburo architekturburo bureau_d_etudes cabinet_d_architecte' +
      ' ingenieria studio_di_ingegneria architects architetto studio_di_architettura estudio_de_arquitectura' +
      ' arquitecto architekt architecte agence_d_architecture atelier_d_architecture pracownia_architektoniczna' +
      ' biuro_architektoniczne gabinete_de_arquitetura',
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
