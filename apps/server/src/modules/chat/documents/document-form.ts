import { ONBOARDING_DOCUMENT_LIMITS } from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../lib/errors.js';
import { checkFormField } from '../../../plugins/text-input.js';
import { EMPTY_FORM, formReadError } from '../../uploads/multipart-form.js';
import type { IncomingFile } from '../../uploads/service.js';

/** Multipart limits of the document upload; a file over the size limit stops the request with 413. */
export const documentMultipartLimits = {
  fileSize: ONBOARDING_DOCUMENT_LIMITS.maxBytes,
  files: ONBOARDING_DOCUMENT_LIMITS.maxFiles,
  fields: 5,
  fieldSize: 1024,
  parts: ONBOARDING_DOCUMENT_LIMITS.maxFiles + 5,
  headerPairs: 100,
};

export const FILE_TOO_LARGE = `The file is larger than ${ONBOARDING_DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB`;

/** The files of the form's `file` field(s), held in memory (10 × 10 MB at most). */
export async function readDocumentForm(request: FastifyRequest): Promise<IncomingFile[]> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UnsupportedMediaTypeError',
      "Send the files as multipart/form-data in the 'file' field",
    );
  }
  const files: IncomingFile[] = [];
  let parts = 0;
  try {
    for await (const part of request.parts()) {
      parts++;
      if (part.type !== 'file') {
        // Not read, but refused like any text field that holds what text may not.
        checkFormField(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file' && part.fieldname !== 'files') {
        throw badRequest(`Send the documents in the 'file' field (got '${part.fieldname}')`);
      }
      files.push({ name: displayName(part.filename), data: await part.toBuffer() });
    }
  } catch (error) {
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(413, 'PayloadTooLargeError', FILE_TOO_LARGE);
      case 'FST_FILES_LIMIT':
        throw badRequest(`An onboarding holds at most ${ONBOARDING_DOCUMENT_LIMITS.maxFiles} documents`);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest('The form has too many fields');
    }
    throw formReadError(error);
  }
  if (parts === 0) throw badRequest(EMPTY_FORM);
  return files;
}

/** The browser's file name without any folder or control characters, for display only. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'document';
}
