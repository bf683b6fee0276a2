import { schoolDayOf } from "@campus/core";
import { useSearchParams } from "@campus/ui";
import { useCallback } from "react";
import type { ReportPeriod } from "../../api/library-report-classes";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The school year so far: from the 1st of September (last year's before September) to today. */
export function schoolYearSoFar(now = new Date()): ReportPeriod {
  const to = schoolDayOf(now);
  const year = Number(to.slice(0, 4)) - (Number(to.slice(5, 7)) < 9 ? 1 : 0);
  return { from: `${year}-09-01`, to };
}

/**
 * The reports' period and class, in the address (a reload or a shared link shows the same
 * reports); the school year so far when none is given.
 */
export function useReportFilter() {
  const [params, setParams] = useSearchParams();
  const fallback = schoolYearSoFar();
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const period: ReportPeriod = {
    from: DAY.test(from) ? from : fallback.from,
    to: DAY.test(to) ? to : fallback.to,
  };
  const className = params.get("class")?.trim() || undefined;
  const set = useCallback(
    (name: "from" | "to" | "class", value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("page");
        return next;
      }),
    [setParams],
  );
  return { period, className, valid: period.from <= period.to, set };
}
