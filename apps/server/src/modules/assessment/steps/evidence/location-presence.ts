import type { Source } from '@impact/contracts';
import {
  englishCountryName,
  extractLocations,
  isoCountryNamed,
  type ExtractedLocation,
  type LocationRole,
} from '@impact/knowledge';
import { z } from 'zod';
import { pageRef, pageSource } from '../../../chat/documents/document-sources.js';
import type { SectionResult, StepInput, StepModel } from '../step-types.js';
import { askWithPrompt, llmProvenance } from '../model-call.js';
import { citedSources, sourceIndex, uniqueSources, websiteRetrievedAt } from './cited-sources.js';
import { clientFacts, recordHeadquartersSources, statementSource } from './company-facts.js';
import { renderContext } from './context-text.js';
import { hasEvidence, outcomeOf, pagesProvenance, whatWasRead, whyNoModel } from './step-support.js';
import { clip, foldText, listOf } from './text.js';
import { namesAHotel } from './hotel-sites.js';

type LocationData = SectionResult<'LocationPresence'>['data'];

const PREFER = /about|contact|location|store|where|compan|investor|facilit|plant|office|sustainab/i;

const ROLE_WORDS: Record<Exclude<LocationRole, 'headquarters'>, string> = {
  production: 'production sites',
  office: 'offices',
  retail: 'stores',
  logistics: 'logistics sites',
  research: 'research sites',
  operations: 'operations',
};

