import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Input,
  Loader,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  BGG_IMPORT_LIMITS,
  type BggCandidate,
  type BggImportPreview,
  type BggImportResult,
  type BggImportRow,
} from '@spielraum/schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from '../app/use-mutation';
import { confirmBggImport, uploadBggCollection } from './bgg-import-api';
import { listPath } from './lists-api';
// the list pages' texts load with the modules that show them
import './page-texts';

const SKIP = 'skip';

function CandidateLabel({ candidate }: { candidate: BggCandidate }) {
  const { t } = useTranslation();
  return candidate.release_year === null
    ? t('lists.bggImportCandidateNoYear', { title: candidate.title, confidence: candidate.confidence })
    : t('lists.bggImportCandidate', {
        title: candidate.title,
        year: candidate.release_year,
        publisher: candidate.publisher ?? '–',
        confidence: candidate.confidence,
      });
}

/** Where a row goes: collection, wish list with its priority, price alert. */
function RowTargets({ row }: { row: BggImportRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {row.own && (
        <Badge size="sm" variant="light" tt="none">
          {t('lists.bggImportOwn')}
        </Badge>
      )}
      {row.wishlist && (
        <Badge size="sm" variant="light" color="grape" tt="none">
          {t('lists.bggImportWish', { priority: row.list_priority })}
        </Badge>
      )}
      {row.want_to_buy && (
        <Badge size="sm" variant="light" color="orange" tt="none">
          {t('lists.bggImportWant')}
        </Badge>
      )}
    </Group>
  );
}

/** One uncertain row: the suggestion preselected, the other candidates, or skip; radios work by arrow keys. */
function ReviewRow({
  row,
  value,
  onChange,
}: {
  row: BggImportRow;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="li" padding="sm">
      <Radio.Group
        value={value}
        onChange={onChange}
        label={t('lists.bggImportRowLegend', { line: row.line, title: row.title })}
        description={row.year === null ? undefined : String(row.year)}
      >
        <Stack gap={6} mt="xs">
          <RowTargets row={row} />
          {row.candidates.map((candidate) => (
            <Radio
              key={candidate.product_id}
              value={String(candidate.product_id)}
              label={<CandidateLabel candidate={candidate} />}
            />
          ))}
          <Radio value={SKIP} label={t('lists.bggImportSkip')} />
        </Stack>
      </Radio.Group>
    </Card>
  );
}

