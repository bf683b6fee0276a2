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
