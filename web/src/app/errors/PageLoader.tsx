import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first loaders run, before any route has data. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status">
      <Loader aria-label={t('messages.loading')} />
    </Center>
  );
}
