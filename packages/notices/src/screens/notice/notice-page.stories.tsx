import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import type { Notice } from "@campus/contract/notices";
import {
  answer,
  callLog,
  pending,
  PAYLOADS,
  refusal,
  refuse,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { NoticePage } from "./notice-page";

const NOTICE: Notice = {
  id: 3,
  title_zh: "秋季旅行通告",
  title_en: "Autumn outing",
  body_zh: "敬啟者：\n本校將於十二月五日舉行秋季旅行。\n\n請家長於十一月二十八日前回覆。",
  body_en:
    "Dear parents,\nThe school's autumn outing is on 5 December.\n\nPlease reply by 28 November.",
  attachments: [],
  published_at: "2026-11-20T01:30:00.000Z",
  child: { id: 2, name_zh: "陳小明", name_en: "Chan Siu Ming" },
  read_at: null,
  slip: null,
  reply: null,
};

const opened = (fields: Partial<Notice> = {}) =>
  answer(endpoints.noticeDetail, () => ({
    ...NOTICE,
    ...fields,
    read_at: "2026-11-21T08:00:00.000Z",
  }));

const calls = callLog();

const meta = {
  title: "Notices/Screens/Notice",
  component: ScreenStory,
  args: {
    path: "/notices/detail?id=3&child=2",
    route: "/notices/detail",
    screen: NoticePage,
    answers: [opened()],
    user: parentUser(),
    onRuntime: calls.onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "秋季旅行通告" }),
    ).toBeVisible();
    await expect(canvas.getByText("於 2026年11月20日 發出")).toBeVisible();
    await expect(canvas.getByText("致 陳小明")).toBeVisible();
    // Its lines as the school wrote them.
    const body = canvas.getByText(/^敬啟者/);
    await expect(body.textContent).toBe(NOTICE.body_zh);
    await expect(getComputedStyle(body).whiteSpace).toBe("pre-wrap");
    await expect(canvas.queryByText("學校只以中文發出這份通告。")).toBeNull();
    await expect(canvas.getByRole("link", { name: "返回通告列表" })).toHaveAttribute(
      "href",
      "/notices/home",
    );
    await expect(calls.last("noticeDetail")).toEqual({ id: 3, childId: 2 });
  },
};

export const BackToTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "秋季旅行通告" });
    await userEvent.click(canvas.getByRole("link", { name: "返回通告列表" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent("/notices/home");
  },
};

export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Autumn outing" }),
    ).toBeVisible();
    await expect(canvas.getByText("Sent on Nov 20, 2026")).toBeVisible();
    await expect(canvas.getByText("For Chan Siu Ming")).toBeVisible();
    await expect(canvas.getByText(/^Dear parents/).textContent).toBe(NOTICE.body_en);
    await expect(canvas.queryByText(/敬啟者/)).toBeNull();
    await expect(canvas.queryByText("The school wrote this notice in Chinese only.")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Back to the notices" })).toBeVisible();
  },
};

const FILES: Notice["attachments"] = [
  {
    id: 8,
    name: "旅行路線圖.pdf",
    type: "application/pdf",
    size: 284_512,
    url: "/api/notices/attachment/8/Key8xxxxxxxxxxxxxxxxxxxx/%E6%97%85.pdf",
  },
  {
    id: 9,
    name: "集合地點.png",
    type: "image/png",
    size: 1_350_000,
    url: "/api/notices/attachment/9/Key9xxxxxxxxxxxxxxxxxxxx/%E9%9B%86.png",
  },
];

/** The school's files under the text, each opening in a new tab from the API's origin. */
export const WithFiles: Story = {
  args: { answers: [opened({ attachments: FILES })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole("region", { name: "附件" });
    const route = within(files).getByRole("link", { name: "旅行路線圖.pdf" });
    await expect(route.getAttribute("href")).toMatch(
      /^https?:\/\/[^/]+\/api\/notices\/attachment\/8\/Key8x+\//,
    );
    await expect(route).toHaveAttribute("target", "_blank");
    await expect(within(files).getByText("PDF · 284.5 kB")).toBeVisible();
    await expect(within(files).getByText("PNG · 1.4 MB")).toBeVisible();
    await expect(within(files).queryByRole("button")).toBeNull();
  },
};

/** A notice without files has no files' heading. */
export const WithoutFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "秋季旅行通告" });
    await expect(canvas.queryByRole("heading", { name: "附件" })).toBeNull();
  },
};

export const EnglishWithFiles: Story = {
  args: { locale: "en-US", answers: [opened({ attachments: FILES })] },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole("region", { name: "Attachments" });
    await expect(within(files).getAllByRole("link")).toHaveLength(2);
  },
};

