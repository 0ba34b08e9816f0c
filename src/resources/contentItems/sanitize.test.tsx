import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links, keeping the text', () => {
    const dirty =
      '<p onclick="steal()">Hello <b>team</b></p><script>window.hacked = 1</script>' +
      '<img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">click</a>' +
      '<a href="JaVaScRiPt&colon;alert(1)">again</a><svg><script>alert(1)</script></svg>' +
      '<iframe src="https://evil.example"></iframe><a href="https://ok.example/">ok</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
    expect(clean).toContain('<b>team</b>');
    expect(clean).toContain('<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('never runs anything when the result is put into a page', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const globals = window as unknown as { hacked?: number };
    host.innerHTML = sanitizeHtml(
      '<img src="x" onerror="window.hacked = 2"><script>window.hacked = 1</script>',
    );
    expect(globals.hacked).toBeUndefined();
    expect(host.querySelector('img')?.getAttribute('onerror')).toBeNull();
    host.remove();
  });

  it('drops data: URLs and inline styles', () => {
    expect(sanitizeHtml('<a href="data:text/html,<script>x</script>">d</a>')).toBe('<a>d</a>');
    expect(sanitizeHtml('<p style="position:fixed">x</p>')).toBe('<p>x</p>');
  });
});
