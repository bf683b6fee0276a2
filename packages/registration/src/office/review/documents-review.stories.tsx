import type { Application } from "@campus/contract";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { demoSchool, submittedApplication } from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { DocumentsReview } from "./documents-review";

/* Each document on its own: accept, send back with a remark, or nothing to do. */

const panelOf = (a: Application) =>
  officeScreen(() => <DocumentsReview application={a} documents={demoSchool().documents} />);

const meta = {
  title: "Registration/Office/DocumentsReview",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: panelOf(submittedApplication()),
    answers: officeAnswers(),
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: "證明文件" }));

/** Submitted: each uploaded document to accept or send back; a missing one is said. */
export const ToReview: Story = {
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.getByRole("button", { name: "接納 出生證明書" })).toBeVisible();
    await expect(p.getByRole("button", { name: "要求重新上載 出生證明書" })).toBeVisible();
    await expect(p.getByText("未上載")).toBeVisible();
    await expect(await p.findByRole("link", { name: "開啟 photo.png" })).toBeVisible();
  },
};

/** Accepted and sent back: no accepting twice; the remark shown. */
export const Reviewed: Story = {
  args: {
    screen: panelOf(
      (() => {
        const a = submittedApplication();
        a.documents = a.documents.map((d) =>
          d.code === "photo"
            ? { ...d, review: "accepted" }
            : d.code === "vaccination"
              ? { ...d, review: "rejected", remark: "第 2 頁不清晰" }
              : d,
        );
        return a;
      })(),
    ),
  },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.queryByRole("button", { name: "接納 兒童近照" })).toBeNull();
    await expect(p.getByText("第 2 頁不清晰")).toBeVisible();
  },
};

/** Decided: the documents as they are, nothing to do. */
export const Decided: Story = {
  args: { screen: panelOf(submittedApplication({ status: "approved" })) },
  play: async ({ canvasElement }) => {
    const p = await panel(canvasElement);
    await expect(p.queryByRole("button")).toBeNull();
  },
};
