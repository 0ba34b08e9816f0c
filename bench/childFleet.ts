import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { FleetOptions } from '../mock-server/fleet';

export interface ChildFleet {
  port: number;
  ips: string[];
  /** The fleet process's resident memory now, in bytes. */
  rss(): Promise<number>;
  close(): Promise<void>;
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((done, fail) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      done(message as T);
    };
    const onExit = (code: number | null) => fail(new Error(`the fleet process ended (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts simulated players in a child process (node --import tsx bench/fleetProcess.ts). */
export async function startChildFleet(options: FleetOptions): Promise<ChildFleet> {
  const child = fork(resolve('bench/fleetProcess.ts'), [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await nextMessage<{ port: number; ips: string[] }>(child, 'ready');
  return {
    port: ready.port,
    ips: ready.ips,
    async rss() {
      const answer = nextMessage<{ value: number }>(child, 'rss');
      child.send({ type: 'rss' });
      return (await answer).value;
    },
    async close() {
      const ended = new Promise((done) => child.once('exit', done));
      child.send({ type: 'close' });
      await ended;
    },
  };
}
