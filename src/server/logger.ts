import { pino } from "pino";

export type Logger = pino.Logger;

// Redaction is the second line of defence: we never pass secrets to the logger on purpose.
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        "password",
        "*.password",
        "secret",
        "*.secret",
        "cookie",
        "*.cookie",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
  });
}
