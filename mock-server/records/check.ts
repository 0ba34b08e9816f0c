import { parseArgs } from 'node:util';
import { recordsClient } from './contract/client';
import { runContractChecks } from './contract/checks';

/**
 * `npm run records:check -- <recordsUrl> --platform <url> --username <u> --password <p>
 *   [--other-username <u> --other-password <p>]`: the records contract's checks (the ones the tests run against the
 * mock) against any records server, signed in with a test account of the platform (and one of another tenant for
 * the tenant checks). It writes test records and removes them, except activity entries "contract-check".
 */
const USAGE =
  'Usage: npm run records:check -- <recordsUrl> --platform <url> --username <u> --password <p> [--other-username <u> --other-password <p>]';

async function signIn(platform: string, username: string, password: string): Promise<string> {
  const answer = await fetch(`${platform.replace(/\/+$/, '')}/rest/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, fingerprint: 'records-check' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json().catch(() => null)) as { accessToken?: unknown } | null;
  if (!answer.ok || typeof body?.accessToken !== 'string')
    throw new Error(`${username} could not sign in to ${platform} (HTTP ${answer.status})`);
  return body.accessToken;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      platform: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'other-username': { type: 'string' },
      'other-password': { type: 'string' },
    },
  });
  const [url] = positionals;
  if (!url || !values.platform || !values.username || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const admin = recordsClient(url, await signIn(values.platform, values.username, values.password));
  const other =
    values['other-username'] && values['other-password']
      ? recordsClient(url, await signIn(values.platform, values['other-username'], values['other-password']))
      : undefined;
  const passed = await runContractChecks({ admin, otherTenant: other }, (name, outcome) => {
    if (outcome === 'pass') console.log(`pass  ${name}`);
    else if (outcome === 'skip') console.log(`skip  ${name} (needs --other-username of another tenant)`);
    else console.log(`FAIL  ${name}: ${outcome.message}`);
  });
  console.log(
    passed ? 'The records server keeps the contract.' : 'The records server does not keep the contract.',
  );
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
