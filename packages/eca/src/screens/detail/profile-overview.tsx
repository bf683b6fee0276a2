import type { EcaProfile, EcaSchoolRegion } from "@campus/contract";
import { formatDay, useIntl, useLocale, useT } from "@campus/core";
import { Card, Empty, retryableLazy, Skeleton, Table, theme, type UiMessageId } from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { useRegion } from "../../api/eca-settings";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, yearLabel } from "../../components/names";
import { Figures } from "./figures";

// The chart library comes with the chart, after the numbers (decision 0026).
const BarChart = retryableLazy(() => import("../../charts/bar-chart").then((m) => m.BarChart));

const Part = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  margin-block: ${theme.space.lg};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  > p {
    margin: 0;
  }
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0 0 0 ${theme.space.md};
  list-style: none;
  border-inline-start: 2px solid ${theme.color.border};
  li {
    position: relative;
    display: grid;
    gap: 2px;
  }
  li::before {
    content: "";
    position: absolute;
    inset-inline-start: calc(-1 * ${theme.space.md} - 6px);
    top: 6px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.color.primary};
  }
  time,
  small {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

/** The colours of the three series: the student, their class, their grade. */
const SERIES_COLOURS = [theme.color.primary, theme.color.info, theme.color.borderStrong];

/**
 * A student's overview for a school year: what it adds up to, the traits teachers confirmed
 * (a chart, a sentence and the table), the scores by category beside the class's and grade's
 * averages (a chart and the table), and every approved record as a timeline.
 */
export function ProfileOverview({ profile }: { profile: EcaProfile }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const region = useRegion();
  const { student } = profile;
  const name = nameOf(locale, student);
  const className = student.class_name ?? "";
  const series = [
    { label: name, color: SERIES_COLOURS[0]! },
    { label: t("eca.profile.classAverage", { className }), color: SERIES_COLOURS[1]! },
    {
      label: t("eca.profile.gradeAverage", { grade: className.slice(0, 1) }),
      color: SERIES_COLOURS[2]!,
    },
  ];
  const number = (n: number) => decimal(locale, n);

  return (
    <>
      <Card title={`${yearLabel(profile.school_year)}`}>
        <Figures>
          <div>
            <dt>{t("eca.profile.yearRecords")}</dt>
            <dd>{intl.formatNumber(profile.year.records)}</dd>
          </div>
          <div>
            <dt>{t("eca.profile.yearHours")}</dt>
            <dd>{number(profile.year.hours)}</dd>
          </div>
          <div>
            <dt>{t("eca.profile.yearScore")}</dt>
            <dd>{number(profile.year.score)}</dd>
          </div>
        </Figures>
      </Card>

      <TraitsPart traits={profile.traits} />

      <Part>
        <h3>{t("eca.profile.scores", { year: yearLabel(profile.school_year) })}</h3>
        <Suspense fallback={<Skeleton lines={4} />}>
          <BarChart
            summary={t("eca.profile.scoresChart", { name })}
            groups={profile.categories.map((c) => ({
              label: nameOf(locale, c.category),
              values: [c.score, c.class_average, c.grade_average],
            }))}
            series={series}
            format={number}
          />
        </Suspense>
        <Table
          caption={t("eca.profile.scores", { year: yearLabel(profile.school_year) })}
          rowKey={(row) => row.category.id}
          rows={profile.categories}
          columns={[
            {
              key: "category",
              title: t("eca.profile.category"),
              render: (c) => nameOf(locale, c.category),
            },
            { key: "mine", title: name, align: "end", render: (c) => number(c.score) },
            {
              key: "class",
              title: series[1]!.label,
              align: "end",
              render: (c) => number(c.class_average),
            },
            {
              key: "grade",
              title: series[2]!.label,
              align: "end",
              render: (c) => number(c.grade_average),
            },
            {
              key: "hours",
              title: t("eca.profile.hours"),
              align: "end",
              render: (c) => number(c.hours),
              hideOnMobile: true,
            },
          ]}
        />
      </Part>

      <RecordsTimeline records={profile.records} region={region} />
    </>
  );
}

/** The traits teachers confirmed: the three most often in a sentence, then a chart and the table. */
function TraitsPart({ traits }: { traits: EcaProfile["traits"] }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const top = traits.slice(0, 3);
  return (
    <Part>
      <h3>{t("eca.profile.personality")}</h3>
      {traits.length === 0 ? (
        <p>{t("eca.profile.noTraits")}</p>
      ) : (
        <>
          <p>
            {t("eca.profile.traitSummary", {
              traits: intl.formatList(
                top.map((x) =>
                  t("eca.profile.traitTimes", { trait: nameOf(locale, x.trait), count: x.count }),
                ),
              ),
            })}
          </p>
          <Suspense fallback={<Skeleton lines={3} />}>
            <BarChart
              summary={t("eca.profile.traitsChart")}
              groups={traits.map((x) => ({
                label: nameOf(locale, x.trait),
                values: [x.count],
              }))}
              series={[{ label: t("eca.profile.times"), color: SERIES_COLOURS[0]! }]}
              format={(n) => intl.formatNumber(n)}
              whole
            />
          </Suspense>
          <Table
            caption={t("eca.profile.personality")}
            rowKey={(row) => row.trait.id}
            rows={traits}
            columns={[
              {
                key: "trait",
                title: t("eca.profile.trait"),
                render: (x) => nameOf(locale, x.trait),
              },
              {
                key: "times",
                title: t("eca.profile.times"),
                align: "end",
                render: (x) => intl.formatNumber(x.count),
              },
              {
                key: "strength",
                title: t("eca.profile.strength"),
                align: "end",
                render: (x) => intl.formatNumber(x.strength / 100, { style: "percent" }),
              },
              {
                key: "seen",
                title: t("eca.profile.seenIn"),
                render: (x) => intl.formatList(x.events),
              },
            ]}
          />
        </>
      )}
    </Part>
  );
}

/** Every approved record, as a timeline: when, the event, the award, the category and hours. */
function RecordsTimeline({
  records,
  region,
}: {
  records: EcaProfile["records"];
  region: EcaSchoolRegion;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const number = (n: number) => decimal(locale, n);
  return (
    <Part aria-label={t("eca.profile.timeline")}>
      <h3>{t("eca.profile.timeline")}</h3>
      {records.length === 0 ? (
        <Empty title={t("eca.profile.noRecords")} />
      ) : (
        <Timeline>
          {records.map((r) => (
            <li key={r.id}>
              <time dateTime={r.event.starts_on}>{formatDay(intl, r.event.starts_on)}</time>
              <strong>{nameOf(locale, r.event)}</strong>
              <span>
                {[
                  r.prize ? nameOf(locale, r.prize) : "",
                  r.level ? t(levelLabel(r.level, region)) : "",
                  r.competition_item,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              <small>
                {[
                  nameOf(locale, r.event.category),
                  r.role,
                  `${number(r.hours)} ${t("eca.profile.hours")}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </small>
            </li>
          ))}
        </Timeline>
      )}
    </Part>
  );
}
