// The load driver: runs autocannon in its own process (so the server and the client do not share
// an event loop) and prints one JSON summary. The spec comes on stdin:
// { origin, connections, duration, requests: [{ method, path, headers, body } | { write: { ids, headers } }] }
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const spec = JSON.parse(input);

/**
 * The write path as pairs on one connection: start a session (new → in progress), then reset it
 * (back to new). Ids are handed out round-robin, so a session is only taken again after every
 * other one has been, long after its pair finished: no request meets another's lock.
 */
function writePair({ ids, headers, path }) {
  let next = 0;
  const body = (status) => JSON.stringify({ status });
  return [
    {
      method: 'PATCH',
      setupRequest(req, context) {
        context.id = ids[next++ % ids.length];
        return { ...req, path: path ? path : `/api/sessions/${context.id}/status`, headers, body: body('in progress') };
      },
    },
    {
      method: 'PATCH',
      setupRequest(req, context) {
        return { ...req, path: path ? path : `/api/sessions/${context.id}/status`, headers, body: body('new') };
      },
    },
  ];
}

const requests = spec.requests.flatMap((r) => (r.write ? writePair(r.write) : [r]));

const result = await autocannon({
  url: spec.origin,
  connections: spec.connections,
  duration: spec.duration,
  requests,
  initialContext: {},
});

const statusCodes = result.statusCodeStats ?? {};
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(statusCodes).map(([k, v]) => [k, v.count])),
    throughputBytesPerSecond: result.throughput.average,
  }),
);
