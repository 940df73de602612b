import type { ActivityDomain } from './domains.js';
import { service } from './domains-services.js';

/**
 * Education, residential care and social work, arts, sport and leisure, and personal services (see
 * domains.ts for how nouns are written). A group written as its division ('85') says the division and
 * no group: schools of every level share the same words.
 */
export const PEOPLE_SERVICE_DOMAINS: readonly ActivityDomain[] = [
  service(
    'training',
    '85.5',
    ['operate'],
    'training_course vocational_training professional_training corporate_training training_programme' +
      ' safety_training language_course beroepsopleiding bedrijfstraining taalcursus weiterbildung' +
      ' berufsausbildung sprachkurs formation_professionnelle formation_continue formacion_profesional' +
      ' curso_de_formacion formazione_professionale corso_di_formazione',
    'training_provider training_company training_institute language_school driving_school' +
      ' opleidingsinstituut opleider trainingsbureau bildungstrager weiterbildungsanbieter' +
      ' organisme_de_formation centre_de_formation centro_de_formacion ente_di_formazione' +
      ' centro_di_formazione',
  ),
  // Running a school is education; building one is construction (41.0 has the same word).
  service(
    'schools',
    '85',
    ['operate'],
    'school university college schule hochschule universiteit hogeschool ecole universite escuela' +
      ' colegio universidad scuola universita primary_education secondary_education basisonderwijs' +
      ' voortgezet_onderwijs grundschule enseignement_primaire enseignement_secondaire' +
      ' educacion_infantil educacion_primaria educacion_secundaria bachillerato scuola_primaria' +
      ' scuola_secondaria',
    'school_group',
  ),
  service(
    'nursing-homes',
    '87.1',
    ['operate'],
    'nursing_home verpleeghuis verpleeghuizen pflegeheim *pflegeheim ehpad residencia_asistida',
    'nursing_home_operator',
  ),
  service(
    'elderly-homes',
    '87.3',
    ['operate'],
    'care_home retirement_home residential_home assisted_living residential_care verzorgingshuis' +
      ' woonzorgcentrum altenheim seniorenheim seniorenresidenz maison_de_retraite residence_seniors' +
      ' residencia_de_mayores residencia_de_ancianos casa_di_riposo case_di_riposo residenza_per_anziani',
    'care_home_operator',
  ),
  service(
    'home-care',
    '88.1',
    ['operate'],
    'home_care domiciliary_care home_help thuiszorg wijkverpleging ambulante_pflege hauskrankenpflege' +
      ' aide_a_domicile ayuda_a_domicilio assistenza_domiciliare',
    'home_care_provider thuiszorgorganisatie pflegedienst',
  ),
  service(
    'social-work',
    '88.9',
    ['operate'],
    'childcare child_care day_care youth_care social_work kinderopvang jeugdzorg maatschappelijk_werk' +
      ' kita kindertagesstatte jugendhilfe sozialarbeit creche accompagnement_social guarderia' +
      ' servicios_sociales asilo_nido servizi_sociali',
    'childcare_provider kinderopvangorganisatie',
  ),
  service(
    'performing-arts',
    '90',
    ['operate', 'make'],
    'theatre theater performing_arts live_performance concert orchestra opera_house theaterproductie' +
      ' voorstelling konzert auffuhrung spectacle spectacle_vivant teatro espectaculo concierto spettacolo' +
      ' concerto',
    'theatre_company theatergezelschap orchester compagnie_de_theatre compania_de_teatro compagnia_teatrale',
  ),
  service('museums', '91', ['operate'], 'museum museo musee', 'museum'),
  // Animals' doctors (75): longer than the hospital and clinic words of human health (86).
  service(
    'veterinary',
    '75.0',
    ['operate'],
    'veterinary_practice veterinary_clinic veterinary_hospital veterinary_surgery veterinary_care' +
      ' veterinary_services animal_hospital vet_practice dierenartspraktijk dierenkliniek tierarztpraxis' +
      ' tierklinik clinique_veterinaire cabinet_veterinaire clinica_veterinaria hospital_veterinario' +
      ' ambulatorio_veterinario ospedale_veterinario przychodnia_weterynaryjna gabinet_weterynaryjny' +
      ' lecznica_weterynaryjna',
    'vets veterinarian veterinary_surgeon veterinary_group dierenarts tierarzt veterinaire veterinario' +
      ' weterynarz',
  ),
  service(
    'sports-facilities',
    '93.1',
    ['operate'],
    'fitness_club fitness_centre fitness_center health_club sports_centre sports_facility sports_club' +
      ' swimming_pool golf_course climbing_gym sportschool fitnesscentrum sportcentrum zwembad fitnessstudio' +
      ' *fitnessstudio sportanlage fitnessclub salle_de_sport salle_de_fitness centre_sportif gimnasio' +
      ' centro_deportivo palestra centro_sportivo piscina',
    'fitness_chain gym_chain sportschoolketen fitnesskette',
  ),
  service(
    'amusement',
    '93.2',
    ['operate'],
    'amusement_park theme_park pretpark freizeitpark parc_d_attractions parque_de_atracciones' +
      ' parco_divertimenti',
    'leisure_park_operator',
  ),
  service(
    'repair-electronics',
    '95.1',
    ['operate'],
    'computer_repair phone_repair smartphone_repair laptop_repair computerreparatie telefoonreparatie' +
      ' handyreparatur reparation_de_smartphones reparacion_de_moviles riparazione_smartphone',
    'repair_shop',
  ),
  service(
    'repair-goods',
    '95.2',
    ['operate'],
    'shoe_repair watch_repair appliance_repair furniture_restoration bicycle_repair schoenreparatie' +
      ' schuhreparatur cordonnerie reparacion_de_calzado calzoleria',
    'cobbler schoenmaker schuhmacher cordonnier zapatero calzolaio',
  ),
  service(
    'laundry',
    '96.1',
    ['operate'],
    'laundry laundry_services industrial_laundry textile_services linen_service dry_cleaning' +
      ' workwear_rental wasserij *wasserij stomerij textielservice wascherei *wascherei textilservice' +
      ' chemische_reinigung blanchisserie location_entretien_textile lavanderia lavanderia_industrial' +
      ' tintoreria lavanderia_industriale',
    'laundry wasserij wascherei blanchisserie lavanderia',
  ),
  service(
    'hair-beauty',
    '96.2',
    ['operate'],
    'hair_salon beauty_salon day_spa kapsalon schoonheidssalon friseursalon kosmetikstudio salon_de_coiffure' +
      ' institut_de_beaute peluqueria centro_de_estetica salone_di_parrucchiere centro_estetico',
    'hairdresser kapper friseur coiffeur peluquero parrucchiere',
  ),
  service(
    'funeral',
    '96.3',
    ['operate'],
    'funeral_services funeral_home crematorium uitvaartverzorging uitvaartcentrum bestattung' +
      ' bestattungsinstitut pompes_funebres servicios_funerarios tanatorio onoranze_funebri',
    'funeral_director undertaker uitvaartonderneming bestatter',
  ),
];
