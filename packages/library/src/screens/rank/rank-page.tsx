import { RANK_TYPES, type RankType } from "@campus/contract";
import { useT } from "@campus/core";
import {
  Tabs,
  useSearchParams,
  PageStack,
  usePaging,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { useLibraryRank } from "../../api/library-rank";
import { BookGrid } from "../../components/book-grid";
import type { LibraryMessageId } from "../../messages/message-ids";

function Ranking({ type }: { type: RankType }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const { page, pageSize, setPage } = usePaging(12);
  const ranking = useLibraryRank(type, page, pageSize);
  return (
    <BookGrid
      label={t(`library.rank.${type}`)}
      books={ranking.data?.list}
      loading={ranking.isFetching}
      error={ranking.isError}
      onRetry={() => void ranking.refetch()}
      rankType={type}
      paging={ranking.data && { total: ranking.data.total, page, pageSize, onChange: setPage }}
    />
  );
}

/** Rankings (spec §1): most read, most recommended, most viewed; best first, paged. */
export function RankPage() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const asked = params.get("type");
  const type: RankType = RANK_TYPES.includes(asked as RankType) ? (asked as RankType) : "read";
  return (
    <PageStack>
      <Tabs
        aria-label={t("library.route.rank")}
        activeKey={type}
        onChange={(key) => setFilter("type", key)}
        items={RANK_TYPES.map((key) => ({
          key,
          label: t(`library.rank.${key}`),
          content: <Ranking type={key} />,
        }))}
      />
    </PageStack>
  );
}
