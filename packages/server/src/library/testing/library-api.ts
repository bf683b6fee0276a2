import { eq } from "drizzle-orm";
import type { TestApp, TestEnvelope } from "../../testing/test-app";
import { books } from "../schema";

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

/** A book's id by its ISBN (the seed's notable books are known by ISBN). */
export async function bookIdOf(t: TestApp, isbn: string): Promise<number> {
  const [book] = await t.database.db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.isbn, isbn));
  if (!book) throw new Error(`no book has ISBN ${isbn}`);
  return book.id;
}
