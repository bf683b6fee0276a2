/*
 * The editor's parts that come after its form (the files' field, sending later): one chunk of
 * their own, so the editor's first screen stays small, and one request rather than two.
 */
export { NoticeFiles } from "./notice-files";
export { ScheduleSending } from "./schedule-sending";
