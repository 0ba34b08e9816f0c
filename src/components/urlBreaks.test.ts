import { describe, expect, it } from 'vitest';
import { urlPieces } from './urlBreaks';

describe('where a URL may wrap', () => {
  it('ends a piece after each separator, keeping every character in order', () => {
    const url = 'https://signs.example/old/very/long/path/index.smil?room=3&lang=de';
    const pieces = urlPieces(url);
    expect(pieces).toEqual([
      'https://',
      'signs.example/',
      'old/',
      'very/',
      'long/',
      'path/',
      'index.smil?',
      'room=',
      '3&',
      'lang=',
      'de',
    ]);
    expect(pieces.join('')).toBe(url);
  });

  it('keeps a value without separators whole, and an empty one empty', () => {
    expect(urlPieces('Basement')).toEqual(['Basement']);
    expect(urlPieces('')).toEqual([]);
  });
});
