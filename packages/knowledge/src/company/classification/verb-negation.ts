import type { Clause } from './clauses.js';
import { NEGATION, ONLY } from './customer-words.js';
import { words, type Token } from './tokens.js';

/**
 * Words that deny the verb next to them, beyond the customer model's: 'ni desarrollamos', 'weder …
 * noch', 'keine Möbel', 'não fabricamos'. French 'ne' is left out ('pas' follows the verb anyway) and
 * so is Italian 'ne', a pronoun ('ne produciamo cento').
 */
const DENIES = new Set([...NEGATION, ...words('ni weder keinen keiner keines nao nem nigdy nunca niemals')]);
/** 'Not only', 'nicht nur', 'not just', 'nie tylko': the verb still holds. */
const STILL_HOLDS = new Set([...ONLY, ...words('just merely nur tylko wylacznie')]);
/** Dutch, German and French deny after the verb: 'wij maken zelf geen meubels', 'nous ne fabriquons pas'. */
const AFTER_VERB = new Set(words('geen niet nicht kein keine keinen keiner keines weder pas no'));

const denies = (tokens: readonly Token[], at: number) =>
  DENIES.has(tokens[at]!.norm) && !STILL_HOLDS.has(tokens[at + 1]?.norm ?? '');

/**
 * Whether the company denies doing what the verb at `verb` says: 'we do not carry insurance risk',
 * 'Wij maken zelf geen meubels', 'No fabricamos hardware', 'Non realizziamo le opere'. What a company
 * says it does not do is the clearest sign of what it is not: such a verb casts no vote.
 */
export function verbDenied(tokens: readonly Token[], clause: Clause, verb: number): boolean {
  for (let index = Math.max(clause.from, verb - 3); index < verb; index += 1) {
    if (denies(tokens, index)) return true;
    // "don't", "doesn't": the apostrophe splits off a 't'.
    if (tokens[index]!.norm === 't' && (tokens[index - 1]?.norm ?? '').endsWith('n')) return true;
  }
  for (let index = verb + 1; index <= Math.min(clause.to, verb + 3); index += 1) {
    if (AFTER_VERB.has(tokens[index]!.norm) && denies(tokens, index)) return true;
  }
  return false;
}
