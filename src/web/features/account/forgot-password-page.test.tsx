// docs/product.md, "Your account": with e-mail the page sends a link; without, it sends the user
// to support.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, answerAuth, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { messageText } from "../../lib/message-text.ts";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";

function renderPage(email: boolean) {
  answer(
    "GET /api/site",
    makeSite({ whatsappNumber: "923001234567", auth: { google: false, email } }),
  );
  answerAuth("POST /api/auth/request-password-reset", { status: true });
  renderWeb(<ForgotPasswordPage />);
}

describe("ForgotPasswordPage", () => {
  it("sends the address and says a link is on its way", async () => {
    renderPage(true);
    await userEvent.type(await screen.findByLabelText("Email"), "a@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(messageText("accountResetSent"))).toBeTruthy();
    const sent = requests.find(({ url }) => url.includes("request-password-reset"));
    expect(sent?.body).toMatchObject({ email: "a@example.com" });
  });

  it("without e-mail, points to the contact form (and WhatsApp when set), and shows no form", async () => {
    renderPage(false);
    expect(await screen.findByText(messageText("accountResetNoEmail"))).toBeTruthy();
    const form = screen.getByRole("link", { name: "Write to support with the contact form" });
    expect(form.getAttribute("href")).toBe("/contact#contact-form");
    const link = screen.getByRole("link", { name: /^Message support on WhatsApp/ });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/923001234567/);
    expect(screen.queryByLabelText("Email")).toBeNull();
  });
});
