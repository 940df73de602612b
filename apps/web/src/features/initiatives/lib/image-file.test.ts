import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR, imageFileError } from './image-file';

describe('imageFileError', () => {
  it('accepts no file and images the upload takes', () => {
    expect(imageFileError(null)).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and files over 5 MB', () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe(IMAGE_TYPE_ERROR);
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBe(IMAGE_TYPE_ERROR);
    expect(imageFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(IMAGE_SIZE_ERROR);
    expect(IMAGE_SIZE_ERROR).toBe('The image must be at most 5 MB');
  });
});
