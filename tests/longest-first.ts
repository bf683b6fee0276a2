import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files known to take minutes: the fuzzer's halves (200 cases for each of 60-odd endpoints). */
const LONGEST = [/packages\/server\/src\/safety\/fuzz-\d-of-\d\.test\.ts$/];

/**
 * Vitest's order (failed first, then by the durations it cached, else by file size), with the
 * longest files first: on a clean clone nothing is cached, and the fuzzer started last on one
 * worker while the other sat idle (2 workers: 540 s -> 477 s, and less once it starts first).
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) =>
      LONGEST.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}
