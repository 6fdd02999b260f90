import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import ur from "../../../domain/i18n/ur/studio.ts";
import { activateLocale } from "../../lib/locale.ts";
import { SeekBar } from "./seek-bar.tsx";

describe("the seek bar", () => {
  it("shows where the audio is and moves it where the slider is put", () => {
    const onSeek = vi.fn();
    render(<SeekBar at={65} total={130} onSeek={onSeek} label="Basic Urdu, female audio" />);
    const slider = screen.getByRole("slider", { name: "Seek Basic Urdu, female audio" });
    expect(slider).toHaveValue("65");
    expect(slider).toHaveAttribute("aria-valuetext", "1:05 of 2:10");
    expect(screen.getByText("1:05 / 2:10")).toBeVisible();
    fireEvent.change(slider, { target: { value: "100.5" } });
    expect(onSeek).toHaveBeenCalledWith(100.5);
  });

  it("waits, disabled, until the length is known", () => {
    render(<SeekBar at={0} total={0} onSeek={() => {}} label="x" />);
    expect(screen.getByRole("slider", { name: "Seek x" })).toBeDisabled();
  });

  it("runs left to right on an Urdu page: the bar fills from the left, the time reads 0:01 / 0:06", async () => {
    await activateLocale("ur");
    render(<SeekBar at={1} total={6} onSeek={() => {}} label="x" />);
    const slider = screen.getByRole("slider", { name: ur.seekLabel.replace("{label}", "x") });
    expect(slider.closest("[dir]")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("0:01 / 0:06").closest("[dir]")).toHaveAttribute("dir", "ltr");
  });
});
