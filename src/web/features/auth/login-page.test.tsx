import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { msg } from "../../../domain/messages.ts";
import { LoginPage } from "./login-page.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

let sent: { url: string; body: unknown }[] = [];
let google = false;

beforeEach(() => {
  sent = [];
  google = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === "/api/site") return Response.json({ auth: { google, email: false } });
      if (url.startsWith("/api/auth/")) {
        sent.push({ url, body: JSON.parse(String(init?.body)) });
        return Response.json({ user: { id: "u1" } });
      }
      if (url === "/api/me") return Response.json({ user: { id: "u1" }, profile: {} });
      throw new Error(`unexpected ${url}`);
    }),
  );
});

function renderLogin(path = "/login") {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

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
    expect(sent).toEqual([]);
  });

  it("signs up with the trimmed address and the password, named after the address", async () => {
    const user = renderLogin();
    await user.click(screen.getByRole("tab", { name: "Create Account" }));
    await user.type(screen.getByLabelText("Email"), "  new@example.com ");
    await user.type(screen.getByLabelText("Password"), "long enough");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.auth.accountCreated));
    expect(sent).toEqual([
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
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.auth.welcomeBack));
    expect(sent).toEqual([
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
