import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminTable } from "./admin-table.tsx";
import { EmailText } from "./email-text.tsx";

describe("AdminTable", () => {
  it("names every cell after its column, for the phone's card layout", () => {
    render(
      <AdminTable label="People" columns={["User", "Status"]} minWidth="min-w-96">
        <tr>
          <td>
            <span>Sara</span>
            <span>sara@example.com</span>
          </td>
          <td>Active</td>
        </tr>
      </AdminTable>,
    );
    const row = within(screen.getByRole("region", { name: "People" })).getAllByRole("row")[1];
    const cells = within(row as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.getAttribute("data-label"))).toEqual(["User", "Status"]);
    expect(cells[0]).toHaveTextContent("Sarasara@example.com");
    expect(cells[1]?.textContent).toBe("Active");
  });
});

describe("EmailText", () => {
  it("may break before the @ and after each dot, and reads as the address", () => {
    const { container } = render(<EmailText email="ayesha.khan@mail.example.pk" />);
    expect(container.textContent).toBe("ayesha.khan@mail.example.pk");
    expect(container.querySelectorAll("wbr")).toHaveLength(4);
  });
});
