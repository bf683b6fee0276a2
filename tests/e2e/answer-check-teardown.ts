import { existsSync, readFileSync } from "node:fs";

/**
 * After the journeys: the server they ran against (CAMPUS_CHECK_RESPONSES=1) checked every API
 * answer it sent against the contract; one that was not what the contract declares fails the
 * run here, listed, even though no screen showed anything wrong.
 */
export default function answerCheckTeardown() {
  const log = ".data/e2e/answer-mismatches.log";
  const count = ".data/e2e/answer-checks.txt";
  const mismatches = existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : [];
  const checked = existsSync(count) ? readFileSync(count, "utf8") : "?";
  console.log(`server answers checked against the contract during the journeys: ${checked}`);
  if (mismatches.length > 0) {
    throw new Error(
      `${mismatches.length} answer(s) not as the contract declares:\n  ${mismatches.join("\n  ")}`,
    );
  }
}
