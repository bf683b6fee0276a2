import {
  noticesApiRoutes,
  type ConversationFilter,
  type FamilyMessageReply,
  type SendFamilyMessage,
} from "@campus/contract/notices";
import { useRuntime, type PageArgs } from "@campus/core";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useStore } from "zustand";
import { isNotFound } from "../components/notice-names";
import { noticesApi } from "./notices-api";

/*
 * Short messages between the school and a family (decision 0048): a parent's conversation
 * about the child they act for (`mine`), and the school's with the families of its classes
 * (`school`). Sending reads the conversation again.
 */

/** The conversation about the child the parent acts for, the newest first, one page. */
export function useFamilyMessages({ pageNum, pageSize, enabled }: PageArgs) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.familyMessages,
    { pageNum, pageSize },
    { key: ["mine", "messages"], placeholderData: keepPreviousData, enabled },
  );
}

/** A parent writes to the class teacher. */
export function useReplyToSchool() {
  const mutation = noticesApi.useEndpointMutation(noticesApiRoutes.familyMessageReply, (key) => [
    key("mine", "messages"),
  ]);
  return (reply: FamilyMessageReply) => mutation.mutateAsync(reply);
}

/** The children of the caller's classes with their families' last messages, one page. */
export function useConversations({
  pageNum,
  pageSize,
  enabled,
  filter,
  className,
}: PageArgs & { filter: ConversationFilter; className: string | undefined }) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.conversations,
    { pageNum, pageSize, filter, ...(className ? { class_name: className } : {}) },
    { key: ["school", "conversations"], placeholderData: keepPreviousData, enabled },
  );
}

/** One child's family conversation, the newest first, one page. */
export function useConversation({
  pageNum,
  pageSize,
  enabled,
  childId,
}: PageArgs & { childId: number }) {
  const query = noticesApi.useEndpointQuery(
    noticesApiRoutes.conversation,
    { pageNum, pageSize, child_id: childId },
    {
      key: ["school", "conversation"],
      placeholderData: keepPreviousData,
      enabled,
      silent: isNotFound,
    },
  );
  // Opened, the family's messages are read: the list's counts are asked again.
  const client = useQueryClient();
  const schoolId = useStore(useRuntime().school, (s) => s.id);
  const opened = query.data?.child.id;
  useEffect(() => {
    if (opened !== undefined)
      void client.invalidateQueries({
        queryKey: noticesApi.keys(schoolId)("school", "conversations"),
      });
  }, [client, opened, schoolId]);
  return query;
}

/** Someone of the school writes to a family or a class. */
export function useSendFamilyMessage() {
  const mutation = noticesApi.useEndpointMutation(noticesApiRoutes.sendFamilyMessage, (key) => [
    key("school"),
  ]);
  return (message: SendFamilyMessage) => mutation.mutateAsync(message);
}
