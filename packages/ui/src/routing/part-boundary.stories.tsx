import type { Meta, StoryObj } from "@storybook/react-vite";
import { Suspense, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { PartBoundary } from "./part-boundary";
import { retryableLazy, retryFailedLoads } from "./retryable-lazy";

/*
 * A lazily loaded part of a page (a menu, a drawer, a dialog) whose code did not arrive: said in
 * a box under what opened it, the page around it as it was; opened again, its code is asked for
 * anew (issue 35, item 3).
 */

// The first request for the menu's code fails (the signal dropped); the next one arrives.
let requests = 0;
const Menu = retryableLazy(() =>
  ++requests === 1
    ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
    : Promise.resolve(() => (
        <ul aria-label="選單">
          <li>行事曆總覽</li>
        </ul>
      )),
);

function Header() {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <div style={{ position: "relative", display: "inline-block" }}>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => {
            retryFailedLoads();
            setOpenings((n) => n + 1);
            setOpen(true);
          }}
        >
          打開選單
        </button>
        {open && (
          <PartBoundary key={openings} text="部分頁面未能載入，請檢查網絡後重新載入。">
            <Suspense fallback={null}>
              <Menu />
            </Suspense>
          </PartBoundary>
        )}
      </div>
      <h1>行事曆總覽</h1>
      <p>2026年11月</p>
    </>
  );
}

const meta = {
  title: "Routing/PartBoundary",
  component: Header,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CodeDidNotLoadThenDid: Story = {
  play: async ({ canvasElement }) => {
    requests = 0;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "打開選單" }));
    const failed = await canvas.findByRole("alert");
    await expect(failed).toHaveTextContent("部分頁面未能載入，請檢查網絡後重新載入。");
    // The page around it is as it was.
    await expect(canvas.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();
    await expect(canvas.getByText("2026年11月")).toBeVisible();

    // Opened again: the code is asked for anew, and this time it comes.
    await userEvent.click(canvas.getByRole("button", { name: "打開選單" }));
    await expect(await canvas.findByRole("list", { name: "選單" })).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};
