import { VSME_EVIDENCE_MAX_BYTES } from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../lib/errors.js';
import { checkFormField } from '../../../plugins/text-input.js';
import { EMPTY_FORM, formReadError } from '../../uploads/multipart-form.js';

export const evidenceMultipartLimits = {
  fileSize: VSME_EVIDENCE_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 100,
};

export const EVIDENCE_TOO_LARGE = `The file is larger than ${VSME_EVIDENCE_MAX_BYTES / 1024 / 1024} MB: attach a smaller one`;

export interface EvidenceUpload {
  name: string;
  data: Buffer;
}

/** The one file of the form's `file` field, held in memory (10 MB at most). */
export async function readEvidenceForm(request: FastifyRequest): Promise<EvidenceUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UnsupportedMediaTypeError',
      "Send the file as multipart/form-data in the 'file' field",
    );
  }
  let file: EvidenceUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        checkFormField(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file')
        throw badRequest(`Send the file in the 'file' field (got '${part.fieldname}')`);
      file = { name: displayName(part.filename), data: await part.toBuffer() };
    }
  } catch (error) {
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new AppError(413, 'PayloadTooLargeError', EVIDENCE_TOO_LARGE);
      case 'FST_FILES_LIMIT':
        throw badRequest('file: attach one file at a time');
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest('The form has too many fields');
    }
    throw formReadError(error);
  }
  if (!file) throw badRequest(EMPTY_FORM);
  return file;
}

/** The browser's file name without any folder or control characters, for display only. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'evidence';
}