function Preview({
  preview,
  priceAlerts,
  onDone,
  onRestart,
}: {
  preview: BggImportPreview;
  priceAlerts: boolean;
  onDone(result: BggImportResult): void;
  onRestart(): void;
}) {
  const { t } = useTranslation();
  const uncertain = preview.rows.filter((row) => row.status === 'uncertain');
  const certain = preview.rows.filter((row) => row.status === 'certain');
  const unmatched = preview.rows.filter((row) => row.status === 'unmatched');
  const [choices, setChoices] = useState<Record<number, string>>(() =>
    Object.fromEntries(uncertain.map((row) => [row.line, String(row.match?.product_id ?? SKIP)])),
  );
  const confirm = useMutation({
    mutate: () =>
      confirmBggImport(preview.id, {
        decisions: uncertain.map((row) => {
          const choice = choices[row.line] ?? SKIP;
          return { line: row.line, product_id: choice === SKIP ? null : Number(choice) };
        }),
        price_alerts: priceAlerts,
      }),
    successText: t('lists.bggImportDone'),
    onSuccess: (answer) => onDone(answer.data),
  });
  const target = (part: { list_id: number | null; name: string }) =>
    part.list_id === null ? `${part.name} ${t('lists.bggImportTargetNew')}` : part.name;

  return (
    <Stack gap="lg">
      <Alert variant="light" title={t('lists.bggImportSummary', preview.counts)}>
        <Stack gap={4}>
          <Text size="sm">
            {t('lists.bggImportTargets', {
              collection: target(preview.targets.collection),
              wishlist: target(preview.targets.wishlist),
            })}
          </Text>
          {preview.counts.ignored > 0 && (
            <Text size="sm">{t('lists.bggImportIgnored', { count: preview.counts.ignored })}</Text>
          )}
          <Text size="sm">{t('lists.bggImportPriorityHint')}</Text>
        </Stack>
      </Alert>

      {uncertain.length > 0 && (
        <section aria-labelledby="bgg-review">
          <Title order={2} size="h3" id="bgg-review">
            {t('lists.bggImportReviewTitle', { count: uncertain.length })}
          </Title>
          <Text c="dimmed" size="sm" mb="sm">
            {t('lists.bggImportReviewIntro')}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {uncertain.map((row) => (
              <ReviewRow
                key={row.line}
                row={row}
                value={choices[row.line] ?? SKIP}
                onChange={(value) => setChoices((current) => ({ ...current, [row.line]: value }))}
              />
            ))}
          </Stack>
        </section>
      )}

      <Group>
        <Button onClick={() => void confirm.run()} loading={confirm.busy}>
          {t('lists.bggImportConfirm')}
        </Button>
        <Button variant="default" onClick={onRestart} disabled={confirm.busy}>
          {t('lists.bggImportAgain')}
        </Button>
      </Group>

      {certain.length > 0 && (
        <section aria-labelledby="bgg-certain">
          <Title order={2} size="h3" id="bgg-certain" mb="xs">
            {t('lists.bggImportCertainTitle', { count: certain.length })}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {certain.map((row) => (
              <Group component="li" key={row.line} gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {row.match?.title}
                </Text>
                {row.match && row.match.title !== row.title && (
                  <Text size="sm" c="dimmed">
                    ({row.title})
                  </Text>
                )}
                <RowTargets row={row} />
              </Group>
            ))}
          </Stack>
        </section>
      )}

      {unmatched.length > 0 && (
        <section aria-labelledby="bgg-unmatched">
          <Title order={2} size="h3" id="bgg-unmatched">
            {t('lists.bggImportUnmatchedTitle', { count: unmatched.length })}
          </Title>
          <Text c="dimmed" size="sm" mb="xs">
            {t('lists.bggImportUnmatchedIntro')}
          </Text>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {unmatched.map((row) => (
              <Text component="li" size="sm" key={row.line}>
                {row.title} {row.year === null ? '' : `(${row.year})`}
              </Text>
            ))}
          </Stack>
        </section>
      )}

      {preview.errors.length > 0 && (
        <section aria-labelledby="bgg-errors">
          <Title order={2} size="h3" id="bgg-errors" mb="xs">
            {t('lists.bggImportErrorsTitle', { count: preview.counts.errors })}
          </Title>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {preview.errors.map((error) => (
              <Text component="li" size="sm" c="red.8" key={error.line}>
                {error.message}
              </Text>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

function Result({ result }: { result: BggImportResult }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="green" title={t('lists.bggImportDone')} role="status">
      <Stack gap={6}>
        {result.collection && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('lists.bggImportResultCollection', result.collection)}</Text>
            <Anchor component={Link} to={listPath('collection', result.collection.list_id)} size="sm">
              {t('lists.bggImportToCollection')}
            </Anchor>
          </Group>
        )}
        {result.wishlist && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('lists.bggImportResultWishlist', result.wishlist)}</Text>
            <Anchor component={Link} to={listPath('wishlist', result.wishlist.list_id)} size="sm">
              {t('lists.bggImportToWishlist')}
            </Anchor>
          </Group>
        )}
        {result.alerts_created + result.alerts_skipped > 0 && (
          <Text size="sm">
            {t('lists.bggImportResultAlerts', {
              created: result.alerts_created,
              skipped: result.alerts_skipped,
            })}
          </Text>
        )}
        {result.skipped > 0 && (
          <Text size="sm">{t('lists.bggImportResultSkipped', { count: result.skipped })}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * /collections/bgg-import: upload the CSV of a BoardGameGeek collection, review what was found
 * (uncertain matches one by one), then import into the collection and a wish list.
 */
export function BggImportPage() {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [priceAlerts, setPriceAlerts] = useState(false);
  const [preview, setPreview] = useState<BggImportPreview | null>(null);
  const [result, setResult] = useState<BggImportResult | null>(null);
  const upload = useMutation({
    mutate: (chosen: File) => uploadBggCollection(chosen),
    onSuccess: (answer) => setPreview(answer.data),
    fieldErrors: (fields) => {
      if (fields.file === undefined) return false;
      setFileError(fields.file);
      return true;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('lists.bggImportChooseFile'));
      return;
    }
    setFileError(null);
    void upload.run(file);
  };
  const restart = () => {
    setPreview(null);
    setResult(null);
    setFile(null);
  };
  const title = t('lists.bggImportTitle');

  return (
    <Container size="md" py="xl">
      <title>{t('app.pageTitle', { title })}</title>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {t('lists.bggImportIntro')}
          </Text>
        </div>
        {result ? (
          <Result result={result} />
        ) : preview ? (
          <Preview preview={preview} priceAlerts={priceAlerts} onDone={setResult} onRestart={restart} />
        ) : (
          <form onSubmit={submit} aria-busy={upload.busy}>
            <Stack gap="md">
              <Input.Wrapper
                label={t('lists.bggImportFile')}
                description={t('lists.bggImportFileHint', {
                  megabytes: BGG_IMPORT_LIMITS.maxBytes / 1024 / 1024,
                  rows: BGG_IMPORT_LIMITS.maxRows,
                })}
                error={fileError}
                id={fileId}
              >
                <input
                  id={fileId}
                  type="file"
                  accept=".csv,text/csv"
                  aria-invalid={fileError !== null}
                  style={{ display: 'block', marginTop: 6, maxWidth: '100%' }}
                  onChange={(event) => {
                    setFile(event.currentTarget.files?.[0] ?? null);
                    setFileError(null);
                  }}
                />
              </Input.Wrapper>
              <Checkbox
                label={t('lists.bggImportAlerts')}
                checked={priceAlerts}
                onChange={(event) => setPriceAlerts(event.currentTarget.checked)}
              />
              <Group>
                <Button type="submit" loading={upload.busy}>
                  {t('lists.bggImportCheck')}
                </Button>
              </Group>
              {upload.busy && (
                <Group gap="xs" role="status">
                  <Loader size="xs" />
                  <Text size="sm">{t('lists.bggImportChecking')}</Text>
                </Group>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
