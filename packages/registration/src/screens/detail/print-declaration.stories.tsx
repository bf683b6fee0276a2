import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PrintDeclaration } from "./print-declaration";

/* The printed application's last part: the guardian's declaration, lines to sign and date. */

const meta = {
  title: "Registration/Components/PrintDeclaration",
  component: PrintDeclaration,
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof PrintDeclaration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The declaration under its heading, a line to sign and one to date, the note; never split. */
export const Declaration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "家長／監護人聲明" });
    const part = within(region);
    await expect(part.getByRole("heading", { level: 2 })).toHaveTextContent("家長／監護人聲明");
    await expect(
      part.getByText(
        "本人謹此聲明，以上所填資料及所附文件均屬真確無誤。如有虛報，學校可取消申請或學位。",
      ),
    ).toBeVisible();
    const signature = part.getByText("家長／監護人簽署");
    const date = part.getByText("日期");
    await expect(signature).toBeVisible();
    await expect(date).toBeVisible();
    // Lines to write on: a rule above each label, the signature's the wider.
    await expect(getComputedStyle(signature).borderTopStyle).toBe("solid");
    await expect(getComputedStyle(date).borderTopStyle).toBe("solid");
    await expect(signature.getBoundingClientRect().width).toBeGreaterThan(
      date.getBoundingClientRect().width,
    );
    await expect(part.getByText("請連同所需文件副本交回學校（如學校要求）。")).toBeVisible();
    // The declaration and its lines stay on one page.
    await expect(getComputedStyle(region).breakInside).toBe("avoid");
  },
};

/** In English. */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const part = within(
      within(canvasElement).getByRole("region", {
        name: "Declaration by the parent or guardian",
      }),
    );
    await expect(part.getByText(/^I declare that the information given above/)).toBeVisible();
    await expect(part.getByText("Signature of parent or guardian")).toBeVisible();
    await expect(part.getByText("Date")).toBeVisible();
    await expect(
      part.getByText("Hand this in with copies of the documents if the school asks for it."),
    ).toBeVisible();
  },
};
