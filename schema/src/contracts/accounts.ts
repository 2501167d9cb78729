import { z } from 'zod';
import { message } from '../constants/messages';
import { mailDigestValues } from '../constants/values';
import { sessionUserSchema } from './api';
import { newPasswordProblem } from './password-rule';

/**
 * Request and answer contracts of the account calls (SPEC §7). Validation texts are the
 * SPEC §5 messages; the server checks the 8-character minimum (SPEC §9).
 */

const requiredText = (max: number) =>
  z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .max(max, message('maxLength', { amount: max }));

export const emailField = z
  .string({ error: message('invalidEmail') })
  .trim()
  .max(254, message('invalidEmail'))
  .pipe(z.email({ error: message('invalidEmail') }));

export const newPasswordField = z
  .string({ error: message('required') })
  .max(200, message('maxLength', { amount: 200 }))
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** `POST /api/login/` */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: message('required') })
    .min(1, message('required'))
    .max(200),
  /** "Angemeldet bleiben": a long-lived session instead of one that ends with the browser. */
  stay_logged_in: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Answer of `POST /api/login/`: `data.user_data` (SPEC §7) and the session's permissions. */
export const loginResponseSchema = z.object({
  data: z.object({ user_data: sessionUserSchema, permissions: z.array(z.string()) }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The sign-in providers the server can offer; the operator configures which of them it does. */
export const oauthProviderSchema = z.enum(['google', 'facebook']);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** `GET /api/oauth/providers`: the configured providers, for the "Mit Google anmelden" buttons. */
export const oauthProvidersResponseSchema = z.object({ data: z.array(oauthProviderSchema) });
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

/** `POST /api/loginwithgoogle/`, `…/loginwithfacebook/`: the provider's address the browser goes to. */
export const oauthStartResponseSchema = z.object({ data: z.object({ url: z.url() }) });
export type OAuthStartResponse = z.infer<typeof oauthStartResponseSchema>;

/** `GET /api/logout/` answers data "success". */
export const successResponseSchema = z.object({ data: z.literal('success') });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** `POST /api/signup/`: e-mail and password each twice (SPEC §5 "must match"). */
export const signupRequestSchema = z
  .object({
    display_name: requiredText(60),
    email: emailField,
    email_confirmation: z
      .string({ error: message('required') })
      .trim()
      .max(254),
    password: newPasswordField,
    password_confirmation: z.string({ error: message('required') }).max(200),
  })
  .superRefine((value, ctx) => {
    if (value.email.toLowerCase() !== value.email_confirmation.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['email_confirmation'], message: message('emailsDoNotMatch') });
    if (value.password !== value.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: message('passwordsDoNotMatch'),
      });
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Answer of `POST /api/signup/`: the new account's uuid. */
export const signupResponseSchema = z.object({ data: z.object({ uuid: z.uuid() }) });

const uuidField = z.uuid({ error: message('badRequest') });
const tokenField = z
  .string({ error: message('badRequest') })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, message('badRequest'));

/** `POST /api/verify/` */
export const verifyRequestSchema = z.object({ uuid: uuidField, token: tokenField });
/** `POST /api/resendverificationmail/` */
export const resendVerificationRequestSchema = z.object({ uuid: uuidField });
/** `POST /api/requestpasswordreset/` */
export const requestPasswordResetSchema = z.object({ email: emailField });
/** `POST /api/resetpassword/` */
export const resetPasswordRequestSchema = z
  .object({
    uuid: uuidField,
    token: tokenField,
    password: newPasswordField,
    password_confirmation: z.string({ error: message('required') }).max(200),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: message('passwordsDoNotMatch'),
  });
/** `DELETE /api/deleteuser?uuid=&token=` */
export const deleteUserQuerySchema = z.object({ uuid: uuidField, token: tokenField });

/** `PUT /api/profile/`: the fields a user edits on /settings (the e-mail stays; changing it would need a new verification). */
export const profileRequestSchema = z.object({
  display_name: requiredText(60),
  alert_mail: z.enum(mailDigestValues, { error: message('badRequest') }).optional(),
  locale: z.enum(['de', 'en'], { error: message('badRequest') }).optional(),
});
export type ProfileRequest = z.input<typeof profileRequestSchema>;

/** Answer of `PUT /api/profile/`: the updated user. */
export const profileResponseSchema = z.object({
  data: z.object({
    user_data: sessionUserSchema,
    alert_mail: z.string(),
    locale: z.string(),
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `GET /api/systemavatars`: the avatars of the picker (SPEC §3 "System avatar: avatar_id"). */
export const systemAvatarsResponseSchema = z.object({
  data: z.array(z.object({ avatar_id: z.string(), label: z.string(), image: z.string() })),
});
export type SystemAvatarsResponse = z.infer<typeof systemAvatarsResponseSchema>;

/** `PATCH /api/useravatar` */
export const userAvatarRequestSchema = z.object({
  avatar_id: z
    .string({ error: message('required') })
    .min(1, message('required'))
    .max(64),
});

const hashField = z
  .string({ error: message('required') })
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, message('badRequest'));

/** `GET /api/customfields/usercustomfieldsforarea?area_hash=` */
export const customFieldsQuerySchema = z.object({ area_hash: hashField });

export const customFieldSchema = z.object({
  field_hash: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'url', 'logo']),
  required: z.boolean(),
  max_length: z.number().int().nullable(),
  value: z.string().nullable(),
  /** Address of the uploaded logo, for logo fields. */
  file_url: z.string().nullable(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldsResponseSchema = z.object({
  data: z.object({ area_hash: z.string(), name: z.string(), fields: z.array(customFieldSchema) }),
});
export type CustomFieldsResponse = z.infer<typeof customFieldsResponseSchema>;

/** `POST /api/customfields/usercustomfielddata/` (JSON) */
export const customFieldValueRequestSchema = z.object({
  field_hash: hashField,
  value: z.string({ error: message('required') }).max(5000, message('maxLength', { amount: 5000 })),
});

/** `?field_hash=` of the logo upload and delete calls. */
export const customFieldHashQuerySchema = z.object({ field_hash: hashField });

/** Answer of a custom-field save or upload: the field as it now is. */
export const customFieldResponseSchema = z.object({ data: customFieldSchema });
export type CustomFieldResponse = z.infer<typeof customFieldResponseSchema>;
