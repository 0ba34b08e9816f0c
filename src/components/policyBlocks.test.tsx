import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePolicyBlocked, type PolicyDirective } from './policyBlocks';

const Probe = ({ url, directive }: { url: string; directive: PolicyDirective }) => (
  <output>{usePolicyBlocked(url, directive) ?? 'allowed'}</output>
);

/** What the browser fires when the console's policy stops a request or an image. */
const violation = (blockedURI: string, effectiveDirective: string) =>
  act(() => {
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective }),
    );
  });

describe('addresses the security policy stops', () => {
  it('names the origin of an address once the browser reports it refused, for that directive only', () => {
    const { rerender } = render(<Probe url="http://media.test:8081/welcome.mp4" directive="connect-src" />);
    expect(screen.getByRole('status').textContent).toBe('allowed');
    violation('http://elsewhere.test/x.png', 'connect-src');
    violation('http://media.test:8081/logo.png', 'img-src');
    expect(screen.getByRole('status').textContent).toBe('allowed');
    violation('http://media.test:8081/welcome.mp4', 'connect-src');
    expect(screen.getByRole('status').textContent).toBe('http://media.test:8081');
    // Another address on the same origin is refused the same way; another port is not.
    rerender(<Probe url=" http://media.test:8081/other.mp4 " directive="connect-src" />);
    expect(screen.getByRole('status').textContent).toBe('http://media.test:8081');
    rerender(<Probe url="http://media.test:8082/welcome.mp4" directive="connect-src" />);
    expect(screen.getByRole('status').textContent).toBe('allowed');
    rerender(<Probe url="not an address" directive="img-src" />);
    expect(screen.getByRole('status').textContent).toBe('allowed');
  });
});
