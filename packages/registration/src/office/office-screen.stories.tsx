import { useT } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { RegistrationMessageId } from "../messages/message-ids";
import { officeScreen } from "./office-screen";

/* An office screen gets the family's words too: statuses, fees, interviews. */

function Words() {
  const t = useT<RegistrationMessageId>();
  return (
    <p>
      {t("registration.status.under-approval")} · {t("registration.pay.registrationTitle")} ·{" "}
      {t("registration.office.route.list")}
    </p>
  );
}
const OfficeWords = officeScreen(Words);

const meta = {
  title: "Registration/Office/OfficeScreen",
  component: OfficeWords,
} satisfies Meta<typeof OfficeWords>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The family's catalogues (main and steps) under the office's own. */
export const FamilyWords: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("審核中 · 註冊費 · 報名審批"),
    ).toBeVisible();
  },
};
