import type { TextsOf } from '../i18n/texts-of';
import type { commentsPagesDe } from './page-texts.de';

/** English fallback of the comment texts. */
export const commentsEn: TextsOf<typeof commentsPagesDe> = {
  title: 'Comments',
  titleWithCount: 'Comments ({count})',
  loading: 'Loading comments …',
  loadFailed: 'The comments could not be loaded.',
  retry: 'Try again',
  empty: 'No comments yet – write the first one.',
  commentBy: 'Comment by {author}',
  replyBy: 'Reply by {author}',
  pending: 'awaiting approval',
  reply: 'Reply',
  replyLabel: 'Your reply to {author}',
  report: 'Report',
  reportComment: 'Report the comment by {author}',
  reportReply: 'Report the reply by {author}',
  sendReply: 'Send reply',
  writeLabel: 'Your comment',
  send: 'Send comment',
  cancel: 'Cancel',
  sent: 'Thank you! Your comment is with the editorial team and appears as soon as they have approved it.',
  sentOnList:
    "Thank you! Your comment appears as soon as the list's curator or the editorial team has approved it.",
  loginHint: 'Want to join in? Sign in to comment.',
  login: 'Sign in and comment',
  verifyHint: 'Please confirm your e-mail address first, then you can comment.',
  verifyLink: 'Request the confirmation e-mail again',
  moderationNote: 'The editorial team checks every comment before it becomes visible to everyone.',
  moderationNoteOnList:
    "The list's curator or the editorial team checks every comment before it becomes visible to everyone.",
};
