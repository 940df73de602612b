/**
 * A co-operative's or an association's members who deliver its raw material: 'Timret kommer till största
 * delen från föreningens medlemmar', 'Mælken leveres af vores andelshavere', 'Our milk comes from our
 * members', 'Die Trauben stammen von unseren Mitgliedern'. The members are a supplier group, named with
 * the words the page uses so that a reader sees whose they are.
 */

/** The goods first, a supplying verb, a few words ('till största delen', 'mainly'), then 'from'. */
const MEMBERS_SUPPLY =
  /^(?:(?:The|Our|Die|Der|Das|Unsere?)\s+)?(\p{L}+)(?:\s+(?:och|og|and|und)\s+\p{Ll}+)?\s+(?:kommer|levereras|leveres|köps|købes|kjøpes|comes?|is\s+(?:supplied|delivered|bought)|are\s+(?:supplied|delivered|bought)|kommt|kommen|stamm(?:t|en)|wird\s+geliefert|werden\s+geliefert)\s+(?:[\p{Ll}]+\s+){0,4}?(?:från|fra|av|af|hos|from|by|von)\s+((?:(?:föreningens|foreningens|föreningarnas|andelsselskabets|våra|vores|våre|our|its|unseren|the\s+co-?operative['’]s|the\s+association['’]s)\s+)?(?:medlemmar|medlemmer|members|Mitgliedern|andelshavere|andelshavare|andelseiere|delägare|ejere))(?!\p{L})/u;

/** What members give that is no supply: ideas, feedback, suggestions, questions. */
const NOT_GOODS =
  /^(?:id[eé]\p{L}*|ideas?|feedback|input|f[oö]rslag\p{L}*|forslag\p{L}*|suggestions?|sp[oø]rgsm[aå]l\p{L}*|fr[aå]g\p{L}*|questions?|initiativ\p{L}*|Anregungen|Ideen|Fragen)$/iu;

/** The member group named in `sentence` as supplying the company, or none. */
export function memberSuppliers(sentence: string): string[] {
  const match = MEMBERS_SUPPLY.exec(sentence.trim());
  if (!match || NOT_GOODS.test(match[1]!)) return [];
  return [`Members (${match[2]!.replace(/\s+/g, ' ')})`];
}
