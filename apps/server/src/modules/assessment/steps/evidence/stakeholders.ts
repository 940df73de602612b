import type { Source } from '@impact/contracts';
import {
  STAKEHOLDER_TYPES,
  extractStakeholderMentions,
  extractSupplierMentions,
  isPlainGroupWord,
} from '@impact/knowledge';
import { z } from 'zod';
import { documentIdOfRef, pageRef } from '../../../chat/documents/document-sources.js';
import type { SectionResult, StepInput, StepModel } from '../step-types.js';
import { askWithPrompt, llmProvenance } from '../model-call.js';
import { citedSources, sourceIndex, uniqueSources, urlKey, websiteRetrievedAt } from './cited-sources.js';
import { renderContext } from './context-text.js';
import { hasEvidence, outcomeOf, pagesProvenance, whatWasRead, whyNoModel } from './step-support.js';
import { clip, foldText, plural } from './text.js';

type StakeholderGroups = SectionResult<'Stakeholders'>['data'];
type Member = StakeholderGroups[number]['members'][number];

const MAX_GROUPS = 20;
const MAX_MEMBERS = 30;

interface SourcedMember {
  member: Member;
  sources: Source[];
}

const modelSchema = z.object({
  groups: z
    .array(
      z.object({
        type: z.string().describe('The stakeholder group, e.g. "Employees", "Investors & Shareholders"'),
        members: z
          .array(
            z.object({
              name: z.string().describe('The named organisation or person, or the group itself'),
              description: z
                .string()
                .describe('Its relationship with the company as the source describes it, and why it matters'),
              urls: z
                .array(z.string())
                .describe("The member's own web address(es) when the context gives them; otherwise empty"),
              sources: z
                .array(z.string())
                .describe('URLs, copied exactly from the context, of the sources that name this member'),
            }),
          )
          .describe('The members of this group the context gives evidence for'),
      }),
    )
    .describe('Stakeholder groups, only those the context gives specific evidence for'),
});

/** Short words a body's initials skip: 'Financial Conduct Authority' is 'FCA', 'Bank of England' 'BoE'. */
const INITIALS_SKIP = /^(?:of|for|and|the|de|du|des|la|le|für|und|der|die|das|van|voor|en|di|del|della|y)$/iu;

/** The initials of a body's capitalised words ('Prudential Regulation Authority' → 'PRA'), if it has two words or more, all capitalised. */
function initialsOf(name: string): string | undefined {
  const words = name.split(/[\s-]+/u).filter((word) => word && !INITIALS_SKIP.test(word));
  if (words.length < 2 || !words.every((word) => /^\p{Lu}/u.test(word))) return undefined;
  return words.map((word) => word[0]).join('');
}

/**
 * A body named in full and by its acronym ('Financial Conduct Authority' and 'FCA') is one member: the
 * full name stays, citing the acronym's sentences too.
 */
function mergeAcronyms(entries: Map<string, SourcedMember>): void {
  const fullNames = new Map<string, SourcedMember>();
  for (const entry of entries.values()) {
    const initials = initialsOf(entry.member.name);
    if (initials) fullNames.set(initials, entry);
  }
  for (const [key, entry] of entries) {
    const full = /^\p{Lu}{2,6}$/u.test(entry.member.name) ? fullNames.get(entry.member.name) : undefined;
    if (!full || full === entry) continue;
    full.sources = uniqueSources([...full.sources, ...entry.sources]);
    entries.delete(key);
  }
}

/** Groups in a stable order, each member once (by name), each group's sources the union of its members'. */
function toGroups(members: { type: string; entry: SourcedMember }[]): StakeholderGroups {
  const groups = new Map<string, { type: string; entries: Map<string, SourcedMember> }>();
  for (const { type, entry } of members) {
    const typeKey = foldText(type);
    const group = groups.get(typeKey) ?? { type: clip(type, 120), entries: new Map() };
    groups.set(typeKey, group);
    const nameKey = foldText(entry.member.name);
    const kept = group.entries.get(nameKey);
    if (kept) kept.sources = uniqueSources([...kept.sources, ...entry.sources]);
    else if (group.entries.size < MAX_MEMBERS) group.entries.set(nameKey, entry);
  }
  for (const group of groups.values()) mergeAcronyms(group.entries);
  return [...groups.values()].slice(0, MAX_GROUPS).map((group) => ({
    type: group.type,
    members: [...group.entries.values()].map((entry) => entry.member),
    sources: uniqueSources([...group.entries.values()].flatMap((entry) => entry.sources)),
  }));
}

