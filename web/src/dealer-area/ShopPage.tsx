import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  FileInput,
  Grid,
  Group,
  Image,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  dealerProfileRequestSchema,
  DEALER_AREA_LIMITS,
  SOCIAL_NETWORK_NAMES,
  socialNetworkValues,
  type DealerAreaShop,
  type SocialLinks,
  type SocialNetwork,
} from '@spielraum/schema';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { formatCount } from '../shared/format';
import { saveShopProfile, uploadShopLogo } from './dealer-area-api';
import { DEALER_AREA_PATH, type ClickOutsState, type ShopPageData } from './dealer-area-loaders';
import { PriceTableLogo, ShopPreview } from './shop-preview';
import { ShopFeedRunsTab, ShopFeedUploadTab, ShopUnmatchedOffersTab } from './ShopFeedTabs';
import './page-texts';

const CLICK_OUT_DAYS = DEALER_AREA_LIMITS.clickOutDays;
const contractRules = zod4Resolver(dealerProfileRequestSchema);
const berlinDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

type ProfileValues = { website: string; social_links: Record<SocialNetwork, string> };

function formValues(shop: DealerAreaShop): ProfileValues {
  return {
    website: shop.website,
    social_links: Object.fromEntries(
      socialNetworkValues.map((network) => [network, shop.social_links[network] ?? '']),
    ) as Record<SocialNetwork, string>,
  };
}

/** The request of the form: empty networks left out (the shop then has none there). */
function profileRequest(values: ProfileValues) {
  const links: SocialLinks = {};
  for (const network of socialNetworkValues) {
    const url = values.social_links[network].trim();
    if (url !== '') links[network] = url;
  }
  return { website: values.website, social_links: links };
}

function LogoSection({ shop, onSaved }: { shop: DealerAreaShop; onSaved(shop: DealerAreaShop): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  // a preview of the chosen file before it is uploaded; its address is given back when it changes
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const upload = useMutation({
    mutate: uploadShopLogo,
    successText: t('messages.logoUploaded'),
    failureText: t('messages.logoUploadFailed'),
    onSuccess: (answer) => {
      setFile(null);
      onSaved(answer.data.shop);
    },
  });
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('dealerArea.logo')}</Text>
      <Group gap="md" align="center">
        {preview ? (
          <Image src={preview} alt="" w={64} h={64} fit="contain" radius="sm" />
        ) : (
          <PriceTableLogo shop={shop} />
        )}
        {shop.logo_image_id === null && !preview && (
          <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
            {t('dealerArea.logoNone')}
          </Text>
        )}
      </Group>
      <FileInput
        label={t('dealerArea.logoChoose')}
        description={t('dealerArea.logoHint')}
        accept="image/png,image/jpeg,image/webp"
        value={file}
        onChange={setFile}
        clearable
      />
      <div>
        <Button
          variant="light"
          disabled={file === null}
          loading={upload.busy}
          onClick={() => file && void upload.run({ id: shop.id, file })}
        >
          {t('dealerArea.logoUpload')}
        </Button>
      </div>
    </Stack>
  );
}

