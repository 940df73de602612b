import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { loadSampleProfiles } from '../samples/load-samples.js';
import { multipartBody, noisyPng, storedFiles, tinyPng, uploadImages } from './upload-test-helpers.js';

let t: TestApp;
let alice: TestUser;
let stranger: TestUser;
let initiativeId: number;
let strangerInitiativeId: number;
let sampleInitiativeId: number;

async function addInitiative(user: TestUser, title: string): Promise<number> {
  const client = (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: { data: { Name: title } },
    })
  ).json().data;
  const response = await t.request({
    method: 'POST',
    url: '/api/initiatives',
    token: user.token,
    payload: {
      data: {
        Title: title,
        Description: 'd',
        Category: 'Community',
        Status: 'active',
        Source: 'Annual report',
        Clients: { connect: [client.id] },
      },
    },
  });
  return response.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  await createOrganization(t, { owner: alice });
  stranger = await createUser(t);
  await createOrganization(t, { owner: stranger });
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  sampleInitiativeId = (
    await t.request({ method: 'GET', url: '/api/clients/public?populate=Initiatives' })
  ).json().data[0].Initiatives[0].id;
  initiativeId = await addInitiative(alice, 'Northwind Ceramics');
  strangerInitiativeId = await addInitiative(stranger, 'Elsewhere Ltd');
});
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.split('/').pop()!);
const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** Runs a refused upload and checks that neither a row nor a file was added. */
async function expectNothingStored(run: () => Promise<{ statusCode: number }>, status: number) {
  const rows = await countRows(t, 'initiative_images');
  const files = storedFiles(t);
  const response = await run();
  expect(response.statusCode).toBe(status);
  expect(await countRows(t, 'initiative_images')).toEqual(rows);
  expect(storedFiles(t)).toEqual(files);
  return response as { statusCode: number; json(): { error: { message: string } } };
}

