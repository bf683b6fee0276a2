import { attendanceApiRoutes, type LeaveQueueFilter } from "@campus/contract/attendance";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
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
