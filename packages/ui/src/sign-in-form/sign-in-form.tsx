import {
  LOCALES,
  loginRequestSchema,
  validationFailureSchema,
  type Locale,
  type LoginRequest,
  type LoginType,
} from "@campus/contract";
import { decideError, decisionText, isApiError, useIntl } from "@campus/core";
import { useState } from "react";
import { useWatch, type Path } from "react-hook-form";
import styled from "styled-components";
import { Field } from "../form/field";
import { Form, SubmitButton, useCampusForm } from "../form/form";
import { Input } from "../input/input";
import { RadioGroup } from "../radio/radio";
import { Select } from "../select/select";
import { theme } from "../theme/theme";

/** Phone regions offered for parents' sign-in (spec §6: Hong Kong, Macau, mainland China). */
export const SIGN_IN_REGIONS = ["852", "853", "86"] as const;

/** What the form hands over: the login request without the language (the runtime adds it). */
export type SignInValues = Omit<LoginRequest, "lang">;

export interface SignInFormProps {
  /** The interface language; the form's language picker switches it at once. */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /**
   * Signs in. A rejection with an `ApiError` is shown in place: field errors beside their
   * fields, anything else above the button; other rejections propagate.
   */
  onSubmit: (values: SignInValues) => Promise<unknown>;
  /** The login type chosen at first. */
  defaultType?: LoginType;
}

const ServerError = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;

/**
 * The school sign-in (spec §5, §6): login type, the phone region and number for parents (or
 * the account name for students and staff), password and language. Validated by the
 * contract's login schema on the client, and shown the server's refusal in place.
 */
export function SignInForm({
  locale,
  onLocaleChange,
  onSubmit,
  defaultType = "parent",
}: SignInFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useCampusForm(loginRequestSchema, {
    defaultValues: { type: defaultType, countryCode: "852", username: "", password: "" },
  });
  const type = useWatch({ control: form.control, name: "type" });
  const isParent = type === "parent";

  const submit = async (values: LoginRequest) => {
    setServerError(null);
    const { lang: _lang, ...request } = values;
    try {
      await onSubmit({ ...request, countryCode: isParent ? request.countryCode : undefined });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const { failure } = error;
      const invalid =
        failure.kind === "envelope" ? validationFailureSchema.safeParse(failure.data) : null;
      if (invalid?.success && invalid.data.fields.length > 0) {
        for (const { field, message } of invalid.data.fields) {
          form.setError(field as Path<LoginRequest>, { type: "server", message });
        }
        return;
      }
      setServerError(decisionText(decideError(failure, "portal"), intl));
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t("ui.signIn.title")}>
      <Field name="type" label={t("ui.signIn.loginType")} group>
        {(control) => (
          <RadioGroup
            appearance="button"
            block
            options={(["parent", "student", "teacher"] as const).map((value) => ({
              value,
              label: t(`ui.signIn.type.${value}`),
            }))}
            {...control}
          />
        )}
      </Field>
      {isParent && (
        <Field name="countryCode" label={t("ui.signIn.region")} required>
          {(control) => (
            <Select
              options={SIGN_IN_REGIONS.map((value) => ({
                value,
                label: t(`ui.signIn.region.${value}`),
              }))}
              {...control}
            />
          )}
        </Field>
      )}
      <Field
        // A new control when the kind of account changes: a phone keypad, or a keyboard.
        key={isParent ? "phone" : "account"}
        name="username"
        label={t(isParent ? "ui.signIn.phone" : "ui.signIn.username")}
        required
      >
        {(control) => (
          <Input
            type={isParent ? "tel" : "text"}
            inputMode={isParent ? "tel" : "text"}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            {...control}
          />
        )}
      </Field>
      <Field name="password" label={t("ui.signIn.password")} required>
        {(control) => <Input type="password" autoComplete="current-password" {...control} />}
      </Field>
      <LanguageSelect locale={locale} onChange={onLocaleChange} />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <SubmitButton block size="lg">
        {t("ui.signIn.submit")}
      </SubmitButton>
    </Form>
  );
}

const LanguageLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  font-weight: ${theme.font.weight.medium};
`;

/** Not a form value: the language changes as soon as it is picked, the form's labels too. */
function LanguageSelect({ locale, onChange }: { locale: Locale; onChange: (l: Locale) => void }) {
  const intl = useIntl();
  return (
    <LanguageLabel>
      {intl.formatMessage({ id: "ui.signIn.language" })}
      <Select
        value={locale}
        onChange={(event) => onChange(event.target.value as Locale)}
        options={LOCALES.map((value) => ({
          value,
          label: intl.formatMessage({ id: `core.locale.${value}` }),
        }))}
      />
    </LanguageLabel>
  );
}
