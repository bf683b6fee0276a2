import type { PhoneRegion } from "../validators/phone";

/** Where a school is: its phones' default region and its wording (HK/Macau/Taiwan Traditional). */
export const SCHOOL_REGIONS = ["hk", "mo", "cn", "tw"] as const;
export type SchoolRegion = (typeof SCHOOL_REGIONS)[number];

/** A school's phones' default region (spec §9's country codes). */
export const REGION_PHONE: Record<SchoolRegion, PhoneRegion> = {
  hk: "852",
  mo: "853",
  cn: "86",
  tw: "886",
};

/** What a set-up link sets up: a school (a server's first start) or its office account. */
export const SETUP_LINK_KINDS = ["school", "office"] as const;
export type SetupLinkKind = (typeof SETUP_LINK_KINDS)[number];

/** How long a set-up link works, once. */
export const SETUP_LINK_HOURS = 24;

/** The portal's set-up page; its link carries the one-time token as `?token=`. */
export const SETUP_PATH = "/setup";

/** A password someone sets: at least this long, with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
