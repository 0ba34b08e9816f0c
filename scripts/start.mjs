// npm start: the mock platform with its simulated players, and the console's dev server, in one terminal.
import { spawn } from 'node:child_process';

const children = [];
const run = (name, args) => {
  const child = spawn('npx', args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${name} stopped with code ${code}`);
    shutdown(code ?? 0);
  });
  children.push(child);
};

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('mock', ['tsx', 'mock-server/index.ts', ...process.argv.slice(2)]);
run('console', ['vite', '--clearScreen', 'false']);
console.log('\nDevice Manager console: http://localhost:5173  (sign in as admin / demo)\n');
