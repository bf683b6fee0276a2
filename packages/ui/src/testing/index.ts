// `@campus/ui/testing`: the story harness, typed by the contract. Stories and tests only.
export { answer, page, pending, refusal, refuse, serveFile } from "./story-answers";
export type { Refusal, Sent, StoryAnswer } from "./story-answers";
export { createStoryRuntime, StoryRuntime } from "./story-runtime";
export type { StoryRuntimeProps, StoryRuntimeState } from "./story-runtime";
export { ScreenStory } from "./screen-story";
export type { ScreenStoryProps } from "./screen-story";
export { callLog } from "./call-log";
export { recordRow } from "./story-queries";
export { screenBox, screenBoxOf } from "../story-helpers/story-helpers";
export { expectShownAsText, listenForPayloads, PAYLOADS, userTextStory } from "./xss";
export type { Payload } from "./xss";
export { PNG_BYTES, pngFile } from "./files";
