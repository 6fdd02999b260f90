// A signed-in user of the Projects page's API (/api/projects), for its route tests, and what
// the projects' tests read and set of any user's generations.
import { eq } from "drizzle-orm";
import { profiles } from "../../src/server/db/schema.ts";
import { type TestClient, uniqueEmail } from "./test-client.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server.ts";

export const VOICE = "basic-en-us-male-1";
export const OTHER_VOICE = "basic-en-us-female-1";

export interface ProjectUser {
  c: TestClient;
  id: string;
  /** Generations this user has used, as the database holds them. */
  used(): Promise<number>;
}

/** A new user; `generations` sets the plan's limit (a free user has the site's 2). */
export async function projectUser(server: TestServer, generations?: number): Promise<ProjectUser> {
  const c = server.client();
  await c.signUp(uniqueEmail("projects"));
  const me = await c.json<{ user: { id: string } }>("/api/me");
  const id = me.body.user.id;
  if (generations !== undefined)
    await server.deps.db
      .update(profiles)
      .set({
        accountStatus: "pro",
        voiceLimit: generations,
        planExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(profiles.userId, id));
  return { c, id, used: () => generationsUsed(server, id) };
}

/** A test server whose render queue runs `slots` slots: for the tests that convert projects. */
export async function renderingServer(slots = 1, options?: TestServerOptions): Promise<TestServer> {
  const server = await startTestServer(options);
  await server.deps.projects.startWorkers(slots);
  return server;
}

/** Generations the user has used, as the database holds them. */
export async function generationsUsed(server: TestServer, userId: string): Promise<number> {
  const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row?.voicesGenerated ?? -1;
}

/** Sets the user's generation limit (the plan's), leaving the rest of the profile as it is. */
export async function allowGenerations(server: TestServer, userId: string, generations: number) {
  await server.deps.db
    .update(profiles)
    .set({ voiceLimit: generations })
    .where(eq(profiles.userId, userId));
}

export interface ProjectBody {
  id: string;
  name: string;
  defaultVoiceId: string;
  chapters: {
    id: string;
    title: string;
    blocks: { id: string; kind: string; parts: { text: string; voiceId: string | null }[] }[];
  }[];
}

/** A project made from pasted text; its id. */
export async function pasted(c: TestClient, text: string, name = "Book", voice = VOICE) {
  const res = await c.json<{ id: string }>("/api/projects", {
    body: { name, defaultVoiceId: voice, text },
  });
  if (res.status !== 201) throw new Error(`project not made: ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export async function projectOf(c: TestClient, id: string) {
  return (await c.json<{ project: ProjectBody }>(`/api/projects/${id}`)).body.project;
}

/** An upload to /api/projects/import, as the page's form sends it. */
export async function upload(
  c: TestClient,
  file: Blob,
  filename: string,
  fields: Record<string, string> = { defaultVoiceId: VOICE },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("file", file, filename);
  const res = await c.request("/api/projects/import", { method: "POST", body: form });
  return { status: res.status, body: (await res.json()) as { id: string } };
}
