import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getDocument, mapFailure, request, setNavigator, type RequestOptions } from './api-client.ts';
import { authStore } from './auth.ts';

function reply(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('the status mapping of docs/product.md §8.1', () => {
  const navigate = vi.fn();
  setNavigator(navigate);
  afterEach(() => navigate.mockReset());

  it('shows the server message of a 400, or the first entry of a list', () => {
    expect(mapFailure(400, { message: 'invalid shift times' }).message).toBe('invalid shift times');
    expect(mapFailure(400, { message: ['name is required', 'SMS ID is required'] }).message).toBe('name is required');
  });

  it("falls back to 'invalid credentials' for a 401 without a message", () => {
    expect(mapFailure(401, null).message).toBe('invalid credentials');
    expect(mapFailure(401, { message: 'please log in' }).message).toBe('please log in');
  });

  it("says 'something went wrong' for a 500 and for no answer at all, whatever the body says", () => {
    expect(mapFailure(500, { message: 'SELECT * FROM users failed' }).message).toBe('something went wrong');
    expect(mapFailure(0, null).message).toBe('something went wrong');
  });

  it("shows a 503's own message (the server is busy), and 'something went wrong' without one", () => {
    expect(mapFailure(503, { message: 'the server is busy, please try again in a moment' }).message).toBe(
      'the server is busy, please try again in a moment',
    );
    expect(mapFailure(503, null).message).toBe('something went wrong');
  });

  it('sends a 404 to /not-found and a 422 to /logout/expired', () => {
    mapFailure(404, null);
    expect(navigate).toHaveBeenLastCalledWith('/not-found');
    mapFailure(422, null);
    expect(navigate).toHaveBeenLastCalledWith('/logout/expired');
  });
});

describe('request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token kept under the jwt key', async () => {
    authStore.login({ id: 'u1' } as never, 'token-123');
    const fetchMock = reply(200, { document: { id: 'x' } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(getDocument('/users/x')).resolves.toEqual({ id: 'x' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/x');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-123');
  });

  it("answers 'requested data not found' when the expected field is missing", async () => {
    vi.stubGlobal('fetch', reply(200, { somethingElse: 1 }));
    await expect(getDocument('/users/x')).rejects.toThrow('requested data not found');
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = await request('GET', '/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('something went wrong');
  });
});

describe('request options', () => {
  const navigate = vi.fn();
  beforeEach(() => setNavigator(navigate));
  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
  });

  async function sent(opts: RequestOptions, method = 'PUT') {
    const fetchMock = reply(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await request(method, '/x', opts);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { url, init, headers: init.headers as Record<string, string> };
  }

  it('sends a JSON body as JSON', async () => {
    const { init, headers } = await sent({ body: { a: 1 } });
    expect(init.body).toBe('{"a":1}');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends a form as multipart, leaving the content type (and its boundary) to the browser', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const { init, headers } = await sent({ form });
    expect(init.body).toBe(form);
    expect(headers['content-type']).toBeUndefined();
  });

  it('sends a file as it is, with its own content type', async () => {
    const content = new Blob(['a,b\n1,2\n'], { type: 'text/csv' });
    const { init, headers } = await sent({ file: { content, type: 'text/csv; charset=utf-8' } });
    expect(init.body).toBe(content);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('adds the query to the path, encoded', async () => {
    const { url } = await sent({ query: { dryRun: 'true', fileName: 'a b&c.csv' } });
    expect(url).toBe('/api/x?dryRun=true&fileName=a+b%26c.csv');
  });

  it('asks the browser to keep the request alive only when told', async () => {
    expect((await sent({ keepalive: true }, 'PATCH')).init.keepalive).toBe(true);
    expect((await sent({}, 'PATCH')).init.keepalive).toBeFalsy();
  });

  it.each([404, 422])('with redirect false, a %i stays an error of the caller and moves nobody', async (status) => {
    vi.stubGlobal('fetch', reply(status, { message: 'x' }));
    const err = await request('POST', '/auth/logout', { redirect: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(status);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without it, a 404 still moves the person to /not-found', async () => {
    vi.stubGlobal('fetch', reply(404, null));
    await request('GET', '/x').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/not-found');
  });

  it("throws the caller's own error for a failure it reads, and maps every other one", async () => {
    class Rejected extends Error {}
    const failure = (status: number, body: unknown) =>
      status === 400 && (body as { report?: unknown }).report ? new Rejected('bad rows') : undefined;
    vi.stubGlobal('fetch', reply(400, { message: 'bad rows', report: { rows: [] } }));
    await expect(request('PUT', '/x', { failure })).rejects.toBeInstanceOf(Rejected);
    vi.stubGlobal('fetch', reply(400, { message: 'missing column: studentSmsId' }));
    const err = await request('PUT', '/x', { failure }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('missing column: studentSmsId');
  });
});
