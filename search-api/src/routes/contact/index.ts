import { Hono } from 'hono';
import {
  contactRequestSchema,
  message,
  serverMessage,
  type ContactFormResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { checkContactFormToken, createContactFormToken } from '../../contact/form-token';
import { sendContactMessage } from '../../contact/send-contact-message';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';
import { requestMailer } from '../../http/request-log';

const SUCCESS: SuccessResponse = { data: 'success' };

/**
 * The contact form (SPEC §7 `POST contact/`): `GET contact/form/` hands out the form's time
 * token; `POST contact/` refuses bots (the hidden field filled, sent within seconds of the form
 * or without a valid token), limits sends per IP, stores the message and mails it to the team.
 * A failed mail answers 502 with SPEC §8's failure text; the message stays stored.
 */
export function contactRoutes({ platform, config, limits }: AccountsContext, teamAddress: string) {
  const refused = (error: string, key: 'contactBotRefused' | 'contactTooFast' | 'contactFormExpired') =>
    new AppError('bad_request', { error, message: serverMessage(key) });

  return new Hono()
    .get('/contact/form/', (c) => {
      c.header('Cache-Control', 'no-store');
      const answer: ContactFormResponse = {
        data: { form_token: createContactFormToken(config.sessionSecret) },
      };
      return c.json(answer);
    })
    .post('/contact/', async (c) => {
      const body = await parseJson(c, contactRequestSchema);
      await consume(limits, `contact:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.contactPerIp);
      if (body.website.trim() !== '') throw refused('bot refused', 'contactBotRefused');
      const token = checkContactFormToken(config.sessionSecret, body.form_token);
      if (token === 'invalid') throw refused('bot refused', 'contactBotRefused');
      if (token === 'too fast') throw refused('too fast', 'contactTooFast');
      if (token === 'expired') throw refused('form expired', 'contactFormExpired');
      const mailed = await sendContactMessage({
        database: platform.database,
        mailer: requestMailer(c, platform.mailer),
        logger: platform.logger,
        teamAddress,
        publicUrl: config.publicUrl,
        contact: { name: body.name_from, email: body.email_from, message: body.message },
      });
      if (!mailed)
        throw new AppError('bad_gateway', { error: 'mail failed', message: message('contactFailed') });
      return c.json(SUCCESS);
    });
}
