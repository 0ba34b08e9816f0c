import { describe, expect, it } from 'vitest';
import { CLOSE_WATCH_MS, createReturnWatch } from './returnWatch';

describe('createReturnWatch', () => {
  it('looks at the usual pace until a player has come back, and for a restart of unknown start', () => {
    const watch = createReturnWatch(250, 50);
    expect(watch.nextWait(0)).toBe(250);
    expect(watch.nextWait(2_000)).toBe(250);
    watch.returned(3_100);
    expect(watch.nextWait(undefined)).toBe(250);
  });

  it('waits until a little under the fastest return seen, watches closely around it, then at the usual pace', () => {
    const watch = createReturnWatch(250, 50);
    watch.returned(3_100);
    watch.returned(3_400);
    // Just after its restart: nothing is asked until a look before the fastest return (3,100 − 250 ms).
    expect(watch.nextWait(10)).toBe(2_840);
    expect(watch.nextWait(2_850)).toBe(50);
    expect(watch.nextWait(3_100 + CLOSE_WATCH_MS - 1)).toBe(50);
    expect(watch.nextWait(3_100 + CLOSE_WATCH_MS)).toBe(250);
    // A faster return moves the close watch earlier.
    watch.returned(2_000);
    expect(watch.nextWait(10)).toBe(1_740);
  });
});
