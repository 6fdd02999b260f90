import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, answerAuth, requests } from "../../../../tests/helpers/api-mock.ts";
import {
  renderHydrated,
  renderWeb,
  testQueryClient,
} from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { meQuery } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import { AddressRouter } from "../../lib/navigation.tsx";
import { siteQuery } from "../../lib/site.ts";
import { LoginPage } from "./login-page.tsx";

const toast = spyOnToasts();

let google = false;
/** What the form sent to better-auth. */
const sent = () =>
  requests.filter((r) => r.url.startsWith("/api/auth/")).map(({ url, body }) => ({ url, body }));

beforeEach(() => {
  google = false;
});

function answerLogin() {
  answer("GET /api/site", () => makeSite({ auth: { google, email: false } }));
  answer("GET /api/me", makeMe());
  answerAuth("POST /api/auth/sign-up/email", { user: { id: "u1" } });
  answerAuth("POST /api/auth/sign-in/email", { user: { id: "u1" } });
}

function renderLogin(path = "/login") {
  answerLogin();
  return renderWeb(<LoginPage />, { path, client: testQueryClient({ retry: false }) }).user;
}

// The form's schemas are a lazy chunk (loaded at the first check): loaded once here, so a cold
// transform on a busy machine does not eat a test's wait for the error.
beforeAll(() => import("./login-check.ts"));

describe("login form", () => {
  it("refuses an address the domain's rule refuses, says why, and sends nothing", async () => {
    const user = renderLogin();
    await user.click(screen.getByRole("tab", { name: "Create Account" }));
    // The browser's own check lets a dotless domain through; the shared schema does not.
    await user.type(screen.getByLabelText("Email"), "someone@example");
    await user.type(screen.getByLabelText("Password"), "long enough");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const email = screen.getByLabelText("Email");
    expect(await screen.findByText("Please enter a valid email address.")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(sent()).toEqual([]);
  });

  it("signs up with the trimmed address and the password, named after the address", async () => {
    const user = renderLogin();
    await user.click(screen.getByRole("tab", { name: "Create Account" }));
    await user.type(screen.getByLabelText("Email"), "  new@example.com ");
    await user.type(screen.getByLabelText("Password"), "long enough");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messageText("authAccountCreated")),
    );
    expect(sent()).toEqual([
      {
        url: "/api/auth/sign-up/email",
        body: { email: "new@example.com", password: "long enough", name: "new" },
      },
    ]);
  });

  it("signs in with a short password: the length rule is for new passwords only", async () => {
    const user = renderLogin();
    await user.type(screen.getByLabelText("Email"), "old@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messageText("authWelcomeBack")),
    );
    expect(sent()).toEqual([
      { url: "/api/auth/sign-in/email", body: { email: "old@example.com", password: "short" } },
    ]);
  });

  it("keeps what was typed into the server's form before its scripts ran, and signs in with it", async () => {
    answerLogin();
    const client = testQueryClient({ retry: false });
    client.setQueryData(siteQuery.queryKey, makeSite({ auth: { google, email: false } }));
    client.setQueryData(meQuery.queryKey, makeMe());
    // A fixed address, as the server renders with (src/web/entry-server.tsx).
    const address = { path: "/login", search: "", hash: "", state: null };
    const page = (
      <QueryClientProvider client={client}>
        <AddressRouter source={{ useAddress: () => address, navigate: () => {} }}>
          <LoginPage />
        </AddressRouter>
      </QueryClientProvider>
    );
    const { container: server } = renderHydrated(page, (html) => {
      const type = (selector: string, value: string) =>
        Object.assign(html.querySelector(selector) ?? {}, { value });
      type('input[type="email"]', "old@example.com");
      type('input[type="password"]', "short");
    });
    const signIn = within(server).getByRole("button", { name: "Sign In" });
    await vi.waitFor(() => expect(signIn).toBeEnabled());
    expect(within(server).getByLabelText("Email")).toHaveValue("old@example.com");
    await userEvent.setup().click(signIn);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messageText("authWelcomeBack")),
    );
    expect(sent()).toEqual([
      { url: "/api/auth/sign-in/email", body: { email: "old@example.com", password: "short" } },
    ]);
  });

  it("opens on Create Account for /login?tab=signup, on Sign In otherwise", async () => {
    renderLogin("/login?tab=signup");
    expect(screen.getByRole("tab", { name: "Create Account" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("links the Terms and the Privacy Policy from the sign-up form", async () => {
    renderLogin("/login?tab=signup");
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("offers Google only where the site has it", async () => {
    renderLogin();
    expect(screen.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await screen.findByRole("button", { name: "Sign In" });
    // The site's answer has arrived (its free quota) and still no Google button.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull();
  });

  it("shows Continue with Google when the site has it", async () => {
    google = true;
    renderLogin();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeVisible();
  });
});