/** 'rund', 'around', 'über', 'environ' before a count: the count's hedge, no part of the name either. */
const ABOUT =
  /^(?:rund|etwa|ca\.|circa|über|mehr als|knapp|around|about|approximately|approx\.|over|more than|some|nearly|almost|environ|plus de|près de|ongeveer|ruim|meer dan|oltre|più di|circa|cerca de|más de|alrededor de|unos)\s+(?=\d)/iu;
/** An active or registered supplier counted is still a supplier: 'rund 420 aktive Lieferanten'. */
const COUNTED_KIND = /^(?:aktive[n]?|active|actifs|actieve|attivi|activos|registrierte[n]?|registered)\s+/iu;
const withoutCount = (name: string) => {
  const bare = name.replace(ABOUT, '').replace(/^[\d.,\u00a0\u202f ]+\s(?=\p{L})/u, '');
  return bare === name ? name : bare.replace(COUNTED_KIND, '');
};

const typeOrder = (type: string) => STAKEHOLDER_TYPES.indexOf(type as (typeof STAKEHOLDER_TYPES)[number]);

function fromPages(input: StepInput): SectionResult<'Stakeholders'> {
  const retrievedAt = websiteRetrievedAt(input);
  const pages = input.website?.pages ?? [];
  // Named suppliers and the countries the company buys from join the Suppliers group.
  const suppliers = pages.flatMap((page) =>
    extractSupplierMentions(page.content, pageRef(page), { retrievedAt }).map((mention) => ({
      ...mention,
      type: 'Suppliers' as const,
    })),
  );
  const mentions = [
    ...pages.flatMap((page) => extractStakeholderMentions(page.content, pageRef(page), { retrievedAt })),
    ...suppliers,
  ].toSorted((a, b) => typeOrder(a.type) - typeOrder(b.type));
  const data = toGroups(
    mentions.map((mention) => ({
      type: mention.type,
      entry: {
        member: {
          // 'Mitarbeitende', 'Mitarbeiter' and 'employees' say no more than the group: one member, named
          // as the group, citing every sentence, rather than one per language and word form.
          // A count is no part of the name: '1,140 colleagues' are the employees.
          name: clip(
            isPlainGroupWord(mention.type, withoutCount(mention.name)) ? mention.type : mention.name,
            200,
          ),
          description: clip(`The company's own page states: “${mention.quote}”`, 1000),
        },
        sources: mention.sources,
      },
    })),
  );
  const read = whatWasRead(input, { pages: true, research: false });
  return {
    key: 'Stakeholders',
    data,
    provenance: pagesProvenance(
      input,
      `Stakeholder groups and organisations the company's own pages name (${read}): ${plural(data.length, 'group')} found; ${whyNoModel(input)}.`,
      data.length > 0,
    ),
  };
}

/** A member's own addresses, only when the context the model read holds them (never a guessed one). */
function memberUrls(urls: string[], context: string): Pick<Member, 'url' | 'urls'> {
  const known = [...new Set(urls.map((url) => url.trim()))]
    // A member's own address is a web page: an uploaded document is cited as a source, not linked.
    .filter((url) => urlKey(url) !== undefined && !documentIdOfRef(url) && context.includes(url))
    .slice(0, 10);
  if (known.length === 0) return {};
  return known.length === 1 ? { url: known[0] } : { urls: known };
}

async function withModel(input: StepInput, model: StepModel): Promise<SectionResult<'Stakeholders'>> {
  const context = renderContext(input, { researchChars: 8000, pageChars: 14000 });
  const { prompt, answer } = await askWithPrompt(input, model, 'stakeholders_prompt', {
    schema: modelSchema,
    prompt: context,
  });
  const index = sourceIndex(input);
  let dropped = 0;
  const members = answer.groups.flatMap((group) =>
    group.members.flatMap((member) => {
      const sources = citedSources(member.sources, index);
      if (sources.length === 0 || !member.name.trim() || !group.type.trim()) {
        dropped += 1;
        return [];
      }
      const kept: Member = {
        name: clip(member.name, 200),
        description: clip(member.description, 1000),
        ...memberUrls(member.urls, context),
      };
      return [{ type: group.type, entry: { member: kept, sources } }];
    }),
  );
  const data = toGroups(members);
  const read = whatWasRead(input, { pages: true, research: true });
  return {
    key: 'Stakeholders',
    data,
    provenance: llmProvenance(
      model,
      prompt,
      `Read ${read}; ${plural(dropped, 'member')} without a source from the context left out.`,
      outcomeOf(data.length > 0, true),
    ),
  };
}

/** The company's key stakeholders, grouped by type, each member with the sources naming it (spec 02 §3). */
export async function computeStakeholders(input: StepInput): Promise<SectionResult<'Stakeholders'>> {
  if (input.model && hasEvidence(input)) return withModel(input, input.model);
  return fromPages(input);
}
