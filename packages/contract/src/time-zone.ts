/**
 * The time zone school days and times are in. Hong Kong, Macau, mainland China and Taiwan all
 * keep UTC+8 all year (no daylight saving), so one zone is right for every school: the server
 * decides "overdue" by it, and a client shows moments in it whatever the device is set to (a
 * reservation made at 05:45 in Hong Kong is not "yesterday" on a laptop set to UTC).
 */
export const SCHOOL_TIME_ZONE = "Asia/Hong_Kong";
