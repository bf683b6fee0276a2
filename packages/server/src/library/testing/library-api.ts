import type { TestApp, TestEnvelope } from "../../testing/test-app";

export interface LibraryCall {
  token?: string;
  lang?: string;
}

/**
 * Calls a library endpoint with JSON and the demo school's id added (as the client adds
 * `schoolId` to every library call); `path` is relative to /api/library/.
 */
export function libraryApi(t: TestApp, schoolId = 1) {
  return async (
    path: string,
    body: Record<string, unknown> = {},
    init: LibraryCall = {},
  ): Promise<TestEnvelope> => {
    const { body: envelope } = await t.call(`/api/library/${path}`, {
      json: { schoolId, ...body },
      ...init,
    });
    return envelope;
  };
}
