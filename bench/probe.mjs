// node bench/probe.mjs [names…]: a quick look while working on the server: the production build on the
// large dataset, the named endpoints (all reads by default) for 5 s each at 20 connections, req/s and
// server CPU per request. Not a measurement for results.md: that is `npm run bench`.
import { serverEnvFor, targetFor } from './lib/db.mjs';
import { benchStudent, endpoints, signIn, writeTargets } from './lib/endpoints.mjs';
import { loadEach } from './lib/measure.mjs';
import { startServer } from './lib/processes.mjs';
import { LARGE, PORTS } from './lib/settings.mjs';

const names = process.argv.slice(2);
const WRITE_DAYS = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'];
const seconds = Number(process.env.PROBE_SECONDS) || 5;
const target = targetFor(LARGE.name, process.env.DATABASE_URL || undefined);
const server = await startServer({ port: PORTS.server, env: serverEnvFor(target), log: console.log });
try {
  const session = await signIn(server.origin);
  const token = session.payload.token;
  const ids = names.includes('sessionStatus') ? await writeTargets(server.origin, token, WRITE_DAYS) : [];
  const studentId = await benchStudent(server.origin, token);
  const list = endpoints(token, ids, WRITE_DAYS, { studentId }).filter((e) =>
    names.length ? names.includes(e.name) : !e.write && !e.signIn,
  );
  await loadEach(server.origin, list, {
    connections: 20,
    duration: seconds,
    warmup: 1,
    pid: server.pid,
    log: console.log,
  });
} finally {
  await server.stop();
}
