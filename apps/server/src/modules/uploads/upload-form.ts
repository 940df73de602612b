import { UPLOAD_MAX_FILE_BYTES } from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';
import { checkFormField } from '../../plugins/text-input.js';
import { EMPTY_FORM, formReadError } from './multipart-form.js';
import type { IncomingFile } from './service.js';

export const MAX_FILES_PER_UPLOAD = 10;

/** Multipart limits; a file over the size limit stops the request with 413. */
export const multipartLimits = {
  fileSize: UPLOAD_MAX_FILE_BYTES,
  files: MAX_FILES_PER_UPLOAD,
  fields: 10,
  fieldSize: 1024,
  parts: MAX_FILES_PER_UPLOAD + 10,
  headerPairs: 100,
};

const tooLarge = (message: string) => new AppError(413, 'PayloadTooLargeError', message);

/** Reads the whole form: the reference fields may come after the files, so the files are held in memory. */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UnsupportedMediaTypeError', 'Send the files as multipart/form-data');
  }
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  let parts = 0;
  try {
    for await (const part of request.parts()) {
      parts++;
      if (part.type === 'file') {
        const name = displayName(part.filename);
        if (part.fieldname !== 'files') {
          throw badRequest(`Send the images in the 'files' field (got '${part.fieldname}')`);
        }
        files.push({ name, data: await part.toBuffer() });
      } else {
        const value = String(part.value);
        checkFormField(part.fieldname, value);
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw tooLarge(`Each file must be at most ${UPLOAD_MAX_FILE_BYTES / 1024 / 1024} MB`);
      case 'FST_FILES_LIMIT':
        throw tooLarge(`At most ${MAX_FILES_PER_UPLOAD} files per upload`);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw tooLarge('The form has too many fields');
    }
    throw formReadError(error);
  }
  if (parts === 0) throw badRequest(EMPTY_FORM);
  return { files, fields };
}

/** The browser's file name without any folder or control characters, for messages and display. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'file';
}
