import { completeApplication } from "@campus/contract/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, userEvent, within } from "storybook/test";
import { demoSchool } from "../../testing/registration-fixtures";
import { Checklist } from "./checklist";
import { toValues, type ApplicationValues } from "./form-values";
import { FormTexts } from "./form-texts";

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
  // The form's own texts, as the form page puts them.
  decorators: [(Story) => <FormTexts>{Story()}</FormTexts>],
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

/**
 * Names in the wrong script and a child older than the class takes, each said for what it is
 * (issue 35, item 34), not "內容不正確".
 */
export const WrongScriptAndAge: Story = {
  args: {
    values: toValues({
      ...completeApplication(),
      class_code: "K1",
      name_zh: "Chan Siu Man",
      name_en: "陳小文",
      birth_date: "1990-05-01",
    }),
    uploaded: ["photo", "birthCertificate", "vaccination"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("尚欠以下 3 項：")).toBeVisible();
    for (const name of [
      "中文姓名：請以中文字填寫中文姓名",
      "英文姓名：請以英文字母填寫英文姓名",
      "出生日期：出生日期不在所選班級的收生範圍內",
    ])
      await expect(canvas.getByRole("button", { name })).toBeVisible();
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
