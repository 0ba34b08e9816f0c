import { readFileSync } from 'node:fs';

/** CPU milliseconds a process has used (Linux: utime + stime of /proc/<pid>/stat, in 10 ms ticks). */
export const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** CPU milliseconds this process has used (user + system). */
export const ownCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
