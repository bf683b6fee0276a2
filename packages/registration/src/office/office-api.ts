import {
  registrationApiRoutes,
  registrationOfficeApiRoutes as routes,
  type ApplicationStatus,
  type FeeStatus,
  type InterviewStatus,
} from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { registrationApi } from "../api/registration-api";

/*
 * The school office's calls (staff): its list, its decisions on an application, its interview
 * sessions and check-in. Answers sit under `["registration", schoolId, "office", …]`; a decision
 * makes the list and the application stale.
 */

/** What narrows the office's list: the application's, fee's and interview's states, a search. */
export interface OfficeFilter {
  status?: ApplicationStatus;
  fee_status?: FeeStatus;
  interview_status?: InterviewStatus;
  search?: string;
}

/** One page of the school's applications (staff), oldest submission first. */
export function useOfficeApplications(
  { pageNum, pageSize, enabled }: PageArgs,
  filter: OfficeFilter,
) {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeApplications,
    { pageNum, pageSize, ...filter },
    { key: ["office", "list"], placeholderData: keepPreviousData, enabled },
  );
}

/** One application whole, as the office reads it. */
export function useOfficeApplication(id: number | null) {
  return registrationApi.useEndpointQuery(
    registrationApiRoutes.registrationApplication,
    { id: id ?? 0 },
    { key: ["office", "application"], enabled: id !== null },
  );
}

const changed = (key: (...path: unknown[]) => readonly unknown[]) => [key("office")];

/** Start review, approve, deny (a reason), or ask for more information (a reason). */
export function useOfficeDecide() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeDecide, changed, {
    silent: true,
  });
}

/** One decision on many applications (one reason for all); each answers on its own. */
export function useOfficeDecideMany() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeDecideMany, changed, {
    silent: true,
  });
}

/** Accepts or rejects one document (rejecting needs a remark). */
export function useReviewDocument() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeReviewDocument, changed, {
    silent: true,
  });
}

/** Confirms a deposit slip (the fee is paid) or rejects it with a reason. */
export function useDecideSlip() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeDecideSlip, changed, {
    silent: true,
  });
}

/** The interview sessions of the current intake, with places booked. */
export function useOfficeSessions() {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeSessions,
    {},
    { key: ["office", "sessions"] },
  );
}

/** The school's registration as the office set it (null before it has one). */
export function useRegistrationSettings() {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeSettings,
    {},
    { key: ["office", "settings"] },
  );
}

/** Saves the school's registration whole; the form shows a refusal beside its field. */
export function useSaveRegistrationSettings() {
  return registrationApi.useEndpointMutation(
    routes.registrationOfficeSaveSettings,
    // What families and the office's screens read of the school changes too.
    (key) => [key("office"), key("school")],
    { silent: true },
  );
}

/** A session and the families booked in it: the interview day's roster. */
export function useSessionRoster(id: number | null) {
  return registrationApi.useEndpointQuery(
    routes.registrationOfficeSessionRoster,
    { id: id ?? 0 },
    { key: ["office", "roster"], enabled: id !== null },
  );
}

/** Adds or changes a session; the form shows a refusal (fewer places than booked) itself. */
export function useSaveSession() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeSaveSession, changed, {
    silent: true,
  });
}

/** Deletes a session no family has booked; a refusal (one booked meanwhile) is a dialog. */
export function useDeleteSession() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeDeleteSession, changed, {
    silent: true,
  });
}

/** Places an application in a session. */
export function useAssignInterview() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeAssignInterview, changed, {
    silent: true,
  });
}

/** Checks a family in by their booking's code. */
export function useCheckIn() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeCheckIn, changed, {
    silent: true,
  });
}

/** Records the interview's result: passed, failed or waitlist. */
export function useInterviewResult() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeInterviewResult, changed, {
    silent: true,
  });
}

/** Keeps the interviewers' score and notes on the child (the office's alone). */
export function useAssessInterview() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeAssessInterview, changed, {
    silent: true,
  });
}

/** Holds an offered place until the end of another day (the registration fee still due). */
export function useExtendOffer() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeExtendOffer, changed, {
    silent: true,
  });
}

/** The child has enrolled: the registration fee is refunded. */
export function useEnrol() {
  return registrationApi.useEndpointMutation(routes.registrationOfficeEnrol, changed, {
    silent: true,
  });
}
