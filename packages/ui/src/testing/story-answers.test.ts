import { endpoints } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { answer, page, refusal, refuse } from "./story-answers";

describe("story answers", () => {
  it("answers an endpoint with data of its response's shape", () => {
    const given = answer(endpoints.libraryLoans, page([]));
    expect(given.endpointId).toBe("libraryLoans");
    expect(given.reply({ schoolId: 1 })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it("refuses with the server's code and message", () => {
    const refused = refuse(endpoints.libraryReserve, 409, "每位讀者最多可預約 5 本書");
    expect(refused.reply({ schoolId: 1, bookId: 2 })).toEqual(
      refusal(409, "每位讀者最多可預約 5 本書"),
    );
  });

  it("refuses a call the server would refuse, before the story's reply sees it", () => {
    const reply = answer(endpoints.libraryRenew, (sent) => refusal(sent.loanId));
    expect(reply.reply({ schoolId: 1, loanId: 7 })).toEqual(refusal(7));
    expect(reply.reply({ schoolId: 1 })).toMatchObject({ refusal: true, code: 400 });
  });

  // A type test: `tsc -b` (lint and CI) fails when a @ts-expect-error below has no error to expect.
  it("does not compile an answer of another shape", () => {
    // @ts-expect-error a loan page is not a favourite
    const wrong = answer(endpoints.libraryFavorite, page([]));
    // At run time the answer is served as given: only the types stand between a story and it.
    expect(wrong.reply({ schoolId: 1, bookId: 2, favorite: true })).toEqual(page([]));
    // @ts-expect-error the sent body is typed by the endpoint's body schema
    answer(endpoints.libraryRenew, (sent) => refusal(sent.loanId === "1" ? 409 : 404));
  });
});
