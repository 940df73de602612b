import { service } from './domains-services.js';
import type { ActivityDomain } from './domains.js';

/**
 * Intermediaries: companies that arrange for others what a third party provides. An insurance broker
 * places cover an insurer carries, an estate agent sells homes their owners own, a forwarder books
 * carriers' ships, planes and trucks. Their own names for what they are win over the principal's
 * words ('an independent insurance broker' is longer than 'insurance'); see domains.ts for how nouns
 * are written.
 */
export const INTERMEDIARY_DOMAINS: readonly ActivityDomain[] = [
  service(
    'insurance-intermediation',
    '66.2',
    ['operate'],
    'insurance_broking insurance_brokerage insurance_mediation insurance_intermediation' +
      ' assurantiebemiddeling verzekeringsbemiddeling versicherungsvermittlung courtage_d_assurance' +
      ' mediacion_de_seguros correduria_de_seguros intermediazione_assicurativa brokeraggio_assicurativo' +
      ' posrednictwo_ubezpieczeniowe mediacao_de_seguros',
    'insurance_broker insurance_agent insurance_agency assurantiekantoor verzekeringsadviseur' +
      ' verzekeringsmakelaar assurantiemakelaar assurantietussenpersoon versicherungsmakler' +
      ' versicherungsagentur versicherungsvertreter courtier_en_assurances courtier_d_assurances' +
      ' cabinet_de_courtage agent_general_d_assurances corredor_de_seguros correduria_de_seguros' +
      ' agente_de_seguros broker_assicurativo agente_assicurativo agenzia_assicurativa broker_ubezpieczeniowy' +
      ' agent_ubezpieczeniowy corretor_de_seguros mediador_de_seguros',
  ),
  service(
    'real-estate-agency',
    '68.3',
    ['operate'],
    'real_estate_brokerage estate_agency property_management letting_management vastgoedbemiddeling' +
      ' makelaardij immobilienvermittlung hausverwaltung transaction_immobiliere gestion_locative' +
      ' intermediacion_inmobiliaria administracion_de_fincas intermediazione_immobiliare' +
      ' posrednictwo_w_obrocie_nieruchomosciami mediacao_imobiliaria',
    'estate_agent real_estate_agent real_estate_agency letting_agent letting_agency makelaar' +
      ' makelaarskantoor vastgoedmakelaar immobilienmakler maklerburo agence_immobiliere agent_immobilier' +
      ' agencia_inmobiliaria agente_inmobiliario agenzia_immobiliare agente_immobiliare biuro_nieruchomosci' +
      ' agencja_nieruchomosci mediadora_imobiliaria agencia_imobiliaria',
  ),
  // A forwarder books space with shipping lines, airlines and hauliers (52.3); sea or air freight a
  // small company offers is nearly always booked that way, not carried on its own ships.
  service(
    'freight-forwarding',
    '52.3',
    ['operate'],
    'freight_forwarding forwarding sea_freight ocean_freight air_freight seefracht luftfracht zeevracht' +
      ' luchtvracht fret_maritime fret_aerien flete_maritimo carga_aerea spedizioni_internazionali' +
      ' customs_clearance verzollung inklaring dedouanement despacho_aduanero sdoganamento spedycja' +
      ' spedycja_miedzynarodowa transitario',
    'freight_forwarder forwarder forwarding_agent forwarding_company expediteur expeditiebedrijf spediteur' +
      ' seehafenspediteur internationale_spedition transitaire commissionnaire_de_transport agente_de_carga' +
      ' spedizioniere casa_di_spedizioni spedytor firma_spedycyjna agente_transitario',
  ),
];
