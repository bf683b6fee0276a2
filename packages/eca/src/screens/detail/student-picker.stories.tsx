import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { InsightTexts } from "../../components/insight-texts";
import { ecaOffice, ecaSettings, students } from "../../testing/eca-fixtures";
import { StudentPicker } from "./student-picker";

/*
 * Teachers and the office choose whose overview to open: by class and class number, a name or a
 * student number, searched on Enter or the button. Each one found opens their overview; none
 * found is said; clearing the search clears what was found.
 */

const log = callLog();

/** The school's students a search finds (the server's rule, roughly): class, "class number", name. */
const found = (q: string) =>
  students().filter((s) =>
    [s.class_name, `${s.class_name} ${s.class_number}`, s.name_zh, s.name_en, s.student_no].some(
      (key) => key === q,
    ),
  );

const meta = {
  title: "ECA/Components/StudentPicker",
  component: ScreenStory,
  args: {
    path: "/smarteca/detail",
    route: "/smarteca/detail",
    screen: () => (
      <InsightTexts>
        <StudentPicker />
      </InsightTexts>
    ),
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaStudents, (sent) => ({
        classes: ["4A", "4B"],
        students: sent.q ? found(sent.q) : [],
      })),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole("searchbox", { name: "選擇學生" }, { timeout: 5000 });

/** Before a search: how to search, and nobody listed. */
export const BeforeSearching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await searchBox(canvasElement);
    await expect(box).toHaveAttribute("placeholder", "4A 12");
    await expect(canvas.getByRole("region", { name: "選擇學生" })).toBeVisible();
    await expect(canvas.getByText("輸入班別及學號（例如 4A 12）、姓名或學生編號")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.queryByText("找不到符合的學生")).toBeNull();
    await expect(log.bodies("ecaStudents").filter((body) => body.q)).toHaveLength(0);
  },
};

/** By class and class number, on Enter: the one student, opening their overview. */
export const FindsByClassAndNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await searchBox(canvasElement), "4A 2{enter}");
    await waitFor(() => expect(log.last("ecaStudents")).toEqual({ q: "4A 2" }));
    const link = await canvas.findByRole("link", { name: "查看 4A (2) 何美玲 的概覽" });
    await expect(link).toHaveTextContent(/^4A \(2\) 何美玲$/);
    await expect(link).toHaveAttribute(
      "href",
      expect.stringContaining("/smarteca/detail?student=101"),
    );
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};

/** A whole class: each student in register order. */
export const SeveralFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await searchBox(canvasElement), "4A");
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await waitFor(() => expect(log.last("ecaStudents")).toEqual({ q: "4A" }));
    await waitFor(() => expect(canvas.getAllByRole("link")).toHaveLength(4));
    await expect(canvas.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "4A (1) 陳大文",
      "4A (2) 何美玲",
      "4A (3) 李嘉豪",
      "4A (4) 張曉晴",
    ]);
  },
};

/** Nobody found: said, nothing listed. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await searchBox(canvasElement), "4Z 1{enter}");
    await expect(await canvas.findByText("找不到符合的學生")).toBeVisible();
    await expect(log.last("ecaStudents")).toEqual({ q: "4Z 1" });
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/**
 * While the search is asked: the list holds its place, busy — not the empty answer the picker
 * had before anything was typed, which would say "no match" too soon.
 */
export const Searching: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaStudents, (sent) =>
        sent.q ? new Promise<never>(() => undefined) : { classes: ["4A", "4B"], students: [] },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await searchBox(canvasElement), "陳大文{enter}");
    const region = canvas.getByRole("region", { name: "選擇學生" });
    await waitFor(() => expect(region.querySelector("[aria-busy=true]")).not.toBeNull());
    await expect(within(region).getByText("載入中")).toBeInTheDocument();
    await expect(canvas.queryByText("找不到符合的學生")).toBeNull();
  },
};

/** Cleared after a search: what was found goes, and nothing is said to be missing. */
export const ClearedAfterSearching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await searchBox(canvasElement), "陳大文{enter}");
    await expect(
      await canvas.findByRole("link", { name: "查看 4A (1) 陳大文 的概覽" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await waitFor(() => expect(canvas.queryByRole("link")).toBeNull());
    await expect(canvas.queryByText("找不到符合的學生")).toBeNull();
  },
};

/** In English: the names in English. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("searchbox", { name: "Choose a student" }, { timeout: 5000 }),
      "Chan Tai Man{enter}",
    );
    await expect(
      await canvas.findByRole("link", { name: "Open 4A (1) Chan Tai Man's overview" }),
    ).toHaveTextContent("4A (1) Chan Tai Man");
    await expect(
      canvas.getByText("Type a class and class number (e.g. 4A 12), a name or a student number"),
    ).toBeVisible();
  },
};
