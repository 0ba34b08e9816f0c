import { describe, expect, it } from 'vitest';
import { attachmentDisposition, dispositionName, uploadName, UPLOAD_NAME_MAX } from './uploadName';

describe('the name a file was uploaded under', () => {
  it('keeps the last segment of what the browser sent, without control characters or quotes', () => {
    expect(uploadName('Lobby poster.png')).toBe('Lobby poster.png');
    expect(uploadName('C:\\Users\\anna\\Plan été.pdf')).toBe('Plan été.pdf');
    expect(uploadName('../../etc/passwd')).toBe('passwd');
    expect(uploadName('a\u0000b\r\n"c".png')).toBe('abc.png');
    expect(uploadName('  ')).toBeNull();
    expect(uploadName('..')).toBeNull();
    expect(uploadName(undefined)).toBeNull();
  });

  it('shortens a very long name in the middle, keeping its extension', () => {
    const long = `${'x'.repeat(300)}.mp4`;
    const kept = uploadName(long) ?? '';
    expect([...kept].length).toBe(UPLOAD_NAME_MAX);
    expect(kept.endsWith('.mp4')).toBe(true);
  });

  it('writes a Content-Disposition that reads back as the exact name, however it is spelt', () => {
    for (const name of [
      'poster.png',
      'Plan été 2026.pdf',
      'a "quoted"; name%.png',
      '会議室.jpg',
      "it's (1).mov",
    ]) {
      const header = attachmentDisposition(name);
      expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[\x21-\x7e]+$/);
      expect(dispositionName(header)).toBe(uploadName(name));
    }
  });

  it('reads the name of a Content-Disposition, quoted or not, never a path', () => {
    expect(dispositionName('attachment; filename="c1-en.png"')).toBe('c1-en.png');
    expect(dispositionName('attachment; filename=c1-en.pdf; size=3')).toBe('c1-en.pdf');
    expect(dispositionName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionName("attachment; filename*=UTF-8''..%2F..%2Fsecret.txt")).toBe('secret.txt');
    expect(dispositionName('attachment; filename="x.png"; filename*=UTF-8\'\'%E2%82%AC.png')).toBe('€.png');
    expect(dispositionName('attachment; filename="x.png"; filename*=UTF-8\'\'%E2%82')).toBe('x.png');
    expect(dispositionName('inline')).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});
