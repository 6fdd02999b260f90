// The real client address, as the nearest trusted proxy saw it. Each proxy appends the address it
// received the request from to X-Forwarded-For, so only the right end of the header is written by
// proxies we trust; everything to its left is whatever the client chose to send. Reading the
// leftmost entry would let every request pick its own rate-limit bucket.
import net from "node:net";
import type { Context } from "hono";
import type { TrustProxy } from "../env.ts";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The TCP peer: the client itself, or the nearest proxy. */
export function socketAddress(c: Context): string {
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

// "::ffff:203.0.113.7" is how a dual-stack socket reports an IPv4 peer; some proxies append the
// client's port ("203.0.113.7:51234", "[2001:db8::7]:51234"), which would make every connection a
// new client.
function unmap(ip: string): string {
  const ported =
    /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(ip) ?? /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(ip);
  const bare = ported?.[1] ?? ip;
  return bare.startsWith("::ffff:") && net.isIPv4(bare.slice(7)) ? bare.slice(7) : bare;
}

/**
 * The addresses a request passed through, client side first and the socket peer last.
 * Browsers never send X-Forwarded-For; a proxy adds to it, and Node joins repeated headers with ",".
 */
function hopsOf(c: Context): string[] {
  const forwarded = c.req.header("x-forwarded-for") ?? "";
  const listed = forwarded
    .split(",")
    .map((s) => unmap(s.trim()))
    .filter(Boolean);
  return [...listed, unmap(socketAddress(c))];
}

function proxyList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = net.isIPv6(address) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Builds the resolver once: a proxy list is parsed at start, not per request. */
export function createClientIp(trust: TrustProxy): (c: Context) => string {
  if ("hops" in trust) {
    if (trust.hops === 0) return (c) => unmap(socketAddress(c));
    // N trusted hops: the socket peer is the first, the N-1 rightmost header entries the others,
    // and the entry just left of them is the client. A shorter chain than promised means the
    // request skipped a proxy: its leftmost address is the best we know.
    return (c) => {
      const hops = hopsOf(c);
      return hops[Math.max(0, hops.length - 1 - trust.hops)] ?? "unknown";
    };
  }
  const proxies = proxyList(trust.proxies);
  const isProxy = (ip: string) => {
    const type = net.isIPv4(ip) ? "ipv4" : net.isIPv6(ip) ? "ipv6" : undefined;
    return type !== undefined && proxies.check(ip, type);
  };
  // The rightmost address that is not one of ours is the client.
  return (c) => {
    const hops = hopsOf(c);
    for (let i = hops.length - 1; i >= 0; i--) {
      const ip = hops[i] as string;
      if (!isProxy(ip)) return ip;
    }
    return hops[0] ?? "unknown";
  };
}
