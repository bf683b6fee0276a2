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
