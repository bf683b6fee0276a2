import { createTransport } from "nodemailer";

/** An e-mail: one address, a subject and plain text (user text is never sent as HTML). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where e-mails go (registration's notices to families). A deployment plugs its mail service in
 * through `AppDeps.mail`; without one the server writes each to its log.
 */
export interface MailSender {
  send(message: MailMessage, now: Date): Promise<void>;
}

/**
 * Notes each e-mail in the server log (a deployment without a mail service yet): to whom, as a
 * hint — the log keeps no one's address — and its subject.
 */
export const logMail = (log: (line: string) => void = console.log): MailSender => ({
  async send({ to, subject }) {
    log(`mail to ${emailHint(to)}: ${subject}`);
  },
});

/** "c•••@example.com": enough to recognise one's address, not enough to learn it. */
export const emailHint = (address: string) => {
  const at = address.lastIndexOf("@");
  return at < 1 ? "•••" : `${address[0]}•••${address.slice(at)}`;
};

/**
 * Sends each e-mail through the school's or the deployment's SMTP server (`SMTP_URL`, e.g.
 * `smtps://campus:secret@smtp.example.edu.hk:465`), from `MAIL_FROM`: plain text in UTF-8, the
 * subject encoded for any mail client. A refusal (an unknown address, a server down) rejects,
 * and the messenger keeps the message as not delivered. Nodemailer speaks SMTP with STARTTLS,
 * authentication and pooling; a protocol we would not write again ourselves.
 */
export function smtpMail(url: string, from: string): MailSender {
  const transport = createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
