import http from "node:http";
import { Hono } from "hono";
import { afterAll, expect, test } from "vitest";
import { listen } from "./listen.ts";

const app = new Hono().post("/", (c) => c.text("ok"));
const { server, port } = await listen(app, { port: 0, hostname: "127.0.0.1" });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => {
  agent.destroy();
  server.close();
});

function post(): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, host: "127.0.0.1", method: "POST", path: "/", agent },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      },
    );
    req.on("error", reject);
    req.end("{}");
  });
}

// Node's own default closes the connection after 5 s of quiet and 1 s of grace; the next POST
// would then race the close (ECONNRESET) or need a new connection.
test("a keep-alive connection idle for longer than Node's default (5 s, and 1 s of grace) still carries the next POST", async () => {
  expect(await post()).toEqual({ status: 200, reused: false });
  await new Promise((r) => setTimeout(r, 7_000));
  expect(await post()).toEqual({ status: 200, reused: true });
}, 15_000);
