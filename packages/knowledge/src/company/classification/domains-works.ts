import type { ActivityDomain } from './domains.js';
import { service } from './domains-services.js';

/**
 * Forestry, fishing and quarrying, utilities, the construction trades, repair and installation, and
 * transport by water, air and courier (see domains.ts for how nouns are written). Where NACE Rev. 2.1
 * numbers a group differently from Rev. 2, the Rev. 2.1 code is used and the comment says so.
 */
export const WORKS_DOMAINS: readonly ActivityDomain[] = [
  service(
    'forestry',
    '02.1',
    ['operate', 'make'],
    'forestry forest forest_management silviculture bosbouw bosbeheer forstwirtschaft waldbewirtschaftung' +
      ' sylviculture gestion_forestiere silvicultura selvicoltura silvicoltura',
    'forestry_company forest_owner bosbouwbedrijf forstbetrieb exploitant_forestier empresa_forestal',
  ),
  service(
    'logging',
    '02.2',
    ['operate', 'make'],
    'logging timber_harvesting tree_felling houtoogst holzernte holzeinschlag exploitation_forestiere' +
      ' aprovechamiento_forestal utilizzazioni_forestali',
    'logging_company',
  ),
  service(
    'fishing',
    '03.1',
    ['operate'],
    'fishing_vessel fishing_fleet trawler fishing_boat fishery visserij vissersschip fischerei fischkutter' +
      ' peche_maritime chalutier pesca_maritima buque_pesquero pesca_marittima peschereccio',
    'fishing_company vissersbedrijf fischereibetrieb armement_de_peche empresa_pesquera',
  ),
  service(
    'aquaculture',
    '03.2',
    ['operate', 'make'],
    'aquaculture fish_farm fish_farming salmon_farming mussel_farming shellfish_farming oyster_farming' +
      ' aquacultuur viskwekerij mosselkweek aquakultur fischzucht pisciculture conchyliculture' +
      ' ostreiculture acuicultura piscifactoria acquacoltura allevamento_ittico mitilicoltura',
    'fish_farmer aquaculture_company viskweker fischzuchter pisciculteur',
  ),
  service(
    'quarrying',
    '08.1',
    ['operate', 'make'],
    'sand gravel aggregate crushed_stone limestone quarry quarrying sand_and_gravel gravel_pit sand_pit' +
      ' zand grind kies zandwinning grindwinning steengroeve schotter kiesgrube steinbruch granulat sable' +
      ' gravier carriere aridos grava gravera cantera ghiaia sabbia inerti',
    'quarrying_company aggregates_company aggregates_producer zandwinningsbedrijf kieswerk' +
      ' empresa_de_aridos',
  ),
  service(
    'machinery-repair',
    '33.1',
    ['operate'],
    // Not 'maintenance' alone: a maker's 'Service and maintenance' page is aftercare of its goods.
    'industrial_maintenance machine_maintenance maintenance_and_repair industrieel_onderhoud' +
      ' machineonderhoud industriewartung maschinenwartung instandhaltung maintenance_industrielle' +
      ' mantenimiento_industrial manutenzione_industriale',
    'maintenance_company maintenance_contractor onderhoudsbedrijf instandhaltungsdienstleister',
  ),
  service(
    'machinery-installation',
    '33.2',
    ['operate'],
    'machine_installation machinery_installation plant_installation industrial_installation' +
      ' machinemontage industriemontage anlagenmontage *anlagenmontage installation_industrielle' +
      ' montaje_industrial montaggi_industriali',
    'installation_contractor',
  ),
  service(
    'water-supply',
    '36.0',
    ['operate', 'make', 'sell'],
    'drinking_water water_supply tap_water water_distribution drinkwater waterlevering wasserversorgung' +
      ' trinkwasser *trinkwasser eau_potable distribution_d_eau agua_potable abastecimiento_de_agua' +
      ' suministro_de_agua acqua_potabile servizio_idrico',
    'water_company water_utility drinking_water_company waterbedrijf drinkwaterbedrijf wasserversorger' +
      ' wasserwerk compagnie_des_eaux acquedotto',
  ),
  service(
    'sewerage',
    '37.0',
    ['operate', 'make'],
    'wastewater sewage sewer sewerage wastewater_treatment sewage_treatment afvalwater rioolwater riolering' +
      ' afvalwaterzuivering abwasser *abwasser kanalisation abwasserreinigung eaux_usees assainissement' +
      ' aguas_residuales depuracion saneamiento acque_reflue depurazione fognatura',
    'wastewater_company wastewater_utility abwasserverband',
  ),
  service(
    'remediation',
    '39.0',
    ['operate', 'make'],
    'soil_remediation remediation decontamination asbestos_removal site_remediation contaminated_land' +
      ' bodemsanering asbestsanering bodensanierung altlastensanierung asbestsanierung depollution' +
      ' desamiantage descontaminacion retirada_de_amianto bonifica_ambientale bonifica_amianto' +
      ' bonifiche_ambientali',
    'remediation_company saneringsbedrijf sanierungsunternehmen',
  ),
  service(
    'demolition',
    '43.1',
    ['operate', 'make'],
    'demolition earthworks excavation site_preparation sloop sloopwerk grondwerk abbruch *abbruch' +
      ' erdarbeiten ruckbau terrassement demolicion movimiento_de_tierras demolizione scavi movimento_terra',
    'demolition_contractor demolition_company sloopbedrijf abbruchunternehmen',
  ),
  service(
    'building-installation',
    '43.2',
    ['operate', 'make', 'install'],
    'electrical_installation electrical_work electrical_contracting plumbing plumbing_and_heating' +
      ' heating_installation hvac hvac_installation sanitary_installation elektrotechnische_installatie' +
      ' elektrotechniek installatietechniek loodgieterswerk elektroinstallation *elektroinstallation' +
      ' haustechnik gebaudetechnik sanitarinstallation heizungsbau installation_electrique plomberie' +
      ' genie_climatique instalacion_electrica fontaneria climatizacion impianto_elettrico impiantistica' +
      ' impianto_idraulico impianti_termoidraulici',
    'electrician electrical_contractor plumber plumbing_contractor hvac_contractor installation_company' +
      ' installatiebedrijf installateur elektroinstallateur elektriker elektrofachbetrieb' +
      ' sanitarinstallateur electricien plombier chauffagiste instalador electricista fontanero' +
      ' installatore elettricista idraulico impiantista',
  ),
  // Installing solar panels on roofs is electrical installation; making them is manufacturing, so
  // only the installing verb puts a company here.
  service(
    'solar-installation',
    '43.2',
    ['install'],
    'solar_panel solar_pv_system photovoltaic_system pv_system solar_installation zonnepaneel' +
      ' *photovoltaikanlage *solaranlage pv_anlage panneau_solaire panneaux_solaires' +
      ' installation_photovoltaique placas_solares paneles_solares instalacion_fotovoltaica' +
      ' impianto_fotovoltaico impianti_fotovoltaici pannelli_solari',
    'solar_installer pv_installer solarteur zonnepaneleninstallateur installateur_photovoltaique' +
      ' instalador_solar installatore_fotovoltaico',
  ),
  service(
    'building-completion',
    '43.3',
    ['operate', 'make', 'install'],
    'plastering painting_and_decorating interior_finishing drywall dry_lining tiling floor_laying' +
      ' stukadoorswerk schilderwerk afbouw tegelwerk malerarbeiten trockenbau innenausbau estrich platrerie' +
      ' peinture_en_batiment yeseria pintura_de_interiores intonacatura tinteggiatura',
    'painter_and_decorator plasterer stukadoor schildersbedrijf malerbetrieb stuckateur platrier' +
      ' imbianchino',
  ),
  // NACE Rev. 2.1 43.4 (specialised construction of buildings, roofing first); Rev. 2 had roofing in 43.91.
  service(
    'roofing',
    '43.4',
    ['operate', 'make', 'install'],
    'roofing roof flat_roofing roof_repair dakwerk dakbedekking dak daken dachdeckerarbeiten bedachung' +
      ' dacharbeiten toiture tejado impermeabilizacion_de_cubiertas tetto tetti coperture_civili',
    'roofer roofing_contractor roofing_company dakdekker dakdekkersbedrijf dachdecker dachdeckerei' +
      ' couvreur empresa_de_tejados copritetto',
  ),
  service(
    'specialised-construction',
    '43.9',
    ['operate', 'make'],
    'scaffolding scaffolding_erection piling steigerbouw gerustbau echafaudage andamio ponteggio',
    'scaffolding_contractor steigerbouwer gerustbauer',
  ),
  service(
    'fuel-stations',
    '47.3',
    ['operate'],
    'petrol_station filling_station service_station fuel_station tankstation tankstelle *tankstelle' +
      ' station_service gasolinera estacion_de_servicio stazione_di_servizio distributore_di_carburante',
    'fuel_retailer',
  ),
  // NACE Rev. 2.1 has no division 45: selling cars is 46.7 or 47.8, repairing them 95.3.
  service(
    'vehicle-dealers',
    '47.8',
    ['operate'],
    'car_dealership dealership car_showroom autodealer autobedrijf autohaus *autohaus concession_automobile' +
      ' concesionario concessionaria',
    'car_dealer dealer_group autodealer autohaus concessionnaire concesionario concessionaria',
  ),
  service(
    'vehicle-repair',
    '95.3',
    ['operate', 'repair'],
    'car_repair vehicle_repair car_maintenance auto_repair body_shop bodywork_repair autoreparatie' +
      ' autoschadeherstel autowerkstatt kfz_werkstatt kfz_reparatur reparation_automobile garage_automobile' +
      ' carrosserie taller_mecanico reparacion_de_vehiculos autofficina carrozzeria',
    'car_repair_shop autogarage garagebedrijf kfz_betrieb garagiste',
  ),
  service(
    'water-passengers',
    '50.1',
    ['operate', 'transport'],
    'ferry ferry_service ferry_line cruise cruise_ship veerdienst veerboot fahrverbindung' +
      ' traversee_maritime transbordador crucero traghetto crociera',
    'ferry_operator cruise_line',
  ),
  service(
    'water-freight',
    '50.2',
    ['operate', 'transport'],
    'sea_freight ocean_freight container_shipping short_sea_shipping bulk_shipping tanker zeevaart' +
      ' kustvaart seefracht containerschifffahrt transport_maritime transporte_maritimo' +
      ' trasporto_marittimo',
    'shipping_company shipping_line rederij reederei armateur compagnie_maritime naviera' +
      ' compagnia_di_navigazione armatore',
  ),
  service(
    'inland-water',
    '50.4',
    ['operate', 'transport'],
    'inland_shipping inland_navigation barge binnenvaart binnenschifffahrt transport_fluvial' +
      ' navigation_interieure transporte_fluvial navigazione_interna',
    'binnenvaartrederij binnenreederei',
  ),
  service(
    'air-passengers',
    '51.1',
    ['operate', 'transport'],
    'flight charter_flight passenger_flight air_service vlucht lijnvlucht flug linienflug vuelo volo' +
      ' transporte_aereo trasporto_aereo',
    'airline charter_airline luchtvaartmaatschappij fluggesellschaft compagnie_aerienne aerolinea' +
      ' compagnia_aerea',
  ),
  service(
    'air-freight',
    '51.2',
    ['operate', 'transport'],
    'air_freight air_cargo luchtvracht luftfracht fret_aerien carga_aerea cargo_aereo',
    'cargo_airline',
  ),
  service(
    'courier',
    '53.2',
    ['operate', 'transport', 'sell'],
    'parcel parcel_delivery courier_service express_delivery last_mile_delivery same_day_delivery' +
      ' mail_delivery pakket pakketbezorging koeriersdienst paket *paket kurierdienst *kurierdienst' +
      ' paketzustellung colis livraison_de_colis messagerie paquete paqueteria mensajeria pacco' +
      ' corriere_espresso spedizioni_espresse',
    'courier courier_company parcel_service koerier koeriersbedrijf kurier paketdienst coursier' +
      ' empresa_de_mensajeria corriere',
  ),
];
