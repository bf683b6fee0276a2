import {
  endpoints,
  type Stocktake,
  type StocktakeCopy,
  type StocktakeDetail,
  type StocktakeScan,
} from "@campus/contract";
import { answer, page } from "@campus/ui/testing";

/*
 * A stocktake as its stories see it: 書架 A with three copies expected; a scan finds one, one
 * belongs on another shelf, one is on loan, one is no copy at all; closing leaves one missing
 * as lost. The answers remember what a story scanned.
 */

const copy = (book_no: string, location = "書架 A"): StocktakeCopy => ({
  id: Number(book_no.replace(/\D/g, "")),
  book_no,
  call_number: "857.7 周",
  location,
  name_zh: "海港的燈塔",
  name_en: "The Harbour Lighthouse",
});

const shelf = [copy("LH-0001"), copy("LH-0002"), copy("LH-0003")];
const elsewhere = copy("LH-0009", "書架 C");
const lent = copy("LH-0005");

const summary: Stocktake = {
  id: 3,
  location: "書架 A",
  status: "open",
  started_by: { id: 3, name_zh: "周美玲", name_en: "Chow Mei Ling" },
  started_at: "2026-11-30T01:00:00Z",
  closed_at: null,
  counts: { expected: 3, found: 0, missing: 3, out_of_place: 0, on_loan: 0, unknown: 0 },
};

export function stocktakeAnswers() {
  let detail: StocktakeDetail = {
    ...summary,
    missing: [...shelf],
    out_of_place: [],
    on_loan: [],
    unknown: [],
  };
  const scanned = new Set<string>();
  const recount = () => {
    detail.counts = {
      expected: 3,
      found: 3 - detail.missing.length,
      missing: detail.missing.length,
      out_of_place: detail.out_of_place.length,
      on_loan: detail.on_loan.length,
      unknown: detail.unknown.length,
    };
  };
  return [
    answer(endpoints.stocktakes, () => ({
      ...page([
        detail,
        {
          ...summary,
          id: 2,
          location: "",
          status: "closed" as const,
          closed_at: "2026-07-15T08:00:00Z",
          counts: {
            expected: 1480,
            found: 1466,
            missing: 14,
            out_of_place: 9,
            on_loan: 3,
            unknown: 1,
          },
        },
      ]),
      locations: [
        { location: "書架 A", copies: 3 },
        { location: "書架 C", copies: 412 },
      ],
    })),
    answer(endpoints.stocktake, () => detail),
    answer(endpoints.stocktakeStart, () => detail),
    answer(endpoints.stocktakeScan, (sent): StocktakeScan => {
      const bookNo = String(sent.book_no).toUpperCase();
      const found = [...shelf, elsewhere, lent].find((c) => c.book_no === bookNo) ?? null;
      let result: StocktakeScan["result"];
      if (scanned.has(bookNo)) result = "again";
      else if (!found) {
        result = "unknown";
        detail.unknown = [...detail.unknown, bookNo];
      } else if (found === lent) {
        result = "onLoan";
        detail.on_loan = [...detail.on_loan, found];
      } else if (found === elsewhere) {
        result = "outOfPlace";
        detail.out_of_place = [...detail.out_of_place, found];
      } else {
        result = "found";
        detail.missing = detail.missing.filter((c) => c !== found);
      }
      scanned.add(bookNo);
      recount();
      return { result, book_no: bookNo, copy: found, counts: detail.counts };
    }),
    answer(endpoints.stocktakeClose, () => {
      detail = { ...detail, status: "closed", closed_at: "2026-11-30T02:00:00Z" };
      return detail;
    }),
  ];
}
