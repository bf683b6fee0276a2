import { endpoints } from "@campus/contract";
import { parentUser, studentUser } from "@campus/contract/fixtures";
import type { Notice, NoticeReply, NoticeSlip } from "@campus/contract/notices";
import {
  answer,
  callLog,
  PAYLOADS,
  refusal,
  refuse,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { NoticePage } from "./notice-page";

/** Replies open until then: far enough ahead that the story never closes. */
const OPEN_UNTIL = "2099-12-18";

const SLIP: NoticeSlip = {
  questions: [
    {
      kind: "choice",
      label_zh: "貴子弟會否參加秋季旅行？",
      label_en: "Will your child join the outing?",
      options: [
        { zh: "參加", en: "Will join" },
        // Written in Chinese only: an English reader gets the Chinese.
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
  deadline: OPEN_UNTIL,
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

const REPLY: NoticeReply = {
  answers: [1, null],
  signed_by: "陳大文",
  signed_at: "2026-11-21T09:30:00.000Z",
  signed_with: "pin",
};

const opened = (fields: Partial<Notice> = {}) =>
  answer(endpoints.noticeDetail, () => ({ ...NOTICE, ...fields }));

const slip = (fields: Partial<NoticeSlip>) => ({ ...SLIP, ...fields });

const hasPin = (has_pin: boolean) => answer(endpoints.noticeSigningPin, { has_pin });

/** The server takes the reply: the notice comes back with it, signed as the slip asks. */
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
  title: "Notices/Screens/Notice/Reply slip",
  component: ScreenStory,
  args: {
    path: "/notices/detail?id=3&child=2",
    route: "/notices/detail",
    screen: NoticePage,
    answers: [opened(), hasPin(true), replied],
    user: parentUser(),
    onRuntime: calls.onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The slip's region, once the notice is in. */
const slipOf = async (canvas: Canvas, name = "回條") =>
  within(await canvas.findByRole("region", { name }));

/** Chooses "參加", writes an allergy and the PIN, as a parent would. */
async function fillIn(region: Canvas) {
  await userEvent.click(await region.findByRole("radio", { name: "參加" }));
  await userEvent.type(region.getByRole("textbox", { name: /^食物敏感/ }), "對花生敏感");
  await userEvent.type(region.getByLabelText(/^簽署 PIN/), "4826");
}

/** Chooses, writes, signs and sends: the reply goes as typed, and the page shows it signed. */
export const SignAndSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await expect(region.getByRole("heading", { level: 3, name: "回條" })).toBeVisible();
    await expect(region.getByText("請於 2099年12月18日 或之前回覆")).toBeVisible();
    // The PIN's state first (a moment's placeholder), then the form.
    const pin = await region.findByLabelText(/^簽署 PIN/);
    const choice = region.getByRole("radiogroup", { name: /^貴子弟會否參加秋季旅行？/ });
    await expect(choice).toHaveTextContent("*");
    await expect(within(choice).getAllByRole("radio")).toHaveLength(2);
    const allergy = region.getByRole("textbox", { name: /^食物敏感/ });
    await expect(allergy).toHaveAttribute("maxlength", "500");
    await expect(allergy).not.toBeRequired();
    await expect(calls.entries("noticeSigningPin")).toHaveLength(1);
    await expect(pin).toHaveAttribute("type", "password");
    await expect(pin).toHaveAttribute("inputmode", "numeric");
    await expect(pin).toHaveAccessibleDescription(/4 至 6 位數字/);

    await fillIn(region);
    await userEvent.click(region.getByRole("button", { name: "簽署並提交" }));

    await expect(await canvas.findByText("回條已簽署並提交")).toBeVisible();
    await expect(calls.entries("noticeReply")).toHaveLength(1);
    await expect(calls.last("noticeReply")).toEqual({
      id: 3,
      childId: 2,
      answers: [0, "對花生敏感"],
      pin: "4826",
    });
    await expect(
      await region.findByText(/^已由 陳大文 於 2026年11月21日.*5:30 簽署$/),
    ).toBeVisible();
    await expect(region.getByText("參加")).toBeVisible();
    await expect(region.getByText("對花生敏感")).toBeVisible();
    await expect(region.getByText("如需更改回覆，請聯絡學校。")).toBeVisible();
    await expect(region.queryByRole("radio")).toBeNull();
    await expect(region.queryByRole("button", { name: "簽署並提交" })).toBeNull();
  },
};

/** The required choice left out: the form says so beside it and sends nothing. */
export const RequiredChoiceMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await userEvent.type(await region.findByRole("textbox", { name: /^食物敏感/ }), "對花生敏感");
    await userEvent.type(region.getByLabelText(/^簽署 PIN/), "4826");
    await userEvent.click(region.getByRole("button", { name: "簽署並提交" }));
    const choice = region.getByRole("radiogroup", { name: /^貴子弟會否參加秋季旅行？/ });
    await waitFor(() => expect(choice).toHaveAccessibleDescription(/請填寫此項/));
    await expect(region.getByText("請完成表格")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(calls.entries("noticeReply")).toHaveLength(0);
    // Chosen now: the message goes, and the reply goes with what was typed.
    await userEvent.click(region.getByRole("radio", { name: "不參加" }));
    await waitFor(() => expect(choice).not.toHaveAccessibleDescription(/請填寫此項/));
    await userEvent.click(region.getByRole("button", { name: "簽署並提交" }));
    await waitFor(() =>
      expect(calls.last("noticeReply")).toEqual({
        id: 3,
        childId: 2,
        answers: [1, "對花生敏感"],
        pin: "4826",
      }),
    );
  },
};

/** A wrong PIN: said beside the PIN, everything typed kept, nothing shown as replied. */
export const WrongPinRefused: Story = {
  args: {
    answers: [
      opened(),
      hasPin(true),
      refuse(endpoints.noticeReply, 400, "PIN 不正確", {
        fields: [{ field: "pin", message: "PIN 不正確" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await fillIn(region);
    await userEvent.click(region.getByRole("button", { name: "簽署並提交" }));
    const pin = region.getByLabelText(/^簽署 PIN/);
    await waitFor(() => expect(pin).toHaveAccessibleDescription(/PIN 不正確/));
    await expect(pin).toHaveAttribute("aria-invalid", "true");
    await expect(pin).toHaveValue("4826");
    await expect(region.getByRole("radio", { name: "參加" })).toBeChecked();
    await expect(region.getByRole("textbox", { name: /^食物敏感/ })).toHaveValue("對花生敏感");
    await expect(calls.entries("noticeReply")).toHaveLength(1);
    await expect(region.queryByText(/^已由/)).toBeNull();
    await expect(canvas.queryByText("回條已簽署並提交")).toBeNull();
  },
};

/** Replied already: the answers as given, who signed and when; no form, no PIN asked about. */
export const AlreadyReplied: Story = {
  args: { answers: [opened({ reply: REPLY }), hasPin(true)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await expect(region.getByText(/^已由 陳大文 於 2026年11月21日.*5:30 簽署$/)).toBeVisible();
    await expect(region.getByText("貴子弟會否參加秋季旅行？")).toBeVisible();
    await expect(region.getByText("不參加")).toBeVisible();
    await expect(region.getByText("未有填寫")).toBeVisible();
    await expect(region.getByText("如需更改回覆，請聯絡學校。")).toBeVisible();
    await expect(region.queryByRole("radio")).toBeNull();
    await expect(region.queryByRole("textbox")).toBeNull();
    await expect(region.queryByRole("button")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(calls.entries("noticeSigningPin")).toHaveLength(0);
  },
};

/** The other guardian's reply, meanwhile: the server keeps that one and this is refused. */
function repliedMeanwhile() {
  let given = false;
  return [
    answer(endpoints.noticeDetail, () => ({ ...NOTICE, reply: given ? REPLY : null })),
    hasPin(true),
    answer(endpoints.noticeReply, () => {
      given = true;
      return refusal(409, "這位子女已有回覆：如要更改，請聯絡學校");
    }),
  ];
}

/**
 * Replied for the same child meanwhile (the other guardian): refused, said once, and the
 * notice read again — the reply that was given shows, with no form left to send.
 */
export const RepliedMeanwhile: Story = {
  args: { answers: repliedMeanwhile() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await fillIn(region);
    await userEvent.click(region.getByRole("button", { name: "簽署並提交" }));
    await expect(await canvas.findByText("這位子女已有回覆：如要更改，請聯絡學校")).toBeVisible();
    await expect(await region.findByText(/^已由 陳大文 於 .+ 簽署$/)).toBeVisible();
    await expect(region.queryByRole("button", { name: "簽署並提交" })).toBeNull();
  },
};

/** After the last day: said so, the questions to read, no form. */
export const DeadlinePassed: Story = {
  args: { answers: [opened({ slip: slip({ deadline: "2026-11-28" }) }), hasPin(true)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await expect(region.getByText("請於 2026年11月28日 或之前回覆")).toBeVisible();
    await expect(region.getByText("回覆限期已過")).toBeVisible();
    await expect(region.getByText("貴子弟會否參加秋季旅行？")).toBeVisible();
    await expect(region.getByText("不參加")).toBeVisible();
    await expect(region.getByText("食物敏感（如有）")).toBeVisible();
    await expect(region.queryByRole("radio")).toBeNull();
    await expect(region.queryByRole("textbox")).toBeNull();
    await expect(region.queryByRole("button")).toBeNull();
    await expect(calls.entries("noticeSigningPin")).toHaveLength(0);
  },
};

// The parent's PIN as the server has it: none until the story sets it.
let pinSet = false;
const noPinYet = [
  opened(),
  answer(endpoints.noticeSigningPin, () => ({ has_pin: pinSet })),
  answer(endpoints.noticeSetSigningPin, () => {
    pinSet = true;
    return { has_pin: true };
  }),
  replied,
];

/** No PIN yet: set one first (the two typed must match), then the slip asks for it. */
export const SetPinFirst: Story = {
  args: { answers: noPinYet },
  beforeEach: () => {
    pinSet = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    const setting = within(await region.findByRole("form", { name: "設定簽署 PIN" }));
    await expect(region.queryByRole("button", { name: "簽署並提交" })).toBeNull();
    await expect(region.queryByLabelText(/^簽署 PIN/)).toBeNull();
    const password = setting.getByLabelText(/^帳戶密碼/);
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await userEvent.type(password, "my-secret-1");
    await userEvent.type(setting.getByLabelText(/^新的簽署 PIN/), "4826");
    const again = setting.getByLabelText(/^再次輸入 PIN/);
    await userEvent.type(again, "4862");
    await userEvent.click(setting.getByRole("button", { name: "設定 PIN" }));
    await waitFor(() => expect(again).toHaveAccessibleDescription(/兩次輸入的 PIN 不一樣/));
    await expect(calls.entries("noticeSetSigningPin")).toHaveLength(0);

    await userEvent.clear(again);
    await userEvent.type(again, "4826");
    await userEvent.click(setting.getByRole("button", { name: "設定 PIN" }));
    await expect(await canvas.findByText("簽署 PIN 已設定")).toBeVisible();
    await expect(calls.last("noticeSetSigningPin")).toEqual({
      current_password: "my-secret-1",
      pin: "4826",
    });
    // The slip's own form now, asking for the PIN just set.
    await expect(await region.findByLabelText(/^簽署 PIN/)).toBeVisible();
    await expect(region.queryByRole("form", { name: "設定簽署 PIN" })).toBeNull();
    await fillIn(region);
    await userEvent.click(region.getByRole("button", { name: "簽署並提交" }));
    await expect(await region.findByText(/^已由 陳大文 於 .* 簽署$/)).toBeVisible();
  },
};

/** A wrong account password, or a PIN too easy to guess: said beside its field, kept as typed. */
export const SetPinRefused: Story = {
  args: {
    answers: [
      opened(),
      hasPin(false),
      refuse(endpoints.noticeSetSigningPin, 400, "內容不正確", {
        fields: [
          { field: "pin", message: "PIN 太容易猜中：請勿用同一數字或順序數字（例如 1234）" },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    const setting = within(await region.findByRole("form", { name: "設定簽署 PIN" }));
    await userEvent.type(setting.getByLabelText(/^帳戶密碼/), "my-secret-1");
    const pin = setting.getByLabelText(/^新的簽署 PIN/);
    await userEvent.type(pin, "1234");
    await userEvent.type(setting.getByLabelText(/^再次輸入 PIN/), "1234");
    await userEvent.click(setting.getByRole("button", { name: "設定 PIN" }));
    await waitFor(() => expect(pin).toHaveAccessibleDescription(/PIN 太容易猜中/));
    await expect(pin).toHaveValue("1234");
    await expect(setting.getByLabelText(/^帳戶密碼/)).toHaveValue("my-secret-1");
    await expect(region.queryByRole("button", { name: "簽署並提交" })).toBeNull();
  },
};

/** A student reads the slip: the questions, and that a parent replies; no form. */
export const StudentReadsOnly: Story = {
  args: { user: studentUser() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await expect(region.getByText("由家長回覆")).toBeVisible();
    await expect(region.getByText("貴子弟會否參加秋季旅行？")).toBeVisible();
    await expect(region.getByText("參加")).toBeVisible();
    await expect(region.queryByRole("radio")).toBeNull();
    await expect(region.queryByRole("button")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(calls.entries("noticeSigningPin")).toHaveLength(0);
  },
};

/** A slip not signed: no PIN asked for, "submit reply", and the reply shown as replied. */
export const Unsigned: Story = {
  args: { answers: [opened({ slip: slip({ sign: false }) }), replied] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await userEvent.click(await region.findByRole("radio", { name: "不參加" }));
    await expect(region.queryByLabelText(/簽署 PIN/)).toBeNull();
    await expect(region.queryByRole("button", { name: "簽署並提交" })).toBeNull();
    await userEvent.click(region.getByRole("button", { name: "提交回覆" }));
    await expect(await canvas.findByText("回條已提交")).toBeVisible();
    await expect(calls.last("noticeReply")).toEqual({ id: 3, childId: 2, answers: [1, null] });
    await expect(
      await region.findByText(/^已由 陳大文 於 2026年11月21日.*5:30 回覆$/),
    ).toBeVisible();
    await expect(region.getByText("未有填寫")).toBeVisible();
    await expect(calls.entries("noticeSigningPin")).toHaveLength(0);
  },
};

/** In English: the slip's English where the school wrote it, its Chinese (marked so) where not. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas, "Reply slip");
    await expect(region.getByText("Please reply on or before Dec 18, 2099")).toBeVisible();
    await expect(await region.findByRole("radio", { name: "Will join" })).toBeVisible();
    await expect(
      region.getByRole("radiogroup", { name: /^Will your child join the outing\?/ }),
    ).toBeVisible();
    const chinese = region.getByText("不參加");
    await expect(chinese).toHaveAttribute("lang", "zh-Hant-HK");
    await expect(region.getByRole("textbox", { name: /^Food allergies/ })).toBeVisible();
    await expect(region.getByLabelText(/^Signing PIN/)).toHaveAccessibleDescription(
      /4 to 6 digits/,
    );
    await expect(region.getByRole("button", { name: "Sign and submit" })).toBeVisible();
  },
};

/** Replied, in English: the chosen option in Chinese where it has no English. */
export const EnglishReplied: Story = {
  args: { locale: "en-US", answers: [opened({ reply: REPLY })] },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas, "Reply slip");
    await expect(region.getByText(/^Signed by 陳大文 on Nov 21, 2026.*5:30/)).toBeVisible();
    await expect(region.getByText("Will your child join the outing?")).toBeVisible();
    await expect(region.getByText("不參加")).toHaveAttribute("lang", "zh-Hant-HK");
    await expect(region.getByText("Not answered")).toBeVisible();
    await expect(
      region.getByText("To change this reply, please contact the school."),
    ).toBeVisible();
  },
};

/** By keyboard alone: into the choice, an arrow to choose, on to the text and the PIN, Enter. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    const first = await region.findByRole("radio", { name: "參加" });
    await region.findByLabelText(/^簽署 PIN/);
    first.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(region.getByRole("radio", { name: "不參加" })).toBeChecked();
    await userEvent.tab();
    await expect(region.getByRole("textbox", { name: /^食物敏感/ })).toHaveFocus();
    await userEvent.keyboard("無");
    await userEvent.tab();
    await expect(region.getByLabelText(/^簽署 PIN/)).toHaveFocus();
    await userEvent.keyboard("4826{Enter}");
    await waitFor(() =>
      expect(calls.last("noticeReply")).toEqual({
        id: 3,
        childId: 2,
        answers: [1, "無"],
        pin: "4826",
      }),
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await expect(await region.findByRole("radio", { name: "參加" })).toBeVisible();
    await expect(await region.findByLabelText(/^簽署 PIN/)).toBeVisible();
    await expect(region.getByRole("button", { name: "簽署並提交" })).toBeVisible();
    // Nothing wider than the phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The set-PIN form on a phone: nothing wider than it either. */
export const PhoneSetPin: Story = {
  args: { answers: [opened(), hasPin(false)] },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await expect(await region.findByRole("form", { name: "設定簽署 PIN" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Refused as a whole (closed meanwhile, replied from another phone): said above the button. */
export const RefusedMeanwhile: Story = {
  args: {
    answers: [
      opened(),
      hasPin(true),
      refuse(endpoints.noticeReply, 409, "已為這位子女回覆，如需更改請聯絡學校"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await slipOf(canvas);
    await fillIn(region);
    await userEvent.click(region.getByRole("button", { name: "簽署並提交" }));
    await expect(await region.findByText("已為這位子女回覆，如需更改請聯絡學校")).toHaveAttribute(
      "role",
      "alert",
    );
    await expect(region.getByRole("radio", { name: "參加" })).toBeChecked();
    await expect(region.getByLabelText(/^簽署 PIN/)).toHaveValue("4826");
  },
};

// Every payload in the slip's free text: what the school wrote, and what a family wrote back.
const written = (reply: NoticeReply | null) => ({
  answers: [
    opened({
      slip: {
        ...SLIP,
        questions: [
          {
            kind: "choice",
            label_zh: PAYLOADS[0]!.text,
            label_en: PAYLOADS[0]!.text,
            options: PAYLOADS.map((payload) => ({ zh: payload.text, en: payload.text })),
            required: true,
          },
          { kind: "text", label_zh: PAYLOADS[1]!.text, required: false },
        ],
      },
      reply,
    }),
    hasPin(true),
  ],
});
export const UserTextOnAPhone: Story = userTextStory("phone", written(null));
export const UserTextOnADesktop: Story = userTextStory(
  "desktop",
  written({ ...REPLY, answers: [0, PAYLOADS.map((payload) => payload.text).join("\n")] }),
);
