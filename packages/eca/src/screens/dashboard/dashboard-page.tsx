import {
  ECA_DASHBOARD_EXPORT_PATH,
  ECA_SEMESTERS,
  type EcaDashboard,
  type EcaDashboardScope,
  type EcaFigures,
} from "@campus/contract";
import { can, useIntl, useLocale, useSaveFile, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  Link,
  Progress,
  retryableLazy,
  Section,
  Select,
  Skeleton,
  Table,
  theme,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { useEcaDashboard } from "../../api/eca-dashboard";
import { useRegion } from "../../api/eca-settings";
import { InsightTexts } from "../../components/insight-texts";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, studentLabel, yearLabel } from "../../components/names";
import { DASHBOARD, DASHBOARD_ROUTE, DETAIL } from "../../routing/pages";

// The chart library comes with the chart, after the numbers (decision 0026).
const BarChart = retryableLazy(() => import("../../charts/bar-chart").then((m) => m.BarChart));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.md};
  label {
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
  }
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  li + li::before {
    content: "›";
    margin-inline-end: ${theme.space.xs};
    color: ${theme.color.textSecondary};
  }
`;

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.lg};
  > div {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  dt {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.bold};
  }
  dd.more {
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
  }
  small {
    color: ${theme.color.textSecondary};
  }
`;

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

type Metric = "participation" | "hours_per_student" | "average_score" | "awards";

/** The scope's words: the school, a grade, a class. */
function useScopeName() {
  const t = useT<EcaMessageId>();
  return (scope: EcaDashboardScope, key: string) =>
    scope === "school"
      ? t("eca.dashboard.scope.school")
      : scope === "grade"
        ? t("eca.dashboard.scope.grade", { grade: key })
        : key;
}

function Figures({ data }: { data: EcaDashboard }) {
  const t = useT<EcaMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const scopeName = useScopeName();
  const percent = (n: number) =>
    intl.formatNumber(n / 100, { style: "percent", maximumFractionDigits: 1 });
  const value = (metric: Metric, f: EcaFigures) =>
    metric === "participation"
      ? percent(f.participation)
      : metric === "awards"
        ? intl.formatNumber(f.awards)
        : decimal(locale, f[metric]);
  const card = (metric: Metric, title: EcaMessageId) => (
    <div key={metric}>
      <dt>{t(title)}</dt>
      <dd>{value(metric, data.figures)}</dd>
      {metric === "participation" && (
        <dd className="more">
          <Progress percent={data.figures.participation} label={t(title)} hideText />
          <small>
            {t("eca.dashboard.participants", {
              participants: data.figures.participants,
              students: data.figures.students,
            })}
          </small>
        </dd>
      )}
      {data.compare.map((c) => (
        <dd key={c.scope} className="more">
          <small>
            {t("eca.dashboard.compareWith", {
              scope: scopeName(c.scope, c.key),
              value: value(metric, c.figures),
            })}
          </small>
        </dd>
      ))}
    </div>
  );
  return (
    <Cards>
      {card("participation", "eca.dashboard.participation")}
      {card("hours_per_student", "eca.dashboard.hoursPerStudent")}
      {card("average_score", "eca.dashboard.averageScore")}
      {card("awards", "eca.dashboard.awards")}
    </Cards>
  );
}

/**
 * The ECA dashboard (`/smarteca/dashboard`, spec §1, §2): a school year's or semester's
 * participation, hours, scores and awards of the school, a grade (`?grade=4`) or a class
 * (`?class=4A`) beside the wider scopes; the grades, classes or students below as rows to drill
 * into (a student opens their detail); scores by category charted and tabled; awards by level;
 * the traits most confirmed; the tables exported as a workbook.
 */
