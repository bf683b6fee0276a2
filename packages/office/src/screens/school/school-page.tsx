import {
  SCHOOL_REGIONS,
  schoolProfileRequestSchema,
  type SchoolProfile,
  type SchoolProfileRequest,
} from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import {
  Button,
  Card,
  Field,
  Form,
  Input,
  RadioGroup,
  Section,
  Skeleton,
  SubmitButton,
  theme,
  useCampusForm,
  PictureField,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useOfficeSaveSchool, useOfficeSchool, useOfficeUploadLogo } from "../../api/office-school";
import type { OfficeMessageId } from "../../messages/message-ids";
import { SCHOOL_ROUTE } from "../../routing/pages";

const Lead = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const Code = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  strong {
    font-family: ui-monospace, monospace;
    font-size: ${theme.font.size.lg}px;
    letter-spacing: 0.05em;
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${theme.space.lg};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

/** The product's amber, what a school without its own colour wears (theme.ts's default). */
const AMBER = "#ffb300";

const Swatch = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  input[type="color"] {
    width: 44px;
    height: 44px;
    padding: 2px;
    border: 1px solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    cursor: pointer;
  }
  code {
    font-size: ${theme.font.size.md};
  }
`;

/** The fields, disabled together for those who may only read. */
const Fields = styled.fieldset`
  display: contents;
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

/**
 * The school's profile (`/office/school`, issue 36 §1): the code it is known by (never changed),
 * its names in three languages and its region, checked with the server's own schema before
 * sending. Read-only for those without the page's `edit`.
 */
export function SchoolPage() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const query = useOfficeSchool();
  return (
    <Section title={t("office.route.school")}>
      {query.data ? (
        <SchoolForm key={JSON.stringify(query.data)} profile={query.data} />
      ) : query.isError ? (
        <Bar role="alert">
          <span>{t("office.school.failed")}</span>
          <Button size="sm" onClick={() => void query.refetch()}>
            {t("ui.routeError.retry")}
          </Button>
        </Bar>
      ) : (
        <Skeleton lines={6} />
      )}
    </Section>
  );
}

function SchoolForm({ profile }: { profile: SchoolProfile }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const mayEdit = can(
    useSession((s) => s.user?.permissions),
    SCHOOL_ROUTE,
    "edit",
  );
  const save = useOfficeSaveSchool();
  const uploadLogo = useOfficeUploadLogo();
  const { code, logo, ...values } = profile;
  // A Simplified name the same as the Traditional one is what a blank one means: shown blank.
  const defaultValues: SchoolProfileRequest = {
    ...values,
    name_cn: values.name_cn === values.name_zh ? "" : values.name_cn,
    logo: logo?.id ?? null,
  };
  const form = useCampusForm(schoolProfileRequestSchema, { defaultValues });
  const saving = useFormAction(form, {
    run: (wanted: SchoolProfileRequest) => save.mutateAsync(wanted),
    success: (saved) => {
      const same =
        (["name_zh", "name_cn", "name_en", "region", "brand_color"] as const).every(
          (key) => saved[key] === profile[key],
        ) && saved.logo?.id === profile.logo?.id;
      return same ? t("office.school.unchanged") : t("office.school.saved");
    },
  });
  const regions = SCHOOL_REGIONS.map((value) => ({
    value,
    label: t(`office.school.region.${value}`),
  }));
  return (
    <Card>
      <Form form={form} onSubmit={saving.submit}>
        <Lead>{t("office.school.lead")}</Lead>
        <Code>
          <span>{t("office.school.code")}</span>
          <strong>{code}</strong>
          <p>{t("office.school.codeNote", { code })}</p>
        </Code>
        <Fields disabled={!mayEdit}>
          <Pair>
            <Field name="name_zh" label={t("office.school.nameZh")} required>
              {(control) => (
                <Input lang="zh-Hant" autoComplete="organization" maxLength={100} {...control} />
              )}
            </Field>
            <Field name="name_en" label={t("office.school.nameEn")} required>
              {(control) => <Input lang="en" maxLength={100} {...control} />}
            </Field>
          </Pair>
          <Field
            name="name_cn"
            label={t("office.school.nameCn")}
            hint={t("office.school.nameCnHint")}
          >
            {(control) => <Input lang="zh-Hans" maxLength={100} {...control} />}
          </Field>
          <Field
            name="region"
            label={t("office.school.region")}
            hint={t("office.school.regionHint")}
            group
            required
          >
            {({ legend, ...control }) => (
              <RadioGroup legend={legend} appearance="button" options={regions} {...control} />
            )}
          </Field>
          <Field
            name="brand_color"
            label={t("office.school.brandColor")}
            hint={t("office.school.brandColorHint")}
          >
            {({ value, onChange, ...control }) => (
              <Swatch>
                <input
                  type="color"
                  value={typeof value === "string" && value ? value : AMBER}
                  onChange={(event) => onChange(event.target.value)}
                  {...control}
                />
                {value ? (
                  <>
                    <code>{value}</code>
                    {mayEdit && (
                      <Button size="sm" onClick={() => onChange(null)}>
                        {t("office.school.brandColorReset")}
                      </Button>
                    )}
                  </>
                ) : (
                  <span>{t("office.school.brandColorDefault")}</span>
                )}
              </Swatch>
            )}
          </Field>
          <Field name="logo" label={t("office.school.logo")} hint={t("office.school.logoHint")}>
            {({ onChange }) => (
              <PictureField
                kind="logo"
                initial={logo}
                alt={t("office.school.logoOf", { school: profile.name_zh })}
                readOnly={!mayEdit}
                upload={uploadLogo}
                onChange={(id) => onChange(id)}
                texts={{
                  add: t("office.school.logoAdd"),
                  change: t("office.school.logoChange"),
                  remove: t("office.school.logoRemove"),
                }}
              />
            )}
          </Field>
        </Fields>
        {saving.problem && <Problem role="alert">{saving.problem}</Problem>}
        {mayEdit ? (
          <Bar>
            <SubmitButton>{t("office.school.save")}</SubmitButton>
          </Bar>
        ) : (
          <Lead>{t("office.school.readOnly")}</Lead>
        )}
      </Form>
    </Card>
  );
}
