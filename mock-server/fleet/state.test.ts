import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playerIdentity } from './identity';
import { createStateStore } from './state';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a player state file', () => {
  it('gives stored files edited by hand back in canonical base64, the form a download reads its length off', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dm-player-state-'));
    dirs.push(dir);
    const identity = playerIdentity(0);
    const files = { 'wrapped.xml': 'PGE+\nPC9hPg', 'plain.xml': 'PGE+PC9hPg==', 'other.bin': 7 };
    writeFileSync(join(dir, `${identity.serial}.json`), JSON.stringify({ files }));
    const { state } = createStateStore(identity, dir);
    expect({ ...state.files }).toEqual({ 'wrapped.xml': 'PGE+PC9hPg==', 'plain.xml': 'PGE+PC9hPg==' });
  });
});
