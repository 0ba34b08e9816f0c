// Needs the DOM: readLogoFile reads through the browser's FileReader, which node does not have.
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../config';
import { readLogoFile } from './logoFile';

const PNG_PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('readLogoFile', () => {
  it('reads an accepted image into a data URL of its type', async () => {
    const read = await readLogoFile(new File([PNG_PIXEL], 'logo.png', { type: 'image/png' }));
    expect(read).toEqual({ ok: true, dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBOR/) });
    const svg = await readLogoFile(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'l.svg', { type: 'image/svg+xml' }),
    );
    expect(svg.ok).toBe(true);
  });

  it('refuses a file over the limit before reading it, naming both sizes in kB', async () => {
    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(readLogoFile(big)).resolves.toEqual({
      ok: false,
      issue: { code: 'logo_too_large', args: { size: 101, max: 100 } },
    });
  });

  it('refuses a text file named .png when it is chosen, saying it is not an image', async () => {
    const text = new File(['these are notes, not a picture'], 'logo.png', { type: 'image/png' });
    await expect(readLogoFile(text)).resolves.toEqual({ ok: false, issue: { code: 'logo_not_image' } });
  });

  it('refuses other formats and empty files', async () => {
    const gif = new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' });
    await expect(readLogoFile(gif)).resolves.toEqual({ ok: false, issue: { code: 'logo_type' } });
    const empty = new File([], 'empty.png', { type: 'image/png' });
    await expect(readLogoFile(empty)).resolves.toEqual({ ok: false, issue: { code: 'logo_unreadable' } });
  });
});
