// A local HTTP server for fakes of remote APIs: 127.0.0.1, a free port, closed without waiting.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export async function startFakeServer(handler: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(recorded);
    // A client that timed out has gone; writing to its socket must not fail the test.
    res.on("error", () => {});
    await handler(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A port that was free a moment ago and has no listener now: connecting is refused.
export async function closedPortUrl(): Promise<string> {
  const server = await startFakeServer(() => {});
  await server.close();
  return server.url;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export function sendBytes(
  res: ServerResponse,
  status: number,
  type: string,
  body: Uint8Array,
): void {
  res.writeHead(status, { "content-type": type, "content-length": body.byteLength }).end(body);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
