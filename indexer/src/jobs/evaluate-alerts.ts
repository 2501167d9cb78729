import {
  defineJob,
  evaluateAlertsContract,
  evaluateNewsAlertsContract,
  publishDuePostsContract,
  type JobQueue,
} from '@spielraum/platform';
import { evaluateFeedRun } from '../alerts/evaluate-feed-run';
import { duePostIds, firePostNewsAlerts } from '../alerts/fire-news-alerts';
import { sendAlertMailsJob } from './send-alert-mails';

/** The deterministic job id of the alert evaluation of one feed run. */
export function evaluateAlertsJobId(feedRunId: number): string {
  return `alerts-run-${feedRunId}`;
}

/**
 * Evaluates the alerts against one committed feed run (see `evaluateFeedRun`: set-wise, one
 * transaction, unique notification keys), then queues the immediate alert mails. Enqueued by
 * the feed jobs with the id `alerts-run-{feedRunId}`; a retry or a second enqueue creates no
 * notification twice.
 */
export const evaluateAlertsJob = defineJob({
  ...evaluateAlertsContract,
  async handler({ feedRunId }, { database, queue, logger }) {
    const started = performance.now();
    const result = await evaluateFeedRun({ database, feedRunId });
    logger.info({ feedRunId, ...result, ms: Math.round(performance.now() - started) }, 'alerts evaluated');
    // always queued (cheap without new notifications): a crash between the commit above and
    // this line is retried, finds nothing new to insert, and the mails still go out
    await queue.enqueue(
      sendAlertMailsJob.name,
      { mode: 'immediately' },
      { jobId: `alert-mails-run-${feedRunId}` },
    );
    return result;
  },
});

/**
 * Evaluates the magazine news alerts for one published post (`magazine_industry` and
 * `magazine_tests` alerts of the post category's news type). The magazine enqueues it when a
 * post is published, with the id `news-post-{postId}`; a post that is not published yet
 * notifies nobody, so publishing later and enqueuing with a new id (e.g. with the publish
 * time) is safe. One notification per alert and post, however often it runs.
 */
export const evaluateNewsAlertsJob = defineJob({
  ...evaluateNewsAlertsContract,
  async handler({ postId }, { database, queue, logger }) {
    const news = await database.transaction((tx) => firePostNewsAlerts({ tx, postId }));
    logger.info({ postId, news }, 'news alerts evaluated');
    await queue.enqueue(
      sendAlertMailsJob.name,
      { mode: 'immediately' },
      { jobId: `alert-mails-post-${postId}` },
    );
    return { news };
  },
});

/** Scheduler id and cron pattern of the sweep that evaluates posts whose time has come. */
export const POST_SWEEP = { schedulerId: 'magazine-due-posts', cron: '*/15 * * * * *' } as const;

/**
 * Enqueues the news alerts of every published post whose time has come and whose alerts have
 * not run (`alerts_evaluated_at` is null): scheduled posts once their time has come, and any
 * post whose job was lost with an embedded process or a worker that was down. Runs every 15
 * seconds (a cheap indexed read).
 */
export const publishDuePostsJob = defineJob({
  ...publishDuePostsContract,
  async handler(_payload, { database, queue, logger }) {
    const ids = await database.transaction((tx) => duePostIds({ tx }));
    for (const postId of ids)
      await queue.enqueue(evaluateNewsAlertsJob.name, { postId }, { jobId: `news-post-${postId}-sweep` });
    if (ids.length > 0) logger.info({ posts: ids.length }, 'due posts queued for their news alerts');
    return { posts: ids.length };
  },
});

export async function schedulePostSweep(queue: JobQueue): Promise<void> {
  await queue.schedule(publishDuePostsJob.name, POST_SWEEP.schedulerId, POST_SWEEP.cron, {});
}
