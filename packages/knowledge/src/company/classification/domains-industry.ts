import {
  RETAIL_FOOD,
  RETAIL_HOUSEHOLD,
  RETAIL_MACHINES,
  RETAIL_OTHER,
  WHOLESALE_INTERMEDIATE,
  goods,
  type ActivityDomain,
} from './domains.js';

/**
 * Goods of the manufacturing groups mid-size clients are often in, beyond those of domains.ts (how
 * nouns are written is explained there). Where NACE Rev. 2.1 numbers a group differently from Rev. 2,
 * the Rev. 2.1 code is used and the comment says so.
 */
const RETAIL_VEHICLES = { retail: '47.8', wholesale: '46.7' };
const RETAIL_FUEL = { retail: '47.3', wholesale: '46.8' };

export const INDUSTRY_DOMAINS: readonly ActivityDomain[] = [
  goods(
    'fruit-vegetables',
    '10.3',
    'frozen_vegetables canned_vegetables vegetable_processing fruit_processing fruit_juice vegetable_juice' +
      ' juice jam fruit_preserves potato_products french_fries fries crisps tomato_paste fruit_puree' +
      ' diepvriesgroenten groenteconserven vruchtensap aardappelproducten frites tiefkuhlgemuse' +
      ' gemusekonserven fruchtsaft *saft konfiture kartoffelprodukte pommes_frites legumes_surgeles' +
      ' conserves_de_legumes jus_de_fruits confiture compote verduras_congeladas conservas_vegetales zumo' +
      ' mermelada concentrado_de_tomate patatas_fritas verdure_surgelate conserve_vegetali succo_di_frutta' +
      ' succhi_di_frutta confettura passata_di_pomodoro',
    RETAIL_FOOD,
  ),
  goods(
    'oils-fats',
    '10.4',
    'olive_oil extra_virgin_olive_oil vegetable_oil sunflower_oil rapeseed_oil edible_oil cooking_oil' +
      ' olijfolie plantaardige_olie zonnebloemolie olivenol speiseol rapsol sonnenblumenol huile_olive' +
      " huile_d'olive huile_de_tournesol aceite_de_oliva aceite_de_orujo aceite_de_girasol olio_di_oliva" +
      " olio_d'oliva olio_extravergine olio_di_semi",
    RETAIL_FOOD,
    {
      self: 'olive_oil_mill oil_mill oliemolen olmuhle huilerie almazara oleificio frantoio',
      facilities: 'olive_oil_mill oil_mill oliemolen olmuhle huilerie almazara oleificio frantoio',
    },
  ),
  goods(
    'fish',
    '10.2',
    'fish seafood fish_products fish_fillet canned_fish smoked_salmon visproducten fischprodukte' +
      ' fischkonserven produits_de_la_mer conservas_de_pescado pescado prodotti_ittici',
    RETAIL_FOOD,
  ),
  goods(
    'grain-mill',
    '10.6',
    'flour wheat_flour semolina starch oat_flakes milled_rice meel tarwebloem zetmeel mehl *mehl' +
      ' griess farine semoule amidon harina semola almidon farina farine_di_grano amido',
    RETAIL_FOOD,
    {
      self: 'flour_mill flour_miller meelfabriek korenmolen getreidemuhle minoterie harinera molino mulino',
      facilities: 'flour_mill meelfabriek getreidemuhle minoterie harinera molino mulino',
    },
  ),
  goods(
    'animal-feed',
    '10.9',
    'animal_feed feed compound_feed pet_food petfood fodder premix diervoeder veevoer mengvoer' +
      ' huisdiervoeding futtermittel *futter mischfutter tiernahrung heimtiernahrung alimentation_animale' +
      ' aliments_composes pienso piensos mangime mangimi',
    { retail: '47.7', wholesale: '46.2' },
    { self: 'feed_mill feed_manufacturer mengvoederbedrijf futtermittelhersteller', facilities: 'feed_mill' },
  ),
  goods(
    'printing',
    '18.1',
    'label self_adhesive_label printed_matter brochure flyer leaflet catalogue catalog poster' +
      ' business_card commercial_printing offset_printing digital_printing label_printing etiket drukwerk' +
      ' *drukwerk etikett drucksache *drucksache druckerzeugnis prospekt etiquette imprime imprimes etiqueta' +
      ' impresos folleto etichetta stampati',
    WHOLESALE_INTERMEDIATE,
    {
      self:
        'printer printing_company print_shop printing_house drukkerij druckerei imprimerie imprenta' +
        ' tipografia stamperia',
      facilities: 'printing_plant print_shop drukkerij druckerei imprimerie imprenta tipografia',
    },
  ),
  goods(
    'refined-petroleum',
    '19.2',
    'fuels fuel_oil heating_oil diesel petrol gasoline kerosene jet_fuel lubricant lubricating_oil bitumen lpg petroleum_products' +
      ' refined_products brandstof smeermiddel kraftstoff *kraftstoff schmierstoff *schmierstoff heizol' +
      ' carburant lubrifiant combustible carburante lubricante gasoleo carburanti lubrificante gasolio',
    RETAIL_FUEL,
    {
      self: 'refinery refiner raffinaderij raffinerie refineria raffineria',
      facilities: 'refinery raffinaderij raffinerie refineria raffineria',
    },
  ),
  goods(
    'non-ferrous-metals',
    '24.4',
    'aluminium aluminum copper zinc nickel brass bronze precious_metals aluminium_foil aluminium_extrusion' +
      ' extruded_aluminium aluminium_profile koper zink messing edelmetalen aluminiumfolie kupfer edelmetalle' +
      ' cuivre laiton metaux_precieux feuille_d_aluminium aluminio cobre laton metales_preciosos' +
      ' papel_de_aluminio alluminio rame zinco ottone metalli_preziosi',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'aluminium_producer aluminium_smelter copper_producer',
      facilities: 'smelter aluminium_smelter copper_smelter extrusion_plant',
    },
  ),
  goods(
    'castings',
    '24.5',
    'casting iron_casting steel_casting aluminium_casting die_casting investment_casting gietwerk gietstuk' +
      ' gussteil *gussteil *guss piece_de_fonderie pieza_fundida fundicion getto getti pressofusione odlitek' +
      ' odlitky odlitku',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'foundry gieterij giesserei fonderie fundicion fonderia slevarna',
      facilities:
        'foundry gieterij giesserei fonderie fundicion fonderia slevarna slevarne slevarny slevarnu',
    },
  ),
  goods(
    'structural-metal',
    '25.1',
    'steel_structure steel_construction structural_steel steel_frame steel_building steelwork' +
      ' metal_structure metal_construction metal_door metal_window aluminium_window aluminium_door' +
      ' aluminium_facade staalconstructie *staalconstructie staalbouw stahlbau stahlkonstruktion' +
      ' *stahlkonstruktion metallbau charpente_metallique structure_metallique construction_metallique' +
      ' estructura_metalica carpinteria_metalica carpenteria_metallica struttura_metallica',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'steel_fabricator staalbouwer staalbouwbedrijf stahlbauer stahlbauunternehmen metallbauer',
    },
  ),
  goods(
    'metal-tanks',
    '25.2',
    'pressure_vessel storage_tank steel_tank metal_tank silo drukvat druckbehalter *druckbehalter' +
      ' reservoir_sous_pression recipiente_a_presion serbatoio serbatoi',
    WHOLESALE_INTERMEDIATE,
  ),
  // NACE Rev. 2.1 25.4; Rev. 2 numbered forging and stamping 25.5.
  goods(
    'forging',
    '25.4',
    'forging forged_part metal_stamping stamping pressed_part deep_drawn_part powder_metallurgy' +
      ' sintered_part smeedwerk smeedstuk *smeedstuk schmiedeteil *schmiedeteil stanzteil *stanzteil' +
      ' umformteil piece_forgee emboutissage estampage forja pieza_forjada estampacion stampaggio_a_caldo' +
      ' particolari_stampati',
    WHOLESALE_INTERMEDIATE,
    { self: 'forge smederij schmiede forja', facilities: 'forge smederij schmiede' },
  ),
  // NACE Rev. 2.1 25.5; Rev. 2 numbered machining and the treatment and coating of metals 25.6.
  {
    ...goods(
      'machining-coating',
      '25.5',
      'machining cnc_machining precision_machining machined_part machined_component turned_part milled_part' +
        ' precision_part surface_treatment heat_treatment hardening galvanising galvanizing anodising' +
        ' anodizing electroplating metal_finishing shot_blasting sandblasting sand_blasting verspaning draaiwerk freeswerk' +
        ' cnc_bewerking oppervlaktebehandeling thermisch_verzinken zerspanung drehteil *drehteil frasteil' +
        ' *frasteil cnc_bearbeitung oberflachenbehandlung oberflachentechnik harterei galvanik' +
        ' feuerverzinkung usinage decolletage piece_usinee traitement_de_surface traitement_thermique' +
        ' galvanisation anodisation mecanizado pieza_mecanizada tratamiento_de_superficie' +
        ' tratamiento_superficial tratamiento_termico galvanizado anodizado lavorazioni_meccaniche' +
        ' lavorazione_meccanica torneria particolari_torniti trattamento_superficiale trattamenti_superficiali' +
        ' trattamento_termico trattamenti_termici zincatura anodizzazione',
      WHOLESALE_INTERMEDIATE,
      {
        self:
          'machine_shop machining_company verspaningsbedrijf zerspanungsbetrieb lohnfertiger decolleteur' +
          ' galvaniseur verzinkerij',
        facilities: 'machine_shop',
      },
    ),
    verbs: ['make', 'operate'],
  },
  // NACE Rev. 2.1 25.6; Rev. 2 numbered cutlery, tools and general hardware 25.7.
  goods(
    'tools-hardware',
    '25.6',
    'cutlery knife knives hand_tool locks padlock hinge door_hardware gereedschap handgereedschap bestek' +
      ' hang_en_sluitwerk werkzeug *werkzeug besteck beschlag *beschlag coutellerie couteau outil' +
      ' quincaillerie cuberteria cuchillo herramienta cerradura posate coltelleria coltelli utensili' +
      ' serrature ferramenta',
    RETAIL_MACHINES,
  ),
  // Computers and phones apart from components: repairing them is 95.1, not 33.1.
  goods(
    'computers',
    '26.2',
    'computer laptop notebook_computer tablet_computer server_hardware computers ordinateur ordenador' +
      ' computadora',
    { retail: '47.4', wholesale: '46.5' },
  ),
  goods(
    'communication-equipment',
    '26.3',
    'smartphone mobile_phone router antenna telecommunications_equipment mobiele_telefoon mobiltelefon' +
      ' telephone_portable telefono_movil telefono_cellulare',
    { retail: '47.4', wholesale: '46.5' },
  ),
  goods(
    'instruments',
    '26.5',
    'instrument measuring_instrument measurement_instrument measuring_equipment measurement_equipment' +
      ' test_equipment testing_equipment analyser analyzer gas_analyser flow_meter flowmeter water_meter' +
      ' gas_meter energy_meter smart_meter thermometer weighing_instrument laboratory_instrument watches' +
      ' clocks' +
      ' meetinstrument meetapparatuur meettechniek messgerat *messgerat messtechnik messinstrument' +
      ' instrument_de_mesure appareil_de_mesure instrumento_de_medida instrumento_de_medicion' +
      ' equipo_de_medida strumento_di_misura strumentazione',
    { retail: '47.7', wholesale: '46.6' },
    { self: 'instrument_maker instrument_manufacturer' },
  ),
  goods(
    'electromedical',
    '26.6',
    'hearing_aid pacemaker defibrillator mri_scanner mri_system ct_scanner x_ray_system x_ray_equipment' +
      ' ultrasound_system ultrasound_scanner imaging_system medical_imaging_system electromedical_equipment' +
      ' electrotherapy_device radiotherapy_system hoortoestel hoorapparaat horgerat *horgerat' +
      ' elektromedizinische_gerat elektromedizin rontgengerat *rontgengerat ultraschallgerat' +
      ' appareil_auditif audioprothese equipement_electromedical audifono electromedicina ecografo' +
      ' apparecchio_acustico apparecchiature_elettromedicali elettromedicale',
    { retail: '47.7', wholesale: '46.4' },
  ),
  goods(
    'motors-switchgear',
    '27.1',
    'electric_motor generator transformer switchgear switchboard inverter frequency_converter elektromotor' +
      ' *elektromotor transformator *transformator schakelkast schakelinstallatie stroomaggregaat' +
      ' stromaggregat schaltanlage *schaltanlage wechselrichter umrichter moteur_electrique transformateur' +
      ' tableau_electrique onduleur alternateur motor_electrico transformador cuadro_electrico generador' +
      ' inversor motore_elettrico trasformatore quadro_elettrico generatore',
    { retail: '47.5', wholesale: '46.6' },
  ),
  goods(
    'wiring',
    '27.3',
    'cable wire_harness cable_harness cable_assembly wiring wiring_device socket_outlet power_cable' +
      ' fibre_optic_cable fiber_optic_cable data_cable *kabel kabelboom kabelsatz *kabelsatz cablage' +
      ' faisceau_electrique cableado mazo_de_cables cavo cavi cablaggio',
    { retail: '47.5', wholesale: '46.6' },
  ),
  goods(
    'lighting',
    '27.4',
    'lighting lamp luminaire light_fitting led_lighting led_lamp lighting_system street_lighting' +
      ' verlichting *verlichting verlichtingsarmatuur verlichtingsarmaturen leuchte *leuchte beleuchtung *beleuchtung' +
      ' leuchtmittel lampe eclairage luminaria iluminacion lampara illuminazione lampada' +
      ' apparecchio_di_illuminazione corpo_illuminante',
    RETAIL_HOUSEHOLD,
  ),
  goods(
    'domestic-appliances',
    '27.5',
    'domestic_appliance household_appliance home_appliance appliance washing_machine dishwasher' +
      ' refrigerator fridge freezer cooker cooking_appliance vacuum_cleaner kitchen_appliance' +
      ' huishoudelijk_apparaat witgoed wasmachine vaatwasser koelkast stofzuiger hausgerat *hausgerat' +
      ' haushaltsgerat *haushaltsgerat waschmaschine geschirrspuler kuhlschrank staubsauger electromenager' +
      ' appareil_electromenager lave_linge lave_vaisselle refrigerateur aspirateur electrodomestico lavadora' +
      ' lavavajillas aspiradora elettrodomestico lavatrice lavastoviglie frigorifero aspirapolvere',
    RETAIL_HOUSEHOLD,
  ),
  goods(
    'general-machinery',
    '28.1',
    'engine turbine gas_turbine steam_turbine wind_turbine pump compressor valve bearing gearbox' +
      ' gear_unit gear_motor geared_motor gearmotor drive_technology getriebemotor *getriebemotor' +
      ' antriebstechnik antriebssystem *antriebssystem motoreducteur motorreductor motoriduttore' +
      ' hydraulic_cylinder hydraulic_system hydraulics pneumatics fluid_power pomp klep afsluiter' +
      ' tandwielkast pumpe *pumpe ventil *ventil verdichter kompressor getriebe *getriebe walzlager pompe' +
      ' vanne compresseur roulement reducteur bomba valvula compresor rodamiento turbina reductor pompa' +
      ' valvola compressore cuscinetto riduttore cerpadlo cerpadla cerpadel cerpadly armatura armatury armatur' +
      ' klapka klapky klapek soupatko soupatka soupatek ventily ventilu kompresor kompresory',
    RETAIL_MACHINES,
  ),
  goods(
    'handling-machinery',
    '28.2',
    'industrial_oven industrial_furnace furnace burner lifting_equipment crane hoist forklift conveyor' +
      ' conveyor_belt material_handling_equipment cooling_equipment refrigeration_equipment' +
      ' industrial_refrigeration filtration_system weighing_equipment industrieoven heftruck transportband' +
      ' hijskraan industrieofen *kran gabelstapler forderband *forderband forderanlage *forderanlage' +
      ' four_industriel pont_roulant chariot_elevateur convoyeur horno_industrial grua carretilla_elevadora' +
      ' cinta_transportadora forno_industriale carrello_elevatore nastro_trasportatore',
    RETAIL_MACHINES,
  ),
  // Heating and cooling equipment: installing it in a building is construction (43.2), not 33.
  goods(
    'hvac-equipment',
    '28.2',
    'heat_pump air_conditioning air_conditioner hvac_system ventilation_system air_handling_unit' +
      ' warmtepomp *warmtepomp airco warmepumpe *warmepumpe klimaanlage *klimaanlage luftungsanlage' +
      ' pompe_a_chaleur climatiseur bomba_de_calor aire_acondicionado pompa_di_calore condizionatore' +
      ' climatizzatore heat_exchanger warmtewisselaar warmetauscher echangeur_de_chaleur echangeur_thermique' +
      ' intercambiador_de_calor scambiatore_di_calore',
    RETAIL_MACHINES,
    { install: '43.2' },
  ),
  goods(
    'agricultural-machinery',
    '28.3',
    'tractor agricultural_machinery agricultural_machine farm_machinery farm_equipment' +
      ' agricultural_equipment harvester combine_harvester lawn_mower mower sprayer seed_drill' +
      ' milking_machine milking_robot forestry_machine forestry_machinery landbouwmachine *landbouwmachine' +
      ' trekker maaier melkrobot landmaschine *landmaschine landtechnik traktor schlepper mahdrescher' +
      ' rasenmaher melkroboter machine_agricole materiel_agricole tracteur moissonneuse tondeuse' +
      ' maquinaria_agricola maquina_agricola cosechadora cortacesped macchina_agricola trattore' +
      ' mietitrebbia tosaerba',
    RETAIL_MACHINES,
  ),
  goods(
    'machine-tools',
    '28.4',
    'machine_tool metal_forming_machine metalworking_machine cnc_machine lathe milling_machine' +
      ' grinding_machine press_brake bending_machine laser_cutting_machine punching_machine werktuigmachine' +
      ' draaibank freesmachine kantbank werkzeugmaschine *werkzeugmaschine drehmaschine *drehmaschine' +
      ' frasmaschine *frasmaschine abkantpresse biegemaschine machine_outil fraiseuse presse_plieuse' +
      ' maquina_herramienta fresadora plegadora macchina_utensile tornio fresatrice pressa_piegatrice',
    RETAIL_MACHINES,
  ),
  goods(
    'vehicle-parts',
    '29.3',
    'automotive_part automotive_component auto_parts car_parts vehicle_parts vehicle_component' +
      ' automotive_interior car_seat brake_system brake_disc brake_pad exhaust_system airbag seat_belt' +
      ' auto_onderdeel auto_onderdelen autoteil *autoteil fahrzeugteil *fahrzeugteil kfz_teil' +
      ' equipement_automobile piece_automobile composant_automobile piezas_de_automocion' +
      ' componentes_de_automocion recambio componenti_auto componenti_automotive ricambi_auto',
    RETAIL_VEHICLES,
    {
      self:
        'automotive_supplier tier_1_supplier autozulieferer automobilzulieferer equipementier' +
        ' proveedor_de_automocion fornitore_automotive',
    },
  ),
  goods(
    'ships',
    '30.1',
    'ship boat yacht vessel workboat trawler shipbuilding schip *schip scheepsbouw schiff' +
      ' *schiff schiffbau navire bateau construction_navale barco buque embarcacion construccion_naval' +
      ' navi imbarcazione cantieristica_navale',
    RETAIL_OTHER,
    {
      self: 'shipyard boatyard shipbuilder scheepswerf jachtwerf werft *werft chantier_naval astillero',
      facilities: 'shipyard boatyard scheepswerf werft *werft chantier_naval astillero cantiere_navale',
    },
  ),
  goods(
    'rolling-stock',
    '30.2',
    'locomotive rolling_stock railway_vehicle trains tram railcar freight_wagon rollend_materieel' +
      ' schienenfahrzeug *schienenfahrzeug lokomotive materiel_roulant material_rodante locomotora' +
      ' materiale_rotabile',
    RETAIL_OTHER,
  ),
  goods(
    'aircraft',
    '30.3',
    'aircraft aircraft_part aircraft_component aerospace_component aerostructure aircraft_engine' +
      ' helicopter drone satellite vliegtuig vliegtuigonderdeel flugzeug *flugzeug flugzeugteil' +
      ' *flugzeugteil luftfahrtkomponente avion aeronef piece_aeronautique helicoptere aeronave' +
      ' componente_aeronautico helicoptero aereo aeromobile componente_aeronautico elicottero',
    RETAIL_OTHER,
    { self: 'aerospace_supplier aircraft_manufacturer' },
  ),
  goods(
    'musical-instruments',
    '32.2',
    'musical_instrument piano guitar violin muziekinstrument musikinstrument *musikinstrument' +
      ' instrument_de_musique instrumento_musical strumento_musicale',
    RETAIL_OTHER,
  ),
];
