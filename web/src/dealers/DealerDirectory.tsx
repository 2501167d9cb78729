import './page-texts';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DealerSummary } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/client';
import { DealerLogo, dealerPath, DealerSocialLinks, useDealerFacts } from './dealer-facts';
import { fetchDealers } from './dealers-api';
import type { DealerDirectoryData } from './dealers-data';
import classes from './dealers.module.css';

type DirectoryState =
  { kind: 'loading' } | { kind: 'loaded'; dealers: DealerSummary[] } | { kind: 'failed'; message: string };

function stateOf(data: DealerDirectoryData): DirectoryState {
  return data.dealers === null
    ? { kind: 'failed', message: data.error }
    : { kind: 'loaded', dealers: data.dealers };
}

function DealerEntry({ dealer }: { dealer: DealerSummary }) {
  const { t } = useTranslation();
  const facts = useDealerFacts();
  return (
    <li className={classes.card}>
      <DealerLogo dealer={dealer} size={72} alt="" />
      <Stack gap={4} className={classes.cardBody}>
        <Title order={3} size="h4">
          <Anchor
            component={Link}
            to={dealerPath(dealer.slug)}
            className={classes.cardLink}
            aria-label={t('dealers.profileLink', { name: dealer.name })}
            inherit
          >
            {dealer.name}
          </Anchor>
        </Title>
        <Text size="sm">{facts.rating(dealer)}</Text>
        <Text size="sm">{facts.shipping(dealer)}</Text>
        <Text size="sm" c="dimmed">
          {facts.offers(dealer.offer_count)}
        </Text>
        <DealerSocialLinks dealer={dealer} size="xs" />
      </Stack>
    </li>
  );
}

/**
 * The directory below the text of `/dealers-details`: every active dealer with logo (or its name
 * in a neutral tile), rating, shipping to Germany, live offers and a link to its page. The static
 * page's loader reads it, so it is part of the server-rendered page; a failed read shows why and
 * offers to try again in the browser.
 */
export function DealerDirectory({ initial }: { initial: DealerDirectoryData }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DirectoryState>(() => stateOf(initial));

  const retry = () => {
    setState({ kind: 'loading' });
    fetchDealers().then(
      (answer) => setState({ kind: 'loaded', dealers: answer.data.dealers }),
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: error instanceof ApiRequestError ? error.message : String(error),
        }),
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="dealer-directory-heading">
      <Title order={2} id="dealer-directory-heading">
        {t('dealers.directoryHeading')}
      </Title>
      <div aria-live="polite">
        {state.kind === 'loading' && <Text c="dimmed">{t('dealers.directoryLoading')}</Text>}
        {state.kind === 'failed' && (
          <Alert color="red" variant="light">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('dealers.directoryFailed', { message: state.message })}</Text>
              <Button variant="default" size="xs" onClick={retry}>
                {t('dealers.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {state.kind === 'loaded' && state.dealers.length === 0 && <Text>{t('dealers.directoryEmpty')}</Text>}
      </div>
      {state.kind === 'loaded' && state.dealers.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.list}>
          {state.dealers.map((dealer) => (
            <DealerEntry key={dealer.slug} dealer={dealer} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
