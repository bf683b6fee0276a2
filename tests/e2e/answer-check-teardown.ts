import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { scanLog } from "../log-scan";
import { SERVER_LOG, workerDataFolders } from "./journey-server";
import { DEMO } from "./support";

/**
 * After the journeys: the servers' logs (a JSON line per request, LOG_LEVEL info) hold no token,
 * password, code, phone number or identity card number of anyone the journeys signed in as,
 * registered or paid for (tests/log-scan.ts); and the servers they ran against (CAMPUS_CHECK_RESPONSES=1) checked every API
 * answer they sent against the contract; one that was not what the contract declares fails the
 * run here, listed, even though no screen showed anything wrong.
 */
export default function answerCheckTeardown() {
  const mismatches: string[] = [];
  let checked = 0;
  for (const folder of workerDataFolders()) {
    const log = join(folder, "answer-mismatches.log");
    const count = join(folder, "answer-checks.txt");
    if (existsSync(log)) mismatches.push(...readFileSync(log, "utf8").split("\n").filter(Boolean));
    if (existsSync(count)) checked += Number(readFileSync(count, "utf8")) || 0;
  }
  console.log(`server answers checked against the contract during the journeys: ${checked}`);

  const passwords = [...new Set(Object.values(DEMO).map((account) => account.password))];
  const leaks: string[] = [];
  let entries = 0;
  for (const folder of workerDataFolders()) {
    const log = join(folder, SERVER_LOG);
    if (!existsSync(log)) continue;
    const scanned = scanLog(readFileSync(log, "utf8"), passwords);
    entries += scanned.entries;
    leaks.push(...scanned.findings.map((f) => `${log}:${f.line} ${f.kind} in ${f.field}`));
  }
  console.log(`server log lines scanned for secrets and personal data: ${entries}`);
  if (leaks.length > 0)
    throw new Error(`the servers' logs hold what they must not:\n  ${leaks.join("\n  ")}`);
  if (mismatches.length > 0) {
    throw new Error(
      `${mismatches.length} answer(s) not as the contract declares:\n  ${mismatches.join("\n  ")}`,
    );
  }
}