function Dashboard() {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const saveFile = useSaveFile();
  const [params, setParams] = useSearchParams();
  const scopeName = useScopeName();
  const region = useRegion();
  const permissions = useSession((s) => s.user?.permissions);
  const mayExport = can(permissions, DASHBOARD_ROUTE, "export");
  const request = {
    school_year: Number(params.get("year")) || undefined,
    semester: ECA_SEMESTERS.find((s) => s === params.get("semester")),
    grade: params.get("grade") ?? undefined,
    class_name: params.get("class") ?? undefined,
  };
  const dashboard = useEcaDashboard(request);
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value) next.set(name, value);
        else next.delete(name);
      return next;
    });

  if (dashboard.isPending) return <Skeleton lines={10} />;
  if (dashboard.isError || !dashboard.data)
    return (
      <Empty
        role="alert"
        title={t("eca.dashboard.loadFailed")}
        action={<Button onClick={() => void dashboard.refetch()}>{t("eca.retry")}</Button>}
      />
    );
  const data = dashboard.data;
  const here = scopeName(data.scope, data.class_name ?? data.grade ?? "");
  const exportTables = async () => {
    const query = new URLSearchParams(
      Object.entries(request).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    );
    await saveFile(
      `${ECA_DASHBOARD_EXPORT_PATH}?${query}`,
      t("eca.dashboard.exportFile", { scope: here, year: yearLabel(data.school_year) }),
    );
  };

  const rowColumns: TableColumn<EcaDashboard["rows"][number]>[] = [
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
        return (
          <Link to={`${DASHBOARD}?${to}${params.get("year") ? `&year=${params.get("year")}` : ""}`}>
            {name}
          </Link>
        );
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

  const series = [
    { label: here, color: SERIES_COLOURS[0]! },
    ...data.compare.map((c, i) => ({
      label: scopeName(c.scope, c.key),
      color: SERIES_COLOURS[i + 1]!,
    })),
  ];

  return (
    <>
      <Bar role="search" aria-label={t("eca.dashboard.filters")}>
        <label>
          {t("eca.profile.schoolYear")}
          <Select
            value={String(data.school_year)}
            options={data.school_years.map((y) => ({ value: String(y), label: yearLabel(y) }))}
            onChange={(event) => set({ year: event.target.value })}
          />
        </label>
        <label>
          {t("eca.dashboard.semester")}
          <Select
            value={data.semester ?? ""}
            placeholder={t("eca.dashboard.wholeYear")}
            options={(["first", "second"] as const).map((s) => ({
              value: s,
              label: t(`eca.semester.${s}`),
            }))}
            onChange={(event) => set({ semester: event.target.value })}
          />
        </label>
        {mayExport && (
          <Button onClick={() => void exportTables().catch(() => undefined)}>
            {t("eca.dashboard.export")}
          </Button>
        )}
      </Bar>
      <nav aria-label={t("eca.dashboard.scopes")}>
        <Crumbs>
          <li>
            {data.scope === "school" ? (
              <span aria-current="page">{t("eca.dashboard.scope.school")}</span>
            ) : (
              <Link to={DASHBOARD}>{t("eca.dashboard.scope.school")}</Link>
            )}
          </li>
          {data.grade && (
            <li>
              {data.scope === "grade" ? (
                <span aria-current="page">{scopeName("grade", data.grade)}</span>
              ) : (
                <Link to={`${DASHBOARD}?grade=${data.grade}`}>
                  {scopeName("grade", data.grade)}
                </Link>
              )}
            </li>
          )}
          {data.class_name && (
            <li>
              <span aria-current="page">{data.class_name}</span>
            </li>
          )}
        </Crumbs>
      </nav>
      <Figures data={data} />

      <Part>
        <h3>
          {t(`eca.dashboard.rows.${data.scope}`, {
            grade: data.grade ?? "",
            className: data.class_name ?? "",
          })}
        </h3>
        <Table
          caption={t(`eca.dashboard.rows.${data.scope}`, {
            grade: data.grade ?? "",
            className: data.class_name ?? "",
          })}
          rowKey="key"
          rows={data.rows}
          columns={rowColumns}
        />
      </Part>

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
              render: (l) =>
                l.level ? t(levelLabel(l.level, region)) : t("eca.dashboard.noLevel"),
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
    </>
  );
}

export function DashboardPage() {
  return (
    <InsightTexts>
      <Page />
    </InsightTexts>
  );
}

function Page() {
  const t = useT<EcaMessageId>();
  return (
    <Section title={t("eca.route.dashboard")}>
      <Dashboard />
    </Section>
  );
}
