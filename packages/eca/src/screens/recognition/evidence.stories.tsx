import { endpoints, type EcaEvidence } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { InsightTexts } from "../../components/insight-texts";
import { ecaSettings, ecaTeacher } from "../../testing/eca-fixtures";
import { Evidence } from "./evidence";

/*
 * What a proposed trait was read from: each field of the record with the engine's words marked
 * (the longest first, every time they occur), what the record itself says (a team event, an
 * award's level in the school's region, the event's nature and trait items), and whatever a
 * teacher typed shown as typed, never read as markup.
 */

const evidenceOf = (evidence: EcaEvidence[]) => () => (
  <InsightTexts>
    <Evidence evidence={evidence} />
  </InsightTexts>
);

const meta = {
  title: "ECA/Components/Evidence",
  component: ScreenStory,
  args: {
    path: "/smarteca/recognition?id=31",
    route: "/smarteca/recognition",
    screen: evidenceOf([
      {
        field: "remark",
        text: "帶領隊員完成比賽，賽後又帶領低年級同學練習。",
        words: ["帶領", "帶領隊員"],
      },
    ]),
    answers: [answer(endpoints.ecaSettings, ecaSettings())],
    user: ecaTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const marks = (element: HTMLElement) =>
  [...element.querySelectorAll("mark")].map((m) => m.textContent);

/** A remark with its words marked: the longer word wins where both fit, each time it occurs. */
export const WordsMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole("listitem", undefined, { timeout: 5000 });
    await expect(within(item).getByText("評語")).toBeVisible();
    await expect(marks(item)).toEqual(["帶領隊員", "帶領"]);
    // Nothing of the text is lost around the marks.
    await expect(item.querySelector("q")).toHaveTextContent(
      /^帶領隊員完成比賽，賽後又帶領低年級同學練習。$/,
    );
    await expect(within(item).getByText("帶領隊員", { selector: "mark" })).toBeVisible();
  },
};

/** An English word is marked whole, as the engine found it: "led", not the end of "controlled". */
export const EnglishWordsWhole: Story = {
  args: {
    screen: evidenceOf([
      {
        field: "remark",
        text: "She led the relay and controlled the baton handover; Led again in May.",
        words: ["led", "Led"],
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole("listitem", undefined, { timeout: 5000 });
    await expect(marks(item)).toEqual(["led", "Led"]);
    await expect(item.querySelector("q")).toHaveTextContent(
      /^She led the relay and controlled the baton handover; Led again in May\.$/,
    );
  },
};

/** Every field the engine reads, each named; and what the record says beyond words. */
export const SeveralFields: Story = {
  args: {
    screen: evidenceOf([
      { field: "trait", text: "有責任感，樂於助人", words: ["責任感"] },
      { field: "achievement", text: "打破校際紀錄", words: ["打破"] },
      { field: "role", text: "隊長", words: ["隊長"] },
      { field: "item", text: "4×100 米接力", words: ["接力"] },
      { field: "prize", text: "冠軍", words: ["冠軍"] },
      { field: "name", text: "學界田徑接力賽", words: ["接力"] },
      { field: "content", text: "與隊友合作完成接力", words: ["合作"] },
      { field: "level", text: "interSchool", words: [] },
      { field: "nature", text: "competition", words: [] },
      { field: "type", text: "group", words: [] },
      { field: "recognises", text: "團隊合作 Teamwork", words: [] },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", undefined, { timeout: 5000 });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(11);
    const named = ["個人特質", "成就", "角色", "比賽項目", "獎項", "活動名稱", "活動內容"];
    for (const [i, label] of named.entries()) {
      await expect(within(items[i]!).getByText(label)).toBeVisible();
      await expect(items[i]!.querySelectorAll("mark")).toHaveLength(1);
    }
    await expect(items[0]).toHaveTextContent("個人特質有責任感，樂於助人");
    await expect(items[3]).toHaveTextContent("比賽項目4×100 米接力");
    // What the record says: in words, not as the engine's codes.
    await expect(items[7]).toHaveTextContent(/^校際得獎$/);
    await expect(items[8]).toHaveTextContent(/^活動性質：比賽$/);
    await expect(items[9]).toHaveTextContent(/^以隊際形式參加$/);
    await expect(items[10]).toHaveTextContent(/^活動設定此特質項目$/);
    await expect(list).not.toHaveTextContent(/interSchool|competition|group/);
  },
};

let settingsArrive = () => {};
const settingsArrived = new Promise<void>((resolve) => (settingsArrive = resolve));
const log = callLog();

/**
 * A Macau school: an award at the territory's level reads 全澳, as its settings say — and until
 * they arrive the evidence waits, never showing Hong Kong's 全港 meanwhile.
 */
export const MacauSchool: Story = {
  args: {
    screen: evidenceOf([{ field: "level", text: "territory", words: [] }]),
    onRuntime: log.onRuntime,
    answers: [
      answer(endpoints.ecaSettings, async () => {
        await settingsArrived;
        return ecaSettings({ rule: { region: "mo", level_factors: true, group_percent: 50 } });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(log.entries("ecaSettings")).toHaveLength(1));
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/全港/);
    settingsArrive();
    await expect(await canvas.findByText("全澳得獎", undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText("全港得獎")).toBeNull();
  },
};

const TYPED = '<img src=x onerror="alert(1)"><b>帶領</b> (隊長) & <script>x()</script>';

/** Markup a teacher typed is shown as typed: no element is made of it, its words still marked. */
export const MarkupShownAsText: Story = {
  args: {
    screen: evidenceOf([{ field: "remark", text: TYPED, words: ["帶領", "(隊長)"] }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole("listitem", undefined, { timeout: 5000 });
    const quote = item.querySelector("q")!;
    await expect(quote.textContent).toBe(TYPED);
    await expect(quote.querySelectorAll("img, b, script")).toHaveLength(0);
    // A word with the characters of a pattern is matched as written.
    await expect(marks(item)).toEqual(["帶領", "(隊長)"]);
    await expect(within(item).getByText(/<img src=x onerror="alert\(1\)"><b>/)).toBeVisible();
  },
};

/** No words to mark: the text as it is. */
export const NoWordsToMark: Story = {
  args: {
    screen: evidenceOf([{ field: "remark", text: "全程投入，表現穩定。", words: [] }]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole("listitem", undefined, { timeout: 5000 });
    await expect(within(item).getByText("全程投入，表現穩定。")).toBeVisible();
    await expect(item.querySelectorAll("mark")).toHaveLength(0);
  },
};

/** In English: the fields' names and what the record says, in English. */
export const InEnglish: Story = {
  args: {
    locale: "en-US",
    screen: evidenceOf([
      {
        field: "remark",
        text: "Never gave up after a fall in the heats",
        words: ["Never gave up"],
      },
      { field: "level", text: "interSchool", words: [] },
      { field: "nature", text: "competition", words: [] },
      { field: "type", text: "group", words: [] },
    ]),
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Remark", undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("Never gave up", { selector: "mark" })).toBeVisible();
    await expect(canvas.getByText("Award at Inter-school level")).toBeVisible();
    await expect(canvas.getByText("Event nature: Competition")).toBeVisible();
    await expect(canvas.getByText("Took part as a team")).toBeVisible();
  },
};
