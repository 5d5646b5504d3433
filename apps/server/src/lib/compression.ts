import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * The API's answers compressed for a browser that accepts it (issue 23): the students list of a large school is
 * ~1.1 MB of JSON and ~95 KB gzipped, six seconds against half a second on a phone's slow link. Brotli at a
 * low quality costs about what gzip does and saves more; the web app's files are compressed once at build
 * time (@fastify/static preCompressed) and keep their Content-Encoding. The live stream (text/event-stream) is
 * never compressed (the plugin leaves it alone: a compressing stream would hold events back). Answers that carry
 * a sign-in token are not compressed, so that their length cannot tell an observer anything about it (BREACH).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith('/api/auth/')) delete req.headers['accept-encoding'];
    done();
  });
  await app.register(compress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
