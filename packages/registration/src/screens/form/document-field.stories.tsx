import { endpoints } from "@campus/contract";
import { answer, StoryRuntime } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormProvider, useForm } from "react-hook-form";
import { expect, fn, userEvent, within } from "storybook/test";
import { demoSchool, submittedApplication } from "../../testing/registration-fixtures";
import { DocumentField } from "./document-field";
import { toValues, type ApplicationValues } from "./form-values";
import { FormTexts } from "./form-texts";

const birth = demoSchool().documents[1]!;

function InForm(props: Parameters<typeof DocumentField>[0]) {
  const form = useForm<ApplicationValues>({ defaultValues: toValues({}) });
  return (
    <StoryRuntime
      answers={[
        answer(endpoints.registrationUploadDocument, {
          code: "birthCertificate",
          name: "birth.pdf",
          type: "application/pdf",
          size: 17,
          review: "pending",
          remark: null,
        }),
      ]}
    >
      <FormProvider {...form}>
        <DocumentField {...props} />
      </FormProvider>
    </StoryRuntime>
  );
}

const meta = {
  title: "Registration/Components/DocumentField",
  // The form's own texts, as the form page puts them.
  decorators: [(Story) => <FormTexts>{Story()}</FormTexts>],
  component: InForm,
  args: {
    document: birth,
    saved: null,
    applicationId: 12,
    ensureSaved: fn(async () => 12),
    onUploaded: fn(),
  },
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Required and empty: a file is uploaded at once, after the application is saved. */
export const UploadsAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "出生證明書 必須" })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(
      input,
      new File(["%PDF-1.7\n1 0 obj\n"], "birth.pdf", { type: "application/pdf" }),
    );
    await expect(await canvas.findByText("已上載：birth.pdf（17 byte）")).toBeVisible();
    await expect(args.ensureSaved).toHaveBeenCalled();
    await expect(args.onUploaded).toHaveBeenCalledOnce();
  },
};

/** Sent back by the office: its reason, and the file to replace. */
export const Rejected: Story = {
  args: {
    saved: {
      ...submittedApplication().documents[1]!,
      review: "rejected",
      remark: "影像不清晰，請重新上載",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("請重新上載")).toBeVisible();
    await expect(canvas.getByText("影像不清晰，請重新上載")).toBeVisible();
    await expect(canvas.getByText("更換檔案")).toBeVisible();
  },
};
