import {
  Alert,
  Button,
  Container,
  Fieldset,
  Group,
  MultiSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PRODUCT_GROUPS, SEARCH_FIELDS, type ListFilter } from '@spielraum/schema';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { useLocalizedTitle } from '../i18n/localized';
import { searchFacetValues, type CatalogueOption } from '../search/catalogue';
import { searchHref } from '../search/routing';

/** What the route's loader gives the page. */
export interface ExtendedSearchData {
  /** Facet values to choose from; null when the search API could not be reached (the form still works for the rest). */
  facets: Record<string, CatalogueOption[]> | null;
}
import { useSession } from '../app/session';
// the form's texts load with it, not with every page
import './page-texts';
import {
  buildExtendedSearch,
  emptyExtendedSearch,
  PICK_FROM_LIST_FIELDS,
  type ChoiceField,
  type ExtendedSearchField,
  type ExtendedSearchValues,
  type FieldError,
} from './extended-search';

type Option = { value: string; label: string };

function isPickFromList(field: ChoiceField): boolean {
  return (PICK_FROM_LIST_FIELDS as readonly string[]).includes(field);
}

/**
 * The advanced search (SPEC §2 fields, §5 rules): every filter of the list in one form. It is
 * checked on submit with the SPEC texts; a valid form opens the list with exactly these filters.
 */
