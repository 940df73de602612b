import { evidenceFor, retrievedAtOf } from './evidence.js';
import { foreignNamedProgrammes } from './foreign-initiatives.js';
import { initiativeCategory } from './initiative-category.js';
import { NAME_PATTERN, nameAtStart } from './names.js';
import { passivePractices } from './passive-practices.js';
import { pageSentences, splitLines } from './sentences.js';
import type { ExtractionOptions, InitiativeCandidate } from './types.js';

/**
 * Programmes the page presents as the company's own. Three wordings count, because each states
 * ownership: 'our X Programme' (a named programme of ours), 'we launched / run / set up a … scheme'
 * and 'we partner with Org to …'. A standard the company follows or a body it belongs to ('a member of
 * the Alliance for Water Stewardship') is not its initiative.
 */

/** Nouns that make a phrase a programme rather than a product, a place or a policy. */
const HEADS = [
  'programme',
  'program',
  'initiative',
  'scheme',
  'project',
  'pilot',
  'fund',
  'foundation',
  'academy',
  'challenge',
  'pledge',
  'partnership',
  'platform',
  'service',
  'campaign',
  'network',
  'coalition',
  'accelerator',
  'lab',
  'hub',
  'map',
];
const HEAD = String.raw`(?:${HEADS.join('|')})s?`;
const HEAD_AT_END = new RegExp(String.raw`\b${HEAD}$`, 'i');

/** 'our Green Store Programme', 'our Second Life resale service'. */
const OWN_NAMED = new RegExp(
  String.raw`\b[Oo]ur\s+(?:new\s+|own\s+|flagship\s+|award-winning\s+|global\s+)?(${NAME_PATTERN})(?:\s+((?:[a-z][\w-]*\s+){0,2}?${HEAD})\b)?`,
  'gu',
);
/**
 * A name whose small words are its own ('our Women in the Grove programme', 'our Homes for the Future
 * fund'): capitalised words joined by 'in the', 'at', 'to', 'and', 'with', and the programme word
 * right after, which makes it a programme's name rather than a sentence going on.
 */
const OWN_NAMED_JOINED = new RegExp(
  String.raw`\b[Oo]ur\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:in|at|to|and|with|for|of|on|into)\s+(?:the\s+|a\s+)?)?\p{Lu}[\p{L}'’-]*)*)\s+(${HEAD})\b`,
  'gu',
);
/**
 * A strategy the company names ('Our sustainability strategy, Greener Tomorrow, has three pillars', 'our
 * ESG strategy "Roots 2030"'): the programme its other measures belong to. A bare acronym ('our
 * strategy ESG …') or a year names none.
 */
const OWN_STRATEGY = new RegExp(
  String.raw`\b[Oo]ur\s+(?:(?:sustainability|ESG|CSR|climate|impact|responsibility|responsible business)\s+)?(?:strategy|roadmap),?\s+(?:["“‘]\s*([^"“”‘’]{2,50}?)\s*["”’]|(${NAME_PATTERN}(?:\s+(?:19|20)\d\d)?))`,
  'gu',
);
const NOT_A_NAME = /^(?:\p{Lu}{2,6}|(?:19|20)\d\d)$/u;

