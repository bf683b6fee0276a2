import {
  describeIssue,
  isValidationFailure,
  LOCALES,
  loginRequestSchema,
  normalizePhone,
  type CodeSignInRequest,
  type Locale,
  type LoginRequest,
  type LoginType,
  type SignInCodeRequest,
  VERIFICATION,
} from "@campus/contract";
import { decideError, decisionText, isApiError, useIntl } from "@campus/core";
import { lazy, Suspense, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../button/button";
import { FieldFrame, FormSummary } from "../form/field-frame";
import { useErrorText } from "../form/use-error-text";
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
  /**
   * A parent or a teacher may sign in by a code texted to the mobile the school has (an account
   * the school made has no password until then): sends the code, resolving with the seconds
   * before another. With `onCodeSubmit`, the form offers it; without, a password only.
   */
  onSendCode?: (phone: SignInCodeRequest) => Promise<number>;
  onCodeSubmit?: (values: Omit<CodeSignInRequest, "lang">) => Promise<unknown>;
}

const ServerError = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;

type FieldName = "type" | "countryCode" | "username" | "password" | "code";
type FieldErrors = Partial<
  Record<FieldName, { message: string; values?: Record<string, string | number> }>
>;

const FORM = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/** Only a form that offers a code sign-in loads the button that sends one. */
const CountdownButton = lazy(() =>
  import("../countdown-button/countdown-button").then((m) => ({ default: m.CountdownButton })),
);

/** The server's names for the code sign-in's fields, as the form names them. */
const CODE_FIELDS: Record<string, FieldName> = { country_code: "countryCode", phone: "username" };

/**
 * The schema's verdict on the values: the first problem of each field, as message ids. By code,
 * the phone is checked by the login schema's own rules (a password is not asked) and the code is
 * the six digits the server texts.
 */
function validate(values: SignInValues & { code: string }, byCode: boolean): FieldErrors {
  // By code, anyone's sign-in name is a mobile, checked as a parent's is.
  const asked = byCode ? { ...values, type: "parent" as const, password: "-" } : values;
  const result = loginRequestSchema.safeParse(asked, { reportInput: true });
  const errors: FieldErrors = {};
  if (byCode && !new RegExp(`^\\d{${VERIFICATION.digits}}$`).test(values.code.trim()))
    errors.code = { message: values.code.trim() ? "validation.codeFormat" : "validation.required" };
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const { field, id, values: messageValues } = describeIssue(issue);
    errors[field as FieldName] ??= { message: id, values: messageValues };
  }
  return errors;
}

/**
 * The school sign-in (spec §5, §6): login type, the phone region and number for parents (or
 * the account name for students and staff), password and language. Validated by the
 * contract's login schema on the client, and shown the server's refusal in place.
 *
 * The first form anyone meets, so it carries no form library: a field is checked when the user
 * leaves it and rechecked as they correct it, a failed submit says "please complete the form"
 * and focuses the first field to fix, the way `Form` behaves elsewhere.
 */
