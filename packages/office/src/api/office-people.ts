import { officeApiRoutes as routes, type PeopleRequest } from "@campus/contract";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { officeApi } from "./office-api";

/** What the people list is narrowed by: the kind always, the rest when chosen. */
export type PeopleFilter = Omit<PeopleRequest, "pageNum" | "pageSize">;

/** One page of the school's students, guardians or staff. */
export const useOfficePeople = ({ pageNum, pageSize, enabled }: PageArgs, filter: PeopleFilter) =>
  officeApi.useEndpointQuery(
    routes.officePeople,
    { pageNum, pageSize, ...filter },
    { key: ["people", "list"], placeholderData: keepPreviousData, enabled },
  );

/**
 * Closes or reopens an account, or resets a sign-in: the people list, the classes' activation
 * counts and the audit log are stale.
 */
export const useOfficePersonStatus = () =>
  officeApi.useEndpointMutation(routes.officePersonStatus, (key) => [
    key("people"),
    key("roster"),
    key("audit"),
  ]);

export const useOfficePersonReset = () =>
  officeApi.useEndpointMutation(routes.officePersonReset, (key) => [
    key("people"),
    key("roster"),
    key("audit"),
  ]);

/** Adds a teacher or office member: the people list and the log are stale. */
export const useOfficeAddStaff = () =>
  officeApi.useEndpointMutation(routes.officeAddStaff, (key) => [key("people"), key("audit")]);

/** A new set-up link for a staff member (the older stops working). */
export const useOfficeStaffLink = () =>
  officeApi.useEndpointMutation(routes.officeStaffLink, (key) => [key("audit")]);
