import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../env.ts";
import { createClientIp } from "./client-ip.ts";

// The address each setting resolves for a request from `socket` carrying `forwarded`.
async function resolve(trustProxy: string, socket: string, forwarded?: string) {
  const clientIp = createClientIp(parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  const app = new Hono().get("/", (c) => c.text(clientIp(c)));
  const headers: Record<string, string> =
    forwarded === undefined ? {} : { "x-forwarded-for": forwarded };
  const res = await app.request(
    "/",
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return res.text();
}

describe("client IP", () => {
  it("is the socket peer without a trusted proxy, whatever the header says", async () => {
    expect(await resolve("false", "203.0.113.5", "198.51.100.1")).toBe("203.0.113.5");
    expect(await resolve("0", "::ffff:203.0.113.5", "198.51.100.1")).toBe("203.0.113.5");
  });

  it("is the rightmost forwarded address behind one proxy, not a made-up first hop", async () => {
    // The proxy appended the real client (198.51.100.7) after what the client sent.
    expect(await resolve("true", "127.0.0.1", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await resolve("1", "127.0.0.1", "1.1.1.1,2.2.2.2 , 198.51.100.7")).toBe("198.51.100.7");
    expect(await resolve("1", "127.0.0.1", "198.51.100.7")).toBe("198.51.100.7");
    // A proxy that appends the client's port: the port is not part of who the client is.
    expect(await resolve("1", "127.0.0.1", "198.51.100.7:51234")).toBe("198.51.100.7");
    expect(await resolve("1", "127.0.0.1", "[2001:db8::7]:51234")).toBe("2001:db8::7");
  });

  it("counts the socket peer as the first of N proxies", async () => {
    // client -> CDN (192.0.2.10) -> nginx (10.0.0.2) -> app; the CDN wrote the client, nginx the CDN.
    const header = "6.6.6.6, 198.51.100.7, 192.0.2.10";
    expect(await resolve("2", "10.0.0.2", header)).toBe("198.51.100.7");
    expect(await resolve("1", "10.0.0.2", header)).toBe("192.0.2.10");
    expect(await resolve("3", "10.0.0.2", header)).toBe("6.6.6.6");
  });

  it("falls back to the leftmost known address when the chain is shorter than promised", async () => {
    expect(await resolve("2", "10.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    expect(await resolve("1", "127.0.0.1")).toBe("127.0.0.1");
  });

  it("skips listed proxies and CIDRs from the right, and stops at the first stranger", async () => {
    const trust = "127.0.0.1,10.0.0.0/8,2001:db8::/32";
    expect(await resolve(trust, "127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3")).toBe(
      "198.51.100.7",
    );
    expect(await resolve(trust, "::ffff:10.9.9.9", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await resolve(trust, "2001:db8::1", "6.6.6.6, 2001:db9::7")).toBe("2001:db9::7");
    // A request straight from a stranger: its own address, its header ignored.
    expect(await resolve(trust, "203.0.113.5", "10.0.0.1")).toBe("203.0.113.5");
    // Garbage written left of our proxies is not a proxy either: that entry is the client.
    expect(await resolve(trust, "127.0.0.1", "not-an-ip")).toBe("not-an-ip");
  });

  it("refuses a TRUST_PROXY that is neither a count nor addresses", () => {
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example.com" })).toThrow(EnvError);
    expect(parseEnv({ TRUST_PROXY: "yes" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(parseEnv({}).TRUST_PROXY).toEqual({ hops: 0 });
  });
});
