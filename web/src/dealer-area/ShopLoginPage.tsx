import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequestSchema } from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useAuthDialog } from '../app/auth-dialog-context';
import { useMutation } from '../app/use-mutation';
import { fetchShops, logIn } from './dealer-area-api';
import {
  dealerAreaReturnPath,
  NOT_LINKED_PARAM,
  NOT_LINKED_VALUE,
  RETURN_PARAM,
} from './dealer-area-loaders';
import './page-texts';

/** True when the signed-in account manages at least one shop (a non-dealer account is refused with 403). */
async function managesAShop(): Promise<boolean> {
  try {
    return (await fetchShops()).data.shops.length > 0;
  } catch {
    return false;
  }
}

function NotLinkedNotice() {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  // the form stays; the reason is announced and takes the focus so a keyboard user hears it
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert
      ref={notice}
      color="orange"
      variant="light"
      title={t('dealerArea.notLinkedTitle')}
      role="alert"
      tabIndex={-1}
    >
      <Stack gap="xs">
        <Text size="sm">{t('dealerArea.notLinked')}</Text>
        <Group gap="md">
          <Anchor component={Link} to="/contact" size="sm">
            {t('dealerArea.toContact')}
          </Anchor>
          <Anchor component={Link} to="/" size="sm">
            {t('dealerArea.toStart')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * `/haendler/login`: the shop login (SPEC §1, §6). The same accounts and login call as every
 * sign-in; a dealer account that manages a shop goes on to the dealer area (or the page of it
 * it came from), any other account is told that it is not linked to a shop.
 */
export function ShopLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const auth = useAuthDialog();
  const [searchParams] = useSearchParams();
  const [notLinked, setNotLinked] = useState(searchParams.get(NOT_LINKED_PARAM) === NOT_LINKED_VALUE);
  const returnPath = dealerAreaReturnPath(searchParams.get(RETURN_PARAM));
  const form = useForm({
    initialValues: { email: '', password: '', stay_logged_in: false },
    validate: zod4Resolver(loginRequestSchema),
  });
  const mutation = useMutation({
    mutate: logIn,
    onSuccess: async (answer) => {
      if (answer.data.user_data.user_type === 'dealer' && (await managesAShop())) {
        await navigate(returnPath);
        return;
      }
      setNotLinked(true);
      // the header shows the account that is now signed in
      await revalidator.revalidate();
    },
    failureText: t('messages.loginFailed'),
    apiMessage: [429, 403],
    describeError: (error) => {
      if (error.error !== 'user not verified' || !error.uuid) return undefined;
      void navigate(`/verify/${error.uuid}`);
      return null;
    },
  });
  const submit = form.onSubmit((values) => {
    setNotLinked(false);
    void mutation.run(values);
  });

  return (
    <Container size={460} py="xl">
      <title>{t('app.pageTitle', { title: t('dealerArea.loginTitle') })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('dealerArea.loginTitle')}</Title>
          <Text c="dimmed" mt={4}>
            {t('dealerArea.loginIntro')}
          </Text>
        </div>
        {notLinked && <NotLinkedNotice />}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('dealerArea.email')}
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('dealerArea.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" align="center" wrap="wrap">
              <Checkbox
                label={t('dealerArea.stayLoggedIn')}
                {...form.getInputProps('stay_logged_in', { type: 'checkbox' })}
              />
              <Anchor component="button" type="button" size="sm" onClick={() => auth.open('forgot')}>
                {t('dealerArea.forgotPassword')}
              </Anchor>
            </Group>
            <Button type="submit" loading={mutation.busy} fullWidth>
              {t('dealerArea.login')}
            </Button>
          </Stack>
        </form>
        <Text size="sm" c="dimmed">
          {t('dealerArea.notYetListed')}{' '}
          <Anchor component={Link} to="/dealers" inherit underline="always">
            {t('dealerArea.forDealers')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
