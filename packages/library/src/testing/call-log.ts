import type { FixtureRuntime } from "./fixture-runtime";

/**
 * What a story's screen asked the (fixture) API for. Pass `onRuntime` to `LibraryStory`;
 * read the calls of an endpoint as they were made (`entries`), their bodies, or the last body.
 */
export function callLog() {
  let runtime: FixtureRuntime | undefined;
  const entries = (endpoint: string) =>
    runtime ? runtime.calls.filter((call) => call.endpoint === endpoint) : [];
  return {
    onRuntime: (made: FixtureRuntime) => {
      runtime = made;
    },
    entries,
    bodies: (endpoint: string) => entries(endpoint).map((call) => call.body),
    last: (endpoint: string) => entries(endpoint).at(-1)?.body,
  };
}
