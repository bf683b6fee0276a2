import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { guardian } from "../../testing/registration-fixtures";
import { ReplaceDocument } from "./replace-document";

/* A new file of the one document the school sent back. */

const log = callLog();

const meta = {
  title: "Registration/Components/ReplaceDocument",
  component: ScreenStory,
  args: {
    path: "/registration/history/12",
    route: "/registration/history/:id",
    screen: () => (
      <ReplaceDocument
        applicationId={12}
        document={{ code: "vaccination", kind: "document", name: "針卡（疫苗接種紀錄）" }}
      />
    ),
    answers: [
      answer(endpoints.registrationUploadDocument, {
        code: "vaccination",
        name: "vaccination.pdf",
        type: "application/pdf",
        size: 9,
        review: "pending",
        remark: null,
      }),
    ],
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named for its document; a PDF sent for that code alone. A file that is not one is refused. */
export const Replace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("重新上載「針卡（疫苗接種紀錄）」")).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(
      input,
      new File(["%PDF-1.7\n"], "vaccination.pdf", { type: "application/pdf" }),
    );
    await expect(await canvas.findByText(/已上載|上載完成/)).toBeVisible();
    await expect(log.last("registrationUploadDocument")).toMatchObject({
      application_id: 12,
      document_code: "vaccination",
    });
  },
};
