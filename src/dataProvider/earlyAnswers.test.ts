import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeHttpClient, requestsOf } from '../test/fakeHttpClient';
import { createEarlyAnswers, withEarlyAnswers } from './earlyAnswers';

const LIST = 'http://dc.test/device/all';
const FLEET = { items: [{ id: 'd1' }, { id: 'd2' }] };

/** Early answers over a fake client, and the client a page reads through. */
const setup = (answer: unknown = FLEET) => {
  let session: string | null = 'token-a';
  const fake = createFakeHttpClient({ [LIST]: answer });
  const early = createEarlyAnswers(fake.http, () => session, 10_000);
  return {
    ...fake,
    early,
    read: withEarlyAnswers(fake.http, early),
    signInAs: (token: string | null) => (session = token),
  };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('early answers', () => {
  it('hands the answer asked for early to the page that reads the same address, which asks nothing itself', async () => {
    const { early, read, spy } = setup();
    early.ask(LIST, { large: true });
    await expect(read(LIST, { large: true })).resolves.toEqual(FLEET);
    expect(requestsOf(spy)).toEqual([`GET ${LIST}`]);
    expect(spy.mock.calls[0][1]).toEqual({ large: true });
  });

  it('hands it out once: the next read asks the network again', async () => {
    const { early, read, spy } = setup();
    early.ask(LIST);
    await read(LIST);
    await read(LIST);
    expect(requestsOf(spy)).toEqual([`GET ${LIST}`, `GET ${LIST}`]);
  });

  it('asks nothing without a stored session', async () => {
    const { early, read, spy, signInAs } = setup();
    signInAs(null);
    early.ask(LIST);
    expect(spy).not.toHaveBeenCalled();
    signInAs('token-a');
    await read(LIST);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('never hands an answer to another session: the page asks with its own', async () => {
    const { early, read, spy, signInAs } = setup();
    early.ask(LIST);
    signInAs('token-b');
    await read(LIST);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early answer failed, as if it had never been asked', async () => {
    let calls = 0;
    const { early, read, spy } = setup(() => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('refused'), { status: 401 });
      return FLEET;
    });
    early.ask(LIST);
    await expect(read(LIST)).resolves.toEqual(FLEET);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('lets a read that is more than a plain read ask for itself', async () => {
    const { early, read, spy } = setup();
    early.ask(LIST);
    await read(LIST, { signal: new AbortController().signal });
    await read(LIST, { method: 'POST', body: {} });
    expect(spy).toHaveBeenCalledTimes(3);
    await read(LIST);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('forgets an answer no page came for soon after it arrived', async () => {
    vi.useFakeTimers();
    const { early, read, spy } = setup();
    early.ask(LIST);
    await vi.advanceTimersByTimeAsync(10_001);
    await read(LIST);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