/** A showroom, where a maker shows its ranges to architects and dealers and sells nothing over a counter. */
const SHOWROOM = /showroom|salle d['’]exposition|sala (?:de )?exposici[oó]n|Ausstellungsr[äa]um|toonzaal/i;

/**
 * Shops are 'stores'; a hospitality group's sites are its hotels, and a maker's showrooms are showrooms,
 * when every quote of them names one.
 */
function roleWords(role: Exclude<LocationRole, 'headquarters'>, places: ExtractedLocation[]): string {
  if (role !== 'retail') return ROLE_WORDS[role];
  if (places.every((place) => namesAHotel(place.quote))) return 'hotels';
  if (places.every((place) => SHOWROOM.test(place.quote))) return 'showrooms';
  return ROLE_WORDS[role];
}

const modelSchema = z.object({
  headquarters: z
    .string()
    .describe('The head office as "City, Country", exactly as a source states it; empty when none does'),
  headquartersSources: z
    .array(z.string())
    .describe('URLs, copied exactly from the context, of the sources that state the headquarters'),
  retail_presence: z
    .string()
    .describe(
      'A short paragraph on the countries or regions where the company has stores, production sites, offices, warehouses or sales markets, with counts and years only as a source states them',
    ),
  retailPresenceSources: z
    .array(z.string())
    .describe('URLs, copied exactly from the context, of the sources the paragraph rests on'),
});

const nothingText = (checked: string) =>
  `No information on the company's locations or geographic presence was found in the sources checked (${checked}).`;

/** The pages checked, as sources of an honest empty answer (what was read, not what it says). */
function checkedPages(input: StepInput): Source[] {
  const retrievedAt = websiteRetrievedAt(input);
  return uniqueSources((input.website?.pages ?? []).map((page) => pageSource(page, retrievedAt)));
}

/** A store list names dozens of places; the section keeps this many per kind of site. */
const MAX_PLACES_PER_ROLE = 40;

/**
 * The places of one kind of site, towns first: a country is left out when a town of the list already
 * lies in it ('Kolding, Denmark' makes 'Denmark' say nothing more), so a long store list is not cut
 * short by the countries an intro sentence named.
 */
function placesOfRole(locations: ExtractedLocation[], coveredElsewhere: ReadonlySet<string>): string[] {
  const towns = locations.filter((location) => location.kind === 'locality');
  const covered = new Set([...coveredElsewhere, ...towns.map((town) => town.countryCode).filter(Boolean)]);
  const wider = locations.filter(
    (location) =>
      location.kind !== 'locality' && !(location.countryCode && covered.has(location.countryCode)),
  );
  // 'Lyon, Frankreich' and 'Lyon' are one place: it is named once, with its country.
  const byTown = new Map<string, ExtractedLocation>();
  for (const location of [...towns, ...wider]) {
    const key = townKey(location.name);
    const kept = byTown.get(key);
    if (!kept || location.name.length > kept.name.length) byTown.set(key, location);
  }
  const all = [...byTown.values()].map(placeName);
  // A longer list says how many it leaves out: 'Dijon, Besançon and 8 more', never a complete-looking list.
  const left = all.length - MAX_PLACES_PER_ROLE;
  return left > 0 ? [...all.slice(0, MAX_PLACES_PER_ROLE), `${left} more`] : all;
}

/**
 * 'Brno, Tsjechië' → 'Brno (Czechia)': in a list, a town's country in brackets and in English, so
 * 'Brno, Tsjechië and Goirle, Nederland' no longer reads as four places. Other names stay as written
 * ('Ventura, CA').
 */
function placeName({ name, kind, countryCode }: ExtractedLocation): string {
  // 'Österreich' → 'Austria': the section is in English.
  if (kind === 'country' && countryCode) return englishCountryName(countryCode) ?? name;
  const comma = name.indexOf(',');
  if (kind !== 'locality' || comma < 0 || !countryCode) return name;
  const written = name.slice(comma + 1).trim();
  if (isoCountryNamed(written) !== countryCode) return name;
  return `${name.slice(0, comma).trim()} (${englishCountryName(countryCode) ?? written})`;
}

/** 'Lyon, Frankreich' → 'lyon': the town a place's name starts with. */
const townKey = (name: string) => foldText(name.split(',')[0] ?? name).trim();

function describeLocations(locations: ExtractedLocation[], headquarters?: string): string {
  const byRole = new Map<string, ExtractedLocation[]>();
  // A town named with a kind of site (a plant, an office) or as the head office says more there than
  // under 'operations'.
  const specific = new Set(
    locations.filter((location) => location.role !== 'operations').map((location) => townKey(location.name)),
  );
  if (headquarters) specific.add(townKey(headquarters));
  for (const location of locations) {
    if (location.role === 'headquarters') continue;
    if (location.role === 'operations' && specific.has(townKey(location.name))) continue;
    byRole.set(location.role, [...(byRole.get(location.role) ?? []), location]);
  }
  // A country named for the company's operations says nothing more when a plant, an office or the head
  // office there is named already: 'production sites in Schärding (Austria)' makes 'operations in
  // Österreich' a repeat.
  const hqCountry = headquarters ? isoCountryNamed(headquarters.split(',').at(-1)!.trim()) : undefined;
  const specificCountries = new Set(
    locations
      .filter((location) => location.role !== 'operations' && location.kind === 'locality')
      .map((location) => location.countryCode)
      .filter((code): code is string => code !== undefined),
  );
  if (hqCountry) specificCountries.add(hqCountry);
  const parts = [...byRole]
    .map(([role, places]) => {
      const named = placesOfRole(places, role === 'operations' ? specificCountries : new Set());
      return named.length > 0
        ? `${roleWords(role as keyof typeof ROLE_WORDS, places)} in ${listOf(named)}`
        : '';
    })
    .filter(Boolean);
  if (parts.length === 0) return "The company's own pages name no locations beyond its headquarters.";
  return `The company's own pages name ${parts.join('; ')}.`;
}

/** Shown instead of a blank: the sources read do not say where the head office is. */
export const HEADQUARTERS_NOT_STATED = 'Not stated in the sources read.';

/**
 * The one headquarters answer (company-facts.ts): the client record's when it has one, cited to where
 * the record says it came from and to the pages that state the same place; else the company's own
 * most recent statement. The section never says 'not stated' while the record names a place.
 */
function headquartersOf(input: StepInput): { place: string; sources: Source[] } | undefined {
  const facts = clientFacts(input);
  const answer = facts.headquarters;
  if (!answer) return undefined;
  if (answer.origin === 'consultant')
    return { place: answer.value.place, sources: recordHeadquartersSources(input, facts) };
  const source = statementSource(input, facts, answer);
  return { place: answer.value.place, sources: source ? [source] : [] };
}

function fromPages(input: StepInput): SectionResult<'LocationPresence'> {
  const retrievedAt = websiteRetrievedAt(input);
  const locations = (input.website?.pages ?? []).flatMap((page) =>
    extractLocations(page.content, pageRef(page), { retrievedAt }),
  );
  const headquarters = headquartersOf(input);
  const read = whatWasRead(input, { pages: true, research: false });
  const places = locations.filter((location) => location.role !== 'headquarters');
  const found = places.length > 0 || (headquarters?.sources.length ?? 0) > 0;
  const data: LocationData = found
    ? {
        headquarters: clip(headquarters?.place ?? HEADQUARTERS_NOT_STATED, 300),
        retail_presence: clip(describeLocations(places, headquarters?.place), 3000),
        sources: uniqueSources([
          ...(headquarters?.sources ?? []),
          ...places.flatMap((location) => location.sources),
        ]),
      }
    : {
        // A place the consultant recorded stands even when no page read states it.
        headquarters: clip(headquarters?.place ?? HEADQUARTERS_NOT_STATED, 300),
        retail_presence: input.website
          ? nothingText(read)
          : "The company's website has not been read, so its locations could not be checked.",
        sources: checkedPages(input),
      };
  return {
    key: 'LocationPresence',
    data,
    provenance: pagesProvenance(
      input,
      `Places the company's own pages name after words such as 'headquartered in', 'plants in' or 'stores in', read from ${read}; ${whyNoModel(input)}.`,
      found,
    ),
  };
}

async function withModel(input: StepInput, model: StepModel): Promise<SectionResult<'LocationPresence'>> {
  const { prompt, answer } = await askWithPrompt(input, model, 'location_presence_prompt', {
    schema: modelSchema,
    prompt: renderContext(input, { researchChars: 8000, pageChars: 14000, prefer: PREFER }),
  });
  const index = sourceIndex(input);
  // The one headquarters answer beats the model's reading of the same pages.
  const known = headquartersOf(input);
  const hqSources = known
    ? known.sources
    : answer.headquarters.trim()
      ? citedSources(answer.headquartersSources, index)
      : [];
  const hqText = known?.place ?? answer.headquarters;
  const presenceSources = answer.retail_presence.trim()
    ? citedSources(answer.retailPresenceSources, index)
    : [];
  const found = known !== undefined || hqSources.length > 0 || presenceSources.length > 0;
  const read = whatWasRead(input, { pages: true, research: true });
  const data: LocationData = {
    headquarters: known || hqSources.length > 0 ? clip(hqText, 300) : HEADQUARTERS_NOT_STATED,
    retail_presence: presenceSources.length > 0 ? clip(answer.retail_presence, 3000) : nothingText(read),
    sources: found ? uniqueSources([...hqSources, ...presenceSources]) : checkedPages(input),
  };
  return {
    key: 'LocationPresence',
    data,
    provenance: llmProvenance(
      model,
      prompt,
      `Read ${read}; statements without a source from the context were left out.`,
      outcomeOf(found, true),
    ),
  };
}

/** Where the company is headquartered and where it operates, produces and sells (spec 02 §3). */
export async function computeLocationPresence(input: StepInput): Promise<SectionResult<'LocationPresence'>> {
  if (input.model && hasEvidence(input)) return withModel(input, input.model);
  return fromPages(input);
}
