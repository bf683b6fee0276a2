import type { Application, RegistrationSchool } from "@campus/contract";
import { schoolDayOf, useT } from "@campus/core";
import { Form, SubmitButton, theme, useFormAction, type UiMessageId } from "@campus/ui";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { useLocation } from "wouter";
import { useSubmitApplication } from "../../api/registration-submit";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { detailPath } from "../../routing/pages";
import { useDraftKeeper } from "../../routing/registration-page";
import { Checklist } from "./checklist";
import { ChildFields, ClassFields, HomeFields } from "./child-fields";
import { DocumentFields } from "./document-fields";
import { applicationResolver, type ApplicationValues } from "./form-values";
import { GuardianList } from "./guardian-list";
import { Quiet } from "./quiet";
import { SiblingList } from "./sibling-list";
import { SaveStatus, useAutosave } from "./use-autosave";

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

export interface ApplicationEditorProps {
  school: RegistrationSchool;
  schoolCode: string;
  /** The application as saved; null for one not started on the server yet. */
  application: Application | null;
  /** The form to start from (the server's, or this tab's newer typing). */
  initial: ApplicationValues;
  /** `initial` is this tab's typing that the server has not had: it is saved again at once. */
  restored: boolean;
}

/**
 * The application, field by field (spec §3; issue 11): saved to the server as the guardian
 * types and kept in this tab for the seconds in between; each field checked on leaving it by
 * the same rules the server applies on submit; documents uploaded one by one; a checklist of
 * what is missing; submitted after a confirmation.
 */
export function ApplicationEditor({
  school,
  schoolCode,
  application,
  initial,
  restored,
}: ApplicationEditorProps) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const [, navigate] = useLocation();
  const keeper = useDraftKeeper();
  const submit = useSubmitApplication();
  const [uploaded, setUploaded] = useState<string[]>(
    () => application?.documents.map((d) => d.code) ?? [],
  );
  const uploadedRef = useRef(uploaded);
  uploadedRef.current = uploaded;

  const resolver = useMemo(
    () =>
      applicationResolver(
        school,
        () => uploadedRef.current,
        () => schoolDayOf(new Date()),
      ),
    [school],
  );
  const form = useForm<ApplicationValues>({
    mode: "onTouched",
    shouldFocusError: true,
    defaultValues: initial,
    resolver,
  });
  const autosave = useAutosave({ form, schoolCode, application, restored });
  const values = form.watch();

  // Saved first (the last typing may not have reached the server), then submitted.
  const submitting = useFormAction(form, {
    area: "registration",
    confirm: () => ({
      title: t("registration.form.submitTitle"),
      content: t("registration.form.submitBody"),
      okText: t("registration.form.submit"),
    }),
    run: async () => {
      const id = await autosave.saveNow();
      if (id !== null) return submit.mutateAsync({ id });
      submitting.setProblem(t("registration.form.saveFailed"));
      return null;
    },
    success: () => t("registration.form.submitted"),
    done: (submitted) => {
      keeper.clear();
      navigate(detailPath(submitted.id, schoolCode), { replace: true });
    },
  });

  return (
    <Form form={form} onSubmit={submitting.submit} aria-labelledby="application-title">
      <Head>
        <h1 id="application-title">{t("registration.form.title")}</h1>
        <Quiet>
          {autosave.number
            ? t("registration.form.number", { number: autosave.number })
            : t("registration.form.new")}
        </Quiet>
      </Head>
      <SaveStatus autosave={autosave} />
      {restored && <Notice title={t("registration.form.restored")} />}
      {application?.office_request && (
        <Notice tone="warning" title={t("registration.form.officeRequest")}>
          {application.office_request}
        </Notice>
      )}

      <ClassFields classes={school.classes} />
      <ChildFields form={form} />
      <HomeFields />
      <GuardianList form={form} />
      <SiblingList form={form} />
      <DocumentFields
        documents={school.documents}
        saved={application?.documents ?? []}
        autosave={autosave}
        onUploaded={(code) =>
          setUploaded((codes) => (codes.includes(code) ? codes : [...codes, code]))
        }
      />

      <Checklist school={school} values={values} uploaded={uploaded} form={form} />
      {submitting.problem && <Notice tone="danger" title={submitting.problem} />}
      <SubmitButton block disabled={!school.open}>
        {t("registration.form.submit")}
      </SubmitButton>
    </Form>
  );
}
