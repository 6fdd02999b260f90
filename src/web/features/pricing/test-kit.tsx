// Shared by this feature's tests: the operator's settings with wallets, and the providers and
// routes a pricing page needs (the API's answers are each test's, tests/helpers/api-mock.ts).
import type { ReactNode } from "react";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { Route, Switch, useAddress } from "../../lib/navigation.tsx";

export const site = makeSite({
  wallets: [
    { type: "JazzCash", holder: "Test Owner", number: "03009998877", primary: true },
    { type: "EasyPaisa", holder: "Test Owner", number: "03451112233", primary: false },
  ],
  verificationText: "within 3 hours",
});

function LoginProbe() {
  const location = useAddress();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>{`Login page${location.search}, from ${from}`}</p>;
}

export function renderWithApp(ui: ReactNode, path = "/pricing") {
  return renderWeb(
    <Switch>
      <Route path={new URL(path, "http://x").pathname}>{ui}</Route>
      <Route path="/login">
        <LoginProbe />
      </Route>
    </Switch>,
    { path },
  );
}
