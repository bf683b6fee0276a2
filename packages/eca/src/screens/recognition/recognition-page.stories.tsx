import { endpoints } from "@campus/contract";
import {
  answer,
  callLog,
  PAYLOADS,
  pending,
  refuse,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  ecaSettings,
  ecaTeacher,
  proposal,
  proposals,
  recognitionDetail,
  recognitions,
} from "../../testing/eca-fixtures";
import { RecognitionPage } from "./recognition-page";

/*
 * AI recognition of traits: the jobs (filtered by state and class), one job in progress with
 * "please wait", one that failed with its reason and "retry", and one done, whose proposed
 * traits show the words they were read from and are accepted or rejected one by one.
 */

const log = callLog();

/** What a reader sees: a list shows as a table or as cards, by the screen's width. */
const shown = (elements: HTMLElement[]) =>
  elements.filter((el) => el.tagName !== "OPTION" && el.checkVisibility());

const meta = {
  title: "ECA/Screens/Recognition",
  component: ScreenStory,
  args: {
    path: "/smarteca/recognition",
    route: "/smarteca/recognition",
    screen: RecognitionPage,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaRecognitions, (sent) => ({
        list: recognitions().filter((r) => !sent.status || r.status === sent.status),
        total: 4,
        pageNum: 1,
        pageSize: 10,
      })),
      answer(endpoints.ecaRecognition, recognitionDetail()),
      answer(endpoints.ecaDecideTraits, (sent) => ({
        proposals: proposals()
          .filter((p) => sent.ids.includes(p.id))
          .map((p) => ({ ...p, decision: sent.decision })),
      })),
      answer(
        endpoints.ecaRetryRecognition,
        recognitionDetail({ status: "in_progress" }).recognition,
      ),
    ],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The jobs: what each read, its state (and progress while it runs), what it proposed. */
export const Jobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [link] = await canvas.findAllByRole(
      "link",
      { name: "學界田徑接力賽" },
      { timeout: 5000 },
    );
    await expect(link).toHaveAttribute(
      "href",
      expect.stringContaining("/smarteca/recognition?id="),
    );
    await expect(shown(canvas.getAllByText("識別中"))).toHaveLength(1);
    await expect(canvas.getByRole("progressbar", { name: "已讀 12 / 40 份紀錄" })).toBeVisible();
    await expect(shown(canvas.getAllByText("識別失敗"))).toHaveLength(1);
    await expect(shown(canvas.getAllByText("4A (1) 陳大文 的全部紀錄"))).toHaveLength(1);
    await expect(shown(canvas.getAllByText("接納 4 · 拒絕 1"))).toHaveLength(1);
  },
};

/** Narrowed by state and by class: the filters go to the server. */
export const FilteredByStateAndClass: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("progressbar", { name: "已讀 12 / 40 份紀錄" }, { timeout: 5000 });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "狀態" }), "failed");
    await waitFor(() => expect(log.last("ecaRecognitions")).toMatchObject({ status: "failed" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "班別" }), "4A");
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await waitFor(() =>
      expect(log.last("ecaRecognitions")).toMatchObject({ status: "failed", class_name: "4A" }),
    );
  },
};

/** No job yet: where to start one. */
export const NoJobsYet: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaRecognitions, { list: [], total: 0, pageNum: 1, pageSize: 10 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/未有識別工作：在活動的第 2 步按「AI 識別學生特質」開始/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

/** A job done: each trait with its strength and the words it was read from, marked. */
export const Proposals: Story = {
  args: { path: "/smarteca/recognition?id=31" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      "article",
      { name: "4A (1) 陳大文 · 領導才能" },
      { timeout: 5000 },
    );
    const inCard = within(card);
    await expect(inCard.getByRole("progressbar", { name: "領導才能 的強度" })).toHaveAttribute(
      "aria-valuenow",
      "80",
    );
    await expect(inCard.getByText("帶領", { selector: "mark" })).toBeVisible();
    await expect(inCard.getByText("評語")).toBeVisible();
    await expect(inCard.getByText("待決定")).toBeVisible();
    const team = canvas.getByRole("article", { name: "4A (1) 陳大文 · 團隊合作" });
    await expect(within(team).getByText("以隊際形式參加")).toBeVisible();
    const accepted = canvas.getByRole("article", { name: "4A (2) 何美玲 · 堅毅" });
    await expect(within(accepted).getByText("校際得獎")).toBeVisible();
    await expect(
      within(accepted).getByRole("button", { name: "接納 4A (2) 何美玲 的「堅毅」" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByText(/識別引擎：本機規則/)).toBeVisible();
  },
};

/** Every undecided proposal accepted at once, whatever page shows it: asked for, then decided. */
export const AcceptAll: Story = {
  args: {
    path: "/smarteca/recognition?id=31",
    answers: (() => {
      let held = proposals();
      const detail = (decision?: string) => {
        const list = held.filter((p) => !decision || p.decision === decision);
        const count = (d: string) => held.filter((p) => p.decision === d).length;
        return {
          ...recognitionDetail(
            { proposals: held.length, accepted: count("accepted"), rejected: count("rejected") },
            list,
          ),
        };
      };
      return [
        answer(endpoints.ecaSettings, ecaSettings()),
        answer(endpoints.ecaRecognition, (sent) => detail(sent.decision)),
        answer(endpoints.ecaDecideTraits, (sent) => {
          held = held.map((p) => (sent.ids.includes(p.id) ? { ...p, decision: sent.decision } : p));
          return { proposals: held.filter((p) => sent.ids.includes(p.id)) };
        }),
      ];
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "全部接納（2）" }, { timeout: 5000 }),
    );
    const dialog = within(
      await canvas.findByRole("alertdialog", { name: "接納全部 2 項待決定的建議？" }),
    );
    await userEvent.click(dialog.getByRole("button", { name: "接納" }));
    await expect(await canvas.findByText("已接納 2 項建議")).toBeVisible();
    await expect(log.last("ecaDecideTraits")).toEqual({ ids: [501, 502], decision: "accepted" });
    // Nothing is left undecided: the button goes.
    await waitFor(() => expect(canvas.queryByRole("button", { name: /^全部接納/ })).toBeNull());
  },
};

/** Accepting one trait and rejecting another: each sent as its own decision. */
export const AcceptAndReject: Story = {
  args: { path: "/smarteca/recognition?id=31" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        "button",
        { name: "接納 4A (1) 陳大文 的「領導才能」" },
        { timeout: 5000 },
      ),
    );
    await waitFor(() =>
      expect(log.last("ecaDecideTraits")).toEqual({ ids: [501], decision: "accepted" }),
    );
    await expect(await canvas.findByText("已接納「領導才能」")).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: "拒絕 4A (1) 陳大文 的「團隊合作」" }),
    );
    await waitFor(() =>
      expect(log.last("ecaDecideTraits")).toEqual({ ids: [502], decision: "rejected" }),
    );
  },
};

