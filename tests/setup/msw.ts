// The web tests' network (tests/helpers/api-mock.ts): MSW answers what a test answers, and a
// request nobody answers fails the test ("error": MSW logs it and the request fails).
import { afterAll, afterEach, beforeAll } from "vitest";
import { mockServer, requests } from "../helpers/api-mock.ts";

beforeAll(() => mockServer.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  mockServer.resetHandlers();
  requests.length = 0;
});
afterAll(() => mockServer.close());
