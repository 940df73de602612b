import { AppError, badRequest } from '../../lib/errors.js';

export const NOT_A_FORM =
  'The upload is not a valid multipart form: send the files as multipart/form-data, as a browser does';

/** A multipart body without a single part: busboy reads it as an empty form, which says nothing. */
export const EMPTY_FORM = 'The upload is empty: send the files as multipart/form-data';

/**
 * What an error met while reading a form's parts means for the client, once each route has answered
 * its own limits. Our own refusals pass through; anything the parser throws (no boundary, a body cut
 * short, a malformed part header) says the body is not a complete multipart form. Nothing is stored
 * before the whole form has been read, so the refusal leaves nothing behind.
 */
export function formReadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_PROTO_VIOLATION') {
    return badRequest('A form field may not be named __proto__, constructor or prototype');
  }
  return badRequest(NOT_A_FORM);
}
