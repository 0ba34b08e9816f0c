import { describe, expect, it } from 'vitest';
import { createSignInGuard, SIGN_IN_FAILURE_WINDOW_MS } from './signInGuard';

describe('sign-in guard', () => {
  it('requires the captcha after five failures within 15 minutes, for the name in any case', () => {
    let now = 0;
    const guard = createSignInGuard({ now: () => now });
    for (let attempt = 0; attempt < 4; attempt += 1) guard.failed('Admin');
    expect(guard.captchaRequired('admin')).toBe(false);
    guard.failed(' ADMIN ');
    expect(guard.captchaRequired('admin')).toBe(true);
    expect(guard.captchaRequired('viewer')).toBe(false);
    now += SIGN_IN_FAILURE_WINDOW_MS * 10;
    // Until the captcha is passed, however long that takes.
    expect(guard.captchaRequired('admin')).toBe(true);
    guard.succeeded('admin');
    expect(guard.captchaRequired('admin')).toBe(false);
  });

  it('forgets failures older than the window', () => {
    let now = 0;
    const guard = createSignInGuard({ now: () => now });
    for (let attempt = 0; attempt < 4; attempt += 1) guard.failed('admin');
    now += SIGN_IN_FAILURE_WINDOW_MS + 1;
    guard.failed('admin');
    expect(guard.captchaRequired('admin')).toBe(false);
  });

  it('keeps a name that needs the captcha when a flood of other names comes in', () => {
    const guard = createSignInGuard();
    for (let attempt = 0; attempt < 5; attempt += 1) guard.failed('admin');
    for (let index = 0; index < 10_050; index += 1) guard.failed(`guess-${index}`);
    expect(guard.captchaRequired('admin')).toBe(true);
  });
});
