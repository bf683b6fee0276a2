/*
 * What the server's log must never hold (issue 41 §1): a token, a password, a texted code, a
 * phone number or an identity card number. The journeys' servers log every request (LOG_LEVEL
 * info); after the run, every JSON line they wrote is read here (journey teardown).
 */

/** What is looked for in every text of a log line, and what it is called in a finding. */
const SECRETS: { kind: string; pattern: RegExp }[] = [
  // A session token (32 random bytes, base64url), a feed's secret, a hash: a long run of
  // letters and digits mixed. Words of code (an endpoint's name) have no digits.
  { kind: "token", pattern: /(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}/ },
  // Hong Kong and Macau numbers (8 digits), the mainland's mobiles (11), Taiwan's (09…).
  { kind: "phone", pattern: /(?<![\w.:/-])(?:[2-9]\d{7}|1[3-9]\d{9}|09\d{8})(?![\w.-])/ },
  // A Hong Kong identity card (A123456(7)), a Macau one (1234567(8)), a mainland one (18 digits).
  {
    kind: "identity card",
    pattern: /\b[A-Z]{1,2}\d{6}\s?\(?[\dA]\)?|\b\d{7}\(\d\)|\b\d{17}[\dX]\b/,
  },
  // A code texted to sign in or to confirm (six digits on their own).
  { kind: "code", pattern: /(?<![\w.:/-])\d{6}(?![\w.-])/ },
];

export interface Finding {
  line: number;
  kind: string;
  /** The field the text was in. */
  field: string;
}

/** Every string of a log entry, by its field's path (the request id is the server's own). */
function* textsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* textsOf(item, `${path}[${i}]`);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      if (key !== "req_id") yield* textsOf(item, path ? `${path}.${key}` : key);
}

/**
 * Reads a log (JSON lines; other lines, such as the banner a person reads when the server
 * starts, are not the log and are passed over) and answers what it holds that it must not, with
 * `words` the run's own secrets (the demo's password) looked for as they are.
 */
export function scanLog(log: string, words: readonly string[] = []) {
  const findings: Finding[] = [];
  let entries = 0;
  for (const [index, text] of log.split("\n").entries()) {
    if (!text.startsWith("{")) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(text);
    } catch {
      continue;
    }
    entries++;
    for (const [field, value] of textsOf(entry, "")) {
      for (const { kind, pattern } of SECRETS)
        if (pattern.test(value)) findings.push({ line: index + 1, kind, field });
      for (const word of words)
        if (value.includes(word)) findings.push({ line: index + 1, kind: "password", field });
    }
  }
  return { entries, findings };
}
