import './page-texts';
import { Code, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { OFFER_FEED_FIELDS, type OfferFeedFormatFields } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import classes from './dealers.module.css';

function FormatTable({ format }: { format: OfferFeedFormatFields }) {
  const { t } = useTranslation();
  const headingId = `feed-format-${format.format}`;
  return (
    <Stack gap="xs">
      <Title order={3} id={headingId}>
        {format.title}
      </Title>
      <Text size="sm">{format.summary}</Text>
      {/* a scrolling region must be reachable by keyboard to be scrolled without a pointer */}
      <div className={classes.tableScroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={classes.table}>
          <caption>
            <VisuallyHidden>{t('dealers.feedsTableCaption', { format: format.title })}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('dealers.columnField')}</th>
              <th scope="col">{t('dealers.columnRequired')}</th>
              <th scope="col">{t('dealers.columnMeaning')}</th>
              <th scope="col">{t('dealers.columnExample')}</th>
            </tr>
          </thead>
          <tbody>
            {format.fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  <Code>{field.name}</Code>
                </th>
                <td>{field.required ? t('dealers.required') : t('dealers.optional')}</td>
                <td className={classes.meaning}>{field.description}</td>
                <td className={classes.example}>
                  <Code>{field.example}</Code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

/**
 * "Feed-Formate und Felder" below the text of "Für Händler": one table per offer feed format,
 * made from schema's `OFFER_FEED_FIELDS`, the list the feed readers take their fields from, so
 * the page shows exactly what is read.
 */
export function FeedFormatTables() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" component="section" aria-labelledby="feed-formats-heading">
      <Stack gap="xs">
        <Title order={2} id="feed-formats-heading">
          {t('dealers.feedsHeading')}
        </Title>
        <Text>{t('dealers.feedsIntro')}</Text>
        <Text size="sm" c="dimmed" hiddenFrom="sm">
          {t('dealers.scrollHint')}
        </Text>
      </Stack>
      {OFFER_FEED_FIELDS.map((format) => (
        <FormatTable key={format.format} format={format} />
      ))}
    </Stack>
  );
}