/** Filtered by decision: the filter goes to the server. */
export const ByDecision: Story = {
  args: { path: "/smarteca/recognition?id=31" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "已接納" }, { timeout: 5000 }));
    await waitFor(() =>
      expect(log.last("ecaRecognition")).toMatchObject({ id: 31, decision: "accepted" }),
    );
  },
};

/** Someone who may not decide reads the proposals without buttons, and is told why. */
export const ReadOnly: Story = {
  args: {
    path: "/smarteca/recognition?id=31",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaRecognition, recognitionDetail({ editable: false })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("只有活動的負責老師或校務處可以決定", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /接納/ })).toBeNull();
  },
};

/** While it runs: the spec's "please wait" and how far it has read. */
export const InProgress: Story = {
  args: {
    path: "/smarteca/recognition?id=31",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(
        endpoints.ecaRecognition,
        recognitionDetail({ status: "in_progress", done: 1, total: 4, proposals: 0 }, []),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("識別需時，請稍候……", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "已讀 1 / 4 份紀錄" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    await expect(canvas.queryByRole("radio", { name: "全部" })).toBeNull();
  },
};

/** Failed: why, and "retry", which starts it again. */
export const FailedAndRetried: Story = {
  args: {
    path: "/smarteca/recognition?id=31",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(
        endpoints.ecaRecognition,
        recognitionDetail(
          {
            status: "failed",
            error: "識別失敗：識別服務暫時未能完成，請稍後重試",
            proposals: 0,
            accepted: 0,
          },
          [],
        ),
      ),
      answer(
        endpoints.ecaRetryRecognition,
        recognitionDetail({ status: "in_progress" }).recognition,
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/識別服務暫時未能完成/, undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "識別失敗" })).toBeVisible();
    // Nothing to decide in a job that failed before proposing anything.
    await expect(canvas.queryByRole("radio", { name: "全部" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await waitFor(() => expect(log.last("ecaRetryRecognition")).toEqual({ id: 31 }));
    await expect(await canvas.findByText("已重新開始識別")).toBeVisible();
  },
};

/** Nothing to propose in the records: what to add before running it again. */
export const NothingFound: Story = {
  args: {
    path: "/smarteca/recognition?id=31",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaRecognition, recognitionDetail({ proposals: 0, accepted: 0 }, [])),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/紀錄中未見可建議的特質/, undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A job that is not there (or not the caller's): said, with the way back. */
export const NotFound: Story = {
  args: {
    path: "/smarteca/recognition?id=99",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      refuse(endpoints.ecaRecognition, 404, "找不到此識別工作"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("link", { name: "返回識別工作" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Loading: the page holds its place. */
export const Loading: Story = {
  args: {
    path: "/smarteca/recognition?id=31",
    answers: [answer(endpoints.ecaSettings, ecaSettings()), pending(endpoints.ecaRecognition)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "AI 特質識別" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

/** In English, on a desktop. */
export const InEnglish: Story = {
  args: { path: "/smarteca/recognition?id=31", locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      "article",
      { name: "4A (1) Chan Tai Man · Leadership" },
      { timeout: 5000 },
    );
    await expect(
      within(card).getByRole("button", { name: "Accept “Leadership” for 4A (1) Chan Tai Man" }),
    ).toBeVisible();
    await expect(canvas.getByText("Award at Inter-school level")).toBeVisible();
  },
};

/** Stored user text (issue 7): proposals whose evidence is the payloads, read from remarks and roles. */
const read = {
  path: "/smarteca/recognition?id=31",
  answers: [
    answer(endpoints.ecaSettings, ecaSettings()),
    answer(
      endpoints.ecaRecognition,
      recognitionDetail(
        { proposals: PAYLOADS.length },
        PAYLOADS.map((payload, i) =>
          proposal({
            id: 1000 + i,
            evidence: [
              { field: "remark", text: `${payload.text} 帶領隊員`, words: ["帶領"] },
              { field: "role", text: payload.text, words: [] },
            ],
          }),
        ),
      ),
    ),
  ],
};
export const UserTextOnAPhone: Story = userTextStory("phone", read);
export const UserTextOnADesktop: Story = userTextStory("desktop", read);
