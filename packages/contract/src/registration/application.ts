import { isRealDay } from "../calendar/values";
import type { ClientMessageId } from "../messages";
import { normalizeText } from "../text";
import { isValidHkid, normalizeHkid } from "../validators/hkid";
import { isValidPhone, normalizePhone, PHONE_REGIONS, type PhoneRegion } from "../validators/phone";

/*
 * A new-student application's form and its rules, in plain code (no zod): the form page checks
 * each field as the guardian types, the checklist lists what is missing, and the server runs the
 * very same function before it accepts a submission. A draft is saved as typed; only submitting
 * asks for a complete, valid form.
 */

export {
  APPLICATION_STATUSES,
  DECIDE_MANY_MAX,
  DECISION_MOVES,
  DOCUMENT_REVIEWS,
  FEE_STATUSES,
  OFFICE_DECISIONS,
  type ApplicationStatus,
  type DocumentReview,
  type FeeStatus,
  type OfficeDecision,
} from "./states";

/** The most a draft's text field keeps (the form's own limits are checked on submit). */
export const DRAFT_TEXT_MAX = 500;

export const GENDERS = ["M", "F"] as const;
export const ID_TYPES = ["hkid", "birth_certificate"] as const;
export type IdType = (typeof ID_TYPES)[number];
export const GUARDIAN_RELATIONS = ["father", "mother", "guardian"] as const;

/** Limits of the form: every field has a maximum, and lists a length. */
export const APPLICATION_LIMITS = {
  nameZh: 20,
  nameEn: 60,
  guardianName: 60,
  email: 100,
  address: 200,
  previousSchool: 100,
  siblingName: 60,
  siblingClass: 10,
  guardians: 2,
  siblings: 3,
  /** A birth certificate's or passport's number once spaces and dashes are out. */
  idNumber: 20,
} as const;

/** Drafts (never submitted) one guardian may keep for one school at a time. */
export const DRAFTS_PER_SCHOOL = 10;

export interface GuardianEntry {
  relation?: string;
  name?: string;
  country_code?: string;
  phone?: string;
  email?: string;
}

export interface SiblingEntry {
  name?: string;
  class_name?: string;
}

/**
 * What a guardian types, as it is saved: every field optional (a draft), every value a string as
 * typed (cleaned only on submit), so an autosave never refuses half a word.
 */
export interface ApplicationForm {
  class_code?: string;
  name_zh?: string;
  name_en?: string;
  gender?: string;
  birth_date?: string;
  id_type?: string;
  id_number?: string;
  address?: string;
  previous_school?: string;
  guardians?: GuardianEntry[];
  siblings?: SiblingEntry[];
}

/** One thing wrong or missing: where (`name_zh`, `guardians.0.phone`, `documents.photo`) and why. */
export interface FormIssue {
  field: string;
  message: ClientMessageId;
  values?: Record<string, number>;
}

/** A class a school takes applications for, and the birth dates it takes (inclusive; null: any). */
export interface ApplicationClass {
  code: string;
  born_from?: string | null;
  born_until?: string | null;
}

/** What the rules need to know of the school: the classes it takes and the documents it asks for. */
export interface ApplicationRules {
  classes: readonly ApplicationClass[];
  documents: readonly { code: string; required: boolean }[];
}

/**
 * Spec §5: HKID upper-cased with dashes, slashes, spaces and brackets removed; a birth
 * certificate's (or passport's) number the same way, letters and digits kept.
 */
export function normalizeIdNumber(value: string, type: string | undefined): string {
  const cleaned = normalizeHkid(value.normalize("NFKC"));
  return type === "hkid" ? cleaned : cleaned.replace(/[^A-Z0-9]/g, "");
}

