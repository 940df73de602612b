import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { chat, pdfWith } from '../chat/chat-test-support.js';
import { EMPTY_FORM, NOT_A_FORM } from './multipart-form.js';
import { tinyPng } from './upload-test-helpers.js';

/** Malformed forms on both multipart routes: a 400 that says so, and nothing stored. */

let t: TestApp;
let user: TestUser;
let initiativeId: number;
let sessionId: number;
let png: Buffer;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  await createOrganization(t, { owner: user });
  const client = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data: { Name: 'Northwind Ceramics' } },
  });
  const initiative = await t.request({
    method: 'POST',
    url: '/api/initiatives',
    token: user.token,
    payload: {
      data: {
        Title: 'Kiln heat recovery',
        Description: 'Reuse the heat of the kilns',
        Category: 'Production',
        Status: 'planned',
        Source: 'Annual report',
        Clients: { connect: [client.json().data.id] },
      },
    },
  });
  initiativeId = initiative.json().data.id;
  sessionId = (await chat(t, { message: 'Hi' }, user.token)).json().onboardingId;
  png = await tinyPng();
  pdf = await pdfWith(['Our plan']);
});
afterAll(() => t.close());

const BOUNDARY = 'formboundary42';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, value: string | Buffer, file?: { filename: string; type: string }): Buffer {
  const disposition = file ? `; filename="${file.filename}"\r\nContent-Type: ${file.type}` : '';
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
}
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

const routes = () => [
  {
    url: '/api/upload',
    fields: [
      part('ref', 'initiative'),
      part('refId', String(initiativeId)),
      part('field', 'Images'),
      part('files', png, { filename: 'kiln.png', type: 'image/png' }),
    ],
  },
  {
    url: `/api/onboarding/${sessionId}/documents`,
    fields: [part('file', pdf, { filename: 'plan.pdf', type: 'application/pdf' })],
  },
];

const storedFiles = () =>
  ['uploads', 'onboarding-documents'].flatMap((dir) => {
    const full = path.join(t.dataDir, dir);
    return existsSync(full) ? readdirSync(full) : [];
  });

/** Sends a body to a route and checks that nothing was stored, in the database or on disk. */
async function send(url: string, payload: Buffer | string, contentType?: string) {
  const rows = await countRows(t, 'initiative_images', 'onboarding_documents');
  const files = storedFiles();
  const response = await t.request({
    method: 'POST',
    url,
    token: user.token,
    payload,
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  });
  expect(await countRows(t, 'initiative_images', 'onboarding_documents')).toEqual(rows);
  expect(storedFiles()).toEqual(files);
  return response;
}

describe('a multipart body that is not a complete form', () => {
  it('answers 400 "not a valid multipart form" (or "empty") on both upload routes', async () => {
    for (const { url, fields } of routes()) {
      const whole = Buffer.concat([...fields, end]);
      const cases: [string, Buffer | string, string][] = [
        ['no boundary', whole, 'multipart/form-data'],
        ['another boundary', whole, 'multipart/form-data; boundary=other'],
        ['no closing boundary', Buffer.concat(fields), TYPE],
        ['cut inside the file', whole.subarray(0, whole.length - 40), TYPE],
        ['an empty body', '', TYPE],
        ['garbage', Buffer.from('\u0000\u0001garbage--\r\n\r\n'), TYPE],
      ];
      for (const [what, payload, type] of cases) {
        const response = await send(url, payload, type);
        expect(response.statusCode, `${url}: ${what}`).toBe(400);
        expect(response.json(), `${url}: ${what}`).toEqual({
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: what === 'an empty body' ? EMPTY_FORM : NOT_A_FORM,
          },
        });
      }
    }
  });

  it('explains a form without its file, and a body that is not multipart at all', async () => {
    const [upload, documents] = routes();
    const noImage = await send(upload!.url, Buffer.concat([...upload!.fields.slice(0, 3), end]), TYPE);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error.message).toBe("Attach one or more images in the 'files' field");
    const noDocument = await send(documents!.url, Buffer.concat([part('note', 'x'), end]), TYPE);
    expect(noDocument.statusCode).toBe(400);
    for (const { url } of routes()) {
      const json = await send(url, JSON.stringify({ refId: initiativeId }), 'application/json');
      expect(json.statusCode, url).toBe(415);
      expect(json.json().error.name).toBe('UnsupportedMediaTypeError');
    }
  });

  it('refuses a text field holding a control character, naming it, like any JSON field', async () => {
    const [upload, documents] = routes();
    const refId = Buffer.concat([
      part('ref', 'initiative'),
      part('refId', `${initiativeId}\u0000`),
      part('field', 'Images'),
      upload!.fields[3]!,
      end,
    ]);
    const refused = await send(upload!.url, refId, TYPE);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({
      errors: [
        { path: 'refId', message: 'refId contains a NUL character (U+0000), which text may not hold' },
      ],
    });
    const note = Buffer.concat([part('note', 'plan\u001b[31m'), ...documents!.fields, end]);
    const alsoRefused = await send(documents!.url, note, TYPE);
    expect(alsoRefused.statusCode).toBe(400);
    expect(alsoRefused.json().error.details.errors[0].path).toBe('note');
  });

  it('still takes a well-formed form (the cases above fail for what they hold, not for their route)', async () => {
    for (const { url, fields } of routes()) {
      const response = await t.request({
        method: 'POST',
        url,
        token: user.token,
        payload: Buffer.concat([...fields, end]),
        headers: { 'content-type': TYPE },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
