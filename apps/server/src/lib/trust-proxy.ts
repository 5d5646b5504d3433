import { isIP } from 'node:net';

/**
 * Which peers may tell the server a client's address (X-Forwarded-For), in Fastify's own forms: a number
 * of proxy hops, or the proxies' addresses and CIDRs. Never everyone: a blanket `true` lets any client
 * pick the address that sign-in throttling counts (decision 0015).
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_HELP =
  'set it to the number of proxies in front of the server (e.g. 1 behind a cloud load balancer) or to a ' +
  'comma-separated list of their addresses or CIDRs (e.g. 127.0.0.1 for nginx on the same machine, or ' +
  '10.0.0.0/8); leave it unset without a proxy';

// proxy-addr's names for reserved ranges, which Fastify accepts in the list.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || isIP(entry)) return true;
  const [ip, mask, extra] = entry.split('/');
  if (!ip || mask === undefined || extra !== undefined) return false;
  const family = isIP(ip);
  if (family === 0) return false;
  if (family === 4 && isIP(mask) === 4) return true;
  return /^\d{1,3}$/.test(mask) && Number(mask) <= (family === 4 ? 32 : 128);
}

/** The setting, or the reason it is refused (in the words an operator can act on). */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return { value: false };
  if (/^\d+$/.test(v)) return { value: Number(v) };
  if (['true', 'yes', 'on'].includes(v.toLowerCase())) {
    return { error: `"${v}" would believe any client's X-Forwarded-For: ${TRUST_PROXY_HELP}` };
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (bad.length > 0)
    return {
      error: `${bad.map((b) => `"${b}"`).join(', ')} is not a hop count, an address or a CIDR: ${TRUST_PROXY_HELP}`,
    };
  return { value: entries };
}

/** Fastify's option (its types omit the hop count it accepts: the nearest `hops` peers are trusted). */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof tp === 'number' ? (_address, hop) => hop < tp : tp;
}
