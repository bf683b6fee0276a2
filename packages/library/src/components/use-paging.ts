import { useSearchParams } from "@campus/ui";

/** Page number and size kept in the address: a reload or a shared link shows the same page. */
export function usePaging(defaultSize = 10) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const size = Number.parseInt(params.get("size") ?? String(defaultSize), 10);
  const pageSize = [10, 12, 20, 24, 48, 50].includes(size) ? size : defaultSize;
  const setPage = (next: number, nextSize = pageSize) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set("page", String(next));
      if (nextSize === defaultSize) updated.delete("size");
      else updated.set("size", String(nextSize));
      return updated;
    });
  return { page, pageSize, setPage };
}