/** A letter of an English name: letters of Latin scripts, with spaces, hyphens, commas, dots, apostrophes. */
const ENGLISH_NAME = /^[\p{Script=Latin}][\p{Script=Latin} ,.'-]*$/u;
/** A Chinese name: Han characters, with the middle dot some names carry. */
const CHINESE_NAME = /^[\p{Script=Han}·・]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a child born on `day` is of the age `group` takes. */
export function bornFor(group: ApplicationClass, day: string): boolean {
  return (
    (!group.born_from || day >= group.born_from) && (!group.born_until || day <= group.born_until)
  );
}

const filled = (value: string | undefined): value is string =>
  typeof value === "string" && normalizeText(value) !== "";

/**
 * Checks a form field by field, in the order the form shows them, against the school's classes
 * and required documents (`uploaded`: the codes of documents already attached). Empty → nothing
 * wrong: the form is complete and valid.
 */
export function applicationIssues(
  form: ApplicationForm,
  rules: ApplicationRules,
  uploaded: readonly string[],
  today: string,
): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (field: string, message: ClientMessageId, values?: Record<string, number>) =>
    issues.push(values ? { field, message, values } : { field, message });
  const text = (
    field: string,
    value: string | undefined,
    max: number,
    script?: { pattern: RegExp; message: ClientMessageId },
  ) => {
    if (!filled(value)) return add(field, "validation.required");
    const clean = normalizeText(value);
    if ([...clean].length > max) return add(field, "validation.tooLong", { max });
    if (script && !script.pattern.test(clean)) add(field, script.message);
  };
  const optional = (field: string, value: string | undefined, max: number) => {
    if (filled(value) && [...normalizeText(value)].length > max)
      add(field, "validation.tooLong", { max });
  };

  const chosen = rules.classes.find((c) => c.code === form.class_code);
  if (!filled(form.class_code)) add("class_code", "validation.required");
  else if (!chosen) add("class_code", "validation.invalidOption");
  text("name_zh", form.name_zh, APPLICATION_LIMITS.nameZh, {
    pattern: CHINESE_NAME,
    message: "validation.nameInChinese",
  });
  text("name_en", form.name_en, APPLICATION_LIMITS.nameEn, {
    pattern: ENGLISH_NAME,
    message: "validation.nameInEnglish",
  });
  if (!filled(form.gender)) add("gender", "validation.required");
  else if (!(GENDERS as readonly string[]).includes(form.gender))
    add("gender", "validation.invalidOption");
  if (!filled(form.birth_date)) add("birth_date", "validation.required");
  else if (!isRealDay(form.birth_date)) add("birth_date", "validation.invalid");
  else if (form.birth_date >= today) add("birth_date", "validation.bornBeforeToday");
  else if (chosen && !bornFor(chosen, form.birth_date))
    add("birth_date", "validation.bornForClass");
  if (!filled(form.id_type)) add("id_type", "validation.required");
  else if (!(ID_TYPES as readonly string[]).includes(form.id_type))
    add("id_type", "validation.invalidOption");
  if (!filled(form.id_number)) add("id_number", "validation.required");
  else if (form.id_type === "hkid") {
    if (!isValidHkid(form.id_number)) add("id_number", "validation.hkidFormat");
  } else {
    const id = normalizeIdNumber(form.id_number, form.id_type);
    if (id.length < 5) add("id_number", "validation.tooShort", { min: 5 });
    else if (id.length > APPLICATION_LIMITS.idNumber)
      add("id_number", "validation.tooLong", { max: APPLICATION_LIMITS.idNumber });
  }
  text("address", form.address, APPLICATION_LIMITS.address);
  optional("previous_school", form.previous_school, APPLICATION_LIMITS.previousSchool);

  const guardians = form.guardians ?? [];
  if (guardians.length === 0) add("guardians.0.name", "validation.required");
  guardians.slice(0, APPLICATION_LIMITS.guardians).forEach((guardian, i) => {
    // A second guardian is optional; once started, it is checked like the first.
    // (The region is preset by the form, so it alone does not start one.)
    const { country_code: _region, ...typed } = guardian;
    const started = i === 0 || Object.values(typed).some((v) => filled(v));
    if (!started) return;
    const at = `guardians.${i}`;
    if (!filled(guardian.relation)) add(`${at}.relation`, "validation.required");
    else if (!(GUARDIAN_RELATIONS as readonly string[]).includes(guardian.relation))
      add(`${at}.relation`, "validation.invalidOption");
    text(`${at}.name`, guardian.name, APPLICATION_LIMITS.guardianName);
    const region = guardian.country_code as PhoneRegion;
    if (!(PHONE_REGIONS as readonly string[]).includes(region))
      add(`${at}.country_code`, "validation.invalidOption");
    if (!filled(guardian.phone)) add(`${at}.phone`, "validation.required");
    else if (!isValidPhone(guardian.phone, region)) add(`${at}.phone`, "validation.phoneFormat");
    if (filled(guardian.email)) {
      const email = normalizeText(guardian.email);
      if (email.length > APPLICATION_LIMITS.email)
        add(`${at}.email`, "validation.tooLong", { max: APPLICATION_LIMITS.email });
      else if (!EMAIL.test(email)) add(`${at}.email`, "validation.invalid");
    }
  });
  (form.siblings ?? []).slice(0, APPLICATION_LIMITS.siblings).forEach((sibling, i) => {
    if (!filled(sibling.name) && !filled(sibling.class_name)) return;
    text(`siblings.${i}.name`, sibling.name, APPLICATION_LIMITS.siblingName);
    text(`siblings.${i}.class_name`, sibling.class_name, APPLICATION_LIMITS.siblingClass);
  });
  for (const document of rules.documents)
    if (document.required && !uploaded.includes(document.code))
      add(`documents.${document.code}`, "validation.fileRequired");
  return issues;
}

/**
 * The form as it is kept once submitted: text normalised, the id number cleaned (spec §5), the
 * phone in its national form, empty entries dropped.
 */
export function cleanApplication(form: ApplicationForm): ApplicationForm {
  const clean = (value: string | undefined) => (filled(value) ? normalizeText(value) : undefined);
  return {
    class_code: form.class_code,
    name_zh: clean(form.name_zh),
    name_en: clean(form.name_en),
    gender: form.gender,
    birth_date: form.birth_date,
    id_type: form.id_type,
    id_number: form.id_number && normalizeIdNumber(form.id_number, form.id_type),
    address: clean(form.address),
    previous_school: clean(form.previous_school),
    guardians: (form.guardians ?? [])
      .filter((g) => filled(g.name))
      .map((g) => ({
        relation: g.relation,
        name: clean(g.name),
        country_code: g.country_code,
        phone: g.phone && normalizePhone(g.phone, g.country_code as PhoneRegion),
        email: clean(g.email),
      })),
    siblings: (form.siblings ?? [])
      .filter((s) => filled(s.name))
      .map((s) => ({ name: clean(s.name), class_name: clean(s.class_name) })),
  };
}

/** Copying an application for a sibling keeps the family's part: guardians and address. */
export function familyPartOf(form: ApplicationForm): ApplicationForm {
  return { guardians: form.guardians ?? [], address: form.address ?? "", siblings: [] };
}
