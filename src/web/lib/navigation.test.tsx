import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type ComponentType, lazy, Suspense } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  AddressRouter,
  Link,
  NavLink,
  Route,
  Switch,
  useAddress,
  useNavigate,
  useSearchParams,
} from "./navigation.tsx";

beforeEach(() => window.history.replaceState(null, "", "/"));

function Where() {
  const { path, search, hash, state } = useAddress();
  const [params] = useSearchParams();
  return <p>{`at ${path}${search}${hash}, tab ${params.get("tab")}, ${JSON.stringify(state)}`}</p>;
}

describe("navigation in the browser", () => {
  it("keeps the old page on screen while the next page's code loads, then shows the next", async () => {
    let finish: (module: { default: ComponentType }) => void = () => {};
    const Next = lazy(() => new Promise<{ default: ComponentType }>((r) => (finish = r)));
    const user = userEvent.setup();
    render(
      <AddressRouter>
        <Link to="/next">Next</Link>
        <Suspense fallback={<p>Loading</p>}>
          <Switch>
            <Route path="/">
              <p>Old page</p>
            </Route>
            <Route path="/next">
              <Next />
            </Route>
          </Switch>
        </Suspense>
      </AddressRouter>,
    );
    await user.click(screen.getByRole("link", { name: "Next" }));
    expect(window.location.pathname).toBe("/next");
    expect(screen.getByText("Old page")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    await act(async () => finish({ default: () => <p>New page</p> }));
    expect(await screen.findByText("New page")).toBeInTheDocument();
    expect(screen.queryByText("Old page")).not.toBeInTheDocument();
  });

  it("shows a page that needs no code to load at once", async () => {
    const user = userEvent.setup();
    render(
      <AddressRouter>
        <Link to="/next">Next</Link>
        <Switch>
          <Route path="/">
            <p>Old page</p>
          </Route>
          <Route path="/next">
            <p>New page</p>
          </Route>
        </Switch>
      </AddressRouter>,
    );
    await user.click(screen.getByRole("link", { name: "Next" }));
    expect(screen.getByText("New page")).toBeInTheDocument();
    expect(screen.queryByText("Old page")).not.toBeInTheDocument();
  });

  it("gives the routes the search, the hash and the state a navigation carried", async () => {
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate("/login?tab=signup", { state: { a: 1 } })}>
          Go
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <AddressRouter>
        <Go />
        <Link to="/dashboard?tab=x#list">List</Link>
        <Where />
      </AddressRouter>,
    );
    expect(screen.getByText("at /, tab null, null")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(
      await screen.findByText('at /login?tab=signup, tab signup, {"a":1}'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "List" }));
    expect(await screen.findByText("at /dashboard?tab=x#list, tab x, null")).toBeInTheDocument();
  });

  it("adds no history entry for a link to the page on screen", async () => {
    const user = userEvent.setup();
    render(
      <AddressRouter>
        <Link to="/help">Help</Link>
      </AddressRouter>,
    );
    const link = screen.getByRole("link", { name: "Help" });
    await user.click(link);
    const entries = window.history.length;
    await user.click(link);
    expect(window.history.length).toBe(entries);
    expect(window.location.pathname).toBe("/help");
  });

  it("marks the link to the page on screen, and only it, as the current page", async () => {
    window.history.replaceState(null, "", "/help");
    const user = userEvent.setup();
    render(
      <AddressRouter>
        <nav>
          <NavLink to="/help" className={(active) => (active ? "on" : "off")}>
            Help
          </NavLink>
          <NavLink to="/contact" className={(active) => (active ? "on" : "off")}>
            Contact
          </NavLink>
        </nav>
      </AddressRouter>,
    );
    const help = screen.getByRole("link", { name: "Help" });
    const contact = screen.getByRole("link", { name: "Contact" });
    expect(help).toHaveAttribute("aria-current", "page");
    expect(help).toHaveClass("on");
    expect(contact).not.toHaveAttribute("aria-current");
    expect(contact).toHaveClass("off");
    await user.click(contact);
    expect(contact).toHaveAttribute("aria-current", "page");
    expect(help).not.toHaveAttribute("aria-current");
  });
});
