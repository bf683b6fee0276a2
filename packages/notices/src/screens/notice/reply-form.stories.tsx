import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Notice, NoticeSlip } from "@campus/contract/notices";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ReplyForm } from "./reply-form";

const SLIP: NoticeSlip = {
  questions: [
    {
      kind: "choice",
      label_zh: "貴子弟會否參加秋季旅行？",
      label_en: "Will your child join the outing?",
      options: [
        { zh: "參加", en: "Will join" },
        { zh: "不參加", en: "" },
      ],
      required: true,
    },
    {
      kind: "text",
      label_zh: "食物敏感（如有）",
      label_en: "Food allergies (if any)",
      required: false,
    },
  ],
  deadline: "2099-12-18",
  sign: true,
};

const NOTICE: Notice = {
  id: 3,
  title_zh: "秋季旅行通告",
  title_en: "Autumn outing",
  body_zh: "敬啟者：\n本校將於十二月五日舉行秋季旅行。",
  body_en: "Dear parents,\nThe school's autumn outing is on 5 December.",
  attachments: [],
  published_at: "2026-11-20T01:30:00.000Z",
  child: { id: 2, name_zh: "陳小明", name_en: "Chan Siu Ming" },
  read_at: "2026-11-21T08:00:00.000Z",
  slip: SLIP,
  reply: null,
};

/** The form alone, for a signed slip and child 2. */
function SignedForm() {
  return <ReplyForm notice={NOTICE} slip={SLIP} />;
}

const UNSIGNED: NoticeSlip = { ...SLIP, sign: false };

/** The form alone, for a slip not signed. */
function UnsignedForm() {
  return <ReplyForm notice={{ ...NOTICE, slip: UNSIGNED }} slip={UNSIGNED} />;
}

/** The server takes the reply: the notice comes back with it. */
const replied = answer(endpoints.noticeReply, (sent) => ({
  ...NOTICE,
  reply: {
    answers: sent.answers,
    signed_by: "陳大文",
    signed_at: "2026-11-21T09:30:00.000Z",
    signed_with: sent.pin === undefined ? ("none" as const) : ("pin" as const),
  },
}));

const calls = callLog();

const meta = {
  title: "Notices/Screens/Notice/Reply form",
  component: ScreenStory,
  args: {
    path: "/notices/detail?id=3&child=2",
    route: "/notices/detail",
    screen: SignedForm,
    answers: [replied],
    user: parentUser(),
    onRuntime: calls.onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed slip: a choice, a text and the PIN; the reply goes with answers and PIN. */
export const SignedSendsAnswersAndPin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choice = await canvas.findByRole("radiogroup", { name: /^貴子弟會否參加秋季旅行？/ });
    await expect(within(choice).getAllByRole("radio")).toHaveLength(2);
    const pin = canvas.getByLabelText(/^簽署 PIN/);
    await expect(pin).toHaveAttribute("type", "password");
    await expect(pin).toHaveAccessibleDescription(/4 至 6 位數字/);
    await userEvent.click(canvas.getByRole("radio", { name: "參加" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^食物敏感/ }), "對花生敏感");
    await userEvent.type(pin, "4826");
    await userEvent.click(canvas.getByRole("button", { name: "簽署並提交" }));
    await expect(await canvas.findByText("回條已簽署並提交")).toBeVisible();
    await expect(calls.entries("noticeReply")).toHaveLength(1);
    await expect(calls.last("noticeReply")).toEqual({
      id: 3,
      childId: 2,
      answers: [0, "對花生敏感"],
      pin: "4826",
    });
  },
};

/** A slip not signed: no PIN field, "提交回覆", and no PIN sent. */
export const UnsignedHasNoPin: Story = {
  args: { screen: UnsignedForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "不參加" }));
    await expect(canvas.queryByLabelText(/簽署 PIN/)).toBeNull();
    await expect(canvas.queryByRole("button", { name: "簽署並提交" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "提交回覆" }));
    await expect(await canvas.findByText("回條已提交")).toBeVisible();
    await expect(calls.last("noticeReply")).toEqual({ id: 3, childId: 2, answers: [1, null] });
  },
};

/** The required choice left empty: said beside it, and nothing is sent. */
export const RequiredChoiceEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choice = await canvas.findByRole("radiogroup", { name: /^貴子弟會否參加秋季旅行？/ });
    await userEvent.type(canvas.getByLabelText(/^簽署 PIN/), "4826");
    await userEvent.click(canvas.getByRole("button", { name: "簽署並提交" }));
    await waitFor(() => expect(choice).toHaveAccessibleDescription(/請填寫此項/));
    await expect(canvas.getByText("請填寫此項")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(calls.entries("noticeReply")).toHaveLength(0);
  },
};
