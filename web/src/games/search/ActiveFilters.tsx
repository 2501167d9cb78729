import { Button, CloseButton, Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { attributeLabel, refinementValueLabel } from './refinement-labels';

/**
 * The filters in force, each removable, and "remove all". On a category page the category
 * itself (the path) is not offered for removal: the menu is the way to another category.
 */
export function ActiveFilters({ keepGroups }: { keepGroups: boolean }) {
  const { t, i18n } = useTranslation();
  // the show-ignored switch is a view preference, not a filter: no chip, kept by "clear all"
  const excludedAttributes = keepGroups ? ['query', 'groups', 'showIgnored'] : ['query', 'showIgnored'];
  const { items } = useCurrentRefinements({ excludedAttributes });
  const clear = useClearRefinements({ excludedAttributes });
  const language = i18n.resolvedLanguage ?? 'de';
  if (items.length === 0) return null;

  return (
    <Group gap="xs" aria-label={t('gameSearch.activeFilters')} role="group">
      {items.flatMap((item) =>
        item.refinements.map((refinement) => {
          const text = `${attributeLabel(t, item.attribute, language)}: ${refinementValueLabel(t, refinement)}`;
          return (
            <Pill
              key={`${item.attribute}:${refinement.type}:${refinement.operator ?? ''}:${refinement.value}`}
              size="md"
            >
              <Group gap={4} wrap="nowrap" component="span">
                <Text span size="sm">
                  {text}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={t('gameSearch.removeFilter', { filter: text })}
                  onClick={() => item.refine(refinement)}
                />
              </Group>
            </Pill>
          );
        }),
      )}
      {clear.canRefine && (
        <Button variant="subtle" size="compact-sm" onClick={clear.refine}>
          {t('gameSearch.clearAll')}
        </Button>
      )}
    </Group>
  );
}
