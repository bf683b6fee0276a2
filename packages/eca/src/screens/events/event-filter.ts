import {
  ECA_APPROVALS,
  ECA_GRADES,
  ECA_REGIONS,
  ECA_SEMESTERS,
  ECA_SOURCES,
} from "@campus/contract";
import type { EventFilter } from "../../api/eca-events";

/** One of `values`, or nothing for a stray value in the address. */
const pick = <T extends string>(value: string | null, values: readonly T[]) =>
  values.find((v) => v === value);

/** A positive whole number from the address, or nothing. */
const id = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 && n < 2_147_483_648 ? n : undefined;
};

/**
 * The event list's filters as the address carries them (`?year=2026&category=3&mine=1`), each
 * checked: a stray value is no filter, never a refused call.
 */
export function filterOf(params: URLSearchParams): EventFilter {
  const year = Number(params.get("year"));
  const q = params.get("q")?.trim().slice(0, 120);
  return {
    school_year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined,
    semester: pick(params.get("semester"), ECA_SEMESTERS),
    category_id: id(params.get("category")),
    tag_id: id(params.get("tag")),
    region: pick(params.get("region"), ECA_REGIONS),
    grade: pick(params.get("grade"), ECA_GRADES),
    status: pick(params.get("status"), ECA_APPROVALS),
    source: pick(params.get("source"), ECA_SOURCES),
    q: q || undefined,
    mine: params.get("mine") === "1" ? true : undefined,
  };
}
