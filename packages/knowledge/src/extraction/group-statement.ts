/**
 * A sentence about the company's parent or group ('The group employs 4,900 people', 'Across the
 * Halvard Group, 4,900 employees…'): its figures and people are the group's, not the company's.
 */
const GROUP_STATEMENT =
  /(?:^|[.;:]\s+)(?:(?:in|at\s+the\s+end\s+of|by)\s+\d{4},?\s+)?(?:the|our|its)\s+(?:parent(?:\s+company)?|group|owner)\b(?!\s+of\s+(?:companies|customers|suppliers))|\b(?:across|throughout|within)\s+the\s+(?:\p{Lu}\S*\s+){0,3}[Gg]roup\b|\bgroup[- ]wide\b|\b(?:der|im|des|gesamten)\s+Konzerns?\b|\b(?:die|der|unserer?)\s+(?:Unternehmens)?[Gg]ruppe\b|\b(?:le|du)\s+groupe\b|\b(?:de|het)\s+groep\b|\b(?:il|del)\s+gruppo\b|\b(?:el|del)\s+grupo\b/iu;
const GROUP_SUBJECT = /^\s*(?:the\s+)?(?:\p{Lu}\S*\s+){0,3}(?:Group|Konzern|Groupe|Groep|Gruppo)\b/u;
export const isGroupStatement = (sentence: string) =>
  GROUP_STATEMENT.test(sentence) || GROUP_SUBJECT.test(sentence);

/**
 * The text says the company belongs to a group ('part of the Marwick Industrial Group', 'a subsidiary
 * of', 'Teil der … Gruppe', 'onderdeel van', 'fait partie du groupe'): then 'the group' is another
 * company, not a name the company gives itself.
 */
const BELONGS_TO_GROUP =
  /\b(?:(?:is|are|as)\s+(?:a\s+)?(?:part|member|subsidiary|division)\s+of|belongs?\s+to|owned\s+by|Teil\s+der|Tochter(?:gesellschaft|unternehmen)?\s+der|onderdeel\s+van|dochter(?:onderneming|bedrijf)?\s+van|fait\s+partie\s+du|filiale\s+du|parte\s+del|controllata\s+da|forma\s+parte\s+del|geh(?:ö|oe)rt\s+zur|(?:maakt|maken)\s+deel\s+uit\s+van|behoo?r(?:t|en)\s+tot|appartient\s+au\s+groupe|filial\s+del|pertenece\s+al|fa\s+parte\s+del|appartiene\s+al)\b/i;
export const namesParentGroup = (text: string) => BELONGS_TO_GROUP.test(text);
