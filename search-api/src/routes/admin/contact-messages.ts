import { Hono } from 'hono';
import {
  contactMessagesQuerySchema,
  serverMessage,
  type ContactMessageResponse,
  type ContactMessagesResponse,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { listContactMessages } from '../../contact/list-contact-messages';
import { resendContactMessage } from '../../contact/resend-contact-message';
import { AppError } from '../../http/errors';
import { parseQuery, pathId } from '../../http/validate';
import { requestMailer } from '../../http/request-log';

const unknownMessage = () => new AppError('not_found', { message: serverMessage('contactMessageNotFound') });

/**
 * The messages of the contact form for the operators (behind the operator permission of every
 * `admin/` call): `GET admin/contact-messages/?page=&status=all|failed` (newest first, 25 a page;
 * `failed`: those whose mail to the team has not gone out) and `POST
 * admin/contact-messages/{id}/resend/` (mails one to the team again, through the contact form's
 * own mailing; 502 with the reason when it fails again). The answers carry the senders' personal
 * data, so no cache keeps them; the log names message ids only.
 */
export function adminContactMessageRoutes(platform: Platform, teamAddress: string) {
  const { database, mailer, logger } = platform;
  return new Hono()
    .get('/admin/contact-messages/', async (c) => {
      const { page, status } = parseQuery(c, contactMessagesQuerySchema);
      c.header('Cache-Control', 'private, no-store');
      const answer: ContactMessagesResponse = {
        data: await listContactMessages({ database, page, status }),
      };
      return c.json(answer);
    })
    .post('/admin/contact-messages/:id/resend/', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownMessage);
      const result = await resendContactMessage({
        database,
        mailer: requestMailer(c, mailer),
        logger,
        teamAddress,
        id,
      });
      if (!result) throw unknownMessage();
      if (!result.mailed)
        throw new AppError('bad_gateway', {
          error: 'mail failed',
          message: serverMessage('contactResendFailed', { reason: result.message.mail_error ?? '' }),
        });
      c.header('Cache-Control', 'private, no-store');
      const answer: ContactMessageResponse = { data: result.message };
      return c.json(answer);
    });
}
