/** Clients that create content items with a file as fast as the mock acknowledges them (the crash test). */

export interface ContentCreators {
  /** Per item id, the first byte of the file its acknowledged creation carried. */
  acknowledged: Map<string, number>;
  count(): number;
  /** Stops the clients and resolves when they have stopped (their calls in flight may fail). */
  stop(): Promise<void>;
}

export const FILE_BYTES = 512 * 1024;

async function create(url: string, token: string, marker: number): Promise<string | null> {
  const form = new FormData();
  form.append('name', `Crash ${marker}`);
  form.append('type', 'IMG');
  form.append('defaultLanguage', 'en');
  form.append('languages[]', 'en');
  form.append('labels[]', 'Poster');
  form.append('resources[]', new Blob([Buffer.alloc(FILE_BYTES, marker)]), 'poster.png');
  try {
    const response = await fetch(`${url}/rest/v2/customcontents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { id?: string };
    return response.status === 200 && body.id ? body.id : null;
  } catch {
    return null;
  }
}

/** Starts `clients` creators, each posting one item after another; client i marks its files with byte i + 1. */
export function startContentCreators(url: string, token: string, clients: number): ContentCreators {
  const acknowledged = new Map<string, number>();
  let running = true;
  const client = async (index: number) => {
    while (running) {
      const id = await create(url, token, index + 1);
      if (!id) return;
      acknowledged.set(id, index + 1);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    acknowledged,
    count: () => acknowledged.size,
    async stop() {
      running = false;
      await done;
    },
  };
}
