import type { EndpointId } from "@campus/contract";
import type { StoryRuntimeState } from "./story-runtime";

/**
 * What a story's screen asked the (story) API for. Pass `onRuntime` to `ScreenStory`; read the
 * calls of an endpoint as they were made (`entries`), their bodies, or the last body.
 */
export function callLog() {
  let runtime: StoryRuntimeState | undefined;
  const entries = (endpoint: EndpointId) =>
    runtime ? runtime.calls.filter((call) => call.endpoint === endpoint) : [];
  return {
    onRuntime: (made: StoryRuntimeState) => {
      runtime = made;
    },
    entries,
    bodies: (endpoint: EndpointId) => entries(endpoint).map((call) => call.body),
    last: (endpoint: EndpointId) => entries(endpoint).at(-1)?.body,
  };
}
