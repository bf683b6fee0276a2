import { completeApplication } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, userEvent, within } from "storybook/test";
import { demoSchool } from "../../testing/registration-fixtures";
import { Checklist } from "./checklist";
import { toValues, type ApplicationValues } from "./form-values";

function WithForm({ values, uploaded }: { values: ApplicationValues; uploaded: string[] }) {
  const form = useForm<ApplicationValues>({ defaultValues: values });
  return (
    <form>
      <label>
        英文姓名
        <input {...form.register("name_en")} />
      </label>
      <Checklist school={demoSchool()} values={values} uploaded={uploaded} form={form} />
    </form>
  );
}

const meta = {
  title: "Registration/Components/Checklist",
  component: WithForm,
  args: { values: toValues({ name_zh: "陳小文" }), uploaded: [] },
} satisfies Meta<typeof WithForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is missing, each a button to its field; guardians' and documents' parts named. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^尚欠以下 \d+ 項：$/)).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: "第 1 位家長／監護人－姓名：請填寫此項" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "兒童近照：請上載檔案" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "英文姓名：請填寫此項" }));
    await expect(canvas.getByLabelText("英文姓名")).toHaveFocus();
  },
};

/** Everything there: said plainly. */
export const Ready: Story = {
  args: {
    values: toValues(completeApplication()),
    uploaded: ["photo", "birthCertificate", "vaccination"],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("所有必須資料及文件已齊備，可以提交。"),
    ).toBeVisible();
  },
};