describe('POST /api/upload', () => {
  it('stores a PNG named .exe as a PNG, with a thumbnail, and the initiative answers it', async () => {
    const response = await uploadImages(t, alice.token, initiativeId, [
      { name: 'C:\\fakepath\\setup.exe', data: await tinyPng(), type: 'application/x-msdownload' },
    ]);
    expect(response.statusCode).toBe(200);
    const [image] = response.json();
    expect(image).toMatchObject({
      name: 'setup.exe',
      mime: 'image/png',
      width: 2,
      height: 2,
      url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/),
      formats: { thumbnail: { url: expect.stringMatching(/-thumb\.webp$/), mime: 'image/webp' } },
    });
    expect(image.size).toBe(readFileSync(fileOf(image.url)).length);

    const served = await t.request({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    const thumbnail = await t.request({ method: 'GET', url: image.formats.thumbnail.url });
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    const list = await t.request({
      method: 'GET',
      url: `/api/initiatives?filters[Clients][id][$eq]=${
        (
          await t.request({
            method: 'GET',
            url: '/api/clients?name=Northwind%20Ceramics',
            token: alice.token,
          })
        ).json().data.id
      }&populate=*`,
      token: alice.token,
    });
    expect(list.json().data[0].Images).toEqual([image]);
  });

  it('re-encodes without metadata: EXIF in a JPEG does not survive', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret place', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const [image] = (
      await uploadImages(t, alice.token, initiativeId, [{ name: 'photo.jpg', data: jpeg }])
    ).json();
    expect(image.mime).toBe('image/jpeg');
    const stored = await sharp(readFileSync(fileOf(image.url))).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
  });

  it('accepts several files and files larger than the JSON body limit, by initiative documentId', async () => {
    const documentId = (
      await t.request({
        method: 'PUT',
        url: `/api/initiatives/${initiativeId}`,
        token: alice.token,
        payload: { data: {} },
      })
    ).json().data.documentId;
    const big = await noisyPng(400, 400);
    expect(big.length).toBeGreaterThan(400_000);
    const response = await uploadImages(
      t,
      alice.token,
      documentId,
      [
        { name: 'big.png', data: big },
        { name: 'small.png', data: await tinyPng() },
      ],
      { ref: 'initiative' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().map((image: { name: string }) => image.name)).toEqual(['big.png', 'small.png']);
  });

  it('refuses an HTML file named .png with 415 and stores nothing', async () => {
    const response = await expectNothingStored(
      () => uploadImages(t, alice.token, initiativeId, [{ name: 'cat.png', data: html, type: 'image/png' }]),
      415,
    );
    expect(response.json().error.message).toBe(
      'cat.png is not a PNG, JPEG, WebP or GIF image (its content is not an image)',
    );
  });

  it('refuses an SVG and a PDF, and stores none of a batch that holds one bad file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await expectNothingStored(
      () => uploadImages(t, alice.token, initiativeId, [{ name: 'a.svg', data: svg }]),
      415,
    );
    const mixed = await expectNothingStored(
      async () =>
        uploadImages(t, alice.token, initiativeId, [
          { name: 'good.png', data: await tinyPng() },
          { name: 'report.png', data: pdf },
        ]),
      415,
    );
    expect(mixed.json().error.message).toContain('report.png is not a PNG, JPEG, WebP or GIF image');
  });

  it('refuses a PNG that does not decode', async () => {
    const broken = Buffer.concat([(await tinyPng()).subarray(0, 40), Buffer.alloc(40)]);
    const response = await expectNothingStored(
      () => uploadImages(t, alice.token, initiativeId, [{ name: 'broken.png', data: broken }]),
      415,
    );
    expect(response.json().error.message).toBe('broken.png could not be read as an image');
  });

  it('refuses a 6 MB image with 413 and stores nothing', async () => {
    const huge = await noisyPng(1500, 1400);
    expect(huge.length).toBeGreaterThan(6_000_000);
    const response = await expectNothingStored(
      () => uploadImages(t, alice.token, initiativeId, [{ name: 'huge.png', data: huge }]),
      413,
    );
    expect(response.json().error.message).toBe('Each file must be at most 5 MB');
  });

  it('refuses a small file that unpacks to more than 40 million pixels with 413', async () => {
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const response = await expectNothingStored(
      () => uploadImages(t, alice.token, initiativeId, [{ name: 'bomb.png', data: bomb }]),
      413,
    );
    expect(response.json().error.message).toBe(
      'bomb.png is too large: images may have at most 40 million pixels',
    );
  });

  it("answers another organization's initiative as not found, a sample's as read-only, and 401 signed out", async () => {
    const png = await tinyPng();
    const other = await expectNothingStored(
      () => uploadImages(t, alice.token, strangerInitiativeId, [{ name: 'a.png', data: png }]),
      404,
    );
    expect(other.json().error.message).toBe('Initiative not found');
    await expectNothingStored(
      () => uploadImages(t, alice.token, 'nope', [{ name: 'a.png', data: png }]),
      404,
    );
    const sample = await expectNothingStored(
      () => uploadImages(t, alice.token, sampleInitiativeId, [{ name: 'a.png', data: png }]),
      403,
    );
    expect(sample.json().error.message).toBe('Sample profiles are read-only');
    await expectNothingStored(
      () => uploadImages(t, undefined, initiativeId, [{ name: 'a.png', data: png }]),
      401,
    );
  });

  it('explains a form without files, with a wrong ref or field, or that is not multipart', async () => {
    const png = await tinyPng();
    const noFiles = await expectNothingStored(() => uploadImages(t, alice.token, initiativeId, []), 400);
    expect(noFiles.json().error.message).toBe("Attach one or more images in the 'files' field");
    const badRef = await expectNothingStored(
      () =>
        uploadImages(t, alice.token, initiativeId, [{ name: 'a.png', data: png }], {
          ref: 'api::client.client',
          field: 'Logo',
        }),
      400,
    );
    expect(badRef.json().error.message).toBe(
      "ref must be one of api::initiative.initiative, initiative; field must be 'Images'",
    );
    const otherField = await multipartBody(
      { ref: 'initiative', refId: String(initiativeId), field: 'Images' },
      [{ name: 'a.png', data: png }],
      'file',
    );
    const wrongName = await expectNothingStored(
      () => t.request({ method: 'POST', url: '/api/upload', token: alice.token, ...otherField }),
      400,
    );
    expect(wrongName.json().error.message).toBe("Send the images in the 'files' field (got 'file')");
    const json = await expectNothingStored(
      () =>
        t.request({
          method: 'POST',
          url: '/api/upload',
          token: alice.token,
          payload: { refId: initiativeId },
        }),
      415,
    );
    expect(json.json().error.message).toBe('Send the files as multipart/form-data');
  });
});

describe('GET /api/uploads/:file', () => {
  it('answers 404 for unknown files and 400 for names that are not ours', async () => {
    expect((await t.request({ method: 'GET', url: `/api/uploads/${'a'.repeat(32)}.png` })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api/uploads/..%2Fjwt-secret' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/uploads/index.html' })).statusCode).toBe(400);
  });
});
