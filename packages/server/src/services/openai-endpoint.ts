/*
 * An OpenAI-compatible chat-completions endpoint, the one every AI feature may use instead of its
 * local engine (the library's chat, ECA's trait recognition): CAMPUS_AI_BASE_URL,
 * CAMPUS_AI_API_KEY, CAMPUS_AI_MODEL. Unset, features use their local engines.
 */

export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

/** The endpoint's settings from the environment, or null when the local engine is to be used. */
export function openAiSettingsFrom(env: NodeJS.ProcessEnv): OpenAiSettings | null {
  const baseUrl = env.CAMPUS_AI_BASE_URL?.trim();
  const model = env.CAMPUS_AI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey: env.CAMPUS_AI_API_KEY ?? "", model };
}

export type ChatMessage = { role: string; content: string };

/**
 * One completion's text. Throws on a time-out, an HTTP error or an empty answer: callers decide
 * what a failure means (the chat falls back to its local engine; a recognition job fails).
 */
export async function complete(
  settings: OpenAiSettings,
  messages: ChatMessage[],
  { json, fetchFn = fetch }: { json: boolean; fetchFn?: typeof fetch },
): Promise<string> {
  const response = await fetchFn(`${settings.baseUrl}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      messages,
      temperature: 0,
      ...(json ? { response_format: { type: "json_object" } } : {}),
    }),
    signal: AbortSignal.timeout(settings.timeoutMs ?? 8_000),
  });
  if (!response.ok) throw new Error(`AI endpoint answered HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (!content) throw new Error("AI endpoint answered no content");
  return content;
}
