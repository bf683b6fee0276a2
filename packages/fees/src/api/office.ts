import { feesApiRoutes, type FeeDueFilter } from "@campus/contract/fees";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { feesApi } from "./fees-api";

/** The school's fees, one page. */
export function useFeeItems({ pageNum, pageSize, enabled }: PageArgs) {
  return feesApi.useEndpointQuery(
    feesApiRoutes.feesItems,
    { pageNum, pageSize },
    { key: ["office", "items"], placeholderData: keepPreviousData, enabled },
  );
}

/** One fee and its classes. */
export function useFeeItem(itemId: number) {
  return feesApi.useEndpointQuery(
    feesApiRoutes.feesItem,
    { item_id: itemId },
    { key: ["office", "item"], enabled: itemId > 0 },
  );
}

/** The notices' reply options whose families a fee may be set for (asked when chosen). */
export function useChildGroups(enabled: boolean) {
  return feesApi.useEndpointQuery(
    feesApiRoutes.feesChildGroups,
    {},
    { key: ["office", "groups"], enabled },
  );
}

/** Sets a fee: the lists are read again. */
export function useCreateFee() {
  return feesApi.useEndpointMutation(feesApiRoutes.feesCreateItem, (key) => [key("office")]);
}

/** A fee's children, one page, of a class and where they stand. */
export function useFeeDues(
  { pageNum, pageSize, enabled }: PageArgs,
  itemId: number,
  className: string,
  filter: FeeDueFilter,
) {
  return feesApi.useEndpointQuery(
    feesApiRoutes.feesDues,
    {
      pageNum,
      pageSize,
      item_id: itemId,
      filter,
      ...(className ? { class_name: className } : {}),
    },
    { key: ["office", "dues"], placeholderData: keepPreviousData, enabled: enabled && itemId > 0 },
  );
}

/** Confirms or rejects a waiting slip. */
export function useDecideSlip() {
  return feesApi.useEndpointMutation(feesApiRoutes.feesDecideSlip, (key) => [key("office")]);
}

/** Gives a paid fee back. */
export function useRefund() {
  return feesApi.useEndpointMutation(feesApiRoutes.feesRefund, (key) => [key("office")]);
}
