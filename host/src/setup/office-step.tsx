import { setupApiRoutes, setupFinishRequestSchema, type SetupLink } from "@campus/contract";
import { useIntl, useLocale, useRuntime, useT } from "@campus/core";
import {
  CountdownButton,
  Field,
  Form,
  Input,
  SubmitButton,
  theme,
  useCampusForm,
  useServerErrors,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useLocation } from "wouter";
import * as z from "zod/mini";
import type { SetupMessageId } from "./messages/load-setup-messages";
import { PanelFacts as Facts, PanelNote as Note } from "../layout/panel-parts";
import { HOME_PATH } from "../routes/home-path";
import { NewPasswordFields, newPasswordTwice, typedTheSame } from "../account/new-password";

/** The code, and the password typed twice: the second must be the first. */
const officeSchema = z
  .object({ code: setupFinishRequestSchema.shape.code, ...newPasswordTwice })
  .check(typedTheSame);

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

export interface OfficeStepProps {
  token: string;
  link: SetupLink;
}

/**
 * The office account: its username, a code texted to its phone, and a password; signed in at
 * the end and taken to the portal. The code's limits and the password's rule are the server's.
 */
export function OfficeStep({ token, link }: OfficeStepProps) {
  const t = useT<SetupMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const serverErrors = useServerErrors();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCampusForm(officeSchema, {
    defaultValues: { code: "", password: "", confirm: "" },
  });
  const school = link.school!;
  const office = link.office!;
  const schoolName =
    locale === "en-US" ? school.name_en : locale === "zh-CN" ? school.name_cn : school.name_zh;

  const sendCode = async () => {
    setProblem(null);
    try {
      const answer = await runtime.api.request(
        setupApiRoutes.setupSendCode,
        { body: { token } },
        { silent: true },
      );
      setSent(t("host.setup.office.sent", { minutes: Math.round(answer.expires_in / 60) }));
      // The answer can come late: whoever is already typing in a field keeps their place.
      if (!(document.activeElement instanceof HTMLInputElement)) form.setFocus("code");
      return answer.resend_after;
    } catch (error) {
      const said = serverErrors(form, error);
      if (said !== true) setProblem(said);
      throw error;
    }
  };
  const finish = async ({ code, password }: z.output<typeof officeSchema>) => {
    setProblem(null);
    try {
      const signedIn = await runtime.api.request(
        setupApiRoutes.setupFinish,
        { body: { token, code, password, lang: locale } },
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
      <p>
        {office.school_office
          ? t("host.setup.office.lead", { school: schoolName, phone: office.phone_hint })
          : t("host.setup.staff.lead", {
              school: schoolName,
              name: locale === "en-US" ? office.name_en : office.name_zh,
              phone: office.phone_hint,
            })}
      </p>
      <Facts>
        <dt>{t("host.setup.office.username")}</dt>
        <dd>{office.username}</dd>
      </Facts>
      <Note>{t("host.setup.office.usernameNote")}</Note>
      <div>
        <CountdownButton onClick={sendCode} block>
          {t("host.setup.office.sendCode")}
        </CountdownButton>
      </div>
      {sent && <Note role="status">{sent}</Note>}
      <Field name="code" label={t("host.setup.office.code")} required>
        {(control) => (
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...control} />
        )}
      </Field>
      <NewPasswordFields
        label={t("host.setup.office.password")}
        hint={t("host.setup.office.passwordHint")}
        confirmLabel={t("host.setup.office.confirm")}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <SubmitButton block size="lg">
        {t("host.setup.office.submit")}
      </SubmitButton>
      <Note>
        {t("host.setup.expires", {
          time: intl.formatDate(link.expires_at, { dateStyle: "medium", timeStyle: "short" }),
        })}
      </Note>
    </Form>
  );
}
