import { setupApiRoutes, type SetupLink } from "@campus/contract";
import { decideError, decisionText, isApiError, useIntl, useRuntime, useT } from "@campus/core";
import { LanguageSelect, Skeleton, useSearchParams } from "@campus/ui";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { PanelLanguage as Language, PanelProblem as Problem } from "../layout/panel-parts";
import { PanelScreen } from "../layout/panel-screen";
import type { SetupMessageId } from "./messages/load-setup-messages";
import { OfficeStep } from "./office-step";
import { SchoolForm } from "./school-form";

type Step =
  | { kind: "loading" }
  | { kind: "refused"; text: string }
  | { kind: "ready"; token: string; link: SetupLink };

/** The link the address names, asked once; what the server refused, in words. */
function useSetupLink(token: string | null): [Step, (token: string, link: SetupLink) => void] {
  const runtime = useRuntime();
  const intl = useIntl();
  const t = useT<SetupMessageId>();
  const [step, setStep] = useState<Step>(() =>
    token ? { kind: "loading" } : { kind: "refused", text: t("host.setup.problem.noToken") },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    runtime.api.request(setupApiRoutes.setupLink, { body: { token } }, { silent: true }).then(
      (link) => current && setStep({ kind: "ready", token, link }),
      (error: unknown) => {
        if (!isApiError(error)) throw error;
        if (current)
          setStep({
            kind: "refused",
            text: decisionText(decideError(error.failure, "portal"), intl),
          });
      },
    );
    return () => {
      current = false;
    };
    // The link is read once: a language switch keeps the step (its words are the page's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, runtime]);
  return [step, (next, link) => setStep({ kind: "ready", token: next, link })];
}

/**
 * `/setup?token=…`: a school's first start (issue 36). A first start's link creates the school
 * (`SchoolForm`); an office link (that form's answer, or `npm run admin`) finishes the office
 * account by a code to its phone and a password (`OfficeStep`), signed in at the end.
 */
export function SetupPage() {
  const t = useT<SetupMessageId>();
  const [params] = useSearchParams();
  const [step, goOn] = useSetupLink(params.get("token"));
  // A staff member's own account, added by the office: their account, not the school's set-up.
  const staff = step.kind === "ready" && step.link.office?.school_office === false;
  const title =
    step.kind === "refused"
      ? t("host.setup.problem.title")
      : t(staff ? "host.setup.staffTitle" : "host.setup.title");
  const lead =
    step.kind === "ready" && step.link.kind === "school" ? t("host.setup.school.lead") : undefined;
  return (
    <PanelScreen title={title} lead={lead} wide>
      <Language>
        <LanguageSelect />
      </Language>
      {step.kind === "loading" && <Skeleton lines={4} />}
      {step.kind === "refused" && (
        <>
          <Problem role="alert">{step.text}</Problem>
          <Link to="/login">{t("host.setup.problem.toLogin")}</Link>
        </>
      )}
      {step.kind === "ready" &&
        (step.link.kind === "school" ? (
          <SchoolForm token={step.token} onCreated={goOn} />
        ) : (
          <OfficeStep token={step.token} link={step.link} />
        ))}
    </PanelScreen>
  );
}
