import './page-texts';
import { Alert, Anchor, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_LIMITS, contactRequestSchema } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/client';
import { useMutation } from '../app/use-mutation';
import { loadContactFormToken, sendContactMessage } from './contact-api';
import classes from './contact.module.css';

const EMPTY = { name_from: '', email_from: '', message: '', website: '' };

/**
 * The contact form (SPEC §7 `POST contact/`, §8 success and failure texts). The form's signed
 * time comes from the API once the page runs in the browser; bots that post at once or fill the
 * field people never see are refused by the API. After a send, SPEC's success text replaces
 * the form; on a failed mail the entries stay for another try.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [tokenFailed, setTokenFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: EMPTY,
    validate: zod4Resolver(contactRequestSchema.omit({ form_token: true })),
  });

  const prepare = useCallback(() => {
    setTokenFailed(false);
    loadContactFormToken().then(setToken, () => setTokenFailed(true));
  }, []);
  useEffect(() => {
    // the token is the time the page came to the browser, so it is fetched there, once
    loadContactFormToken().then(setToken, () => setTokenFailed(true));
  }, []);

  const mutation = useMutation({
    mutate: sendContactMessage,
    onSuccess: () => {
      setSent(true);
      form.reset();
      setToken(null);
      prepare();
    },
    failureText: t('messages.contactFailed'),
    apiMessage: [400, 429],
    describeError: (error) => (error.error === 'mail failed' ? t('messages.contactFailed') : undefined),
    fieldErrors: (fields) => form.setErrors(fields),
    // a refused or expired form gets a fresh time; "too fast" keeps its own, which is aging
    onFailure: (error) => {
      if (error instanceof ApiRequestError && ['bot refused', 'form expired'].includes(error.error))
        prepare();
    },
  });

  if (sent) {
    return (
      <Stack gap="sm" className={classes.form}>
        <Alert color="green" role="status" title={t('contact.formTitle')}>
          {t('messages.contactSent')}
        </Alert>
        <div>
          <Button variant="light" onClick={() => setSent(false)}>
            {t('contact.another')}
          </Button>
        </div>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    if (token) void mutation.run({ ...values, form_token: token });
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" className={classes.form}>
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="contact-form-title">
            {t('contact.formTitle')}
          </Title>
          <Text size="sm" fw={500}>
            {t('contact.noAdvice')}
          </Text>
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            {...form.getInputProps('name_from')}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email_from')}
          />
          <Textarea
            label={t('contact.message')}
            description={t('contact.messageHint', {
              min: CONTACT_LIMITS.messageMin,
              max: CONTACT_LIMITS.messageMax,
              count: form.values.message.trim().length,
            })}
            required
            autosize
            minRows={6}
            maxRows={16}
            maxLength={CONTACT_LIMITS.messageMax}
            {...form.getInputProps('message')}
          />
          {/* people never see this field; bots that fill every field fill it */}
          <div className={classes.trap} aria-hidden="true">
            <label>
              {t('contact.honeypot')}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={form.values.website}
                onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
              />
            </label>
          </div>
          <Text size="xs" c="dimmed">
            {t('contact.privacy')}{' '}
            <Anchor component={Link} to="/privacy-policy" size="xs" underline="always">
              {t('contact.privacyLink')}
            </Anchor>
          </Text>
          {tokenFailed ? (
            <Alert color="red" role="alert">
              {t('messages.requestError')}{' '}
              <Anchor component="button" type="button" onClick={prepare}>
                {t('contact.retry')}
              </Anchor>
            </Alert>
          ) : null}
          <div>
            <Button type="submit" loading={mutation.busy} disabled={token === null}>
              {token === null && !tokenFailed ? t('contact.preparing') : t('contact.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
