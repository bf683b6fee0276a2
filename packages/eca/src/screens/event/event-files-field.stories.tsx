import { endpoints, type Attachment } from "@campus/contract";
import { answer, callLog, ScreenStory, PNG_BYTES, pngFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaTeacher } from "../../testing/eca-fixtures";
import { EventFilesField } from "./event-files-field";

/* An event's files and photos on the editor's first step (issue 37, item 10). */

const log = callLog();
const notice: Attachment = {
  id: 41,
  name: "比賽通告.pdf",
  type: "application/pdf",
  size: 182_000,
  url: "/api/eca/event_file/41/k41/notice.pdf",
};

function Field({ as, readOnly }: { as: "attachments" | "photos"; readOnly: boolean }) {
  const kept = as === "attachments" ? [notice] : [];
  const [value, setValue] = useState(kept.map((k) => k.id));
  return (
    <>
      <EventFilesField
        as={as}
        kept={kept}
        legend={as === "photos" ? "活動相片" : "附件"}
        readOnly={readOnly}
        value={value}
        onChange={setValue}
        aria-describedby={undefined}
      />
      <output aria-label="ids">{value.join(",")}</output>
    </>
  );
}

const meta = {
  title: "ECA/Components/EventFilesField",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1",
    route: "/smarteca/event",
    screen: () => <Field as="photos" readOnly={false} />,
    answers: [
      answer(endpoints.ecaUploadEventPhoto, {
        id: 77,
        name: "day.png",
        type: "image/png",
        size: PNG_BYTES.length,
        url: "/api/eca/event_photo/77/k77/day.png",
      }),
    ],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A photo is sent as soon as it is chosen; its id joins the field's value. */
export const SendsAPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photos = within(await canvas.findByRole("group", { name: "活動相片" }));
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, pngFile("day.png"));
    await waitFor(() => expect(canvas.getByLabelText("ids")).toHaveTextContent("77"));
    await expect(log.entries("ecaUploadEventPhoto")).toHaveLength(1);
    await expect(photos.getByText(/day\.png/)).toBeVisible();
  },
};

/** The event's file as a link, taken off by its editor. */
export const TakesAFileOff: Story = {
  args: { screen: () => <Field as="attachments" readOnly={false} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "比賽通告.pdf" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: /比賽通告\.pdf/ }));
    await expect(canvas.getByLabelText("ids")).toHaveTextContent(/^$/);
    await expect(canvas.queryByRole("link", { name: "比賽通告.pdf" })).toBeNull();
  },
};
