// The baseline: a bare Fastify server with no database that answers every benchmarked route with
// the exact bytes (status, content type, body) the real server gave, so each endpoint's ratio
// to it is the cost of the app's own work.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [routesFile, port] = process.argv.slice(2);
/** [{ name, method, url, status, contentType, body }] */
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.get('/__ready', async () => ({ ok: true }));
for (const r of routes) {
  const body = Buffer.from(r.body, 'utf8');
  app.route({
    method: r.method,
    url: `/${r.name}`,
    handler: (_req, reply) => reply.code(r.status).header('content-type', r.contentType).send(body),
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
