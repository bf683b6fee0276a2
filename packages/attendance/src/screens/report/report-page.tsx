import {
  ATTENDANCE_REPORT_PATH,
  type ClassAttendance,
  type MarkCounts,
  type StudentAttendance,
} from "@campus/contract/attendance";
import { can, schoolDayOf, useIntl, useLocale, useSaveFile, useSession, useT } from "@campus/core";
import {
  Button,
  DayInput,
  Empty,
  FilterBar,
  PageStack,
  RequireSignIn,
  Section,
  Select,
  Skeleton,
  Table,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useCallback, useState } from "react";
import { useAttendanceReport } from "../../api/class";
import type { AttendanceMessageId } from "../../messages/message-ids";
import { REPORT_ROUTE } from "../../routing/pages";
import { MARK_WORDS } from "../../statuses";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The report's period and class, in the address (a reload or a shared link shows the same);
 * this month so far when none is given.
 */
function useReportFilter() {
  const [params, setParams] = useSearchParams();
  const today = schoolDayOf(new Date());
  const asked = (name: string, fallback: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : fallback;
  };
  const from = asked("from", `${today.slice(0, 8)}01`);
  const to = asked("to", today);
  const className = params.get("class")?.trim() || undefined;
  const set = useCallback(
    (name: "from" | "to" | "class", value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setParams],
  );
  return { from, to, className, valid: from <= to, set };
}

/**
 * Attendance reports (`/attendance/report`): for a period and the classes the reader keeps (the
 * office: every class), each class's days, marks and rate at school; a class chosen, its
 * students'; the same as an Excel workbook for the school's records.
 */
export function ReportPage() {
  const t = useT<AttendanceMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("attendance.signInWhy")}>
        <ReportScreen />
      </RequireSignIn>
    </PageStack>
  );
}

function ReportScreen() {
  const t = useT<AttendanceMessageId>();
  const filter = useReportFilter();
  const report = useAttendanceReport(filter, filter.valid);
  const mayExport = can(
    useSession((s) => s.user?.permissions),
    REPORT_ROUTE,
    "export",
  );
  const saveFile = useSaveFile();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    const query = new URLSearchParams({ from: filter.from, to: filter.to });
    if (filter.className) query.set("class_name", filter.className);
    try {
      await saveFile(
        `${ATTENDANCE_REPORT_PATH}?${query}`,
        t("attendance.report.file", { from: filter.from, to: filter.to }),
      );
    } catch {
      // The call's error path has said what went wrong.
    } finally {
      setExporting(false);
    }
  };
  const data = report.data;
  return (
    <Section
      title={t("attendance.route.report")}
      extra={
        mayExport && (
          <Button loading={exporting} disabled={!filter.valid} onClick={() => void download()}>
            {t("attendance.report.export")}
          </Button>
        )
      }
    >
      <FilterBar
        aria-label={t("attendance.report.period")}
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          {t("attendance.form.from")}
          <DayInput value={filter.from} onChange={(day) => filter.set("from", day)} />
        </label>
        <label>
          {t("attendance.form.to")}
          <DayInput
            value={filter.to}
            onChange={(day) => filter.set("to", day)}
            aria-invalid={!filter.valid}
          />
        </label>
        <label>
          {t("attendance.register.class")}
          <Select
            value={filter.className ?? ""}
            placeholder={t("attendance.report.allClasses")}
            options={(data?.classes ?? []).map((c) => ({
              value: c.class_name,
              label: c.class_name,
            }))}
            onChange={(event) => filter.set("class", event.target.value)}
          />
        </label>
      </FilterBar>
      {!filter.valid ? (
        <Empty description={t("attendance.report.backwards")} />
      ) : !data ? (
        <Skeleton lines={6} />
      ) : data.classes.length === 0 ? (
        <Empty description={t("attendance.report.empty")} />
      ) : (
        <>
          <ClassTable rows={data.classes} />
          {data.class_name && <StudentTable className={data.class_name} rows={data.students} />}
        </>
      )}
    </Section>
  );
}

/** Each kind of mark, then the rate at school: the columns both tables end with. */
function useCountColumns<Row extends MarkCounts & { rate: number }>(): TableColumn<Row>[] {
  const t = useT<AttendanceMessageId>();
  const intl = useIntl();
  return [
    ...(["present", "late", "absent", "early_leave", "leave"] as const).map((status) => ({
      key: status,
      title: t(MARK_WORDS[status]),
      align: "end" as const,
      render: (row: Row) => intl.formatNumber(row[status]),
    })),
    {
      key: "rate",
      title: t("attendance.report.rate"),
      align: "end",
      render: (row) => intl.formatNumber(row.rate, { style: "percent", maximumFractionDigits: 1 }),
    },
  ];
}

function ClassTable({ rows }: { rows: ClassAttendance[] }) {
  const t = useT<AttendanceMessageId>();
  const intl = useIntl();
  const counts = useCountColumns<ClassAttendance>();
  const columns: TableColumn<ClassAttendance>[] = [
    { key: "class_name", title: t("attendance.register.class") },
    {
      key: "students",
      title: t("attendance.report.students"),
      align: "end",
      render: (row) => intl.formatNumber(row.students),
    },
    {
      key: "days",
      title: t("attendance.report.days"),
      align: "end",
      render: (row) => intl.formatNumber(row.days),
    },
    ...counts,
  ];
  return (
    <Table
      caption={t("attendance.report.classes")}
      showCaption
      columns={columns}
      rows={rows}
      rowKey="class_name"
    />
  );
}

function StudentTable({ className, rows }: { className: string; rows: StudentAttendance[] }) {
  const t = useT<AttendanceMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const counts = useCountColumns<StudentAttendance>();
  const columns: TableColumn<StudentAttendance>[] = [
    {
      key: "name",
      title: t("attendance.queue.student"),
      render: (row) =>
        `${row.class_number ?? ""} ${locale === "en-US" ? row.name_en || row.name_zh : row.name_zh}`.trim(),
    },
    {
      key: "days",
      title: t("attendance.report.days"),
      align: "end",
      render: (row) => intl.formatNumber(row.days),
    },
    ...counts,
  ];
  return (
    <Table
      caption={t("attendance.register.students", { class: className })}
      showCaption
      columns={columns}
      rows={rows}
      rowKey="id"
    />
  );
}
