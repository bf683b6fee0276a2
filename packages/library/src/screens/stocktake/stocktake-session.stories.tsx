import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { cameraShowing } from "../../testing/camera";
import { inCatalogue } from "../../testing/catalogue-story";
import { librarianUser } from "../../testing/cataloguing-answers";
import { stocktakeAnswers } from "../../testing/stocktake-answers";
import { StocktakeSession } from "./stocktake-session";

const log = callLog();

const meta = {
  title: "Library/Screens/Stocktake/Session",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=stocktake&id=3",
    route: "/library/catalogue",
    screen: inCatalogue(() => <StocktakeSession id={3} />),
    answers: stocktakeAnswers(),
    user: librarianUser,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scans by keyboard alone: each answered in words, the field empty and focused for the next. */
export const ScansAtTheShelf: Story = {
  args: { answers: stocktakeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole("textbox", { name: "掃描條碼" });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard("lh-0001{Enter}");
    const status = canvas.getByRole("status", { name: "剛才掃描" });
    await expect(await within(status).findByText("已找到 LH-0001：海港的燈塔")).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(""));
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard("LH-0009{Enter}");
    await expect(
      await within(status).findByText("放錯位置：LH-0009《海港的燈塔》應放在「書架 C」"),
    ).toBeVisible();
    await userEvent.keyboard("LH-0005{Enter}");
    await expect(await within(status).findByText(/借出中：LH-0005/)).toBeVisible();
    await userEvent.keyboard("XX-1{Enter}");
    await expect(await within(status).findByText("館藏沒有條碼 XX-1")).toBeVisible();
    await userEvent.keyboard("LH-0001{Enter}");
    await expect(await within(status).findByText("LH-0001 已掃描過")).toBeVisible();
    const counts = canvas.getByLabelText("盤點進度");
    await expect(within(counts).getByText("未找到").nextElementSibling).toHaveTextContent("2");
    await expect(log.last("stocktakeScan")).toMatchObject({ id: 3, book_no: "LH-0001" });
  },
};

/** Closed after a question that says how many copies become lost. */
export const CloseWithOneMissing: Story = {
  args: { answers: stocktakeAnswers(), locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole("textbox", { name: "Scan a barcode" });
    await userEvent.type(field, "LH-0001{Enter}");
    await within(canvas.getByRole("status", { name: "Last scan" })).findByText(/Found LH-0001/);
    await userEvent.type(field, "LH-0002{Enter}");
    await within(canvas.getByRole("status", { name: "Last scan" })).findByText(/Found LH-0002/);
    await userEvent.click(canvas.getByRole("tab", { name: /Missing/ }));
    const missing = await canvas.findByRole("table", { name: "Missing" });
    await expect(await within(missing).findByText("LH-0003")).toBeVisible();
    await expect(within(missing).getByRole("columnheader", { name: "Title" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Close the stocktake" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "Close the stocktake of 書架 A?" }),
    );
    await expect(ask.getByText(/^1 missing copies will be marked lost/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "Close the stocktake" }));
    await waitFor(() => expect(log.last("stocktakeClose")).toMatchObject({ id: 3 }));
    await expect(await canvas.findByText("Closed")).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Scan a barcode" })).toBeNull();
  },
};

/**
 * A phone's camera held to a spine label (a canvas's stream stands in for the camera this test
 * browser lacks; the reader is the real one): the copy counts once while it stays in view.
 */
export const ScansByCamera: Story = {
  args: { answers: stocktakeAnswers() },
  beforeEach: () => cameraShowing("LH-0001"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "用相機掃描" }));
    await expect(await canvas.findByLabelText("相機畫面")).toBeVisible();
    const status = canvas.getByRole("status", { name: "剛才掃描" });
    await expect(
      await within(status).findByText("已找到 LH-0001：海港的燈塔", {}, { timeout: 15_000 }),
    ).toBeVisible();
    // Still in view a second later: not scanned again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const scans = log.bodies("stocktakeScan");
    await expect(scans).toHaveLength(1);
    await expect(scans[0]).toMatchObject({ id: 3, book_no: "LH-0001" });
    await userEvent.click(canvas.getByRole("button", { name: "關閉相機" }));
    await expect(canvas.queryByLabelText("相機畫面")).toBeNull();
    await expect(canvas.getByRole("button", { name: "用相機掃描" })).toBeVisible();
  },
};
