import type { VerbKind } from './lexicon-verbs.js';
import { words } from './tokens.js';

/**
 * What a company can make, run or offer, with the NACE Rev. 2.1 group it is classified in when the
 * company itself does so. Nouns are written lower case without accents in the six languages; '_'
 * joins a phrase ('medical_devices'), a leading '*' matches the head of a Dutch or German compound
 * ('*weefsel' finds 'aramideweefsels'), and words of four letters or more also match with a plural
 * ending (-s, -es, -e, -en, -n).
 */
export interface ActivityDomain {
  id: string;
  /** NACE Rev. 2.1 group ('13.2'); its first two digits are the division. */
  group: string;
  /** The verbs that put a company in this group with one of the nouns as object. */
  verbs: readonly VerbKind[];
  nouns: readonly string[];
  /** Goods only: selling them without making them is trade (retail group, wholesale group). */
  trade?: { retail: string; wholesale: string };
  /** What a company calls itself: 'we are a weaving mill', 'a software company'. */
  self?: readonly string[];
  /** Its own sites: 'our weaving mills' says it makes the goods itself. */
  facilities?: readonly string[];
  /**
   * Services only: the group of a company that arranges the service for others without providing it
   * ('we arrange insurance' is a broker's 66.2, 'wir organisieren Transporte' a forwarder's 52.3).
   */
  intermediary?: string;
  /** Goods only: the group of a company that repairs them, or installs them, without making them. */
  repair?: string;
  install?: string;
  /**
   * Materials only: the group of a maker of articles of this material, when a generic object names it
   * as what the goods are of ('elementi prefabbricati in calcestruzzo', 'Teile aus Kunststoff').
   */
  articles?: string;
}

/**
 * Who repairs goods of a group: machinery, metal products and instruments are repaired by division 33
 * (33.1); computers and phones (95.1), household and personal goods (95.2) and motor vehicles (95.3)
 * by division 95. NACE Rev. 2.1 moved the repair of motor vehicles from division 45 to 95.3.
 */
function repairGroupOf(group: string): string | undefined {
  const division = group.slice(0, 2);
  if (division === '29') return '95.3';
  if (['26.2', '26.3', '26.4'].includes(group)) return '95.1';
  if (['14', '15', '31'].includes(division) || ['27.5', '32.1', '32.3'].includes(group)) return '95.2';
  if (['25', '26', '27', '28', '30'].includes(division) || group === '32.5') return '33.1';
  return undefined;
}

/**
 * Who installs goods of a group: industrial machinery and instruments are installed by 33.2; wiring,
 * lighting, motors and switchgear in buildings are electrical installation, construction (43.2).
 */
function installGroupOf(group: string): string | undefined {
  if (['27.1', '27.3', '27.4'].includes(group)) return '43.2';
  if (['28', '26'].includes(group.slice(0, 2)) || group === '25.2') return '33.2';
  return undefined;
}

export const goods = (
  id: string,
  group: string,
  nouns: string,
  trade: { retail: string; wholesale: string },
  extra: { self?: string; facilities?: string; install?: string; articles?: string } = {},
): ActivityDomain => {
  const repair = repairGroupOf(group);
  const install = extra.install ?? installGroupOf(group);
  return {
    id,
    group,
    verbs: ['make'],
    nouns: words(nouns),
    trade,
    ...(extra.self ? { self: words(extra.self) } : {}),
    ...(extra.facilities ? { facilities: words(extra.facilities) } : {}),
    ...(repair ? { repair } : {}),
    ...(install ? { install } : {}),
    ...(extra.articles ? { articles: extra.articles } : {}),
  };
};

export const RETAIL_OTHER = { retail: '47.7', wholesale: '46.4' };
export const RETAIL_FOOD = { retail: '47.2', wholesale: '46.3' };
export const RETAIL_HOUSEHOLD = { retail: '47.5', wholesale: '46.4' };
export const RETAIL_MACHINES = { retail: '47.5', wholesale: '46.6' };
export const WHOLESALE_INTERMEDIATE = { retail: '47.5', wholesale: '46.8' };

