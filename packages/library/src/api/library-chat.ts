import { type ChatAnswer, libraryApiRoutes } from "@campus/contract";
import { useMutation } from "@tanstack/react-query";
import { libraryApi } from "./library-api";

export interface ChatTurn {
  role: "reader" | "assistant";
  text: string;
}

/**
 * Asks the library's AI search: a sentence, and the conversation so far to refine it. A failure
 * is the panel's to say, in the conversation (a toast would cover the reader's box).
 */
export function useLibraryChat() {
  const { request } = libraryApi.useRequest();
  return useMutation<ChatAnswer, Error, { message: string; history: ChatTurn[] }>({
    mutationFn: ({ message, history }) =>
      request(
        libraryApiRoutes.libraryChat,
        { message, history: history.slice(-10) },
        { silent: true },
      ),
  });
}
