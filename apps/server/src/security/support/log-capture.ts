import { Writable } from 'node:stream';
import { LOG_OPTIONS } from '../../app.ts';

/**
 * A Fastify logger option like the production one (same redaction and serializers), at the most verbose level,
 * writing into memory so a test can read every line the app logged.
 */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'trace', ...LOG_OPTIONS, stream } };
}
