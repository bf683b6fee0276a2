import { REGISTRATION_DOCUMENT_PATH } from "@campus/contract";
import { serveFile, StoryRuntime } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { submittedApplication } from "../testing/registration-fixtures";
import { DocumentPreview } from "./document-preview";

const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const photo = submittedApplication().documents[0]!;

const meta = {
  title: "Registration/Components/DocumentPreview",
  component: DocumentPreview,
  args: { applicationId: 12, document: photo, alt: "兒童近照 的預覽" },
  decorators: [
    (Story, { parameters }) => (
      <StoryRuntime answers={parameters.files ?? []}>
        <Story />
      </StoryRuntime>
    ),
  ],
} satisfies Meta<typeof DocumentPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The photo, fetched with the session and shown from memory. */
export const Photo: Story = {
  parameters: {
    files: [
      serveFile(
        `${REGISTRATION_DOCUMENT_PATH}/12/photo`,
        () => new Blob([PNG], { type: "image/png" }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole("img", { name: "兒童近照 的預覽" });
    await expect(image.getAttribute("src")).toMatch(/^blob:/);
  },
};

/** Not readable (gone, or no longer this user's): the frame stays empty, nothing breaks. */
export const Unreadable: Story = {
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};
