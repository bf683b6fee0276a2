import {
  createSchoolSchema,
  PHONE_REGIONS,
  REGION_PHONE,
  SCHOOL_REGIONS,
  setupApiRoutes,
  type SchoolRegion,
  type SetupLink,
} from "@campus/contract";
import { useRuntime, useT } from "@campus/core";
import {
  Field,
  Form,
  Input,
  RadioGroup,
  Select,
  SubmitButton,
  theme,
  useCampusForm,
  useServerErrors,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import type { SetupMessageId } from "./messages/load-setup-messages";

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space.lg};
`;

const Phone = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 9rem) minmax(0, 1fr);
  gap: ${theme.space.sm};
  align-items: start;
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

export interface SchoolFormProps {
  /** The first start's link. */
  token: string;
  /** The school is made: the office's own link to go on with. */
  onCreated: (token: string, link: SetupLink) => void;
}

/**
 * The school and its office's mobile, as `npm run admin -- create-school` asks for them, checked
 * by the same schema before sending. The region picks the mobile's region until one is chosen.
 */
export function SchoolForm({ token, onCreated }: SchoolFormProps) {
  const t = useT<SetupMessageId>();
  const runtime = useRuntime();
  const serverErrors = useServerErrors();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCampusForm(createSchoolSchema, {
    defaultValues: {
      code: "",
      name_zh: "",
      name_cn: "",
      name_en: "",
      region: "hk",
      office_country_code: "852",
      office_phone: "",
      office_name_zh: "",
      office_name_en: "",
    },
  });
  const submit = async (values: typeof createSchoolSchema._zod.output) => {
    setProblem(null);
    try {
      const made = await runtime.api.request(
        setupApiRoutes.setupSchool,
        { body: { token, ...values } },
        { silent: true },
      );
      onCreated(made.token, made.link);
    } catch (error) {
      const said = serverErrors(form, error);
      if (said !== true) setProblem(said);
    }
  };
  const regions = SCHOOL_REGIONS.map((value) => ({
    value,
    label: t(`host.setup.region.${value}`),
  }));
  const phoneRegions = PHONE_REGIONS.map((value) => ({ value, label: `+${value}` }));
  return (
    <Form form={form} onSubmit={submit}>
      <Field
        name="code"
        label={t("host.setup.field.code")}
        hint={t("host.setup.field.codeHint")}
        required
      >
        {(control) => (
          <Input autoCapitalize="characters" autoComplete="off" maxLength={16} {...control} />
        )}
      </Field>
      <Pair>
        <Field name="name_zh" label={t("host.setup.field.nameZh")} required>
          {(control) => <Input lang="zh-Hant" autoComplete="organization" {...control} />}
        </Field>
        <Field name="name_en" label={t("host.setup.field.nameEn")} required>
          {(control) => <Input lang="en" {...control} />}
        </Field>
      </Pair>
      <Field
        name="name_cn"
        label={t("host.setup.field.nameCn")}
        hint={t("host.setup.field.nameCnHint")}
      >
        {(control) => <Input lang="zh-Hans" {...control} />}
      </Field>
      <Field name="region" label={t("host.setup.field.region")} group required>
        {({ legend, onChange, ...control }) => (
          <RadioGroup
            legend={legend}
            appearance="button"
            block
            options={regions}
            onChange={(region) => {
              onChange(region);
              // The office's mobile is most likely where the school is, until someone says so.
              if (!form.getFieldState("office_country_code").isDirty)
                form.setValue("office_country_code", REGION_PHONE[region as SchoolRegion]);
            }}
            {...control}
          />
        )}
      </Field>
      <Phone>
        <Field name="office_country_code" label={t("host.setup.field.phoneRegion")} required>
          {(control) => <Select options={phoneRegions} {...control} />}
        </Field>
        <Field
          name="office_phone"
          label={t("host.setup.field.officePhone")}
          hint={t("host.setup.field.officePhoneHint")}
          required
        >
          {(control) => (
            <Input type="tel" inputMode="tel" autoComplete="tel-national" {...control} />
          )}
        </Field>
      </Phone>
      <Pair>
        <Field
          name="office_name_zh"
          label={t("host.setup.field.officeNameZh")}
          hint={t("host.setup.field.officeNameHint")}
        >
          {(control) => <Input lang="zh-Hant" {...control} />}
        </Field>
        <Field name="office_name_en" label={t("host.setup.field.officeNameEn")}>
          {(control) => <Input lang="en" {...control} />}
        </Field>
      </Pair>
      {problem && <Problem role="alert">{problem}</Problem>}
      <SubmitButton block size="lg">
        {t("host.setup.school.submit")}
      </SubmitButton>
    </Form>
  );
}
