import { attendanceApiRoutes, type LeaveQueueFilter } from "@campus/contract/attendance";
import { decideError, type PageArgs } from "@campus/core";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { attendanceApi } from "./attendance-api";

/** A class's register for a day (absent: the caller's first class, today). */
export function useRegister(className: string | undefined, day: string | undefined) {
  return attendanceApi.useEndpointQuery(
    attendanceApiRoutes.attendanceRegister,
    { ...(className === undefined ? {} : { class_name: className }), ...(day ? { day } : {}) },
    // Another class or day: the controls stay while it comes.
    { key: ["class", "register"], placeholderData: keepPreviousData },
  );
}

/** Takes the register: the class's register and applications are read again. */
export function useTakeRegister() {
  return attendanceApi.useEndpointMutation(attendanceApiRoutes.attendanceTakeRegister, (key) => [
    key("class"),
  ]);
}

/** The applications of the caller's classes, waiting ones or all, one page. */
export function useLeaveQueue({
  pageNum,
  pageSize,
  enabled,
  filter,
}: PageArgs & { filter: LeaveQueueFilter }) {
  return attendanceApi.useEndpointQuery(
    attendanceApiRoutes.attendanceLeaveQueue,
    { pageNum, pageSize, filter },
    { key: ["class", "leaves"], placeholderData: keepPreviousData, enabled },
  );
}

/** Approves an application, or asks the family for more. */
export function useDecideLeave() {
  return attendanceApi.useEndpointMutation(attendanceApiRoutes.attendanceDecideLeave, (key) => [
    key("class"),
  ]);
}

/** The attendance of the caller's classes over a period, and one class's students. */
export function useAttendanceReport(
  report: { from: string; to: string; className?: string },
  enabled: boolean,
) {
  return attendanceApi.useEndpointQuery(
    attendanceApiRoutes.attendanceReport,
    {
      from: report.from,
      to: report.to,
      ...(report.className ? { class_name: report.className } : {}),
    },
    { key: ["class", "report"], placeholderData: keepPreviousData, enabled },
  );
}

/**
 * Sends a day's card taps from the gate; `onProgress` hears how much has left the device. The
 * register is read again after. The server's refusals of the file are the part's to word.
 */
export function useGateImport() {
  const { request, key } = attendanceApi.useRequest();
  const client = useQueryClient();
  return async (
    { file, day, lateAfter }: { file: File; day: string; lateAfter: string },
    onProgress: (percent: number) => void,
    signal?: AbortSignal,
  ) => {
    const imported = await request(
      attendanceApiRoutes.attendanceGateImport,
      { file, day, late_after: lateAfter },
      {
        onUploadProgress: onProgress,
        signal,
        silent: (failure) => decideError(failure, "portal").kind === "message",
      },
    );
    await client.invalidateQueries({ queryKey: key("class") });
    return imported;
  };
}
