import { describe, expect, it } from 'vitest';
import { imageKindOf } from './imageKind';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('the image format of a file’s first bytes', () => {
  it('recognises PNG, JPEG, GIF, WebP and SVG', () => {
    expect(imageKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.extension).toBe('png');
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))?.extension).toBe('jpg');
    expect(imageKindOf(text('GIF89a'))?.extension).toBe('gif');
    expect(imageKindOf(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))?.extension).toBe('webp');
    expect(imageKindOf(text('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="x"/>'))?.extension).toBe(
      'svg',
    );
  });

  it('refuses a text file, whatever its name, and an empty one', () => {
    expect(imageKindOf(text('just some notes, saved as logo.png'))).toBeNull();
    expect(imageKindOf(bytes())).toBeNull();
  });
});
