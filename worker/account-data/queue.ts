import { mailerFor } from '../accounts/mailer'
import { deleteQuietly } from '../media/store'
import {
  finalStatements,
  findDeletionJob,
  forgetAppleToken,
  ownObjectKeys,
  staleDeletionJobs,
} from './deletion-store'
import { deletionDoneEmail } from './emails'
import { buildExport } from './export-build'
import {
  exportKey,
  findExport,
  markExportFailed,
  markExportReady,
  purgeExpiredExports,
} from './export-store'
import { deleteFirebaseUsers, type OutsideEnv, revokeAppleToken } from './outside'

// The jobs of the jimoto-account-data queue: finish deleting an account, or build a data download.
// Every step can run again: a retry after a failure repeats what is left (Firebase and R2 take a
// delete of something gone; the last D1 batch finds nothing to change).

export type AccountDataJob =
  | { kind: 'delete'; user_id: number }
  | { kind: 'export'; export_id: string }

/** Everything of a deletion after the mark: outside services, photos, rows, then the mail. */
export async function runDeletion(
  env: OutsideEnv,
  job: Extract<AccountDataJob, { kind: 'delete' }>,
) {
  const row = await findDeletionJob(env.DB, job.user_id)
  if (!row) return
  const uids = JSON.parse(row.firebase_uids_json) as string[]
  await deleteFirebaseUsers(env, uids.filter(Boolean))
  if (row.apple_access_token) {
    await revokeAppleToken(env, row.apple_access_token)
    await forgetAppleToken(env.DB, job.user_id)
  }
  const keys = await ownObjectKeys(env.DB, job.user_id)
  if (keys.length > 0) await env.MEDIA.delete(keys)
  const account = await env.DB.prepare('SELECT email FROM users WHERE id = ?1')
    .bind(job.user_id)
    .first<{ email: string | null }>()
  await env.DB.batch(await finalStatements(env.DB, job.user_id, account?.email ?? null))
  if (row.notify_email) {
    try {
      await mailerFor(env).send(deletionDoneEmail(row.notify_email, row.notify_name))
    } catch (err) {
      // The account is gone either way; a second run would find no job to report.
      console.error('account deletion: the done mail failed', err)
    }
  }
}

/** Builds the ZIP of one requested download, keeps it in R2 and marks it ready. */
async function runExport(env: Env, exportId: string) {
  const request = await findExport(env.DB, exportId)
  if (request?.state !== 'queued') return
  const now = new Date()
  const archive = await buildExport(env, request.user_id, now)
  await env.MEDIA.put(exportKey(exportId), archive, {
    httpMetadata: { contentType: 'application/zip' },
  })
  // The owner may have deleted the account meanwhile: then the row is gone and so goes the file.
  if (!(await markExportReady(env.DB, exportId, archive.length, now))) {
    await deleteQuietly(env.MEDIA, [exportKey(exportId)])
  }
}

export async function handleAccountDataBatch(batch: MessageBatch, env: OutsideEnv): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body as AccountDataJob
    try {
      if (job.kind === 'delete') await runDeletion(env, job)
      else await runExport(env, job.export_id)
      message.ack()
    } catch (err) {
      console.error('account data: job failed, will retry', job.kind, err)
      if (job.kind === 'export' && message.attempts >= 5) {
        await markExportFailed(env.DB, job.export_id)
        message.ack()
      } else {
        message.retry({ delaySeconds: Math.min(60 * message.attempts, 900) })
      }
    }
  }
}

/**
 * The hourly sweep: downloads past their 7 days leave R2; a deletion whose message was lost or used up its retries is queued again, so
 * no account stays half deleted (it cannot sign in meanwhile: it is marked deleted).
 */
export async function accountDataHousekeeping(env: Env, now: number): Promise<void> {
  const stale = await staleDeletionJobs(env.DB, new Date(now - 3600_000).toISOString())
  for (const userId of stale) {
    await env.ACCOUNT_DATA_QUEUE.send({ kind: 'delete', user_id: userId } satisfies AccountDataJob)
  }
  await purgeExpiredExports(env, new Date(now).toISOString())
}
