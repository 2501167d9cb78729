import { inArray } from 'drizzle-orm';
import * as t from '@spielraum/schema/db';
import type { Database } from '@spielraum/schema/client';
import { DEMO_USERS } from './users';

/** Who wrote a demo review or comment: a demo account (by e-mail) or an invented reader. */
export type DemoAuthor = { account: string } | { name: string };

/** A demo comment on a post or list, with its replies (one level). */
export interface DemoThread {
  author: DemoAuthor;
  text: string;
  /** Hours after the post's or list's publication (never later than the seed). */
  hoursAfterPublication: number;
  status: 'published' | 'pending';
  replies?: Array<{
    author: DemoAuthor;
    text: string;
    /** Hours after the comment it answers. */
    hoursLater: number;
  }>;
}

export interface DemoAccount {
  uuid: string;
  email: string;
  displayName: string;
}

/**
 * The demo accounts as stored, and how a demo author becomes the row's `userUuid` and
 * `authorName` (an account's display name, or the invented reader's name).
 */
export async function loadDemoAuthors(db: Database) {
  const accounts: DemoAccount[] = await db
    .select({ uuid: t.users.uuid, email: t.users.email, displayName: t.users.displayName })
    .from(t.users)
    .where(
      inArray(
        t.users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const accountByEmail = new Map(accounts.map((account) => [account.email, account]));
  return {
    account: (email: string): DemoAccount | undefined => accountByEmail.get(email),
    authorOf: (author: DemoAuthor) => {
      if ('name' in author) return { userUuid: null, authorName: author.name };
      const account = accountByEmail.get(author.account);
      const demoUser = DEMO_USERS.find((user) => user.email === author.account);
      return {
        userUuid: account?.uuid ?? null,
        authorName: account?.displayName ?? demoUser?.displayName ?? 'Leser',
      };
    },
  };
}

const HOUR = 3_600_000;

/**
 * Writes one demo comment and its replies on a published post or list; a published thread
 * counts as approved an hour after each entry. Times never pass `latest` (a comment from the
 * future would sort above everything). Answers the number of rows written.
 */
export async function insertDemoThread({
  db,
  target,
  thread,
  authorOf,
  moderatedBy,
  latest,
}: {
  db: Database;
  target: { type: 'magazine_post' | 'recommendation_list'; id: number; publishedAt: Date };
  thread: DemoThread;
  authorOf: (author: DemoAuthor) => { userUuid: string | null; authorName: string };
  moderatedBy: string | null;
  latest: number;
}): Promise<number> {
  const at = (time: number) => new Date(Math.min(time, latest));
  const moderation = (time: Date) =>
    thread.status === 'published'
      ? { moderatedAt: at(time.getTime() + HOUR), moderatedBy }
      : { moderatedAt: null, moderatedBy: null };
  const row = (author: DemoAuthor, text: string, createdAt: Date) => ({
    targetType: target.type,
    targetId: target.id,
    ...authorOf(author),
    text,
    status: thread.status,
    ...moderation(createdAt),
    createdAt,
    updatedAt: createdAt,
  });
  const createdAt = at(target.publishedAt.getTime() + thread.hoursAfterPublication * HOUR);
  const [parent] = await db
    .insert(t.comments)
    .values(row(thread.author, thread.text, createdAt))
    .returning({ id: t.comments.id });
  for (const reply of thread.replies ?? []) {
    const replyAt = at(createdAt.getTime() + reply.hoursLater * HOUR);
    await db.insert(t.comments).values({ ...row(reply.author, reply.text, replyAt), parentId: parent!.id });
  }
  return 1 + (thread.replies?.length ?? 0);
}