export function ExtendedSearchPage() {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedTitle();
  const navigate = useNavigate();
  const session = useSession();
  const { facets } = useLoaderData() as ExtendedSearchData;
  const [values, setValues] = useState<ExtendedSearchValues>(emptyExtendedSearch);
  const [errors, setErrors] = useState<Partial<Record<ExtendedSearchField, FieldError>>>({});
  const [found, setFound] = useState<Partial<Record<ChoiceField, CatalogueOption[]>>>({});
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const blurring = useRef<ChoiceField | null>(null);

  const labelOf = (name: string) => {
    const field = SEARCH_FIELDS.find((entry) => entry.name === name);
    return field ? field.label[language] : name;
  };
  const errorText = (field: ExtendedSearchField) => {
    const error = errors[field];
    return error ? t(`messages.${error.key}`, error.params ?? {}) : undefined;
  };
  const set = <K extends keyof ExtendedSearchValues>(key: K, value: ExtendedSearchValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const optionsOf = (field: ChoiceField): Option[] => {
    if (field === 'groups')
      return PRODUCT_GROUPS.map((group) => ({ value: group.slug, label: localized(group.title) }));
    const byKey = new Map<string, string>();
    for (const option of [...(facets?.[field] ?? []), ...(found[field] ?? [])])
      byKey.set(option.key, option.label);
    return [...byKey].map(([value, label]) => ({ value, label }));
  };

  const lookUp = useDebouncedCallback(async (field: ChoiceField, text: string) => {
    if (text.trim().length < 2) return;
    try {
      const options = await searchFacetValues(field, text.trim());
      setFound((previous) => ({ ...previous, [field]: [...(previous[field] ?? []), ...options] }));
    } catch {
      // Without the look-up the most frequent values are still offered.
    }
  }, 250);

  const choice = (field: ChoiceField) => (
    <MultiSelect
      key={field}
      label={labelOf(field)}
      data={optionsOf(field)}
      value={values.choices[field]}
      onChange={(chosen) =>
        setValues((previous) => ({
          ...previous,
          choices: { ...previous.choices, [field]: chosen },
          unpicked: { ...previous.unpicked, [field]: '' },
        }))
      }
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('extendedSearch.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...(isPickFromList(field)
        ? {
            searchValue: values.unpicked[field] ?? '',
            // Mantine empties the search text on blur; typed text that was not picked must stay
            // (visible, and refused on submit), so that one clearing is ignored.
            onBlur: () => {
              blurring.current = field;
            },
            onSearchChange: (text: string) => {
              if (text === '' && blurring.current === field) {
                blurring.current = null;
                return;
              }
              blurring.current = null;
              setValues((previous) => ({ ...previous, unpicked: { ...previous.unpicked, [field]: text } }));
              void lookUp(field, text);
            },
            error: errorText(field),
            description: t('extendedSearch.pickFromList'),
          }
        : {})}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = buildExtendedSearch(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void navigate(searchHref(result.search));
  };
  const errorCount = Object.keys(errors).filter((field) => field !== 'form').length;

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title: t('extendedSearch.heading') })}</title>
      <Title order={1} mb="xs">
        {t('extendedSearch.heading')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('extendedSearch.intro')}
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label={t('extendedSearch.heading')}>
        <Stack gap="lg">
          {(errorCount > 0 || errors.form) && (
            <Alert color="red" role="alert">
              {errors.form ? errorText('form') : t('extendedSearch.checkFields')}
            </Alert>
          )}
          <Fieldset legend={t('extendedSearch.gameLegend')}>
            <Stack gap="sm">
              <TextInput
                label={t('extendedSearch.title')}
                value={values.title}
                onChange={(event) => set('title', event.currentTarget.value)}
                error={errorText('title')}
                maxLength={200}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(
                  [
                    'groups',
                    'categories',
                    'genres',
                    'mechanics',
                    'themeWorlds',
                    'series',
                    'tags',
                    'language',
                  ] as const
                ).map(choice)}
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('extendedSearch.peopleLegend')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>{PICK_FROM_LIST_FIELDS.map(choice)}</SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('extendedSearch.factsLegend')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('extendedSearch.yearFrom')}
                placeholder={t('extendedSearch.yearPlaceholder')}
                inputMode="numeric"
                value={values.yearFrom}
                onChange={(event) => set('yearFrom', event.currentTarget.value)}
                error={errorText('yearFrom')}
              />
              <TextInput
                label={t('extendedSearch.yearTo')}
                placeholder={t('extendedSearch.yearPlaceholder')}
                inputMode="numeric"
                value={values.yearTo}
                onChange={(event) => set('yearTo', event.currentTarget.value)}
                error={errorText('yearTo')}
              />
              <TextInput
                label={t('extendedSearch.players')}
                inputMode="numeric"
                value={values.players}
                onChange={(event) => set('players', event.currentTarget.value)}
                error={errorText('players')}
              />
              <Radio.Group
                label={t('extendedSearch.playerMode')}
                value={values.exactPlayers ? 'exact' : 'normal'}
                onChange={(mode) => set('exactPlayers', mode === 'exact')}
              >
                <Group gap="md" mt={6}>
                  <Radio value="normal" label={t('extendedSearch.playerModeNormal')} />
                  <Radio value="exact" label={t('extendedSearch.playerModeExact')} />
                </Group>
              </Radio.Group>
              <TextInput
                label={t('extendedSearch.playTimeFrom')}
                inputMode="numeric"
                value={values.playTimeFrom}
                onChange={(event) => set('playTimeFrom', event.currentTarget.value)}
                error={errorText('playTimeFrom')}
              />
              <TextInput
                label={t('extendedSearch.playTimeTo')}
                inputMode="numeric"
                value={values.playTimeTo}
                onChange={(event) => set('playTimeTo', event.currentTarget.value)}
                error={errorText('playTimeTo')}
              />
              <TextInput
                label={t('extendedSearch.minAge')}
                description={t('extendedSearch.minAgeHint')}
                inputMode="numeric"
                value={values.minAge}
                onChange={(event) => set('minAge', event.currentTarget.value)}
                error={errorText('minAge')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('extendedSearch.priceLegend')}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('extendedSearch.priceFrom')}
                  placeholder="0,00"
                  inputMode="decimal"
                  rightSection="€"
                  value={values.priceFrom}
                  onChange={(event) => set('priceFrom', event.currentTarget.value)}
                  error={errorText('priceFrom')}
                />
                <TextInput
                  label={t('extendedSearch.priceTo')}
                  placeholder="0,00"
                  inputMode="decimal"
                  rightSection="€"
                  value={values.priceTo}
                  onChange={(event) => set('priceTo', event.currentTarget.value)}
                  error={errorText('priceTo')}
                />
              </SimpleGrid>
              <Switch
                label={labelOf('withoutDeals')}
                checked={values.withoutDeals}
                onChange={(event) => set('withoutDeals', event.currentTarget.checked)}
              />
              <Switch
                label={t('extendedSearch.hideExpansions')}
                checked={values.hideExpansions}
                onChange={(event) => set('hideExpansions', event.currentTarget.checked)}
              />
              <Switch
                label={labelOf('accessories')}
                checked={values.withAccessories}
                onChange={(event) => set('withAccessories', event.currentTarget.checked)}
              />
            </Stack>
          </Fieldset>

          {/* The list filter needs the user's lists: anonymous visitors do not see it. */}
          {session.user !== null && (
            <Fieldset legend={t('gameSearch.listFilter')}>
              <Radio.Group value={values.list} onChange={(list) => set('list', list as ListFilter | 'none')}>
                <Stack gap={6}>
                  <Radio value="none" label={t('gameSearch.listNone')} />
                  <Radio value="collection" label={t('gameSearch.listCollection')} />
                  <Radio value="wishlist" label={t('gameSearch.listWishlist')} />
                </Stack>
              </Radio.Group>
            </Fieldset>
          )}

          <Group justify="flex-end">
            <Button
              variant="default"
              type="button"
              onClick={() => {
                setValues(emptyExtendedSearch());
                setErrors({});
              }}
            >
              {t('extendedSearch.reset')}
            </Button>
            <Button type="submit">{t('extendedSearch.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
