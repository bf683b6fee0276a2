import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { workerDataFolders } from "./journey-server";

/**
 * After the journeys: the servers they ran against (CAMPUS_CHECK_RESPONSES=1) checked every API
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
  if (mismatches.length > 0) {
    throw new Error(
      `${mismatches.length} answer(s) not as the contract declares:\n  ${mismatches.join("\n  ")}`,
    );
  }
}
