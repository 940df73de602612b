import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness.js';

/** Test helpers for uploads (imported by the initiatives and uploads tests only). */

export function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 2, height: 2, channels: 3, background: '#2a7f62' } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels, which does not compress: about width × height × 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface FormFile {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string>,
  files: FormFile[],
  fileField = 'files',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      fileField,
      new Blob([file.data], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/upload to an initiative's Images. */
export async function uploadImages(
  t: TestApp,
  token: string | undefined,
  refId: string | number,
  files: FormFile[],
  fields: Record<string, string> = {},
) {
  const body = await multipartBody(
    { ref: 'api::initiative.initiative', refId: String(refId), field: 'Images', ...fields },
    files,
  );
  return t.request({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: body.headers,
    ...(token ? { token } : {}),
  });
}

/** The files in DATA_DIR/uploads, to check that a refused upload wrote nothing. */
export function storedFiles(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).toSorted() : [];
}
