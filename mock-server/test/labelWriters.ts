/** Clients that write device labels as fast as the mock acknowledges them (the durability test and bench). */

export interface LabelWriters {
  /** Per device id, the label of its last write answered with success. */
  acknowledged: Map<string, string>;
  /** Number of writes answered with success. */
  count(): number;
  /** Stops the clients and resolves when they have stopped (their calls in flight may fail). */
  stop(): Promise<void>;
}

const post = async (url: string, token: string, id: string, value: string): Promise<boolean> => {
  try {
    const response = await fetch(`${url}/device/label?id=${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    });
    const body = (await response.json()) as { success?: boolean };
    return response.status === 200 && body.success === true;
  } catch {
    return false;
  }
};

/**
 * Starts `clients` writers; each owns every clients-th device and writes its labels one after another, so the
 * last acknowledged label of each device is known exactly.
 */
export function startLabelWriters(
  url: string,
  token: string,
  deviceIds: readonly string[],
  clients: number,
): LabelWriters {
  const acknowledged = new Map<string, string>();
  let count = 0;
  let running = true;
  const client = async (index: number) => {
    const own = deviceIds.filter((_, position) => position % clients === index);
    for (let round = 0; running; round += 1) {
      const id = own[round % own.length];
      const value = `w${index}-${round}`;
      if (!(await post(url, token, id, value))) return;
      acknowledged.set(id, value);
      count += 1;
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    acknowledged,
    count: () => count,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Signs a demo account in (outside a test: no assertions) and answers its access token. */
export async function signInAs(url: string, username: string): Promise<string> {
  const login = await fetch(`${url}/rest/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo', fingerprint: 'writers' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return accessToken;
}

/** Signs in as the demo admin and lists the admin's device ids. */
export async function adminDevices(url: string): Promise<{ token: string; ids: string[] }> {
  const accessToken = await signInAs(url, 'admin');
  const list = await fetch(`${url}/device/all`, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = (await list.json()) as { result: { items: { id: string }[] } };
  return { token: accessToken, ids: body.result.items.map((item) => item.id) };
}
