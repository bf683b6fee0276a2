import { useSearchParams } from "./routing";

const PAGE_SIZES = [10, 12, 20, 24, 48, 50];

/**
 * Page number and size kept in the address (`page`, `size`; with a `prefix`, `<prefix>page`…
 * for a second list on one page): a reload or a shared link shows the same page.
 */
export function usePaging(defaultSize = 10, prefix = "") {
  const [params, setParams] = useSearchParams();
  const pageKey = `${prefix}page`;
  const sizeKey = `${prefix}size`;
  const page = Math.max(1, Number.parseInt(params.get(pageKey) ?? "1", 10) || 1);
  const size = Number.parseInt(params.get(sizeKey) ?? String(defaultSize), 10);
  const pageSize = PAGE_SIZES.includes(size) ? size : defaultSize;
  const setPage = (next: number, nextSize = pageSize) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(pageKey, String(next));
      if (nextSize === defaultSize) updated.delete(sizeKey);
      else updated.set(sizeKey, String(nextSize));
      return updated;
    });
  return { page, pageSize, setPage };
}

/** What `usePaging` returns: the page shown, its size, and the way to another page. */
export type Paging = ReturnType<typeof usePaging>;
