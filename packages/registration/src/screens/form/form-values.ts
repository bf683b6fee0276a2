import { applicationIssues, type ApplicationForm, type ApplicationRules } from "@campus/contract";
import { get, set, type FieldErrors, type Resolver } from "react-hook-form";

/** A guardian's lines as the form holds them: every control has a value from the start. */
export interface GuardianValues {
  relation: string;
  name: string;
  country_code: string;
  phone: string;
  email: string;
}

export interface SiblingValues {
  name: string;
  class_name: string;
}

/** The application as the form holds it (every field a string, lists present). */
export interface ApplicationValues {
  class_code: string;
  name_zh: string;
  name_en: string;
  gender: string;
  birth_date: string;
  id_type: string;
  id_number: string;
  address: string;
  previous_school: string;
  guardians: GuardianValues[];
  siblings: SiblingValues[];
}

/** A second guardian, or the first of a new form: Hong Kong's region preset (spec §6). */
export const emptyGuardian = (): GuardianValues => ({
  relation: "",
  name: "",
  country_code: "852",
  phone: "",
  email: "",
});

export const emptySibling = (): SiblingValues => ({ name: "", class_name: "" });

/** A saved (or kept) form as the form's values: one guardian at least. */
export function toValues(form: ApplicationForm): ApplicationValues {
  const guardians = (form.guardians ?? []).map((g) => ({
    relation: g.relation ?? "",
    name: g.name ?? "",
    country_code: g.country_code || "852",
    phone: g.phone ?? "",
    email: g.email ?? "",
  }));
  return {
    class_code: form.class_code ?? "",
    name_zh: form.name_zh ?? "",
    name_en: form.name_en ?? "",
    gender: form.gender ?? "",
    birth_date: form.birth_date ?? "",
    id_type: form.id_type ?? "",
    id_number: form.id_number ?? "",
    address: form.address ?? "",
    previous_school: form.previous_school ?? "",
    guardians: guardians.length > 0 ? guardians : [emptyGuardian()],
    siblings: (form.siblings ?? []).map((s) => ({
      name: s.name ?? "",
      class_name: s.class_name ?? "",
    })),
  };
}

/** Nothing typed yet: not worth starting an application on the server for. */
export function isBlank(values: ApplicationValues): boolean {
  const { guardians, siblings, ...fields } = values;
  const typed = (text: string) => text.trim() !== "";
  return (
    !Object.values(fields).some(typed) &&
    siblings.length === 0 &&
    guardians.every(({ country_code: _region, ...g }) => !Object.values(g).some(typed))
  );
}

/**
 * The form's check: what submitting needs (`applicationIssues`, the server's own rules, with
 * every field's length) — so leaving a field says at once what is wrong with it, and
 * submitting lists every field, documents included (`documents.<code>`). Saving a draft takes
 * anything within the inputs' own lengths.
 */
export function applicationResolver(
  rules: ApplicationRules,
  uploaded: () => readonly string[],
  today: () => string,
): Resolver<ApplicationValues> {
  return (values) => {
    const issues = applicationIssues(values, rules, uploaded(), today());
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors<ApplicationValues> = {};
    for (const { field, message, values: messageValues } of issues)
      if (!get(errors, field))
        set(errors, field, { type: "issue", message, values: messageValues });
    return { values: {}, errors };
  };
}
