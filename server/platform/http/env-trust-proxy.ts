import { isIP } from 'node:net';
import { z } from 'zod';

export type TrustProxy = boolean | number | string[];

const isAddressOrCidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY in the forms Fastify's trustProxy takes: `true`/`false`, a number of trusted hops
 * (`1` behind one load balancer), or a comma-separated list of proxy addresses or CIDR ranges.
 * With a count or a list, req.ip is the first address not added by a trusted proxy, so a client
 * cannot choose its own IP by sending X-Forwarded-For.
 */
export function trustProxySetting(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length && entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'use true, false, a number of proxy hops, or proxy addresses/CIDR ranges separated by commas',
  });
  return z.NEVER;
}

/** Fastify's option: its types leave out the hop count its runtime takes, so a count becomes the same test. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_addr, hop) => hop < setting : setting;
}
