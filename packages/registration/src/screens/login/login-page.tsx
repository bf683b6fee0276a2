import {
  isValidationFailure,
  normalizePhone,
  PHONE_REGIONS,
  registrationApiRoutes,
  SCHOOL_CODE_PATTERN,
  VERIFICATION,
  type ClientMessageId,
  type CodeLoginRequest,
  type PhoneRegion,
} from "@campus/contract";
import {
  decideError,
  decisionText,
  isApiError,
  useElementInstance,
  useIntl,
  useRuntime,
  useSession,
  useT,
} from "@campus/core";
import {
  Button,
  CountdownButton,
  FieldFrame,
  FormSummary,
  Input,
  Select,
  Skeleton,
  theme,
  useErrorText,
  useSearchString,
} from "@campus/ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { useLocation } from "wouter";
import { registrationApi } from "../../api/registration-api";
import { usePhoneSignIn } from "../../api/registration-phone-sign-in";
import { useRegistrationSchool } from "../../api/registration-school";
import { SchoolBanner } from "../../components/school-banner";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { FORM, HISTORY, LOGIN, withSchool } from "../../routing/pages";
import { returnAddress, SCHOOL_CODE_PARAM } from "../../routing/registration-guard";
import { useDraftKeeper, useGuardianSignedIn } from "../../routing/registration-page";
import type { PhoneField, PhoneValues, Problem, Problems, problemsOf } from "./login-check";

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 480px;
  margin: 0 auto;
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space.sm};
`;

const Note = styled.p`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const PhoneFormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Problem = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`;

/**
 * The registration login (spec §2, §5): which school (its code, from the entry link or typed),
 * then the guardian's phone by region, a verification code with the server's resend countdown,
 * and sign-in — the first one makes the account.
 */
export function LoginPage() {
  const t = useT<RegistrationMessageId>();
  const search = useSearchString();
  const code = new URLSearchParams(search).get(SCHOOL_CODE_PARAM)?.trim() || null;
  const school = useRegistrationSchool(code);
  const keeper = useDraftKeeper();
  const found = school.data !== undefined;
  const signedIn = useGuardianSignedIn();
  // A parent or student signed in with a school account: a phone sign-in replaces it here.
  const account = useSession((state) => (signedIn ? null : state.user?.user_name));
  // The login's school becomes the current one: another school's draft goes (spec §2, §4).
  useEffect(() => {
    if (code && found) keeper.enter(code);
  }, [code, found, keeper]);

  return (
    <Page>
      <h1>{t("registration.login.title")}</h1>
      {!code ? (
        <SchoolCodeForm />
      ) : school.isPending ? (
        <Skeleton variant="text" lines={3} />
      ) : school.isError ? (
        <>
          <Problem role="alert">{t("registration.school.notFound")}</Problem>
          <SchoolCodeForm initial={code} />
        </>
      ) : signedIn ? (
        <SignedInAlready schoolCode={code} />
      ) : (
        <>
          <SchoolBanner school={school.data} />
          {account && (
            <Problem role="status">
              {t("registration.login.replacesAccount", { name: account })}
            </Problem>
          )}
          <p>{t("registration.login.intro")}</p>
          <PhoneForm schoolCode={code} phoneRegion={school.data.school.phone_region} />
          <OtherSchool />
        </>
      )}
    </Page>
  );
}

/**
 * After the sign-in (or, signed in already, at once): back to the page a link asked for, else
 * the history when there are applications, a new application the first time.
 */
function useGoOn(schoolCode: string) {
  const runtime = useRuntime();
  const search = useSearchString();
  const [, navigate] = useLocation();
  return async () => {
    const back = returnAddress(search);
    if (back) return navigate(back, { replace: true });
    const { applications } = await registrationApi
      .request(runtime, registrationApiRoutes.registrationApplications, {
        school_code: schoolCode,
      })
      .catch((error: unknown) =>
        isApiError(error) ? { applications: [] } : Promise.reject(error),
      );
    navigate(withSchool(applications.length > 0 ? HISTORY : FORM, schoolCode), { replace: true });
  };
}

/** A guardian signed in already (a new tab, a link followed again) is not asked again. */
function SignedInAlready({ schoolCode }: { schoolCode: string }) {
  const goOn = useGoOn(schoolCode);
  // Once, on arrival (a second run would only go to the same place again).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void goOn(), []);
  return <Skeleton variant="text" lines={3} />;
}

/** "Apply to another school": the code form again, in place. */
function OtherSchool() {
  const t = useT<RegistrationMessageId>();
  const [open, setOpen] = useState(false);
  return open ? (
    <SchoolCodeForm />
  ) : (
    <Button variant="link" onClick={() => setOpen(true)}>
      {t("registration.login.otherSchool")}
    </Button>
  );
}

/** A school's code typed by hand (no entry link): checked for its form, then looked up. */
function SchoolCodeForm({ initial = "" }: { initial?: string }) {
  const t = useT<RegistrationMessageId | ClientMessageId>();
  const [, navigate] = useLocation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim().toUpperCase();
    if (!typed) return setError(t("validation.required"));
    if (!SCHOOL_CODE_PATTERN.test(typed)) return setError(t("validation.invalid"));
    setError(null);
    navigate(withSchool(LOGIN, typed));
  };
  return (
    <form noValidate onSubmit={submit}>
      <Row>
        <label>
          {t("registration.login.schoolCode")}
          <Input
            value={value}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={20}
            aria-invalid={error ? true : undefined}
            aria-describedby="school-code-help"
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        </label>
        <Button type="submit" variant="primary">
          {t("registration.login.continue")}
        </Button>
      </Row>
      <Note id="school-code-help" role={error ? "alert" : undefined}>
        {error ?? t("registration.login.schoolCodeHint")}
      </Note>
    </form>
  );
}

const PHONE_FIELDS = ["country_code", "phone", "code"] as const satisfies readonly PhoneField[];

type LoginCheck = { problemsOf: typeof problemsOf };
let loginCheck: LoginCheck | undefined;
const loadLoginCheck = () => import("./login-check").then((m) => (loginCheck = m));

/**
 * The contract's schema for this form, loaded beside the first screen rather than in it (Zod is
 * 7 kB of the element's first screen, tests/budgets): until it arrives nothing is shown as
 * wrong, and a send or submit waits for it. Code that does not load is the route boundary's.
 */
function useLoginCheck(): LoginCheck | undefined {
  const [check, setCheck] = useState(loginCheck);
  const [failed, setFailed] = useState<{ error: unknown }>();
  if (failed) throw failed.error;
  useEffect(() => {
    if (!check) loadLoginCheck().then(setCheck, (error: unknown) => setFailed({ error }));
  }, [check]);
  return check;
}

/**
 * Phone, code, sign in; then the history when there are applications, else a new form. The
 * first form a guardian meets, so it carries no form library (as the portal's sign-in): the
 * contract's schema checks it, a field when it is left and all on submit.
 */
function PhoneForm({ schoolCode, phoneRegion }: { schoolCode: string; phoneRegion: PhoneRegion }) {
  const t = useT<RegistrationMessageId | ClientMessageId>();
  const intl = useIntl();
  const errorText = useErrorText();
  const phoneSignIn = usePhoneSignIn();
  const element = useElementInstance();
  const formRef = useRef<HTMLFormElement>(null);
  // The school's region's phones first: a Macau school's families mostly have +853 numbers.
  const [values, setValues] = useState<PhoneValues>({
    country_code: phoneRegion,
    phone: "",
    code: "",
  });
  const [touched, setTouched] = useState<ReadonlySet<PhoneField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [answered, setAnswered] = useState<Problems>({});
  const [sent, setSent] = useState<{ region: string; phone: string } | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const check = useLoginCheck();
  const problems: Problems = check?.problemsOf(values, schoolCode, PHONE_FIELDS) ?? {};
  const shown = (name: PhoneField) => {
    const found = answered[name] ?? ((touched.has(name) || attempted) && problems[name]);
    return found ? errorText(found) : undefined;
  };
  const change = (name: PhoneField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setAnswered(({ [name]: _old, ...rest }) => rest);
  };
  const touch = (name: PhoneField) => setTouched((names) => new Set(names).add(name));
  const focus = (name: PhoneField) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  /** A refusal: the server's field messages beside their fields, anything else above. */
  const refused = (error: unknown, otherwise: (text: string) => void) => {
    if (!isApiError(error)) throw error;
    const { failure } = error;
    if (failure.kind === "envelope" && isValidationFailure(failure.data)) {
      const fields = Object.fromEntries(
        failure.data.fields.map(({ field, message }) => [field, { message }]),
      );
      if (Object.keys(fields).length > 0) return setAnswered(fields);
    }
    otherwise(decisionText(decideError(failure, "registration"), intl));
  };

  const sendCode = async () => {
    setProblem(null);
    const { problemsOf } = check ?? (await loadLoginCheck());
    const phoneProblems = problemsOf(values, schoolCode, ["country_code", "phone"]);
    if (Object.keys(phoneProblems).length > 0) {
      setTouched((names) => new Set(names).add("country_code").add("phone"));
      focus(phoneProblems.country_code ? "country_code" : "phone");
      throw new Error("The phone is not valid yet");
    }
    const { phone } = values;
    // Checked above: one of the contract's regions.
    const country_code = values.country_code as PhoneRegion;
    try {
      const answer = await phoneSignIn.sendCode({ country_code, phone, school_code: schoolCode });
      setSent({ region: country_code, phone: normalizePhone(phone, country_code) });
      setDemoCode(await phoneSignIn.demoCode({ country_code, phone }));
      focus("code");
      return answer.resend_after;
    } catch (error) {
      refused(error, (text) => setAnswered({ phone: { message: text } }));
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    const { problemsOf } = check ?? (await loadLoginCheck());
    const now = problemsOf(values, schoolCode, PHONE_FIELDS);
    const first = PHONE_FIELDS.find((name) => now[name]);
    if (first) {
      setAttempted(true);
      focus(first);
      return;
    }
    setSubmitting(true);
    try {
      const { replaced, user } = await phoneSignIn.signIn({
        ...values,
        school_code: schoolCode,
      } as CodeLoginRequest);
      // The page's other elements hear that the school account went and who came.
      if (replaced) element?.dispatch("campus-logout", {});
      element?.dispatch("campus-login", { userId: user.user_id, name: user.user_name });
    } catch (error) {
      refused(error, setProblem);
      setSubmitting(false);
      return;
    }
    // Signed in: the page goes on (SignedInAlready).
  };

  const attempts = attempted && Object.keys(problems).length > 0;
  return (
    <PhoneFormBox
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("registration.login.title")}
    >
      {attempts && <FormSummary role="alert">{t("validation.formIncomplete")}</FormSummary>}
      <PhoneFields
        values={values}
        errorOf={shown}
        onChange={change}
        onBlur={touch}
        onSendCode={sendCode}
      />
      <Note role="status">
        {sent ? t("registration.login.codeSent", sent) : t("registration.login.codeHint")}
        {demoCode && ` ${t("registration.login.demoCode", { code: demoCode })}`}
      </Note>
      {problem && <Problem role="alert">{problem}</Problem>}
      <Button type="submit" variant="primary" block loading={submitting}>
        {t("registration.login.submit")}
      </Button>
    </PhoneFormBox>
  );
}

/**
 * The sign-in's three fields as the form holds them (values, problems, touches): the phone's
 * region, the phone, and the code beside the button that sends it.
 */
function PhoneFields({
  values,
  errorOf,
  onChange,
  onBlur,
  onSendCode,
}: {
  values: PhoneValues;
  /** The field's problem to show now, in the reader's words. */
  errorOf: (name: PhoneField) => string | undefined;
  onChange: (name: PhoneField, value: string) => void;
  onBlur: (name: PhoneField) => void;
  /** Sends a code; the seconds until another may be sent. */
  onSendCode: () => Promise<number>;
}) {
  const t = useT<RegistrationMessageId>();
  return (
    <>
      <FieldFrame label={t("registration.login.region")} required error={errorOf("country_code")}>
        {(a11y) => (
          <Select
            name="country_code"
            autoComplete="tel-country-code"
            options={PHONE_REGIONS.map((region) => ({
              value: region,
              label: t(`registration.region.${region}`),
            }))}
            value={values.country_code}
            onChange={(event) => onChange("country_code", event.target.value)}
            onBlur={() => onBlur("country_code")}
            {...a11y}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t("registration.login.phone")} required error={errorOf("phone")}>
        {(a11y) => (
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            onChange={(event) => onChange("phone", event.target.value)}
            onBlur={() => onBlur("phone")}
            {...a11y}
          />
        )}
      </FieldFrame>
      <Row>
        <FieldFrame label={t("registration.login.code")} required error={errorOf("code")}>
          {(a11y) => (
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION.digits}
              value={values.code}
              onChange={(event) => onChange("code", event.target.value)}
              onBlur={() => onBlur("code")}
              {...a11y}
            />
          )}
        </FieldFrame>
        <CountdownButton seconds={VERIFICATION.resendSeconds} onClick={onSendCode} />
      </Row>
    </>
  );
}
