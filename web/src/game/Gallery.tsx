import { AspectRatio, Center, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { GamePage } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, imageUrl } from '../api/client';

/** The image column is full width on phones and about 40 % of the 1200 px container above. */
export const GALLERY_SIZES = '(min-width: 62em) 480px, (min-width: 48em) 45vw, 100vw';

/**
 * Cover first, then the other media files; every image in the SPEC §9 widths through srcset.
 * The first image is the page's largest paint, so it loads eagerly with high priority.
 */
export function Gallery({ media, title }: { media: GamePage['media']; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = media[selected];
  if (!current) {
    return (
      <AspectRatio ratio={1}>
        <Center bg="gray.1">
          <Text c="dimmed">{t('games.noCover')}</Text>
        </Center>
      </AspectRatio>
    );
  }
  const altOf = (index: number) => {
    const item = media[index];
    if (item?.alt) return item.alt;
    return item?.cover
      ? t('games.coverAlt', { title })
      : t('game.gallery.imageAlt', { index: index + 1, title });
  };
  return (
    <Stack gap="sm" role="group" aria-label={t('game.gallery.label')}>
      <AspectRatio ratio={(current.width ?? 1) / (current.height ?? 1)}>
        <Image
          src={imageUrl(current.id, 768)}
          srcSet={imageSrcSet(current.id)}
          sizes={GALLERY_SIZES}
          alt={altOf(selected)}
          fit="contain"
          radius="md"
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          data-testid="gallery-image"
        />
      </AspectRatio>
      {media.length > 1 && (
        <Group gap="xs">
          {media.map((item, index) => (
            <UnstyledButton
              key={item.id}
              onClick={() => setSelected(index)}
              aria-label={t('game.gallery.showImage', { index: index + 1 })}
              aria-pressed={index === selected}
              style={{
                border: `2px solid var(--mantine-color-${index === selected ? 'forest-8' : 'gray-3'})`,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Image src={imageUrl(item.id, 450)} alt="" w={64} h={64} fit="contain" loading="lazy" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