/** Written in Chinese only: an English reader gets the Chinese, and is told why. */
export const EnglishFallsBackToChinese: Story = {
  args: { locale: "en-US", answers: [opened({ title_en: "", body_en: "" })] },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { level: 2, name: "秋季旅行通告" });
    await expect(heading).toHaveAttribute("lang", "zh-Hant-HK");
    await expect(canvas.getByText("The school wrote this notice in Chinese only.")).toBeVisible();
    const body = canvas.getByText(/^敬啟者/);
    await expect(body.textContent).toBe(NOTICE.body_zh);
    await expect(body).toHaveAttribute("lang", "zh-Hant-HK");
    await expect(canvas.getByText("For Chan Siu Ming")).toBeVisible();
  },
};

/** A link to a notice not sent for this child (or gone): said so, no retry that cannot help. */
export const NotFound: Story = {
  args: {
    answers: [refuse(endpoints.noticeDetail, 404, "找不到這份通告")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這份通告，或它不是發給這位子女的。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "重試" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "返回通告列表" })).toBeVisible();
  },
};

// The first call fails (the server was down for a moment), the retry brings the notice.
let failures = 0;
export const FailedThenRetried: Story = {
  args: {
    answers: [
      answer(endpoints.noticeDetail, () =>
        failures++ === 0 ? refusal(500, "系統繁忙") : { ...NOTICE, read_at: null },
      ),
    ],
  },
  beforeEach: () => {
    failures = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("未能載入通告，請稍後再試。")).toBeVisible();
    await expect(canvas.queryByRole("heading", { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "秋季旅行通告" }),
    ).toBeVisible();
    await expect(calls.entries("noticeDetail")).toHaveLength(2);
    await expect(canvas.queryByText("未能載入通告，請稍後再試。")).toBeNull();
  },
};

/** A broken link (no notice id): not found at once, nothing asked of the server. */
export const MissingId: Story = {
  args: { path: "/notices/detail?child=2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("找不到這份通告，或它不是發給這位子女的。")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(calls.entries("noticeDetail")).toHaveLength(0);
  },
};

/** An id that is not a number, and no child: the same. */
export const BadAddress: Story = {
  args: { path: "/notices/detail?id=abc" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("找不到這份通告，或它不是發給這位子女的。")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(calls.entries("noticeDetail")).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.noticeDetail)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(calls.entries("noticeDetail")).toHaveLength(1));
    await expect(canvas.queryByRole("heading", { level: 2 })).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole("link", { name: "返回通告列表" })).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("登入後可查看學校發給子女的通告。")).toBeVisible();
    await expect(calls.entries("noticeDetail")).toHaveLength(0);
  },
};

/** Markup in what the school wrote is its text: shown as typed, never made into HTML. */
export const MarkupShownAsText: Story = {
  args: { answers: [opened({ body_zh: "請注意：<b>x</b>\n第二行" })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 2, name: "秋季旅行通告" });
    const body = canvas.getByText(/^請注意/);
    await expect(body.textContent).toBe("請注意：<b>x</b>\n第二行");
    await expect(body.querySelector("b")).toBeNull();
    await expect(body.children).toHaveLength(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "秋季旅行通告" }),
    ).toBeVisible();
    await expect(canvas.getByText("致 陳小明")).toBeVisible();
    await expect(canvas.getByText(/^敬啟者/)).toBeVisible();
    // Nothing wider than the phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

// Every payload in the school's free text: title, body and its files' names, in both languages.
const written = (locale: "zh-TW" | "en-US") => ({
  locale,
  answers: [
    opened({
      title_zh: PAYLOADS[0]!.text,
      title_en: PAYLOADS[0]!.text,
      body_zh: PAYLOADS.map((payload) => payload.text).join("\n"),
      body_en: PAYLOADS.map((payload) => payload.text).join("\n"),
      attachments: PAYLOADS.map((payload, i) => ({
        id: i + 1,
        name: payload.text,
        type: "application/pdf",
        size: 1_000,
        url: `/api/notices/attachment/${i + 1}/${"k".repeat(24)}/${encodeURIComponent(payload.text)}`,
      })),
    }),
  ],
});
// Checked once the files, which come with code of their own, are listed too.
const filesListed = async (canvasElement: HTMLElement) => {
  const files = await within(canvasElement).findByRole("region", { name: /^(附件|Attachments)$/ });
  await waitFor(() => expect(within(files).getAllByRole("link")).toHaveLength(PAYLOADS.length));
};
export const UserTextOnAPhone: Story = userTextStory("phone", written("zh-TW"), filesListed);
export const UserTextOnADesktop: Story = userTextStory("desktop", written("en-US"), filesListed);
