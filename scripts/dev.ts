import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API with reload on DEV_API_PORT (default 5001) and Vite (hot reload) on PORT,
 * proxying /api to it (vite.config.ts reads DEV_API_PORT, which this passes on).
 */
const port = process.env.PORT ?? '5000';
const apiPort = process.env.DEV_API_PORT ?? '5001';
if (!/^\d+$/.test(apiPort) || Number(apiPort) < 1 || Number(apiPort) > 65535 || apiPort === port) {
  console.error(`DEV_API_PORT must be a port (1–65535) other than PORT (${port}); it is "${apiPort}"`);
  process.exit(1);
}
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  });
