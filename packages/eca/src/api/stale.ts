import type { KeyOf } from "@campus/core";

/*
 * What several of the ECA tracker's changes make stale, written once: each change's module
 * names its list here rather than keep a copy.
 */

/**
 * A change to the school's ECA settings (a category, prize, tag or trait, their status, the
 * OLE preset, the scoring rule): the settings and the event lists are stale (a renamed category
 * shows in the list).
 */
export const settingsChanged = (key: KeyOf) => [key("settings"), key("events")];

/**
 * A change in the editor's steps 2 and 3 (an event's awards, and its students): the event, its
 * students and the lists are stale (the list shows the number of students and the average
 * score).
 */
export const entriesChanged = (key: KeyOf) => [key("events")];

/** A recognition started, retried or decided: the jobs and their proposals are stale. */
export const recognitionsChanged = (key: KeyOf) => [key("recognitions")];

/** An import confirmed or undone: the events and the history are stale. */
export const importWritten = (key: KeyOf) => [key("imports"), key("events")];
