// Puts the app on a port: the production server, the test servers and the benchmarks listen the
// same way.
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";

// A server that closes an idle keep-alive connection while its client sends on it makes the
// client see ECONNRESET, and clients do not retry a POST. Node closes after 5 s; nginx keeps its
// upstream connections 60 s (the `keepalive` of docs/operations.md), HTTP clients and load
// balancers about as long. Closing later than all of them leaves the closing to the client.
export const KEEP_ALIVE_MS = 65_000;

export interface Listening {
  server: ServerType;
  port: number;
}

export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  options: { port: number; hostname: string },
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, ...options }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    if ("keepAliveTimeout" in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once("error", reject);
  });
}
