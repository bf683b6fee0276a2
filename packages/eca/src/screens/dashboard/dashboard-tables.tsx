import type { EcaDashboard, EcaSchoolRegion } from "@campus/contract";
import { useIntl, useLocale, useT } from "@campus/core";
import {
  Link,
  Progress,
  retryableLazy,
  Skeleton,
  Table,
  theme,
  type TableColumn,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, studentLabel } from "../../components/names";
import { DASHBOARD, DETAIL } from "../../routing/pages";
import { useScopeName } from "./use-scope-name";

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
`;

const SERIES_COLOURS = [theme.color.primary, theme.color.info, theme.color.borderStrong];

type Row = EcaDashboard["rows"][number];

/** The scopes below the one shown (grades, classes or students) as rows to drill into. */
export function ScopeRows({ data, year }: { data: EcaDashboard; year: string | null }) {
  const t = useT<EcaMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const scopeName = useScopeName();

  const rowColumns: TableColumn<Row>[] = [
    {
      key: "key",
      title: t(
        data.scope === "school"
          ? "eca.dashboard.column.grade"
          : data.scope === "grade"
            ? "eca.dashboard.column.class"
            : "eca.dashboard.column.student",
      ),
      render: (row) => {
        if (row.student) {
          const name = studentLabel(locale, row.student);
          return (
            <Link
              to={`${DETAIL}?student=${row.student.id}`}
              aria-label={t("eca.dashboard.open", { name })}
            >
              {name}
            </Link>
          );
        }
        const name = data.scope === "school" ? scopeName("grade", row.key) : row.key;
        const to = data.scope === "school" ? `grade=${row.key}` : `class=${row.key}`;
        return <Link to={`${DASHBOARD}?${to}${year ? `&year=${year}` : ""}`}>{name}</Link>;
      },
    },
    // A class's rows are its students: a count of one and a rate of 0 or 100 % say nothing.
    ...(data.scope === "class"
      ? []
      : ([
          {
            key: "students",
            title: t("eca.dashboard.students"),
            align: "end",
            render: (r) => intl.formatNumber(r.figures.students),
          },
          {
            key: "participation",
            title: t("eca.dashboard.participation"),
            render: (r) => (
              <Progress
                percent={r.figures.participation}
                label={t("eca.dashboard.participation")}
              />
            ),
          },
        ] satisfies typeof rowColumns)),
    {
      key: "hours",
      title: t("eca.dashboard.hoursPerStudent"),
      align: "end",
      render: (r) => decimal(locale, r.figures.hours_per_student),
    },
    {
      key: "score",
      title: t("eca.dashboard.averageScore"),
      align: "end",
      render: (r) => decimal(locale, r.figures.average_score),
    },
    {
      key: "awards",
      title: t("eca.dashboard.awards"),
      align: "end",
      render: (r) => intl.formatNumber(r.figures.awards),
    },
  ];

  const title = t(`eca.dashboard.rows.${data.scope}`, {
    grade: data.grade ?? "",
    className: data.class_name ?? "",
  });
  return (
    <Part>
      <h3>{title}</h3>
      <Table caption={title} rowKey="key" rows={data.rows} columns={rowColumns} />
    </Part>
  );
}

/** Scores by category, charted and tabled, of the scope shown (`here`) beside the wider ones. */
export function CategoryScores({ data, here }: { data: EcaDashboard; here: string }) {
  const t = useT<EcaMessageId>();
  const locale = useLocale();
  const scopeName = useScopeName();
  const series = [
    { label: here, color: SERIES_COLOURS[0]! },
    ...data.compare.map((c, i) => ({
      label: scopeName(c.scope, c.key),
      color: SERIES_COLOURS[i + 1]!,
    })),
  ];
  return (
    <Part>
      <h3>{t("eca.dashboard.categories")}</h3>
      <Suspense fallback={<Skeleton lines={4} />}>
        <BarChart
          summary={t("eca.dashboard.categoriesChart", { scope: here })}
          groups={data.categories.map((c) => ({
            label: nameOf(locale, c.category),
            values: [c.average, ...c.compare],
          }))}
          series={series}
          format={(n) => decimal(locale, n)}
        />
      </Suspense>
      <Table
        caption={t("eca.dashboard.categories")}
        rowKey={(c) => c.category.id}
        rows={data.categories}
        columns={[
          {
            key: "category",
            title: t("eca.profile.category"),
            render: (c) => nameOf(locale, c.category),
          },
          { key: "here", title: here, align: "end", render: (c) => decimal(locale, c.average) },
          ...data.compare.map((w, i) => ({
            key: w.scope,
            title: scopeName(w.scope, w.key),
            align: "end" as const,
            render: (c: EcaDashboard["categories"][number]) => decimal(locale, c.compare[i] ?? 0),
          })),
        ]}
      />
    </Part>
  );
}

/** Awards counted by level (the region's names of the levels). */
export function AwardLevels({ data, region }: { data: EcaDashboard; region: EcaSchoolRegion }) {
  const t = useT<EcaMessageId>();
  const intl = useIntl();
  return (
    <Part>
      <h3>{t("eca.dashboard.levels")}</h3>
      <Table
        caption={t("eca.dashboard.levels")}
        rowKey={(l) => l.level ?? "none"}
        rows={data.levels}
        columns={[
          {
            key: "level",
            title: t("eca.profile.oea.level"),
            render: (l) => (l.level ? t(levelLabel(l.level, region)) : t("eca.dashboard.noLevel")),
          },
          {
            key: "awards",
            title: t("eca.dashboard.awards"),
            align: "end",
            render: (l) => intl.formatNumber(l.awards),
          },
        ]}
      />
    </Part>
  );
}

/** The traits most confirmed, with how often. */
export function TopTraits({ data }: { data: EcaDashboard }) {
  const t = useT<EcaMessageId>();
  const locale = useLocale();
  return (
    <Part>
      <h3>{t("eca.dashboard.traits")}</h3>
      {data.traits.length === 0 ? (
        <p>{t("eca.dashboard.noTraits")}</p>
      ) : (
        <ol>
          {data.traits.map((x) => (
            <li key={x.trait.id}>
              {t("eca.profile.traitTimes", { trait: nameOf(locale, x.trait), count: x.count })}
            </li>
          ))}
        </ol>
      )}
    </Part>
  );
}
