import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RegistrationStatus } from "./statuses";

function All() {
  return (
    <p>
      <RegistrationStatus kind="status" status="incomplete" />
      <RegistrationStatus kind="status" status="under_approval" />
      <RegistrationStatus kind="status" status="not_passed" />
      <RegistrationStatus kind="fee" status="paid" />
      <RegistrationStatus kind="review" status="rejected" />
    </p>
  );
}

const meta = { title: "Registration/Components/RegistrationStatus", component: All } satisfies Meta<
  typeof All
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each status in the glossary's words. */
export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const words of ["未完成（繼續填寫）", "審核中", "不獲取錄", "已繳費", "請重新上載"])
      await expect(canvas.getByText(words)).toBeVisible();
  },
};
