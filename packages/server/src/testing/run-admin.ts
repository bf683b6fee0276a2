import { join } from "node:path";
import { runAdmin } from "../admin/admin-cli";
import type { TestApp } from "./test-app";

/** `npm run admin -- …` on a test app's database: its exit code and what it printed. */
export function adminOn(t: TestApp) {
  return async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, {
      db: t.database.db,
      now: t.clock.now(),
      publicUrl: "https://campus.school.example/",
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };
}

/** The roster fixture a school's office keeps: Big5 CSV, two classes, guardians with no password. */
export const ROSTER_FIXTURE = join(
  import.meta.dirname,
  "..",
  "roster",
  "fixtures",
  "roster-big5.csv",
);

/**
 * A school as a real one starts (issue 36): created by `npm run admin -- create-school`, its
 * people from the roster fixture. Its guardians have accounts and no password.
 */
export async function schoolFromRoster(
  t: TestApp,
  { code, nameZh, nameEn }: { code: string; nameZh: string; nameEn: string },
) {
  const admin = adminOn(t);
  const created = await admin(
    "create-school",
    ...["--code", code, "--name-zh", nameZh, "--name-en", nameEn],
    ...["--region", "hk", "--office-phone", "852-61230009"],
  );
  if (created.code !== 0) throw new Error(created.err);
  const imported = await admin("import", "--school", code, ROSTER_FIXTURE);
  if (imported.code !== 0) throw new Error(imported.err);
}
