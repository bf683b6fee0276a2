import {
  activationApiRoutes,
  loadSetupValidationMessages,
  activationCode,
  printedCode,
  SCHOOL_TIME_ZONE,
  type Activation,
} from "@campus/contract";
import {
  MoreTexts,
  decideError,
  decisionText,
  isApiError,
  useIntl,
  useLocale,
  useRuntime,
  useT,
} from "@campus/core";
import {
  Button,
  Field,
  Form,
  Input,
  LanguageSelect,
  Skeleton,
  SubmitButton,
  theme,
  useCampusForm,
  useSearchParams,
  useServerErrors,
} from "@campus/ui";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import * as z from "zod/mini";
import { NewPasswordFields, newPasswordTwice, typedTheSame } from "../account/new-password";
import {
  PanelFacts as Facts,
  PanelLanguage as Language,
  PanelNote as Note,
  PanelProblem as Problem,
} from "../layout/panel-parts";
import { PanelScreen } from "../layout/panel-screen";
import { HOME_PATH } from "../routes/home-path";
import { loadActivateMessages, type ActivateMessageId } from "./messages/load-activate-messages";

const LOADERS = [loadSetupValidationMessages, loadActivateMessages];

/** `/activate` as the portal mounts it: the page with its own texts on top of the portal's. */
export function ActivateRoute() {
  return (
    <MoreTexts loaders={LOADERS}>
      <ActivatePage />
    </MoreTexts>
  );
}

const codeSchema = z.object({ code: activationCode });

/** The last school day a code works: it stops at the start of the next one. */
const lastDay = (intl: ReturnType<typeof useIntl>, expiresAt: string) =>
  intl.formatDate(Date.parse(expiresAt) - 1, { dateStyle: "long", timeZone: SCHOOL_TIME_ZONE });
const passwordSchema = z.object(newPasswordTwice).check(typedTheSame);

type Step =
  | { kind: "code"; code: string; problem: string | null }
  | { kind: "checking"; code: string }
  | { kind: "ready"; code: string; activation: Activation };

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  justify-content: space-between;
  margin: 0;
`;

/**
 * `/activate?code=…`: a student's account, activated with the code on the letter the office
 * printed (issue 36 §4) — the letter's QR code opens this page with its code, or the student
 * types it. The code is checked (whose letter it is, shown), then the student sets a password
 * and is signed in. A code that does not work says so, and another can be typed.
 */
export function ActivatePage() {
  const t = useT<ActivateMessageId>();
  const runtime = useRuntime();
  const intl = useIntl();
  const [params] = useSearchParams();
  const fromLetter = params.get("code");
  const [step, setStep] = useState<Step>(() =>
    fromLetter ? { kind: "checking", code: fromLetter } : { kind: "code", code: "", problem: null },
  );

  const check = (code: string) => {
    setStep({ kind: "checking", code });
    runtime.api
      .request(activationApiRoutes.activationCheck, { body: { code } }, { silent: true })
      .then(
        (activation) => setStep({ kind: "ready", code, activation }),
        (error: unknown) => {
          if (!isApiError(error)) throw error;
          const problem = decisionText(decideError(error.failure, "portal"), intl);
          setStep({ kind: "code", code, problem });
        },
      );
  };
  useEffect(() => {
    if (fromLetter) check(fromLetter);
    // The letter's code is checked once; a language switch keeps the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromLetter]);

  return (
    <PanelScreen title={t("host.activate.title")} lead={t("host.activate.lead")}>
      <Language>
        <LanguageSelect />
      </Language>
      {step.kind === "checking" && <Skeleton lines={4} />}
      {step.kind === "code" && <CodeForm step={step} onCode={check} />}
      {step.kind === "ready" && (
        <PasswordStep
          code={step.code}
          activation={step.activation}
          onOtherCode={() => setStep({ kind: "code", code: "", problem: null })}
        />
      )}
    </PanelScreen>
  );
}

function CodeForm({
  step,
  onCode,
}: {
  step: Extract<Step, { kind: "code" }>;
  onCode: (code: string) => void;
}) {
  const t = useT<ActivateMessageId>();
  const form = useCampusForm(codeSchema, { defaultValues: { code: step.code } });
  return (
    <Form form={form} onSubmit={({ code }) => onCode(code)}>
      {step.problem && <Problem role="alert">{step.problem}</Problem>}
      <Field
        name="code"
        label={t("host.activate.code")}
        hint={t("host.activate.codeHint")}
        required
      >
        {(control) => (
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            {...control}
          />
        )}
      </Field>
      <SubmitButton block size="lg">
        {t("host.activate.next")}
      </SubmitButton>
      <Links>
        <Link to="/login">{t("host.activate.toLogin")}</Link>
      </Links>
    </Form>
  );
}

function PasswordStep({
  code,
  activation,
  onOtherCode,
}: {
  code: string;
  activation: Activation;
  onOtherCode: () => void;
}) {
  const t = useT<ActivateMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const serverErrors = useServerErrors();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCampusForm(passwordSchema, { defaultValues: { password: "", confirm: "" } });
  const { school, student } = activation;
  const schoolName =
    locale === "en-US" ? school.name_en : locale === "zh-CN" ? school.name_cn : school.name_zh;
  const name = locale === "en-US" ? student.name_en : student.name_zh;
  const place = [student.class_name, student.class_number].filter((v) => v !== null).join(" ");

  const finish = async ({ password }: z.output<typeof passwordSchema>) => {
    setProblem(null);
    try {
      const signedIn = await runtime.api.request(
        activationApiRoutes.activationFinish,
        { body: { code, password, lang: locale } },
        { silent: true },
      );
      runtime.session.getState().signIn(signedIn.token, signedIn.user, signedIn.expires_at);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      const said = serverErrors(form, error);
      if (said !== true) setProblem(said);
    }
  };
  return (
    <Form form={form} onSubmit={finish}>
      <Facts>
        <dt>{t("host.activate.school")}</dt>
        <dd>{schoolName}</dd>
        <dt>{t("host.activate.student")}</dt>
        <dd>{place ? t("host.activate.hello", { name, class: place }) : name}</dd>
        <dt>{t("host.activate.username")}</dt>
        <dd>{activation.username}</dd>
        <dt>{t("host.activate.expires")}</dt>
        <dd>{lastDay(intl, activation.expires_at)}</dd>
      </Facts>
      <Note>{t("host.activate.usernameNote")}</Note>
      <NewPasswordFields
        label={t("host.activate.password")}
        hint={t("host.activate.passwordHint")}
        confirmLabel={t("host.activate.confirm")}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <SubmitButton block size="lg">
        {t("host.activate.submit")}
      </SubmitButton>
      <Links>
        <span>{printedCode(code.replace(/[\s-]/g, "").toUpperCase())}</span>
        <Button variant="link" onClick={onOtherCode}>
          {t("host.activate.otherCode")}
        </Button>
      </Links>
    </Form>
  );
}
