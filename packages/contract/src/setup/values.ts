import type { PhoneRegion } from "../validators/phone";

/** Where a school is: its phones' default region and its wording (HK/Macau/Taiwan Traditional). */
export const SCHOOL_REGIONS = ["hk", "mo", "cn", "tw"] as const;
export type SchoolRegion = (typeof SCHOOL_REGIONS)[number];

/** A school's own colour for the portal, as a colour picker gives it: "#0f766e". */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * The theme's colours a school's own colour sets (each a `--campus-color-*` property): the server
 * works out the rest from the one the office chose, so text on it and links in it stay readable.
 */
export const BRAND_COLOR_KEYS = [
  "primary",
  "primary-hover",
  "primary-active",
  "on-primary",
  "primary-text",
  "primary-soft",
] as const;
export type BrandColorKey = (typeof BRAND_COLOR_KEYS)[number];

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
