/*
 * A student's activation letter (issue 36 §4): a code printed per student, typed or scanned once
 * to set the account's own password.
 */

/** The letters' alphabet: capitals and digits a reader cannot mistake (no I, O, 0 or 1). */
export const ACTIVATION_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Characters in a code (60 bits): printed in groups of four, "ABCD-EFGH-JKLM". */
export const ACTIVATION_CODE_LENGTH = 12;

/** A code as the API takes it (after spaces and hyphens are dropped and letters capitalised). */
export const ACTIVATION_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{12}$/;

/** How long the office may let a letter's code work, at most. */
export const ACTIVATION_MAX_DAYS = 366;

/** The portal's activation page; a letter's QR code carries its code as `?code=`. */
export const ACTIVATE_PATH = "/activate";

/** A code as printed: groups of four joined by hyphens. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;
