import { endpoints, type EcaTraitDecision, type EcaTraitProposal } from "@campus/contract";
import { answer, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { InsightTexts } from "../../components/insight-texts";
import { ecaSettings, ecaTeacher, proposal, students } from "../../testing/eca-fixtures";
import { ProposalCard } from "./proposal-card";

/*
 * One proposed trait for one student: the trait and the student (a link to their overview), its
 * status, its strength as a bar coloured by the spec's bands, the words it was read from, and
 * accept / reject for whoever may decide — the pressed one is the decision, and either may be
 * changed later; who decided and when.
 */

const decided = fn();

/** The card as the job's page holds it: a decision sent shows as the pressed button. */
function Harness({
  shown,
  editable = true,
  deciding = null,
}: {
  shown: EcaTraitProposal;
  editable?: boolean;
  deciding?: EcaTraitDecision | null;
}) {
  const [decision, setDecision] = useState(shown.decision);
  return (
    <InsightTexts>
      <ProposalCard
        proposal={{ ...shown, decision }}
        editable={editable}
        deciding={deciding}
        onDecide={(choice) => {
          decided(choice);
          setDecision(choice);
        }}
      />
    </InsightTexts>
  );
}

const card = (props: Parameters<typeof Harness>[0]) => () => <Harness {...props} />;

const DECIDED = {
  decided_by: { id: 9, name_zh: "黃家欣", name_cn: "黄家欣", name_en: "Wong Ka Yan" },
  decided_at: "2026-11-20T03:00:00Z",
};

const meta = {
  title: "ECA/Components/ProposalCard",
  component: ScreenStory,
  args: {
    path: "/smarteca/recognition?id=31",
    route: "/smarteca/recognition",
    screen: card({ shown: proposal() }),
    // The school's region names an award's level in the evidence.
    answers: [answer(endpoints.ecaSettings, ecaSettings())],
    user: ecaTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole("article", { name }, { timeout: 5000 }));

/** Waiting on a decision: neither button pressed; a strength of 80 in the 70–90 band. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const inCard = await cardOf(canvasElement, "4A (1) 陳大文 · 領導才能");
    await expect(inCard.getByRole("heading", { name: /^領導才能/ })).toBeVisible();
    await expect(inCard.getByText("待決定")).toBeVisible();
    const strength = inCard.getByRole("progressbar", { name: "領導才能 的強度" });
    await expect(strength).toHaveAttribute("aria-valuenow", "80");
    await expect(strength).toHaveAttribute("data-tone", "info");
    await expect(inCard.getByText("帶領", { selector: "mark" })).toBeVisible();
    await expect(inCard.getByText("評語")).toBeVisible();
    await expect(
      inCard.getByRole("button", { name: "接納 4A (1) 陳大文 的「領導才能」" }),
    ).toHaveAttribute("aria-pressed", "false");
    await expect(
      inCard.getByRole("button", { name: "拒絕 4A (1) 陳大文 的「領導才能」" }),
    ).toHaveAttribute("aria-pressed", "false");
    await expect(inCard.getByRole("link", { name: "查看 4A (1) 陳大文 的概覽" })).toHaveAttribute(
      "href",
      expect.stringContaining("/smarteca/detail?student=100"),
    );
    await expect(inCard.queryByText(/ 於 .* 決定$/)).toBeNull();
  },
};

/** Accepted: "accept" pressed, who decided and when; a strength of 45, under the 50 band. */
export const Accepted: Story = {
  args: {
    screen: card({
      shown: proposal({
        id: 503,
        student: students()[1]!,
        trait: { id: 3, name_zh: "堅毅", name_cn: "坚毅", name_en: "Perseverance" },
        strength: 45,
        decision: "accepted",
        ...DECIDED,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const inCard = await cardOf(canvasElement, "4A (2) 何美玲 · 堅毅");
    await expect(inCard.getByText("已接納")).toBeVisible();
    await expect(
      inCard.getByRole("button", { name: "接納 4A (2) 何美玲 的「堅毅」" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      inCard.getByRole("button", { name: "拒絕 4A (2) 何美玲 的「堅毅」" }),
    ).toHaveAttribute("aria-pressed", "false");
    await expect(inCard.getByText("黃家欣 於 2026年11月20日 決定")).toBeVisible();
    await expect(inCard.getByRole("progressbar", { name: "堅毅 的強度" })).toHaveAttribute(
      "data-tone",
      "danger",
    );
  },
};

/** Rejected: "reject" pressed; a strength of 65 in the 50–70 band. */
export const Rejected: Story = {
  args: {
    screen: card({ shown: proposal({ strength: 65, decision: "rejected", ...DECIDED }) }),
  },
  play: async ({ canvasElement }) => {
    const inCard = await cardOf(canvasElement, "4A (1) 陳大文 · 領導才能");
    await expect(inCard.getByText("已拒絕")).toBeVisible();
    await expect(
      inCard.getByRole("button", { name: "拒絕 4A (1) 陳大文 的「領導才能」" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      inCard.getByRole("button", { name: "接納 4A (1) 陳大文 的「領導才能」" }),
    ).toHaveAttribute("aria-pressed", "false");
    const strength = inCard.getByRole("progressbar", { name: "領導才能 的強度" });
    await expect(strength).toHaveAttribute("aria-valuenow", "65");
    await expect(strength).toHaveAttribute("data-tone", "warning");
  },
};

/** Deciding: accept then reject, each said once; the pressed button follows the decision. */
export const AcceptThenReject: Story = {
  args: { screen: card({ shown: proposal({ strength: 95 }) }) },
  play: async ({ canvasElement }) => {
    decided.mockClear();
    const inCard = await cardOf(canvasElement, "4A (1) 陳大文 · 領導才能");
    await expect(inCard.getByRole("progressbar", { name: "領導才能 的強度" })).toHaveAttribute(
      "data-tone",
      "success",
    );
    const accept = inCard.getByRole("button", { name: "接納 4A (1) 陳大文 的「領導才能」" });
    const reject = inCard.getByRole("button", { name: "拒絕 4A (1) 陳大文 的「領導才能」" });
    await userEvent.click(accept);
    await expect(decided).toHaveBeenLastCalledWith("accepted");
    await expect(accept).toHaveAttribute("aria-pressed", "true");
    await expect(inCard.getByText("已接納")).toBeVisible();
    await userEvent.click(reject);
    await expect(decided).toHaveBeenLastCalledWith("rejected");
    await expect(decided).toHaveBeenCalledTimes(2);
    await expect(reject).toHaveAttribute("aria-pressed", "true");
    await expect(accept).toHaveAttribute("aria-pressed", "false");
    await expect(inCard.getByText("已拒絕")).toBeVisible();
  },
};

/** A decision on its way: its button busy and shut, the other still there. */
export const Sending: Story = {
  args: { screen: card({ shown: proposal(), deciding: "accepted" }) },
  play: async ({ canvasElement }) => {
    decided.mockClear();
    const inCard = await cardOf(canvasElement, "4A (1) 陳大文 · 領導才能");
    const accept = inCard.getByRole("button", { name: "接納 4A (1) 陳大文 的「領導才能」" });
    await expect(accept).toHaveAttribute("aria-busy", "true");
    await expect(accept).toBeDisabled();
    const reject = inCard.getByRole("button", { name: "拒絕 4A (1) 陳大文 的「領導才能」" });
    await expect(reject).toBeEnabled();
    await expect(reject).not.toHaveAttribute("aria-busy");
  },
};

/** Someone who may not decide: the proposal, its words and who decided, no buttons. */
export const ReadOnly: Story = {
  args: {
    screen: card({ shown: proposal({ decision: "accepted", ...DECIDED }), editable: false }),
  },
  play: async ({ canvasElement }) => {
    const inCard = await cardOf(canvasElement, "4A (1) 陳大文 · 領導才能");
    await expect(inCard.getByText("已接納")).toBeVisible();
    await expect(inCard.getByText("黃家欣 於 2026年11月20日 決定")).toBeVisible();
    await expect(inCard.queryByRole("button")).toBeNull();
  },
};

/** In English: the student's and trait's English names, the buttons' names, the date. */
export const InEnglish: Story = {
  args: {
    locale: "en-US",
    screen: card({ shown: proposal({ decision: "accepted", ...DECIDED }) }),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const inCard = await cardOf(canvasElement, "4A (1) Chan Tai Man · Leadership");
    await expect(inCard.getByText("Accepted")).toBeVisible();
    await expect(
      inCard.getByRole("button", { name: "Accept “Leadership” for 4A (1) Chan Tai Man" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(inCard.getByRole("progressbar", { name: "Strength of Leadership" })).toBeVisible();
    await expect(inCard.getByText("Decided by Wong Ka Yan on Nov 20, 2026")).toBeVisible();
    await expect(inCard.getByText("Remark")).toBeVisible();
  },
};
