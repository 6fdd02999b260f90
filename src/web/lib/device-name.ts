// A signed-in session's device as a person says it ("Chrome on Android"), in the reader's
// language; the raw User-Agent when it names nothing we know.
import { describeUserAgent } from "../../domain/user-agent.ts";
import { messageText } from "./message-text.ts";

export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const { browser, system } = describeUserAgent(userAgent);
  if (browser && system) return messageText("deviceBrowserOn", { browser, system });
  if (browser) return browser;
  if (system) return messageText("deviceOn", { system });
  return userAgent;
}