export function SignInForm({
  locale,
  onLocaleChange,
  onSubmit,
  defaultType = "parent",
  onSendCode,
  onCodeSubmit,
}: SignInFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const [values, setValues] = useState<SignInValues & { code: string }>({
    type: defaultType,
    countryCode: "852",
    username: "",
    password: "",
    code: "",
  });
  const [codeMode, setCodeMode] = useState(false);
  /** A teacher's sign-in name while they use their mobile (or the mobile, back on a password). */
  const [setAside, setSetAside] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isParent = values.type === "parent";
  /** Parents and teachers may sign in by a code to their mobile; students by their letter. */
  const codeOffered = onCodeSubmit !== undefined && values.type !== "student";
  const byCode = codeOffered && codeMode;
  /** The sign-in name is a mobile: a parent's always, a teacher's by code. */
  const byPhone = isParent || byCode;

  const errors = validate(values, byCode);
  const shown = (name: FieldName) => {
    const error = serverErrors[name] ?? ((touched.has(name) || attempts > 0) && errors[name]);
    return error ? errorText(error) : undefined;
  };
  const hasErrors = Object.keys(errors).length > 0;

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _answered, ...rest }) => rest);
  };
  const touch = (name: FieldName) => setTouched((names) => new Set(names).add(name));

  /** Shows the server's refusal in place: beside the fields it names, else above the button. */
  const answered = (error: unknown) => {
    if (!isApiError(error)) throw error;
    const { failure } = error;
    if (
      failure.kind === "envelope" &&
      isValidationFailure(failure.data) &&
      failure.data.fields.length > 0
    ) {
      const fields: FieldErrors = {};
      for (const { field, message } of failure.data.fields)
        fields[(byCode ? CODE_FIELDS[field] : undefined) ?? (field as FieldName)] ??= { message };
      setServerErrors(fields);
      return;
    }
    setServerError(decisionText(decideError(failure, "portal"), intl));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setServerError(null);
    if (hasErrors) {
      setAttempts((n) => n + 1);
      const first = (["type", "countryCode", "username", "password", "code"] as const).find(
        (name) => errors[name],
      );
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setAttempts(0);
    const { countryCode, code, ...request } = values;
    setSubmitting(true);
    try {
      if (byCode)
        await onCodeSubmit({
          type: values.type as "parent" | "teacher",
          country_code: countryCode as CodeSignInRequest["country_code"],
          phone: request.username,
          code: code.trim(),
        });
      else
        await onSubmit({
          ...request,
          // A parent's number as the account has it ("+852 9123 4567" → "91234567").
          username: isParent
            ? normalizePhone(request.username, countryCode)
            : request.username.trim(),
          ...(isParent ? { countryCode } : {}),
        });
    } catch (error) {
      answered(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** Texts a code once the phone is right (else says what is wrong with it). */
  const sendCode = async () => {
    setServerError(null);
    setCodeSent(false);
    const phoneErrors = validate({ ...values, code: "000000" }, true);
    if (phoneErrors.username || phoneErrors.countryCode) {
      touch("username");
      formRef.current?.querySelector<HTMLElement>(`[name="username"]`)?.focus();
      throw new Error("phone");
    }
    try {
      const wait = await onSendCode!({
        type: values.type as "parent" | "teacher",
        country_code: values.countryCode as SignInCodeRequest["country_code"],
        phone: values.username,
      });
      setCodeSent(true);
      formRef.current?.querySelector<HTMLElement>(`[name="code"]`)?.focus();
      return wait;
    } catch (error) {
      answered(error);
      throw error;
    }
  };

  /** Password or code: each way starts with no errors shown (a teacher's name is kept aside). */
  const switchMode = () => {
    setCodeMode(!codeMode);
    if (!isParent) {
      setValues((current) => ({ ...current, username: setAside }));
      setSetAside(values.username);
    }
    setAttempts(0);
    setServerErrors({});
    setServerError(null);
  };

  const control = (name: FieldName) => ({
    name,
    value: values[name] ?? "",
    onBlur: () => touch(name),
  });

  return (
    <FORM ref={formRef} noValidate onSubmit={submit} aria-label={t("ui.signIn.title")}>
      {attempts > 0 && hasErrors && (
        // Keyed by attempt, so each failed submit is announced again.
        <FormSummary key={attempts} role="alert">
          {t("validation.formIncomplete")}
        </FormSummary>
      )}
      <FieldFrame label={t("ui.signIn.loginType")} group error={shown("type")}>
        {(a11y, legend) => (
          <RadioGroup
            appearance="button"
            block
            legend={legend}
            options={(["parent", "student", "teacher"] as const).map((value) => ({
              value,
              label: t(`ui.signIn.type.${value}`),
            }))}
            {...control("type")}
            {...a11y}
            onChange={(value) => change("type", value)}
          />
        )}
      </FieldFrame>
      {byPhone && (
        <FieldFrame label={t("ui.signIn.region")} required error={shown("countryCode")}>
          {(a11y) => (
            <Select
              options={SIGN_IN_REGIONS.map((value) => ({
                value,
                label: t(`ui.signIn.region.${value}`),
              }))}
              {...control("countryCode")}
              {...a11y}
              onChange={(event) => change("countryCode", event.target.value)}
            />
          )}
        </FieldFrame>
      )}
      <FieldFrame
        // A new control when the kind of account changes: a phone keypad, or a keyboard.
        key={byPhone ? "phone" : "account"}
        label={t(byPhone ? "ui.signIn.phone" : "ui.signIn.username")}
        required
        error={shown("username")}
      >
        {(a11y) => (
          <Input
            type={byPhone ? "tel" : "text"}
            inputMode={byPhone ? "tel" : "text"}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            {...control("username")}
            {...a11y}
            onChange={(event) => change("username", event.target.value)}
          />
        )}
      </FieldFrame>
      {byCode ? (
        <>
          <Suspense fallback={null}>
            <CountdownButton onClick={sendCode} block />
          </Suspense>
          {codeSent && <p role="status">{t("ui.signIn.codeSent")}</p>}
          <FieldFrame label={t("ui.signIn.code")} required error={shown("code")}>
            {(a11y) => (
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...control("code")}
                {...a11y}
                onChange={(event) => change("code", event.target.value)}
              />
            )}
          </FieldFrame>
        </>
      ) : (
        <>
          <FieldFrame label={t("ui.signIn.password")} required error={shown("password")}>
            {(a11y) => (
              <Input
                type="password"
                autoComplete="current-password"
                {...control("password")}
                {...a11y}
                onChange={(event) => change("password", event.target.value)}
              />
            )}
          </FieldFrame>
          {/* A parent or a teacher signs in by a code, then sets a password; students ask the office. */}
          <Button
            variant="link"
            onClick={() => {
              setForgot(true);
              if (codeOffered) switchMode();
            }}
          >
            {t("ui.signIn.forgot")}
          </Button>
        </>
      )}
      {forgot && (
        <p role="status">{t(codeOffered ? "ui.signIn.forgotByCode" : "ui.signIn.forgotOther")}</p>
      )}
      {codeOffered && (
        <Button variant="link" onClick={switchMode}>
          {t(codeMode ? "ui.signIn.byPassword" : "ui.signIn.byCode")}
        </Button>
      )}
      <LanguageSelect locale={locale} onChange={onLocaleChange} />
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <Button type="submit" variant="primary" block size="lg" loading={submitting}>
        {t("ui.signIn.submit")}
      </Button>
    </FORM>
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
      {intl.formatMessage({ id: "ui.userMenu.language" })}
      <Select
        value={locale}
        onChange={(event) => onChange(event.target.value as Locale)}
        options={LOCALES.map((value) => ({
          value,
          label: intl.formatMessage({ id: `core.locale.${value}` }),
          lang: value,
        }))}
      />
    </LanguageLabel>
  );
}
