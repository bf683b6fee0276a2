import {
  APPLICATION_LIMITS,
  GENDERS,
  GUARDIAN_RELATIONS,
  ID_TYPES,
  PHONE_REGIONS,
  type Application,
  type RegistrationSchool,
} from "@campus/contract";
import { schoolDayOf, useT } from "@campus/core";
import {
  Button,
  DayInput,
  Field,
  Form,
  Input,
  RadioGroup,
  Select,
  Skeleton,
  SubmitButton,
  TextArea,
  theme,
  useFormAction,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useMemo, useRef, useState, type ReactNode } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import styled from "styled-components";
import { useLocation } from "wouter";
import { useSubmitApplication } from "../../api/registration-api";
import { Entry, Group } from "../../components/form-group";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { detailPath } from "../../routing/pages";
import { useDraftKeeper } from "../../routing/registration-page";
import { Checklist } from "./checklist";
import { useClassLabel } from "./class-label";

// The documents' pickers (uploads, progress, previews) load after the fields show.
const DocumentField = retryableLazy(() => import("./document-field").then((m) => m.DocumentField));
import {
  applicationResolver,
  emptyGuardian,
  emptySibling,
  type ApplicationValues,
} from "./form-values";
import { SaveStatus, useAutosave } from "./use-autosave";
import { idPart } from "../../id-part";

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

