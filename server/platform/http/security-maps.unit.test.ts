import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurity } from './security';

async function appServingAMap(production: boolean) {
  const app = Fastify();
  await registerSecurity(app, 'http://localhost:5000', production);
  app.get('/assets/index-abc.js.map', async () => ({ version: 3, sources: ['client/secret.tsx'] }));
  app.get('/assets/index-abc.js', async () => 'console.log(1)');
  return app;
}

describe('client source maps', () => {
  it('are not served in production, while the scripts are', async () => {
    const app = await appServingAMap(true);
    expect((await app.inject('/assets/index-abc.js.map')).statusCode).toBe(404);
    expect((await app.inject('/assets/index-abc.js.map?x=1')).statusCode).toBe(404);
    // The router decodes the path: a map named in percent-encoding is still the map.
    expect((await app.inject('/assets/index-abc.js.m%61p')).statusCode).toBe(404);
    expect((await app.inject('/assets/%69ndex-abc.js.map')).statusCode).toBe(404);
    expect((await app.inject('/assets/index-abc.js')).statusCode).toBe(200);
  });

  it('are served in development, for the browser’s debugger', async () => {
    const app = await appServingAMap(false);
    expect((await app.inject('/assets/index-abc.js.map')).statusCode).toBe(200);
  });
});
