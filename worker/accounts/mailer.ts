// Outgoing mail (verification and reset links). Production sends through an HTTP mail provider
// (MAIL_API_URL + secret MAIL_API_KEY: one JSON POST per message); without one, messages land in
// the D1 outbox, which the test-email-verification page reads during local development.

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  readonly kind: 'outbox' | 'http'
  send(message: MailMessage): Promise<void>
}

type MailEnv = Env & { MAIL_API_KEY?: string }

export function mailerFor(env: MailEnv): Mailer {
  const url = env.MAIL_API_URL?.trim()
  const key = env.MAIL_API_KEY?.trim()
  if (url && key) return httpMailer(url, key, env.MAIL_FROM)
  return outboxMailer(env.DB)
}

function outboxMailer(db: D1Database): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .prepare(
          'INSERT INTO mail_outbox (to_address, subject, text_body, created_at) VALUES (?1, ?2, ?3, ?4)',
        )
        .bind(message.to, message.subject, message.text, new Date().toISOString())
        .run()
    },
  }
}

function httpMailer(url: string, key: string, from: string): Mailer {
  return {
    kind: 'http',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`)
      await res.body?.cancel()
    },
  }
}
