import type { Application, RegistrationSchool } from "@campus/contract";
import { useT } from "@campus/core";
import { NavLink, Skeleton, type UiMessageId } from "@campus/ui";
import { useEffect, useState } from "react";
import { useParams } from "wouter";
import { useApplication } from "../../api/registration-application";
import { useRegistrationSchool } from "../../api/registration-school";
import { Notice } from "../../components/notice";
import { SchoolBanner } from "../../components/school-banner";
import { formToResume } from "../../draft/draft-keeper";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { detailPath, HISTORY, withSchool } from "../../routing/pages";
import { useDraftKeeper, useSchoolCode } from "../../routing/registration-page";
import { ApplicationEditor } from "./application-editor";
import { FormTexts } from "./form-texts";
import { toValues } from "./form-values";

/**
 * The application form (spec §2 RegistrationForm, RegistrationFormDetail): `/registration/form`
 * is the application this tab is typing (a new one until its first autosave), `/form/{id}` one
 * of the guardian's own. A submitted one is not edited here: it says so and links to it.
 */
export function FormPage() {
  const params = useParams<{ id?: string }>();
  // Another application's address is another form (back and forward between two of them).
  return (
    <FormTexts>
      <ApplicationFormPage key={params.id ?? "this-tab"} addressed={params.id ?? null} />
    </FormTexts>
  );
}

function ApplicationFormPage({ addressed }: { addressed: string | null }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const keeper = useDraftKeeper();
  const code = useSchoolCode() ?? "";
  // Without an id: the application this tab was typing, if the autosave had started it. Read
  // once: this page's own first autosave must not swap the editor for a reloaded one.
  const [kept] = useState(() => (addressed ? null : (keeper.draft()?.id ?? null)));
  const id = addressed ? Number(addressed) : kept;
  const school = useRegistrationSchool(code);
  const application = useApplication(Number.isInteger(id) && id! > 0 ? id : null);
  // The tab's application is gone (deleted on another device): a new one, not "not found".
  const stale = !addressed && kept !== null && application.isError;
  useEffect(() => {
    if (stale) keeper.clear();
  }, [stale, keeper]);

  if (school.isPending || (id !== null && application.isPending))
    return <Skeleton variant="text" lines={6} />;
  if (school.isError) return <Notice tone="danger" title={t("registration.school.notFound")} />;
  if (stale)
    return (
      <>
        <SchoolBanner school={school.data} />
        <Editor key="new" school={school.data} saved={undefined} schoolCode={code} />
      </>
    );
  if (id !== null && application.isError)
    return (
      <Notice
        tone="danger"
        title={t("registration.detail.notFound")}
        action={<NavLink to={withSchool(HISTORY, code)}>{t("registration.detail.back")}</NavLink>}
      />
    );
  const saved = id !== null ? application.data : undefined;
  if (saved && saved.status !== "incomplete")
    return (
      <Notice
        title={t("registration.form.locked")}
        action={
          <NavLink to={detailPath(saved.id, code)}>
            {t("registration.form.viewApplication")}
          </NavLink>
        }
      />
    );
  return (
    <>
      <SchoolBanner school={school.data} />
      <Editor key={saved?.id ?? "new"} school={school.data} saved={saved} schoolCode={code} />
    </>
  );
}

/** The editor on the form to resume: this tab's newer typing over the server's, if any. */
function Editor({
  school,
  saved,
  schoolCode,
}: {
  school: RegistrationSchool;
  saved: Application | undefined;
  schoolCode: string;
}) {
  const keeper = useDraftKeeper();
  const kept = keeper.draft();
  const resume = saved
    ? formToResume(saved, kept)
    : kept && kept.id === null
      ? { form: kept.form, unsaved: true }
      : { form: {}, unsaved: false };
  return (
    <ApplicationEditor
      school={school}
      schoolCode={schoolCode}
      application={saved ?? null}
      initial={toValues(resume.form)}
      restored={resume.unsaved}
    />
  );
}
