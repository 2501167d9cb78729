import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { dealersResponseSchema, excludedDealersResponseSchema, type DealerSummary } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';
import { useMutation } from '../app/use-mutation';
import './page-texts';

/** `GET /api/dealers/`: the active dealers to choose from, by name. */
export async function fetchDealerChoices(options: RequestOptions = {}): Promise<DealerSummary[]> {
  return (await apiGet('dealers/', dealersResponseSchema, options)).data.dealers;
}

/** `PUT /api/profile/excludeddealers/`: replaces the excluded dealers. */
function saveExcludedDealers(dealerIds: number[]) {
  return apiRequest('PUT', 'profile/excludeddealers/', excludedDealersResponseSchema, {
    json: { dealer_ids: dealerIds },
  });
}

/**
 * "Händler ausschließen" on /settings: dealers whose offers count neither for the user's price
 * alerts nor for the best price on game pages and the wish lists' cheapest basket. Saved with a
 * button; the session carries the choice to every page.
 */
export function ExcludedDealersSection({
  dealers,
  excluded,
}: {
  dealers: DealerSummary[];
  excluded: readonly number[];
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<string[]>(excluded.map(String));
  const save = useMutation({
    mutate: (ids: number[]) => saveExcludedDealers(ids),
    successText: t('accounts.excludedDealersSaved'),
    // the session (game pages, basket) reads the new choice
    onSuccess: () => revalidator.revalidate(),
    apiMessage: 'always',
  });
  // a dealer excluded earlier that is no longer listed stays excluded until it is removed here
  const options = dealers.map((dealer) => ({ value: String(dealer.dealer_id), label: dealer.name }));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="excluded-dealers-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="excluded-dealers-heading">
          {t('accounts.excludedDealersSection')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accounts.excludedDealersText')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save.run(chosen.map(Number));
          }}
          noValidate
        >
          <Stack gap="sm">
            <MultiSelect
              label={t('accounts.excludedDealersLabel')}
              placeholder={chosen.length === 0 ? t('accounts.excludedDealersPlaceholder') : undefined}
              data={options}
              value={chosen}
              onChange={setChosen}
              searchable
              clearable
              nothingFoundMessage={t('accounts.excludedDealersNothing')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={save.busy}>
                {t('accounts.excludedDealersSave')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
