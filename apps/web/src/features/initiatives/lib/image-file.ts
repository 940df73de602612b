import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MIME_TYPES } from '@impact/contracts';

export const IMAGE_TYPE_ERROR = 'Choose a PNG, JPEG, WebP or GIF image';
export const IMAGE_SIZE_ERROR = `The image must be at most ${UPLOAD_MAX_FILE_BYTES / (1024 * 1024)} MB`;

/** The upload's own limits (contracts), checked before anything is sent. */
export function imageFileError(file: Pick<File, 'type' | 'size'> | null): string | null {
  if (!file) return null;
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_ERROR;
  return file.size > UPLOAD_MAX_FILE_BYTES ? IMAGE_SIZE_ERROR : null;
}
