import { requiredText } from "@campus/contract";
import { ApiError } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { z } from "zod";
import { DialogProvider } from "../dialog/dialog-provider";
import { Input } from "../input/input";
import { MessageProvider } from "../message/message";
import { StoryRuntime } from "../testing/story-runtime";
import { Field } from "./field";
import { useFormAction } from "./form-action";
import { Form, SubmitButton, useCampusForm } from "./form";

type Outcome = "done" | "fieldRefused" | "refused" | "stopped";

const refusal = (data: unknown, msg: string) =>
  new ApiError("ecaSubmitRecord", { kind: "envelope", code: 400, msg, data }, { write: true });

/** A record a family sends to the school, asked first: what the server answers is `outcome`. */
function SendRecord({ outcome, sent }: { outcome: Outcome; sent: (name: string) => void }) {
  const form = useCampusForm(z.object({ name: requiredText(40) }), {
    defaultValues: { name: "" },
  });
  const sending = useFormAction(form, {
    confirm: ({ name }) => ({ title: `把「${name}」交給學校？`, okText: "提交" }),
    run: async ({ name }) => {
      sent(name);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (outcome === "fieldRefused")
        throw refusal({ fields: [{ field: "name", message: "此名稱已有紀錄" }] }, "內容不正確");
      if (outcome === "refused") throw refusal(null, "此活動已截止提交");
      if (outcome === "stopped") {
        sending.setProblem("未能儲存，請再試一次");
        return null;
      }
      return { id: 7 };
    },
    success: ({ id }) => `已提交（編號 ${id}）`,
  });
  return (
    <Form form={form} onSubmit={sending.submit} aria-label="提交紀錄">
      <Field name="name" label="活動名稱" required>
        {(control) => <Input {...control} />}
      </Field>
      {sending.problem && <p role="alert">{sending.problem}</p>}
      <SubmitButton>提交</SubmitButton>
    </Form>
  );
}

function Story(props: { outcome: Outcome; sent: (name: string) => void }) {
  return (
    <MessageProvider>
      <DialogProvider>
        <StoryRuntime signedIn showErrors>
          <SendRecord {...props} />
        </StoryRuntime>
      </DialogProvider>
    </MessageProvider>
  );
}

const meta = {
  title: "UI/useFormAction",
  component: Story,
  args: { outcome: "done", sent: fn() },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types a name, submits and says yes to the question. */
async function typeAndSend(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole("textbox", { name: /活動名稱/ }), "校際朗誦節");
  await userEvent.click(canvas.getByRole("button", { name: "提交" }));
  await userEvent.click(
    within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "提交" }),
  );
}

/** Types, submits, is asked: sends once and says so. */
export const AskSendSaySo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /活動名稱/ }), "校際朗誦節");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "把「校際朗誦節」交給學校？" }),
    );
    await userEvent.click(ask.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("已提交（編號 7）")).toBeVisible();
    await expect(args.sent).toHaveBeenCalledTimes(1);
  },
};

/** "No" sends nothing and keeps what was typed. */
export const CancelledSendsNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /活動名稱/ }), "校際朗誦節");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    const ask = within(await canvas.findByRole("alertdialog"));
    await userEvent.click(ask.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(args.sent).not.toHaveBeenCalled();
    await expect(canvas.getByRole("textbox", { name: /活動名稱/ })).toHaveValue("校際朗誦節");
  },
};

/** The server's field message shows beside its field; the typing stays. */
export const FieldRefusedBesideItsField: Story = {
  args: { outcome: "fieldRefused" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /活動名稱/ });
    await typeAndSend(canvas);
    await waitFor(() => expect(name).toHaveAccessibleDescription(/此名稱已有紀錄/));
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("校際朗誦節");
    await expect(canvas.queryByText(/已提交/)).toBeNull();
  },
};

/** Any other reason shows above the button, and goes when the form is sent again. */
export const RefusedAboveTheButton: Story = {
  args: { outcome: "refused" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndSend(canvas);
    await expect(await canvas.findByText("此活動已截止提交")).toHaveAttribute("role", "alert");
    await expect(canvas.queryByText(/已提交/)).toBeNull();
  },
};

/** A step of its own that stopped says why itself, and nothing is toasted. */
export const StoppedSaysWhy: Story = {
  args: { outcome: "stopped" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAndSend(canvas);
    await expect(await canvas.findByText("未能儲存，請再試一次")).toHaveAttribute("role", "alert");
    await expect(canvas.queryByText(/已提交/)).toBeNull();
  },
};
