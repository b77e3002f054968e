import { createServer } from 'node:http';

/**
 * The machine's limit for the bench: a bare node:http server answering a small JSON body, started as
 * its own process beside the app so both share the cores with the load generator the same way.
 */
const port = Number(process.argv[2] ?? 5399);
const body = JSON.stringify({ status: 'ok', database: 'up' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
