import { describe, expect, it } from 'vitest';
import { THEME_MODES } from '../../domain/looks/themeModel';
import { contrast, mix, previewPalette, readableOn } from './themePalette';

describe('previewPalette', () => {
  it('mixes colours channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
  });

  it('keeps text readable on the background in every mode, for light and dark accents', () => {
    for (const accent of ['#1565c0', '#ffeb3b', '#2e7d32', '#000000', '#ffffff']) {
      for (const mode of THEME_MODES) {
        const palette = previewPalette(mode, accent);
        expect(contrast(palette.text, palette.background), `${mode} ${accent}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.onAccent, palette.accent), `${mode} ${accent}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('uses neutral backgrounds for dark and light and the accent for the brand modes', () => {
    expect(previewPalette('dark', '#c62828').background).toBe('#121212');
    expect(previewPalette('light', '#c62828').background).toBe('#f5f5f5');
    expect(previewPalette('brandDark', '#c62828').background).toBe(mix('#c62828', '#000000', 0.65));
    expect(previewPalette('brandLight', '#c62828').background).toBe(mix('#c62828', '#ffffff', 0.88));
  });

  it('falls back to a default accent while the colour being typed is incomplete', () => {
    expect(previewPalette('light', '#12').accent).toBe('#1565c0');
    expect(readableOn('#ffeb3b')).toBe('#1f1f1f');
    expect(readableOn('#0d47a1')).toBe('#ffffff');
  });
});
