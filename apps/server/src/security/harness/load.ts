import type { ServerProcess } from './server-process.ts';

/** No request may wait longer than this for its answer, whatever the database does. */
export const ANSWER_WITHIN_MS = 10_000;

export interface Answer {
  status: number;
  body: unknown;
}

/** One request; a hang past ANSWER_WITHIN_MS or a refused connection rejects. */
export async function ask(
  server: { url: string },
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export interface Load {
  /** Titles of the links whose creation was answered 201. */
  acked: Set<string>;
  answers: Answer[];
  /** Stops the workers and waits for them; a worker's failure (a hang, a refused connection) rejects. */
  stop(): Promise<void>;
}

/**
 * Keeps `parallel` requests in flight until stopped: reads of a cached list and of links, and
 * writes of one link each, every answer kept.
 */
export function startLoad(server: ServerProcess, token: string, tag: string, parallel = 6): Load {
  const load = { acked: new Set<string>(), answers: [] as Answer[] };
  let stopping = false;
  let n = 0;
  const worker = async () => {
    while (!stopping) {
      const i = n++;
      if (i % 3 === 0) {
        const title = `${tag}-${i}`;
        const res = await ask(server, 'POST', '/api/links', token, {
          links: [{ title, url: `https://example.test/${tag}/${i}`, role: 3 }],
        });
        if (res.status === 201) load.acked.add(title);
        load.answers.push(res);
      } else {
        load.answers.push(await ask(server, 'GET', i % 3 === 1 ? '/api/students' : '/api/links/3', token));
      }
    }
  };
  const workers = Promise.all(Array.from({ length: parallel }, worker));
  return {
    ...load,
    async stop() {
      stopping = true;
      await workers;
    },
  };
}

/** Polls until the request answers `status` (or gives up after `ms`); returns the last answer. */
export async function answersWith(
  server: ServerProcess,
  status: number,
  request: () => Promise<Answer>,
  ms = 15_000,
): Promise<Answer> {
  let last: Answer = { status: 0, body: undefined };
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    last = await request();
    if (last.status === status) return last;
  }
  return last;
}

/** Waits until `count` acknowledgements have come, so a fault lands in the middle of the load. */
export async function untilAcked(load: Load, count: number, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; load.acked.size < count; await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error(`only ${load.acked.size} of ${count} writes acknowledged`);
  }
}
