import { describe, expect, it } from 'vitest';
import { downloadedFileName } from './downloadName';

describe('the name of a downloaded file', () => {
  it('keeps the last segment of the address, in plain characters', () => {
    expect(downloadedFileName('https://media.example/a/campus%20map.png?x=1', 'image/png')).toBe(
      'campus_map.png',
    );
    expect(downloadedFileName('https://media.example/../..%2F.hidden.pdf', 'application/pdf')).toBe(
      'hidden.pdf',
    );
  });

  it('adds the extension the content type implies when the address has none', () => {
    expect(downloadedFileName('https://media.example/stream/welcome', 'video/mp4; codecs=x')).toBe(
      'welcome.mp4',
    );
    expect(downloadedFileName('https://media.example/', 'image/jpeg')).toBe('download.jpg');
    expect(downloadedFileName('https://media.example/file', null)).toBe('file');
    expect(downloadedFileName('not a url', 'application/pdf')).toBe('download.pdf');
  });
});
