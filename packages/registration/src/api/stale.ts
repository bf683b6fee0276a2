import type { KeyOf } from "@campus/core";

/*
 * What several of registration's changes make stale, written once: each change's module names
 * its list here rather than keep a copy.
 */

/**
 * The school office's calls (staff: its list, its decisions on an application, its interview
 * sessions and check-in) keep their answers under `["registration", schoolId, "office", …]`: a
 * change by the office makes them all stale (a decision, the list and the application).
 */
export const officeChanged = (key: KeyOf) => [key("office")];
