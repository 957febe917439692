import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A private, throw-away redis-server, so a test can kill and restart Redis without touching anyone else's. */
export interface PrivateRedis {
  url: string;
  start: () => Promise<void>;
  kill: () => Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export function privateRedis(port: number): PrivateRedis {
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let attempt = 0; attempt < 100 && !(await answers(port)); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
