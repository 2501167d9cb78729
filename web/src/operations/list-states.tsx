import { Alert as Callout, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A back-office list while it loads: a spinner with what is loading, announced as a status. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}

/** A back-office list that could not be read: the reason and "Erneut versuchen", announced as an alert. */
export function ListLoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Callout color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('operations.retry')}
        </Button>
      </Stack>
    </Callout>
  );
}