const OWN_VERB =
  /\b[Ww]e(?:'ve|\s+have)?\s+(?:also\s+|recently\s+|successfully\s+|proudly\s+)?(launched|introduced|started|set up|established|created|founded|co-founded|rolled out|piloted|run|operate|developed)\s+(?:a\s+|an\s+|our\s+|the\s+|a\s+new\s+)?/g;
/** Verbs after which a bare name is the programme itself ('we launched ReCirc, a take-back service'). */
const NAMING_VERBS = new Set([
  'launched',
  'introduced',
  'started',
  'set up',
  'established',
  'created',
  'founded',
  'co-founded',
  'piloted',
]);
const PARTNER =
  /\b(?:[Ww]e(?:'ve|\s+have)?\s+(?:also\s+|long\s+)?(?:partner(?:ed)?|are partnering|teamed up|work(?:ed)? together|collaborated?)\s+with\s+|(?:[Ii]n partnership|[Tt]ogether)\s+with\s+)/g;
const PHRASE_STOP =
  /^(?:in|at|across|to|for|with|that|which|where|since|by|through|on|of|and|from|into|so)$/i;
const FOLLOW_ON =
  /^(?:It|This|These|The (?:programme|program|scheme|initiative|project|partnership|service|fund|academy|platform)|(?:Since|So far|To date)\b[^.]{0,30}\bit\b)/;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function namedOwnProgrammes(sentence: string): string[] {
  const titles: string[] = [];
  for (const match of sentence.matchAll(OWN_NAMED)) {
    const name = match[1] ?? '';
    const head = match[2];
    if (head) titles.push(`${name} ${head}`);
    else if (HEAD_AT_END.test(name)) titles.push(name);
  }
  return titles;
}

function joinedOwnProgrammes(sentence: string): string[] {
  return [...sentence.matchAll(OWN_NAMED_JOINED)].map((match) => `${match[1]} ${match[2]}`);
}

function namedStrategies(sentence: string): string[] {
  return [...sentence.matchAll(OWN_STRATEGY)]
    .map((match) => (match[1] ?? match[2] ?? '').trim())
    .filter((name) => name && !NOT_A_NAME.test(name))
    .map((name) => `${name} strategy`);
}

/** 'we launched ReCirc, …' → 'ReCirc'; 'we launched a take-back scheme for …' → 'Take-back scheme'. */
function launchedProgrammes(sentence: string): string[] {
  const titles: string[] = [];
  for (const match of sentence.matchAll(OWN_VERB)) {
    const verb = match[1]?.toLowerCase() ?? '';
    const rest = sentence.slice(match.index + match[0].length);
    const name = nameAtStart(rest);
    if (name) {
      const after = rest.slice(rest.indexOf(name) + name.length);
      const head = new RegExp(String.raw`^\s+((?:[a-z][\w-]*\s+){0,2}?${HEAD})\b`).exec(after)?.[1];
      if (head) titles.push(`${name} ${head}`);
      else if (HEAD_AT_END.test(name) || (NAMING_VERBS.has(verb) && /^\s*(?:[,(–—]|$)/.test(after)))
        titles.push(name);
      continue;
    }
    const words: string[] = [];
    for (const word of rest.split(/\s+/).slice(0, 6)) {
      const clean = word.replace(/[,.;:!?)]+$/, '');
      if (!/^[a-z][\w-]*$/.test(clean) || PHRASE_STOP.test(clean)) break;
      words.push(clean);
      if (clean !== word) break;
    }
    const headAt = words.findLastIndex((word) => HEAD_AT_END.test(word));
    // A head word alone names nothing: 'we run our platform on …' is the company's product, not a programme.
    if (headAt >= 1) titles.push(capitalize(words.slice(0, headAt + 1).join(' ')));
  }
  return titles;
}

function partnerships(sentence: string): string[] {
  const titles: string[] = [];
  for (const match of sentence.matchAll(PARTNER)) {
    const rest = sentence.slice(match.index + match[0].length);
    const name = nameAtStart(rest);
    // The purpose must be stated ('… to redesign our packaging'): a bare 'we work with X' is a relationship.
    const after = name ? rest.slice(rest.indexOf(name) + name.length) : '';
    const isTogether = /^(?:in partnership|together)/i.test(match[0]);
    if (name && (isTogether ? /^\s*,\s*we\b/.test(after) : /^\s+(?:to|on|in order to)\s/.test(after))) {
      titles.push(`Partnership with ${/^the\s/i.test(rest) ? 'the ' : ''}${name}`);
    }
  }
  return titles;
}

/**
 * Initiative candidates on a page: each with a title, the sentence (and a follow-on sentence about it)
 * as description, a category from the spec's list, and the page as source.
 */
export function extractInitiativeCandidates(
  text: string,
  url: string,
  options: ExtractionOptions = {},
): InitiativeCandidate[] {
  const retrievedAt = retrievedAtOf(options);
  const sentences = pageSentences(splitLines(text));
  const candidates: InitiativeCandidate[] = [];
  const seen = new Set<string>();
  sentences.forEach((sentence, index) => {
    const titles = [
      ...namedOwnProgrammes(sentence.text),
      ...joinedOwnProgrammes(sentence.text),
      ...namedStrategies(sentence.text),
      ...launchedProgrammes(sentence.text),
      ...partnerships(sentence.text),
      ...foreignNamedProgrammes(sentence.text),
      ...passivePractices(sentence.text),
    ];
    const next = sentences[index + 1];
    const followOn = next && next.line === sentence.line && FOLLOW_ON.test(next.text) ? ` ${next.text}` : '';
    for (const title of titles) {
      const key = title.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const description = `${sentence.text}${followOn}`;
      candidates.push({
        title,
        description,
        category: initiativeCategory(description),
        sourceUrl: url,
        ...evidenceFor(sentence.text, url, retrievedAt),
      });
    }
  });
  return candidates;
}
