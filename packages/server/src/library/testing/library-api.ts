import type { Endpoint } from "@campus/contract";
import { eq } from "drizzle-orm";
import type { TestApp } from "../../testing/test-app";
import type { RequestInit, RequestInput } from "../../testing/typed-client";
import { books } from "../schema";

type InSchool = { schoolId?: number };

/** A library call's body without the school (the client adds `schoolId` to every call). */
export type LibraryInput<E extends Endpoint> = "schoolId" extends keyof RequestInput<E>
  ? Omit<RequestInput<E>, "schoolId"> & InSchool
  : RequestInput<E>;

/**
 * The typed client for library endpoints, adding the demo school's id to the body (as the
 * client does):
 *
 *   const lib = libraryClient(t);
 *   const loans = await lib.ok(endpoints.libraryLoans, { scope: "current" }, { token });
 */
export function libraryClient(t: TestApp, schoolId = 1) {
  const inSchool = <E extends Endpoint>(endpoint: E, input: unknown) =>
    (endpoint.body ? { schoolId, ...(input as object) } : input) as RequestInput<E>;
  return {
    request: <E extends Endpoint>(endpoint: E, input?: LibraryInput<E>, init?: RequestInit) =>
      t.request(endpoint, inSchool(endpoint, input), init),
    ok: <E extends Endpoint>(endpoint: E, input?: LibraryInput<E>, init?: RequestInit) =>
      t.ok(endpoint, inSchool(endpoint, input), init),
    refused: <E extends Endpoint>(endpoint: E, input?: LibraryInput<E>, init?: RequestInit) =>
      t.refused(endpoint, inSchool(endpoint, input), init),
  };
}

export type LibraryClient = ReturnType<typeof libraryClient>;

/** A book's id by its ISBN (the seed's notable books are known by ISBN). */
export async function bookIdOf(t: TestApp, isbn: string): Promise<number> {
  const [book] = await t.database.db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.isbn, isbn));
  if (!book) throw new Error(`no book has ISBN ${isbn}`);
  return book.id;
}
