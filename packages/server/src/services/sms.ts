/** A text message to a phone: region ("852") and national number. */
export interface TextMessage {
  countryCode: string;
  phone: string;
  text: string;
}

/**
 * Where text messages go (registration's sign-in codes). A deployment plugs its SMS provider in
 * through `AppDeps.sms`; without one the server writes each message to its log, and the demo
 * keeps them in an outbox people can read (registration/services/outbox.ts).
 */
export interface SmsSender {
  send(message: TextMessage, now: Date): Promise<void>;
}

/** Writes each message to the server log (a deployment without a provider yet). */
export const logSender = (log: (line: string) => void = console.log): SmsSender => ({
  async send({ countryCode, phone, text }) {
    log(`sms to +${countryCode} ${phone}: ${text}`);
  },
});

/** "+852 •••• 4567": enough to recognise one's phone, not enough to learn it. */
export const phoneHint = (countryCode: string, phone: string) =>
  `+${countryCode} •••• ${phone.slice(-4)}`;

/** A Twilio account (or a gateway speaking Twilio's Messages API) texts are sent through. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a number of the account (+85212345678) or an alphanumeric sender id. */
  from: string;
  /** The API's address; Twilio's own by default (a compatible gateway, a test's server). */
  baseUrl?: string;
}

/**
 * Sends each text through Twilio's Messages API (form-encoded, Basic auth with the account's
 * SID and token), to the number in international form. A refusal (a number that cannot take
 * texts, a suspended account) rejects, and the messenger keeps the message as not delivered.
 */
export function twilioSender({
  accountSid,
  authToken,
  from,
  baseUrl = "https://api.twilio.com",
}: TwilioSettings): SmsSender {
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send({ countryCode, phone, text }) {
      const answer = await fetch(url, {
        method: "POST",
        headers: { Authorization: authorization },
        body: new URLSearchParams({ To: `+${countryCode}${phone}`, From: from, Body: text }),
        redirect: "error",
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) throw new Error(`Twilio refused the text: HTTP ${answer.status}`);
    },
  };
}

/** The deployment's SMS provider from its settings (`TWILIO_*`, `SMS_FROM`); none: undefined. */
export function smsSenderFromEnv(env: Record<string, string | undefined>): SmsSender | undefined {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.SMS_FROM?.trim();
  if (!accountSid || !authToken || !from) return undefined;
  return twilioSender({ accountSid, authToken, from, baseUrl: env.TWILIO_API_URL?.trim() });
}
