import { attendanceApiRoutes, type ApplyLeave } from "@campus/contract/attendance";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { attendanceApi } from "./attendance-api";

/** The child's month ("2026-12"; absent: this month): its days, counts and leave. */
export function useAttendanceMonth(month: string | undefined) {
  return attendanceApi.useEndpointQuery(
    attendanceApiRoutes.attendanceMonth,
    month === undefined ? {} : { month },
    { key: ["mine", "month"], placeholderData: keepPreviousData },
  );
}

/** The child's leave applications, the latest first day first, one page. */
export function useLeaves({ pageNum, pageSize, enabled }: PageArgs) {
  return attendanceApi.useEndpointQuery(
    attendanceApiRoutes.attendanceLeaves,
    { pageNum, pageSize },
    { key: ["mine", "leaves"], placeholderData: keepPreviousData, enabled },
  );
}

/** One application of the child's (to send again what the class teacher asked for). */
export function useLeave(id: number | undefined) {
  return attendanceApi.useEndpointQuery(
    attendanceApiRoutes.attendanceLeave,
    { id: id ?? 0 },
    { key: ["mine", "leave"], enabled: id !== undefined },
  );
}

/** Applies (or sends again): the child's month and list change. */
export function useApplyLeave() {
  const mutation = attendanceApi.useEndpointMutation(
    attendanceApiRoutes.attendanceApplyLeave,
    (key) => [key("mine")],
  );
  return (leave: ApplyLeave) => mutation.mutateAsync(leave);
}

/** Withdraws an application not yet approved. */
export function useWithdrawLeave() {
  return attendanceApi.useEndpointMutation(attendanceApiRoutes.attendanceWithdrawLeave, (key) => [
    key("mine"),
  ]);
}

/** Sends one file for an application (named when it is sent); removing it aborts the upload. */
export function useUploadLeaveFile() {
  const { request } = attendanceApi.useRequest();
  return (file: File, signal: AbortSignal) =>
    request(attendanceApiRoutes.attendanceUploadAttachment, { file }, { signal });
}
