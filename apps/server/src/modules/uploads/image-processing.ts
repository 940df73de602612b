import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { StoredExtension } from './storage.js';

/** Larger pictures are refused before decoding: a small file can unpack to gigabytes of pixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const THUMBNAIL_BOX = 320;

const ACCEPTED = {
  'image/png': 'png',
  // Animated PNG is PNG to us; sharp re-encodes its first frame.
  'image/apng': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const satisfies Record<string, StoredExtension>;

const MIME_OF = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;

export const unsupportedImage = (message: string) => new AppError(415, 'UnsupportedMediaTypeError', message);

/**
 * What the bytes are, whatever the file is called: only PNG, JPEG, WebP and GIF pass. The name the
 * browser sent and its Content-Type are not trusted.
 */
export async function sniffImage(data: Buffer, name: string): Promise<StoredExtension> {
  const type = await fileTypeFromBuffer(data);
  const extension = type ? ACCEPTED[type.mime as keyof typeof ACCEPTED] : undefined;
  if (!extension) {
    throw unsupportedImage(
      `${name} is not a PNG, JPEG, WebP or GIF image (its content is ${type?.mime ?? 'not an image'})`,
    );
  }
  return extension;
}

export interface ProcessedImage {
  extension: StoredExtension;
  mime: string;
  data: Buffer;
  width: number;
  height: number;
  thumbnail: { data: Buffer; width: number; height: number };
}

/**
 * Decodes and re-encodes the image (sharp keeps no EXIF, XMP or ICC metadata unless told to, so GPS
 * positions and camera details go) and makes a WebP thumbnail. Anything hidden after the image data
 * is dropped with the rest of the original bytes.
 */
export async function processImage(data: Buffer, name: string): Promise<ProcessedImage> {
  const extension = await sniffImage(data, name);
  const animated = extension === 'gif' || extension === 'webp';
  const open = (all: boolean) => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated: all });
  try {
    // EXIF orientation is applied before the metadata goes (animations carry none worth applying).
    const base = animated ? open(true) : open(false).rotate();
    const encoded = await encode(base, extension).toBuffer({ resolveWithObject: true });
    const thumbnail = await open(false)
      .rotate()
      .resize(THUMBNAIL_BOX, THUMBNAIL_BOX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      extension,
      mime: MIME_OF[extension],
      data: encoded.data,
      width: encoded.info.width,
      // For an animation, info.height is the whole strip of frames; pageHeight is one frame.
      height: encoded.info.pageHeight ?? encoded.info.height,
      thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(
        413,
        'PayloadTooLargeError',
        `${name} is too large: images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`,
      );
    }
    throw unsupportedImage(`${name} could not be read as an image`);
  }
}

function encode(image: Sharp, extension: StoredExtension): Sharp {
  switch (extension) {
    case 'png':
      return image.png();
    case 'jpg':
      return image.jpeg({ quality: 85 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      return image.gif();
  }
}
