export { attendanceFeature } from "./feature";
export { loadAttendanceMessages } from "./load-messages";
export type { AttendanceMessageId } from "./messages/message-ids";
