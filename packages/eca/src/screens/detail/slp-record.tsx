import type { EcaProfile, EcaProfileRecord } from "@campus/contract";
import { formatDay, schoolDayOf, useIntl, useLocale, useSession, useT } from "@campus/core";
import { Button, Empty, screen, theme, type UiMessageId } from "@campus/ui";
import styled, { createGlobalStyle } from "styled-components";
import { useRegion } from "../../api/eca-settings";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, yearLabel } from "../../components/names";
import { oeaCategory, oeaItems } from "./oea";

/** On paper only the record: the portal around it (menu, tabs, buttons) is not printed. */
const PrintOnly = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-record],
    [data-print-record] * {
      visibility: visible;
    }
    [data-print-record] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
  }
`;

const Paper = styled.article`
  display: grid;
  gap: ${theme.space.md};
  header {
    display: grid;
    gap: ${theme.space.xs};
    padding-bottom: ${theme.space.sm};
    border-bottom: 2px solid ${theme.color.text};
  }
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  header p {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.lg};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.font.size.sm};
  }
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.color.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    background: ${theme.color.surfaceMuted};
  }
  td.number {
    text-align: end;
  }
  /*
   * A phone reads the record as cards: each row's cells with their column's name. By the screen's
   * box (decision 0014), not the window; printed, the page is wide and the table shows.
   */
  ${screen.below(theme.breakpoint.mobileMax + 1)} {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: ${theme.space.sm};
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius.md};
    }
    td {
      border: 0;
    }
    td.number {
      text-align: start;
    }
    td::before {
      content: attr(data-label) "：";
      color: ${theme.color.textSecondary};
    }
  }
  @media print {
    font-size: 11pt;
  }
`;

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
  @media print {
    display: none;
  }
`;

function Head({ profile, title }: { profile: EcaProfile; title: string }) {
  const t = useT<EcaMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const school = useSession((s) => s.user?.school);
  const { student } = profile;
  const today = schoolDayOf(new Date());
  return (
    <header>
      {school && (
        <span>
          {locale === "en-US"
            ? school.name_en
            : locale === "zh-CN"
              ? school.name_cn
              : school.name_zh}
        </span>
      )}
      <h3>{title}</h3>
      <p>
        <span>
          {t("eca.profile.slp.student", { name: `${student.name_zh} ${student.name_en}`.trim() })}
        </span>
        {student.class_name && (
          <span>
            {t("eca.profile.slp.class", {
              className:
                student.class_number === null
                  ? student.class_name
                  : `${student.class_name} (${student.class_number})`,
            })}
          </span>
        )}
        {student.student_no && (
          <span>{t("eca.profile.slp.studentNo", { no: student.student_no })}</span>
        )}
        <span>{t("eca.profile.slp.issued", { day: formatDay(intl, today) })}</span>
      </p>
    </header>
  );
}

/** An award's words: the prize, its level, the achievement written down. */
function useAwardText() {
  const t = useT<EcaMessageId>();
  const locale = useLocale();
  const region = useRegion();
  return (r: EcaProfileRecord) => {
    const prize = r.prize ? nameOf(locale, r.prize) : "";
    const level = r.level ? t(levelLabel(r.level, region)) : "";
    // An achievement that only repeats the prize ("冠軍") is said once.
    const achievement =
      r.achievement === r.prize?.name_zh || r.achievement === r.prize?.name_en ? "" : r.achievement;
    return [prize, level, achievement].filter(Boolean).join(" · ");
  };
}

/**
 * The Student Learning Profile's OLE record (Hong Kong's SLP shape): programme, school year,
 * role, partner organisation, OLE component, awards and hours — every approved record, ready to
 * print and hand to the student.
 */
export function SlpRecord({ profile }: { profile: EcaProfile }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const award = useAwardText();
  const columns = {
    programme: t("eca.profile.slp.programme"),
    year: t("eca.profile.schoolYear"),
    role: t("eca.profile.slp.role"),
    organiser: t("eca.profile.slp.organiser"),
    area: t("eca.profile.slp.area"),
    awards: t("eca.profile.slp.awards"),
    hours: t("eca.profile.hours"),
  };
  return (
    <>
      <PrintOnly />
      <Tools>
        <Button variant="primary" onClick={() => window.print()}>
          {t("eca.profile.print")}
        </Button>
      </Tools>
      <Paper data-print-record>
        <Head profile={profile} title={t("eca.profile.slpTitle")} />
        {profile.records.length === 0 ? (
          <Empty title={t("eca.profile.noRecords")} />
        ) : (
          <table>
            <thead>
              <tr>
                {Object.values(columns).map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {profile.records.map((r) => (
                <tr key={r.id}>
                  <td data-label={columns.programme}>{nameOf(locale, r.event)}</td>
                  <td data-label={columns.year}>{yearLabel(r.event.school_year)}</td>
                  <td data-label={columns.role}>{r.role || t("eca.profile.participant")}</td>
                  <td data-label={columns.organiser}>{r.event.organiser}</td>
                  <td data-label={columns.area}>{nameOf(locale, r.event.category)}</td>
                  <td data-label={columns.awards}>{award(r)}</td>
                  <td data-label={columns.hours} className="number">
                    {decimal(locale, r.hours)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Paper>
    </>
  );
}

/** The same records as JUPAS's OEA asks for them: at most 10, each in an OEA category. */
export function OeaView({ profile }: { profile: EcaProfile }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const award = useAwardText();
  const items = oeaItems(profile.records);
  const columns = {
    programme: t("eca.profile.slp.programme"),
    category: t("eca.profile.category"),
    year: t("eca.profile.schoolYear"),
    role: t("eca.profile.slp.role"),
    organiser: t("eca.profile.slp.organiser"),
    award: t("eca.profile.oea.award"),
  };
  return (
    <>
      <PrintOnly />
      <Tools>
        <Button variant="primary" onClick={() => window.print()}>
          {t("eca.profile.print")}
        </Button>
      </Tools>
      <Paper data-print-record>
        <Head profile={profile} title={t("eca.profile.oeaTitle")} />
        <p>{t("eca.profile.oeaIntro")}</p>
        {items.length === 0 ? (
          <Empty title={t("eca.profile.noRecords")} />
        ) : (
          <table>
            <thead>
              <tr>
                {Object.values(columns).map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id}>
                  <td data-label={columns.programme}>{nameOf(locale, r.event)}</td>
                  <td data-label={columns.category}>{t(`eca.oea.${oeaCategory(r)}`)}</td>
                  <td data-label={columns.year}>{yearLabel(r.event.school_year)}</td>
                  <td data-label={columns.role}>{r.role || t("eca.profile.participant")}</td>
                  <td data-label={columns.organiser}>{r.event.organiser}</td>
                  <td data-label={columns.award}>{award(r) || t("eca.profile.oea.noAward")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Paper>
    </>
  );
}
