// fetch with a cookie jar and the site's own Origin, as a browser on the site would send.
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  ms: number;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly url: string;
  readonly forwardedFor: string | undefined;
  constructor(url: string, forwardedFor?: string) {
    this.url = url;
    this.forwardedFor = forwardedFor;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", this.url);
    if (this.forwardedFor) headers.set("x-forwarded-for", this.forwardedFor);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (cookie) headers.set("cookie", cookie);
    const res = await fetch(this.url + path, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async json<T = Record<string, unknown>>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    const start = performance.now();
    const res = await this.request(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { "content-type": "application/json", ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await res.text();
    const body = (text ? JSON.parse(text) : null) as T;
    return { status: res.status, headers: res.headers, body, ms: performance.now() - start };
  }

  signUp(email: string, password = "password123") {
    return this.json("/api/auth/sign-up/email", {
      body: { email, password, name: email.split("@")[0] },
    });
  }

  signIn(email: string, password = "password123") {
    return this.json("/api/auth/sign-in/email", { body: { email, password } });
  }

  signOut() {
    return this.json("/api/auth/sign-out", { body: {} });
  }

  adminSignIn(password: string) {
    return this.json("/api/admin/session", { body: { password } });
  }
}

let counter = 0;
/** A unique address per call, so tests in one database never collide. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.com`;
}
