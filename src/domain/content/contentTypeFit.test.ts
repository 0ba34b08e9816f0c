import { describe, expect, it } from 'vitest';
import { contentTypeFit, mediaTypeOf } from './contentTypeFit';

describe('the content type a URL answers', () => {
  it('reads the media type of a header, without parameters and case', () => {
    expect(mediaTypeOf('Video/MP4; codecs="avc1"')).toBe('video/mp4');
    expect(mediaTypeOf('text/html;charset=utf-8')).toBe('text/html');
    expect(mediaTypeOf('')).toBeNull();
    expect(mediaTypeOf(null)).toBeNull();
    expect(mediaTypeOf('nonsense')).toBeNull();
  });

  it('says whether it fits the chosen type of content', () => {
    expect(contentTypeFit('VID', 'video/webm')).toBe('fits');
    expect(contentTypeFit('VID', 'application/vnd.apple.mpegurl')).toBe('fits');
    expect(contentTypeFit('VID', 'text/html')).toBe('mismatch');
    expect(contentTypeFit('IMG', 'image/svg+xml')).toBe('fits');
    expect(contentTypeFit('IMG', 'application/pdf')).toBe('mismatch');
    expect(contentTypeFit('DOC', 'application/pdf')).toBe('fits');
    expect(
      contentTypeFit('DOC', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('fits');
    expect(contentTypeFit('DOC', 'text/plain; charset=utf-8')).toBe('fits');
    expect(contentTypeFit('DOC', 'image/png')).toBe('mismatch');
    expect(contentTypeFit('URL', 'text/html; charset=utf-8')).toBe('fits');
    expect(contentTypeFit('URL', 'video/mp4')).toBe('mismatch');
  });

  it('leaves it unknown when the server does not say', () => {
    expect(contentTypeFit('VID', null)).toBe('unknown');
    expect(contentTypeFit('IMG', 'application/octet-stream')).toBe('unknown');
    expect(contentTypeFit('DOC', 'garbage')).toBe('unknown');
  });
});
