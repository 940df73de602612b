import { NAME_PATTERN } from './names.js';

/**
 * Two more ways a company names who supplies it. A contract it awarded: 'the works were awarded to
 * Hallam Civils Ltd', 'a empreitada foi adjudicada à Construtora Ribeiro, S.A.', 'la obra fue
 * adjudicada a …', 'l'appalto è stato aggiudicato a …', 'Hallam Civils Ltd was awarded the contract'.
 * And a channel it buys through: 'supplied through Verdant Distribution', 'sourced via …': the
 * distributor between the maker and the company sells to it.
 */

/** The words of a contract, without which 'awarded to' is a prize ('the award was given to our team'). */
export const CONTRACT_WORDS =
  /\b(?:contracts?|tenders?|works|construction|empreitadas?|obras?|contratos?|concursos?|fornecimentos?|appalt[oi]|lavori|march[ée]s?|travaux|licitaci[oó]n|suministros?)\b/iu;

/** The name follows: 'awarded to', 'adjudicada à', 'adjudicado a la empresa', 'aggiudicato alla', 'attribué à'. */
export const AWARDED_TO =
  /(?<!\p{L})(?:awarded\s+to|adjudicad[oa]s?\s+(?:à|ao|a|al|a\s+la)|aggiudicat[oaie]\s+(?:a|al|alla|all['’])|attribuée?s?\s+à)\s+(?:the\s+|la\s+|el\s+|empresa\s+|company\s+|società\s+|soci[ée]t[ée]\s+)?(?=\p{Lu})/giu;

/** The distributor follows: 'supplied through', 'sourced via', 'bought through', 'distributed to us by'. */
export const SUPPLIED_THROUGH =
  /(?<!\p{L})(?:supplied|sourced|bought|purchased|procured)\s+(?:(?:to|for)\s+us\s+)?(?:through|via)\s+(?:the\s+|our\s+(?:[\p{Ll}-]+\s+)?(?:distributor|partner|wholesaler)\s+)?(?=\p{Lu})/giu;

/** The name comes first: 'Hallam Civils Ltd was awarded the contract', '… has been awarded the tender for …'. */
export const AWARDED_THE_CONTRACT = new RegExp(
  String.raw`(${NAME_PATTERN}(?:,?\s+(?:Ltd|Limited|Inc|LLC|S\.\s?A|S\.\s?L|S\.p\.A|S\.r\.l|GmbH|AG|B\.V|N\.V)\.?)?)\s+(?:was|were|has\s+been|have\s+been)\s+awarded\s+(?:the|a|our|this)\s+(?:[\p{Ll}-]+\s+){0,3}?(?:contract|tender)`,
  'gu',
);