export const GOODS_DOMAINS: readonly ActivityDomain[] = [
  goods(
    'textiles',
    '13.2',
    'fabric textile cloth technical_textiles geotextile nonwoven yarn *weefsel *textiel *doek garen' +
      ' *gewebe *textilien textil garn vliesstoff tissu etoffe tejido textil hilado tessuto tessuti' +
      ' tessile tessili filato filati tecido malha',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'weaver weaving_mill textile_mill textile_manufacturer weverij textielbedrijf weberei tissage tecelagem',
      facilities:
        'weaving_mill spinning_mill dye_house dyehouse *weverij *ververij spinnerij weberei tissage' +
        ' tecelagem fiacao tinturaria tricotagem',
    },
  ),
  goods(
    'apparel',
    '14.2',
    'clothing clothes garment apparel fashion workwear outerwear underwear sportswear uniform *kleding' +
      ' kledingstuk *kleidung bekleidung vetement habillement ropa prenda confeccion abbigliamento capi' +
      ' vestuario roupa fardamento',
    { retail: '47.7', wholesale: '46.4' },
    { self: 'fashion_brand clothing_brand fashion_label modemerk modemarke' },
  ),
  goods(
    'footwear',
    '15.2',
    'footwear shoe boot sneaker *schoen *schuhe chaussure calzado zapato calzature scarpe',
    RETAIL_OTHER,
  ),
  goods(
    'dairy',
    '10.5',
    'dairy milk butter cheese yoghurt yogurt whey milk_powder ice_cream zuivel melk boter kaas kazen' +
      ' milch butter kase joghurt molkerei lait beurre fromage yaourt leche mantequilla queso latte' +
      ' burro formaggio formaggi latticini',
    RETAIL_FOOD,
    {
      self: 'dairy creamery zuivelcooperatie molkerei laiterie',
      facilities: 'creamery dairy_plant zuivelfabriek molkerei laiterie',
    },
  ),
  goods(
    'meat',
    '10.1',
    'meat sausage poultry vlees fleisch wurst viande charcuterie carne embutido salumi',
    RETAIL_FOOD,
  ),
  goods(
    'bakery',
    '10.7',
    'bread biscuit pastry pasta brood koek brot backwaren boulangerie biscuit pan_de galleta pane biscotti',
    RETAIL_FOOD,
    { self: 'bakery bakkerij backerei', facilities: 'bakery bakkerij backerei' },
  ),
  goods(
    'food',
    '10.8',
    'food snack confectionery chocolate coffee sauce ready_meal voedingsmiddel levensmiddel chocolade koffie' +
      ' lebensmittel nahrungsmittel schokolade kaffee aliment chocolat alimento chocolate alimenti cioccolato',
    RETAIL_FOOD,
  ),
  goods(
    'beverages',
    '11.0',
    'beer wine spirit soft_drink mineral_water bottled_water beverage drink bier wijn drank getranke vin biere boisson spiritueux' +
      ' cerveza vino bebida birra bevande',
    RETAIL_FOOD,
    {
      self: 'brewery winery distillery brouwerij brauerei brasserie cerveceria birrificio',
      facilities: 'brewery brouwerij brauerei',
    },
  ),
  goods(
    'wood',
    '16.1',
    'timber lumber sawn_wood sawn_timber planed_timber hout schnittholz holz bois madera legno travaror sagade_travaror virke',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'sawmill zagerij sagewerk scierie aserradero segheria sagverk sagverkskoncern sagverkskoncerner',
      facilities: 'sawmill zagerij sagewerk scierie aserradero segheria sagverk',
      articles: '16.2',
    },
  ),
  goods(
    'wood-products',
    '16.2',
    'cork cork_stopper stopper natural_cork plywood particleboard chipboard fibreboard fiberboard mdf osb' +
      ' veneer wood_panel wood_based_panel parquet wood_flooring laminate_flooring laminaatvloer wooden_pallet wood_pallet wood_packaging' +
      ' timber_frame kurk kurken spaanplaat multiplex triplex fineer parket kork korken' +
      ' sperrholz spanplatte holzwerkstoff furnier parkett holzpalette liege bouchon contreplaque' +
      ' corcho tapon contrachapado parquet sughero tappo compensato',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'cork_producer cork_manufacturer stopper_manufacturer pallet_manufacturer panel_manufacturer',
      facilities: 'cork_factory panel_plant pallet_factory',
    },
  ),
  goods(
    'paper',
    '17.1',
    // Board grades by their trade names ('folding boxboard', 'kraftliner'); 'liner' alone is a ship or a bin bag.
    'paper paperboard cardboard pulp papier karton pappe carton papel carta cartone boxboard' +
      ' folding_boxboard cartonboard containerboard linerboard kraftliner testliner',
    WHOLESALE_INTERMEDIATE,
    {
      facilities: 'paper_mill board_mill pulp_mill papierfabriek papierfabrik papeterie cartiera',
      articles: '17.2',
    },
  ),
  goods(
    'paper-products',
    '17.2',
    'corrugated_board corrugated_packaging corrugated_box cardboard_box folding_carton paper_packaging' +
      ' paper_bag tissue_paper hygiene_paper envelope golfkarton vouwkarton papieren_zakken wellpappe' +
      ' faltschachtel papierverpackung carton_ondule emballage_carton carton_ondulado cartone_ondulato',
    WHOLESALE_INTERMEDIATE,
    { self: 'packaging_manufacturer kartonnagefabriek verpackungshersteller cartonnier' },
  ),
  goods(
    'chemicals',
    '20.1',
    'chemical chemicals basic_chemicals resin synthetic_resin pigment polymer granulate plastic_granulate' +
      ' masterbatch fertiliser fertilizer industrial_gas chemicalien chemikalien kunstharz harz hars' +
      ' produits_chimiques resine productos_quimicos resina prodotti_chimici resine',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'chemical_company chemicals_company chemiebedrijf chemieunternehmen',
      facilities: 'chemical_plant',
    },
  ),
  goods(
    'coatings',
    '20.3',
    'coating powder_coating paint varnish lacquer ink printing_ink mastic sealant primer *verf *lak' +
      ' *lack *farbe *farben beschichtung druckfarbe peinture vernis encre revetement pintura barniz tinta' +
      ' recubrimiento vernice pittura inchiostro rivestimento',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'paint_maker paint_manufacturer coatings_manufacturer coatings_company verffabrikant lackhersteller',
      facilities: 'paint_factory paint_plant verffabriek lackfabrik',
    },
  ),
  goods(
    'other-chemicals',
    '20.5',
    'adhesive glue klebstoff kleber lijm colle adhesif pegamento adhesivo colla',
    WHOLESALE_INTERMEDIATE,
  ),
  // Flavours and essential oils are NACE 20.53 (odoriferous mixtures for food), not food (10.8):
  // 'produziert Aromen und natürliche Extrakte für die Lebensmittelindustrie'.
  goods(
    'flavours',
    '20.5',
    'flavour flavor flavouring flavoring essential_oil aroma_chemical aromen aromastoff aromastoffe' +
      ' riechstoff riechstoffe atherische_ole aromes huile_essentielle huiles_essentielles' +
      ' aromas_alimentarios aceite_esencial aceites_esenciales aromi olio_essenziale oli_essenziali' +
      ' smaakstof smaakstoffen',
    WHOLESALE_INTERMEDIATE,
    { self: 'flavour_house flavor_house aromenhersteller aromenhaus', facilities: 'aromenwerk' },
  ),
  goods(
    'cosmetics',
    '20.4',
    'cosmetic detergent soap perfume cosmetica kosmetik cosmetique cosmetico cosmetici cleaning_product' +
      ' cleaning_agent household_cleaner reinigingsmiddel *reinigingsmiddel reinigungsmittel' +
      ' *reinigungsmittel produit_d_entretien produit_de_nettoyage producto_de_limpieza detergente' +
      ' prodotti_detergenti savon jabon sapone seife zeep skin_care skincare body_care soin_du_visage' +
      ' soins_du_visage soin_du_corps soins_du_corps dermo_cosmetique dermocosmetique',
    RETAIL_OTHER,
  ),
  goods(
    'pharmaceuticals',
    '21.2',
    'medicine pharmaceutical vaccine generic_medicine geneesmiddel medicijn arzneimittel medikament' +
      ' medicament medicamento farmaco farmaci medicinali',
    { retail: '47.7', wholesale: '46.4' },
  ),
  goods(
    'plastics',
    '22.2',
    'plastic plastics plastic_packaging tyre tire rubber *kunststof kunststoff reifen plastique pneu' +
      ' plastico neumatico plastica pneumatici gomma' +
      // A converter's films, laminates and pouches ('film' alone may be a film producer's, 59.1).
      ' flexible_packaging flexible_packaging_film packaging_film plastic_film stretch_film shrink_film' +
      ' lidding_film barrier_film blown_film laminated_film laminate pouch stand_up_pouch sachet plastic_bag' +
      ' injection_moulding injection_molding injection_moulded_part *kunststoffteil plastic_foam flexibele_verpakking' +
      ' verpakkingsfolie *folie flexible_verpackung *beutel spritzguss *spritzguss spuitgietwerk' +
      ' emballage_souple film_plastique film_etirable film_retractable opercule envase_flexible' +
      ' embalaje_flexible film_plastico film_estirable film_retractil doypack imballaggio_flessibile' +
      ' film_estensibile film_termoretraibile sacchetto stampaggio_plastica stampaggio_a_iniezione',
    WHOLESALE_INTERMEDIATE,
    {
      self:
        'packaging_converter flexible_packaging_manufacturer plastics_processor kunststofverwerker' +
        ' kunststoffverarbeiter plasturgiste transformateur_de_plastique',
      articles: '22.2',
    },
  ),
  goods(
    'glass',
    '23.1',
    'glass glazing flat_glass container_glass glass_bottle glass_packaging glass_fibre glass_fiber' +
      ' insulating_glass *glas isolatieglas flachglas hohlglas verre vitrage vidrio vetro',
    WHOLESALE_INTERMEDIATE,
    {
      self: 'glassworks glassmaker glasfabriek glashutte verrerie vidriera vetreria',
      facilities: 'glassworks glass_plant glasfabriek glashutte verrerie vetreria',
      articles: '23.1',
    },
  ),
  goods(
    'stone',
    '23.7',
    'natural_stone marble granite worktop natuursteen naturstein marmor granit pierre_naturelle marbre' +
      ' piedra_natural marmol granito pietra_naturale marmo',
    WHOLESALE_INTERMEDIATE,
    {
      facilities: 'stone_works steenhouwerij steinmetzbetrieb marbrerie marmoleria marmeria',
      articles: '23.7',
    },
  ),
  goods(
    'ceramics',
    '23.4',
    'ceramic ceramics porcelain tableware pottery stoneware sanitaryware sanitary_ware keramiek porselein keramik porzellan ceramique' +
      ' porcelaine ceramica porcelana ceramiche porcellana',
    RETAIL_HOUSEHOLD,
  ),
  goods(
    'clay-building',
    '23.3',
    'brick tile roof_tile floor_tile wall_tile ceramic_tile baksteen dakpan ziegel fliese brique tuile ladrillo teja mattoni piastrelle' +
      // Porcelain stoneware is a tile body ('gres porcellanato'), not tableware.
      ' porcelain_stoneware gres_porcellanato gres_porcelanico gres_cerame feinsteinzeug' +
      // Portuguese and Spanish: wall tiles, floor tiles, bricks and roof tiles, and the trade's own
      // pairing 'floor and wall coverings' ('pavimentos e revestimentos cerâmicos').
      ' azulejo ladrilho baldosa tijolo telha pavimento_ceramico revestimento_ceramico' +
      ' pavimento_e_revestimento pavimento_y_revestimiento pavimento_e_rivestimento',
    WHOLESALE_INTERMEDIATE,
  ),
  goods(
    'cement',
    '23.5',
    'cement clinker lime plaster gypsum zement klinker kalk gips ciment chaux platre cemento cal yeso calce gesso',
    WHOLESALE_INTERMEDIATE,
    {
      facilities: 'cement_plant cement_works cementfabriek zementwerk cimenterie cementera cementificio',
      articles: '23.6',
    },
  ),
  goods(
    'concrete',
    '23.6',
    'concrete precast_concrete ready_mixed_concrete beton betonwaren betonfertigteil hormigon calcestruzzo',
    WHOLESALE_INTERMEDIATE,
    { articles: '23.6' },
  ),
  goods(
    'metals',
    '24.1',
    'steel iron pig_iron ferro_alloy steel_sheet steel_coil steel_tube steel_pipe staal stahl acier acero' +
      ' acciaio',
    WHOLESALE_INTERMEDIATE,
    { facilities: 'steelworks steel_mill staalfabriek stahlwerk acierie acieria acciaieria' },
  ),
  goods(
    'metal-products',
    '25.9',
    'metal_part fastener screw bolt wire_product metalen_onderdelen schraube *schraube tornillo viti',
    RETAIL_MACHINES,
  ),
  goods(
    'electronics',
    '26.1',
    'electronics electronic_component semiconductor chip sensor circuit_board' +
      ' elektronica elektronik halbleiter electronique capteur semi_conducteur electronica' +
      ' semiconductor sensore elettronica semiconduttori',
    { retail: '47.4', wholesale: '46.5' },
  ),
  goods(
    'electrical',
    '27.2',
    'battery accumulator battery_cell battery_pack batterij accu batterie akku accumulateur bateria' +
      ' baterias batteria',
    { retail: '47.5', wholesale: '46.4' },
  ),
  goods(
    'machinery',
    '28.9',
    'machine machinery robot *machine *maschine maquina maquinaria macchina macchinari',
    RETAIL_MACHINES,
  ),
  goods(
    'vehicles',
    '29.1',
    'vehicle cars truck trailer voertuig auto vrachtwagen *fahrzeug lkw vehicule voiture' +
      ' camion vehiculo coche veicolo',
    { retail: '47.8', wholesale: '46.7' },
  ),
  goods(
    'other-transport-equipment',
    '30.9',
    'bicycle e_bike cargo_bike scooter fiets *fiets fahrrad *fahrrad velo bicicleta bicicletta',
    RETAIL_OTHER,
  ),
  goods(
    'furniture',
    '31.0',
    'furniture sofa chair armchair mattress kitchen_furniture office_furniture fitted_kitchen cabinet' +
      ' meubel meubelen stoel keuken bank_stel mobel mobeln matratze stuhl kuche buromobel meuble mobilier' +
      ' chaise canape mueble muebles silla sofa mobili sedia divano' +
      ' meble mebli mebel sofy narozniki fotele komody szafy',
    RETAIL_HOUSEHOLD,
    {
      self:
        'furniture_maker furniture_manufacturer meubelmaker meubelfabrikant mobelhersteller' +
        ' producent_mebli producentem_mebli firma_meblarska fabryka_mebli',
    },
  ),
  goods(
    'jewellery',
    '32.1',
    'jewellery jewelry jewel ring necklace bracelet earring watch_strap sieraad sieraden schmuck' +
      ' bijou bijoux joyeria joya gioielli gioiello',
    RETAIL_OTHER,
    { self: 'jeweller jeweler goldsmith edelsmid goldschmied joaillier joyero gioielliere' },
  ),
  goods(
    'sports-goods',
    '32.3',
    'sports_goods sports_equipment sporting_goods fitness_equipment ski skis golf_club racket sportartikel' +
      ' sportgerate articles_de_sport articulos_deportivos articoli_sportivi',
    RETAIL_OTHER,
  ),
  goods(
    'medical-devices',
    '32.5',
    'medical_device catheter implant surgical_instrument drainage_system wound_drainage syringe' +
      ' dental_product dental_implant orthopaedic_implant orthopedic_implant prosthesis' +
      ' prostheses wheelchair medical_equipment medical_supplies medische_hulpmiddelen katheter medizinprodukt implantat' +
      ' dispositif_medical dispositivo_medico cateter catetere dispositivi_medici',
    { retail: '47.7', wholesale: '46.4' },
  ),
  goods(
    'toys-sports',
    '32.4',
    'toy toys board_game puzzle doll speelgoed spielzeug spielwaren jouet juguete juguetes giocattoli',
    RETAIL_OTHER,
  ),
  goods(
    'crops',
    '01.1',
    'crop crops cereal grain vegetables fruit gewas groente getreide gemuse cereale legume verdura ortaggi',
    RETAIL_FOOD,
    {
      self: 'farm farming_company landbouwbedrijf',
    },
  ),
];