function ProfileForm({ shop, onSaved }: { shop: DealerAreaShop; onSaved(shop: DealerAreaShop): void }) {
  const { t } = useTranslation();
  const form = useForm<ProfileValues>({
    initialValues: formValues(shop),
    validate: (values) => contractRules(profileRequest(values)),
  });
  const save = useMutation({
    mutate: saveShopProfile,
    successText: t('messages.dealerProfileSaved'),
    failureText: t('messages.customFieldSaveFailed'),
    fieldErrors: (fields) => form.setErrors(fields),
    onSuccess: (answer) => {
      form.setValues(formValues(answer.data.shop));
      form.resetDirty(formValues(answer.data.shop));
      onSaved(answer.data.shop);
    },
  });
  const submit = form.onSubmit((values) => void save.run({ id: shop.id, profile: profileRequest(values) }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('dealerArea.website')}
          description={t('dealerArea.websiteHint')}
          type="url"
          autoComplete="url"
          required
          {...form.getInputProps('website')}
        />
        <Title order={3} size="h5" mt="xs">
          {t('dealerArea.socialHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dealerArea.socialHint')}
        </Text>
        {socialNetworkValues.map((network) => (
          <TextInput
            key={network}
            label={SOCIAL_NETWORK_NAMES[network]}
            type="url"
            placeholder={t(`dealerArea.socialPlaceholder.${network}`)}
            {...form.getInputProps(`social_links.${network}`)}
          />
        ))}
        <div>
          <Button type="submit" loading={save.busy}>
            {t('dealerArea.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function ClickOuts({ state }: { state: ClickOutsState }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <Text c="dimmed">{t('dealerArea.clickOutsLoading')}</Text>;
  if (state.analytics === null)
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('dealerArea.clickOutsFailed', { message: state.error })}</Text>
          <Button variant="default" size="xs" onClick={() => void revalidator.revalidate()}>
            {t('dealerArea.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const { analytics } = state;
  if (analytics.total_click_outs === 0)
    return <Text>{t('dealerArea.clickOutsEmpty', { days: CLICK_OUT_DAYS })}</Text>;
  return (
    <Stack gap="md">
      <Text fw={600}>
        {t('dealerArea.clickOutsTotal', {
          count: analytics.total_click_outs,
          countText: formatCount(analytics.total_click_outs),
        })}
      </Text>
      <Table striped withTableBorder captionSide="top" style={{ maxWidth: 360 }}>
        <Table.Caption>{t('dealerArea.clickOutsTable')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dealerArea.columnDay')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('dealerArea.columnClicks')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...analytics.per_day].reverse().map((row) => (
            <Table.Tr key={row.day}>
              <Table.Td>
                <time dateTime={row.day}>{berlinDay.format(new Date(`${row.day}T00:00:00Z`))}</time>
              </Table.Td>
              <Table.Td ta="right">{formatCount(row.click_outs)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {analytics.games.length > 0 && (
        <Table withTableBorder captionSide="top" style={{ maxWidth: 520 }}>
          <Table.Caption>{t('dealerArea.topGames')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dealerArea.columnGame')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('dealerArea.columnClicks')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analytics.games.map((game) => (
              <Table.Tr key={game.product_id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={`/games/${game.category}/${game.slug}`}>
                    {game.title}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{formatCount(game.click_outs)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * `/haendlerbereich/shops/{id}`: one shop of the dealer account, in sections (tabs): its profile
 * (logo, website, social links) with a preview of how the public sees it, its clicks on
 * "zum Shop" of the last 30 days, its feed runs, its offers without a game and a feed upload. The guard answers shops of other dealers with the 404 page.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const data = useLoaderData<ShopPageData>();
  // the answer of saving is newer than the loader's shop until the loader reads it again
  const [saved, setSaved] = useState<{ shop: DealerAreaShop; over: DealerAreaShop } | null>(null);
  const shop = saved?.over === data.shop ? saved.shop : data.shop;
  const setShop = (next: DealerAreaShop) => setSaved({ shop: next, over: data.shop });

  return (
    <Container size="lg" py="xl">
      <title>{t('app.pageTitle', { title: t('dealerArea.shopTitle', { name: shop.name }) })}</title>
      <Stack gap="lg">
        <Anchor component={Link} to={DEALER_AREA_PATH} size="sm">
          {t('dealerArea.backToArea')}
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('dealerArea.shopTitle', { name: shop.name })}
        </Title>
        <Tabs defaultValue="profile" keepMounted={false}>
          <Tabs.List aria-label={t('dealerArea.sectionsLabel', { name: shop.name })}>
            <Tabs.Tab value="profile">{t('dealerArea.profileTab')}</Tabs.Tab>
            <Tabs.Tab value="click-outs">{t('dealerArea.clickOutsTab')}</Tabs.Tab>
            <Tabs.Tab value="feed-runs">{t('dealerArea.feeds.runsTab')}</Tabs.Tab>
            <Tabs.Tab value="unmatched">{t('dealerArea.feeds.unmatchedTab')}</Tabs.Tab>
            <Tabs.Tab value="feed-upload">{t('dealerArea.feeds.uploadTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile" pt="lg">
            <Grid gutter="xl">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <div>
                    <Title order={2} size="h3">
                      {t('dealerArea.profileHeading')}
                    </Title>
                    <Text c="dimmed" size="sm">
                      {t('dealerArea.profileIntro')}
                    </Text>
                  </div>
                  <LogoSection shop={shop} onSaved={setShop} />
                  <ProfileForm key={shop.id} shop={shop} onSaved={setShop} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Card
                  withBorder
                  radius="md"
                  padding="md"
                  component="section"
                  aria-labelledby="shop-preview-heading"
                >
                  <Title order={2} size="h4" id="shop-preview-heading" mb="xs">
                    {t('dealerArea.previewHeading')}
                  </Title>
                  <ShopPreview shop={shop} />
                </Card>
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
          <Tabs.Panel value="click-outs" pt="lg">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('dealerArea.clickOutsHeading', { days: CLICK_OUT_DAYS })}
              </Title>
              <Text c="dimmed" size="sm">
                {t('dealerArea.clickOutsIntro')}
              </Text>
              <ClickOuts state={data.clickOuts} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="feed-runs" pt="lg">
            <ShopFeedRunsTab shopId={shop.id} />
          </Tabs.Panel>
          <Tabs.Panel value="unmatched" pt="lg">
            <ShopUnmatchedOffersTab shopId={shop.id} />
          </Tabs.Panel>
          <Tabs.Panel value="feed-upload" pt="lg">
            <ShopFeedUploadTab shopId={shop.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
