import { Box, Group, Text } from '@mantine/core';
import type { Availability } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY_COLORS, availabilityKey } from '../shared/format';

/**
 * Availability in words with a coloured dot. The words carry the meaning in the body text
 * colour (a tinted badge's coloured small text misses the WCAG AA contrast).
 */
export function AvailabilityLabel({
  availability,
  size = 'sm',
}: {
  availability: Availability;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        aria-hidden
        w={10}
        h={10}
        bg={`${AVAILABILITY_COLORS[availability]}.7`}
        style={{ borderRadius: '50%', flex: 'none' }}
      />
      <Text size={size} fw={600}>
        {t(availabilityKey(availability))}
      </Text>
    </Group>
  );
}
