import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from './share-icons';
import { shareLinks, type SharedPage, type ShareNetwork } from './share-links';
// the buttons' texts load with the pages that show them
import './share-texts';

const LABEL_KEYS = {
  whatsapp: 'share.whatsapp',
  facebook: 'share.facebook',
  x: 'share.x',
  pinterest: 'share.pinterest',
  email: 'share.email',
} as const satisfies Record<ShareNetwork, string>;

const noSubscription = () => () => {};

/** Whether the browser has a share sheet of its own; never on the server, so hydration matches. */
function useNativeShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
    () => false,
  );
}

/**
 * "Teilen": WhatsApp, Facebook, X, Pinterest (where the page has an image), e-mail and "Link
 * kopieren", and the device's share sheet where there is one. Every network button is a plain
 * link (`shareLinks`) opened in a new tab: no script, frame or counter of a network loads here,
 * so they need no consent, and nothing reaches a network before the click. `copy={false}` where
 * the page shows its own copy button (the owner's shared list).
 */
export function ShareButtons({ page, copy = true }: { page: SharedPage; copy?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const clipboard = useClipboard({ timeout: 2_000 });
  const nativeShare = useNativeShare();

  const shareNatively = () => {
    // closing the sheet without sharing rejects; nothing to tell then
    navigator.share({ title: page.title, url: page.url }).catch(() => {});
  };

  return (
    <div role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={700} size="sm" mb={6}>
        {t('share.heading')}
      </Text>
      <Group gap="xs" wrap="wrap">
        {shareLinks(page).map(({ network, href }) => (
          <ActionIcon
            key={network}
            component="a"
            href={href}
            // a mail program opens by itself; the networks in a tab of their own
            {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            variant="default"
            size="lg"
            aria-label={t(LABEL_KEYS[network])}
            title={t(LABEL_KEYS[network])}
          >
            <ShareIcon name={network} />
          </ActionIcon>
        ))}
        {copy && (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('share.copyLink')}
            title={t('share.copyLink')}
            onClick={() => {
              clipboard.reset();
              clipboard.copy(page.url);
            }}
          >
            <ShareIcon name={clipboard.copied ? 'copied' : 'link'} />
          </ActionIcon>
        )}
        {nativeShare && (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('share.native')}
            title={t('share.native')}
            onClick={shareNatively}
          >
            <ShareIcon name="share" />
          </ActionIcon>
        )}
      </Group>
      {copy && (
        <VisuallyHidden role="status" aria-live="polite">
          {clipboard.copied ? t('share.copied') : ''}
        </VisuallyHidden>
      )}
      {copy && clipboard.error !== null && (
        <Text size="xs" c="red.8" mt={4} role="alert">
          {t('share.copyFailed')}
        </Text>
      )}
    </div>
  );
}
