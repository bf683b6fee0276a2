import { formatHkid, type ApplicationForm } from "@campus/contract";
import { formatDay, useIntl, useLocale, useT } from "@campus/core";
import type { ReactNode } from "react";
import type { RegistrationMessageId } from "../messages/message-ids";
import { idPart } from "../id-part";
import { Facts } from "./panel";
import { aside } from "../aside";

/**
 * An application's form as read back — the child, the guardians, the siblings at the school —
 * for the family's detail and print pages and the office's review. Empty answers are left out.
 */
export function ApplicationFacts({
  form,
  headingLevel = 2,
}: {
  form: ApplicationForm;
  /** The sections' heading level: 3 under a page that has its own level-2 heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const fact = (term: RegistrationMessageId, value: ReactNode) =>
    value ? (
      <>
        <dt>{t(term)}</dt>
        <dd>{value}</dd>
      </>
    ) : null;
  return (
    <>
      <section aria-labelledby="detail-child">
        <Heading id="detail-child">{t("registration.section.child")}</Heading>
        <Facts>
          {fact("registration.form.nameZh", form.name_zh)}
          {fact("registration.form.nameEn", form.name_en)}
          {fact(
            "registration.form.gender",
            form.gender === "M" || form.gender === "F"
              ? t(`registration.gender.${form.gender}`)
              : null,
          )}
          {fact("registration.form.birthDate", formatDay(intl, form.birth_date))}
          {fact(
            "registration.form.idType",
            form.id_type === "hkid" || form.id_type === "birth_certificate"
              ? t(`registration.idType.${idPart(form.id_type)}`)
              : null,
          )}
          {fact(
            "registration.form.idNumber",
            form.id_type === "hkid" && form.id_number ? formatHkid(form.id_number) : form.id_number,
          )}
          {fact("registration.form.address", form.address)}
          {fact("registration.form.previousSchool", form.previous_school)}
        </Facts>
      </section>

      <section aria-labelledby="detail-guardians">
        <Heading id="detail-guardians">{t("registration.section.guardians")}</Heading>
        <Facts>
          {(form.guardians ?? []).map((g, i) => (
            <Guardian key={i} n={i + 1} guardian={g} />
          ))}
        </Facts>
      </section>

      {(form.siblings ?? []).length > 0 && (
        <section aria-labelledby="detail-siblings">
          <Heading id="detail-siblings">{t("registration.section.siblings")}</Heading>
          <Facts>
            {(form.siblings ?? []).map((s, i) => (
              <Sibling key={i} n={i + 1} name={s.name} className={s.class_name} />
            ))}
          </Facts>
        </section>
      )}
    </>
  );
}

function Guardian({
  n,
  guardian,
}: {
  n: number;
  guardian: NonNullable<ApplicationForm["guardians"]>[number];
}) {
  const t = useT<RegistrationMessageId>();
  const locale = useLocale();
  const relation =
    guardian.relation === "father" ||
    guardian.relation === "mother" ||
    guardian.relation === "guardian"
      ? t(`registration.relation.${guardian.relation}`)
      : "";
  const lines = [
    [guardian.name, relation && aside(locale, relation)].filter(Boolean).join(""),
    guardian.phone ? `+${guardian.country_code ?? ""} ${guardian.phone}` : "",
    guardian.email ?? "",
  ].filter(Boolean);
  return (
    <>
      <dt>{t("registration.form.guardian", { n })}</dt>
      <dd>{lines.join(" · ")}</dd>
    </>
  );
}

function Sibling({ n, name, className }: { n: number; name?: string; className?: string }) {
  const t = useT<RegistrationMessageId>();
  return (
    <>
      <dt>{t("registration.form.sibling", { n })}</dt>
      <dd>{[name, className].filter(Boolean).join(" · ")}</dd>
    </>
  );
}