const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
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
  const classLabel = useClassLabel();
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
  const guardians = listOf(form, "guardians", emptyGuardian);
  const siblings = listOf(form, "siblings", emptySibling);
  const idType = form.watch("id_type");
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

  const option = (value: string, label: RegistrationMessageId) => ({ value, label: t(label) });

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

      <Group>
        <legend>{t("registration.section.class")}</legend>
        <Field
          name="class_code"
          label={t("registration.form.class")}
          group
          required
          className="wide"
        >
          {(control) => (
            <RadioGroup
              hideLegend
              options={school.classes.map((c) => ({ value: c.code, label: classLabel(c) }))}
              {...control}
            />
          )}
        </Field>
      </Group>

      <Group>
        <legend>{t("registration.section.child")}</legend>
        <Field name="name_zh" label={t("registration.form.nameZh")} required>
          {(control) => (
            <Input autoComplete="off" maxLength={APPLICATION_LIMITS.nameZh} {...control} />
          )}
        </Field>
        <Field
          name="name_en"
          label={t("registration.form.nameEn")}
          required
          hint={t("registration.form.nameEnHint")}
        >
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="words"
              maxLength={APPLICATION_LIMITS.nameEn}
              {...control}
            />
          )}
        </Field>
        <Field name="gender" label={t("registration.form.gender")} group required>
          {(control) => (
            <RadioGroup
              direction="horizontal"
              options={GENDERS.map((g) => option(g, `registration.gender.${g}`))}
              {...control}
            />
          )}
        </Field>
        <Field name="birth_date" label={t("registration.form.birthDate")} required>
          {({ value, onChange, ...control }) => (
            <DayInput
              value={value}
              onChange={(day) => onChange(day ?? "")}
              max={schoolDayOf(new Date())}
              {...control}
            />
          )}
        </Field>
        <Field name="id_type" label={t("registration.form.idType")} group required>
          {(control) => (
            <RadioGroup
              options={ID_TYPES.map((type) => option(type, `registration.idType.${idPart(type)}`))}
              {...control}
            />
          )}
        </Field>
        <Field
          name="id_number"
          label={t("registration.form.idNumber")}
          required
          hint={
            idType === "hkid" || idType === "birth_certificate"
              ? t(`registration.idHint.${idPart(idType)}`)
              : undefined
          }
        >
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              {...control}
            />
          )}
        </Field>
      </Group>

      <Group>
        <legend>{t("registration.section.home")}</legend>
        <Field name="address" label={t("registration.form.address")} required className="wide">
          {(control) => (
            <TextArea
              rows={2}
              autoComplete="street-address"
              maxLength={APPLICATION_LIMITS.address}
              {...control}
            />
          )}
        </Field>
        <Field
          name="previous_school"
          label={t("registration.form.previousSchool")}
          className="wide"
        >
          {(control) => <Input maxLength={APPLICATION_LIMITS.previousSchool} {...control} />}
        </Field>
      </Group>

      <Group>
        <legend>{t("registration.section.guardians")}</legend>
        {guardians.items.map((_, index) => (
          <Entry key={index} className="wide">
            <legend>{t("registration.form.guardian", { n: index + 1 })}</legend>
            <Field
              name={`guardians.${index}.relation`}
              label={t("registration.form.relation")}
              required
            >
              {(control) => (
                <Select
                  placeholder
                  options={GUARDIAN_RELATIONS.map((r) => option(r, `registration.relation.${r}`))}
                  {...control}
                />
              )}
            </Field>
            <Field
              name={`guardians.${index}.name`}
              label={t("registration.form.guardianName")}
              required
            >
              {(control) => (
                <Input
                  autoComplete={index === 0 ? "name" : "off"}
                  maxLength={APPLICATION_LIMITS.guardianName}
                  {...control}
                />
              )}
            </Field>
            <Field
              name={`guardians.${index}.country_code`}
              label={t("registration.form.guardianRegion")}
              required
            >
              {(control) => (
                <Select
                  options={PHONE_REGIONS.map((r) => option(r, `registration.region.${r}`))}
                  {...control}
                />
              )}
            </Field>
            <Field
              name={`guardians.${index}.phone`}
              label={t("registration.form.guardianPhone")}
              required
            >
              {(control) => (
                <Input
                  type="tel"
                  inputMode="tel"
                  autoComplete={index === 0 ? "tel-national" : "off"}
                  {...control}
                />
              )}
            </Field>
            <Field
              name={`guardians.${index}.email`}
              label={t("registration.form.guardianEmail")}
              className="wide"
            >
              {(control) => (
                <Input
                  type="email"
                  autoComplete={index === 0 ? "email" : "off"}
                  maxLength={APPLICATION_LIMITS.email}
                  {...control}
                />
              )}
            </Field>
            {index > 0 && (
              <RemoveButton onClick={() => guardians.remove(index)}>
                {t("registration.form.removeGuardian", { n: index + 1 })}
              </RemoveButton>
            )}
          </Entry>
        ))}
        {guardians.items.length < APPLICATION_LIMITS.guardians && (
          <AddButton onClick={guardians.add}>{t("registration.form.addGuardian")}</AddButton>
        )}
      </Group>

      <Group>
        <legend>{t("registration.section.siblings")}</legend>
        <Quiet className="wide">{t("registration.form.siblingsHint")}</Quiet>
        {siblings.items.map((_, index) => (
          <Entry key={index} className="wide">
            <legend>{t("registration.form.sibling", { n: index + 1 })}</legend>
            <Field
              name={`siblings.${index}.name`}
              label={t("registration.form.siblingName")}
              required
            >
              {(control) => <Input maxLength={APPLICATION_LIMITS.siblingName} {...control} />}
            </Field>
            <Field
              name={`siblings.${index}.class_name`}
              label={t("registration.form.siblingClass")}
              required
            >
              {(control) => (
                <Input
                  autoCapitalize="characters"
                  maxLength={APPLICATION_LIMITS.siblingClass}
                  {...control}
                />
              )}
            </Field>
            <RemoveButton onClick={() => siblings.remove(index)}>
              {t("registration.form.removeSibling", { n: index + 1 })}
            </RemoveButton>
          </Entry>
        ))}
        {siblings.items.length < APPLICATION_LIMITS.siblings && (
          <AddButton onClick={siblings.add}>{t("registration.form.addSibling")}</AddButton>
        )}
      </Group>

      <Group>
        <legend>{t("registration.section.documents")}</legend>
        <Quiet className="wide">{t("registration.form.documentsHint")}</Quiet>
        <Suspense fallback={<Skeleton className="wide" variant="text" lines={4} />}>
          {school.documents.map((document) => (
            <DocumentField
              key={document.code}
              className="wide"
              document={document}
              saved={application?.documents.find((d) => d.code === document.code) ?? null}
              applicationId={autosave.id}
              // A document may come before any typing: it starts the application.
              ensureSaved={() => autosave.saveNow({ evenBlank: true })}
              onUploaded={() =>
                setUploaded((codes) =>
                  codes.includes(document.code) ? codes : [...codes, document.code],
                )
              }
            />
          ))}
        </Suspense>
      </Group>

      <Checklist school={school} values={values} uploaded={uploaded} form={form} />
      {submitting.problem && <Notice tone="danger" title={submitting.problem} />}
      <SubmitButton block disabled={!school.open}>
        {t("registration.form.submit")}
      </SubmitButton>
    </Form>
  );
}

/**
 * A list of the form's entries (guardians, siblings), added to and removed from as a whole
 * value: react-hook-form's `useFieldArray` would add its code to the form library every
 * feature's forms share.
 */
function listOf<K extends "guardians" | "siblings">(
  form: UseFormReturn<ApplicationValues>,
  name: K,
  empty: () => ApplicationValues[K][number],
) {
  const items = form.watch(name);
  const set = (next: ApplicationValues[K]) =>
    form.setValue(name, next as never, { shouldDirty: true, shouldTouch: false });
  return {
    items,
    add: () => set([...form.getValues(name), empty()] as ApplicationValues[K]),
    remove: (index: number) => {
      set(form.getValues(name).filter((_, i) => i !== index) as ApplicationValues[K]);
      // Errors belong to positions: the entry now at `index` is another one.
      form.clearErrors(name);
    },
  };
}

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="wide">
      <Button onClick={onClick}>{children}</Button>
    </div>
  );
}

function RemoveButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className="wide">
      <Button variant="text" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
