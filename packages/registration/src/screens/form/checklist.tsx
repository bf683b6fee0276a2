import { applicationIssues, type RegistrationSchool } from "@campus/contract";
import { schoolDayOf, useT } from "@campus/core";
import { Button, theme, useErrorText, type UiMessageId } from "@campus/ui";
import type { Path, UseFormReturn } from "react-hook-form";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";
import type { ApplicationValues } from "./form-values";

const Box = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  ul {
    display: grid;
    gap: ${theme.space.xs};
    margin: 0;
    padding-inline-start: ${theme.space.lg};
  }
  button {
    text-align: start;
    white-space: normal;
  }
`;

const Ready = styled.p`
  color: ${theme.color.success};
  font-weight: ${theme.font.weight.bold};
`;

/** The words for a field of the form (`guardians.1.phone` → "Parent or guardian 2: Mobile number"). */
export function useFieldLabel(school: RegistrationSchool) {
  const t = useT<RegistrationMessageId>();
  const plain: Record<string, RegistrationMessageId> = {
    class_code: "registration.form.class",
    name_zh: "registration.form.nameZh",
    name_en: "registration.form.nameEn",
    gender: "registration.form.gender",
    birth_date: "registration.form.birthDate",
    id_type: "registration.form.idType",
    id_number: "registration.form.idNumber",
    address: "registration.form.address",
    previous_school: "registration.form.previousSchool",
  };
  const guardianPart: Record<string, RegistrationMessageId> = {
    relation: "registration.form.relation",
    name: "registration.form.guardianName",
    country_code: "registration.form.guardianRegion",
    phone: "registration.form.guardianPhone",
    email: "registration.form.guardianEmail",
  };
  const siblingPart: Record<string, RegistrationMessageId> = {
    name: "registration.form.siblingName",
    class_name: "registration.form.siblingClass",
  };
  return (field: string): string => {
    const [head = "", index = "", part = ""] = field.split(".");
    if (head === "documents") return school.documents.find((d) => d.code === index)?.name ?? index;
    if (head === "guardians")
      return t("registration.form.partOf", {
        whole: t("registration.form.guardian", { n: Number(index) + 1 }),
        part: t(guardianPart[part] ?? "registration.form.guardianName"),
      });
    if (head === "siblings")
      return t("registration.form.partOf", {
        whole: t("registration.form.sibling", { n: Number(index) + 1 }),
        part: t(siblingPart[part] ?? "registration.form.siblingName"),
      });
    return plain[head] ? t(plain[head]) : field;
  };
}

/**
 * "Before you submit": what submitting still needs, by the server's own rules, each a button
 * to the field; or that everything is there. It follows the typing, so it shrinks as the
 * guardian works down it.
 */
export function Checklist({
  school,
  values,
  uploaded,
  form,
}: {
  school: RegistrationSchool;
  values: ApplicationValues;
  uploaded: readonly string[];
  form: UseFormReturn<ApplicationValues>;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const errorText = useErrorText();
  const label = useFieldLabel(school);
  const issues = applicationIssues(values, school, uploaded, schoolDayOf(new Date()));
  const goTo = (field: string, from: Element) => {
    if (field.startsWith("documents.")) {
      // The page's or the element's shadow root: ids are looked up where the form is.
      const root = from.getRootNode() as Document | ShadowRoot;
      const code = field.slice("documents.".length);
      root.getElementById(`document-${code}`)?.querySelector("input")?.focus();
      return;
    }
    form.setFocus(field as Path<ApplicationValues>, { shouldSelect: false });
  };
  return (
    <Box aria-labelledby="application-checklist">
      <h2 id="application-checklist">{t("registration.section.check")}</h2>
      {issues.length === 0 ? (
        <Ready>{t("registration.form.checkReady")}</Ready>
      ) : (
        <>
          <p>{t("registration.form.checkMissing", { count: issues.length })}</p>
          <ul>
            {issues.map((issue) => (
              <li key={issue.field}>
                <Button variant="link" onClick={(event) => goTo(issue.field, event.currentTarget)}>
                  {t("registration.form.fieldIssue", {
                    field: label(issue.field),
                    problem: errorText(issue),
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
