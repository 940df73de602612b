import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weakSourceReason } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { provenanceManifestSchema, requiredProvenancePaths, sampleProfileSchema } from './profile-schema.js';

/** Walks every sample profile: each block validates, and each item is backed by the provenance manifest. */
const profilesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'profiles');
const slugs = readdirSync(profilesDir)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.provenance.json'))
  .map((file) => file.replace(/\.json$/, ''));

const load = (file: string): unknown => JSON.parse(readFileSync(path.join(profilesDir, file), 'utf8'));

describe.each(slugs)('sample profile %s', (slug) => {
  it('validates against the contract schemas', () => {
    const result = sampleProfileSchema.safeParse(load(`${slug}.json`));
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []).toEqual([]);
    expect(result.data!.slug).toBe(slug);
  });

  it('has a provenance entry with a dated source for every item', () => {
    const profile = sampleProfileSchema.parse(load(`${slug}.json`));
    const manifest = provenanceManifestSchema.parse(load(`${slug}.provenance.json`));
    const covered = new Set(manifest.map((entry) => entry.path));
    const missing = requiredProvenancePaths(profile).filter((p) => !covered.has(p));
    expect(missing).toEqual([]);
  });

  it('cites no source on a weak host (encyclopedias and mirrors, document copies, reposts, blogs, vendor pages)', () => {
    const urls = [
      ...(JSON.stringify(load(`${slug}.json`)).match(/https?:\/\/[^"\s]+/g) ?? []),
      ...provenanceManifestSchema
        .parse(load(`${slug}.provenance.json`))
        .flatMap((entry) => entry.sources.map((source) => source.url)),
    ];
    const weak = [...new Set(urls)]
      .map((url) => ({ url, reason: weakSourceReason(url) }))
      .filter((entry) => entry.reason !== undefined);
    expect(weak).toEqual([]);
  });

  it('lists only sources that the manifest vouches for, and no manifest path that does not exist', () => {
    const raw = load(`${slug}.json`);
    const manifest = provenanceManifestSchema.parse(load(`${slug}.provenance.json`));
    const manifestUrls = new Set(manifest.flatMap((entry) => entry.sources.map((source) => source.url)));
    const urlsInData = JSON.stringify(raw).match(/"url":"[^"]+"/g) ?? [];
    const unvouched = urlsInData.map((match) => match.slice(7, -1)).filter((url) => !manifestUrls.has(url));
    expect(unvouched).toEqual([]);
    const resolve = (pointer: string) =>
      pointer
        .split('/')
        .slice(1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], raw);
    expect(manifest.filter((entry) => resolve(entry.path) === undefined).map((entry) => entry.path)).toEqual(
      [],
    );
  });
});

it('ships at least four sample profiles, one of them Belgian', () => {
  expect(slugs.length).toBeGreaterThanOrEqual(4);
  const headquarters = slugs.map(
    (slug) => sampleProfileSchema.parse(load(`${slug}.json`)).client.Headquarters,
  );
  expect(headquarters.some((hq) => /Belgium/i.test(hq ?? ''))).toBe(true);
});
