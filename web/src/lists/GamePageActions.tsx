import { Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session';
import { AddToListMenu } from './AddToListMenu';
import { IgnoreGameButton } from './IgnoreGameButton';

/** "Merken" and "Ignorieren" on the game page; for signed-in users it knows the ignore state. */
export function GamePageActions({ productId, title }: { productId: number; title: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.user !== null;
  const [ignored, setIgnored] = useState<boolean | null>(signedIn ? null : false);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    // lists-api (with its zod contracts) loads after the page, not with it, so the page shows sooner
    import('./lists-api')
      .then(({ fetchGameStates }) => fetchGameStates([productId], { signal: controller.signal }))
      .then((answer) => setIgnored(answer.data.games[0]?.ignored ?? false))
      .catch(() => setIgnored(false));
    return () => controller.abort();
  }, [productId, signedIn]);

  return (
    <Group gap="sm">
      <AddToListMenu productId={productId} title={title} size="sm" />
      {ignored !== null && (
        <IgnoreGameButton
          key={String(ignored)}
          productId={productId}
          title={title}
          ignored={ignored}
          size="sm"
          onChange={setIgnored}
        />
      )}
      {ignored === true && (
        <Text size="sm" c="dimmed">
          {t('lists.isIgnored')}
        </Text>
      )}
    </Group>
  );
}
