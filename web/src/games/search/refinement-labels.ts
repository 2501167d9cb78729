import { SEARCH_FIELDS, type Availability } from '@spielraum/schema';
import type { TFunction } from 'i18next';
import { facetLabel } from '../../search/facet-labels';
import { isRangeAttribute, LIST_ATTRIBUTE, TITLE_ATTRIBUTE } from '../../search/search-attributes';
import { availabilityKey, formatEuroCents } from '../../shared/format';

/** A range bound or single value of an attribute as the user reads it (prices in euros). */
export function formatRangeValue(t: TFunction, attribute: string, value: number): string {
  switch (attribute) {
    case 'price':
      return formatEuroCents(Math.round(value * 100));
    case 'playTime':
      return t('games.playingTime', { minutes: value });
    case 'minAge':
      return t('gameSearch.ageValue', { age: value });
    case 'players':
      return t('games.players', { count: value });
    default:
      return String(value);
  }
}

/** The name of an attribute ("Verlag", "Preis inkl. Versand") in the UI language. */
export function attributeLabel(t: TFunction, attribute: string, language: string): string {
  if (attribute === LIST_ATTRIBUTE) return t('gameSearch.listFilter');
  if (attribute === TITLE_ATTRIBUTE) return t('extendedSearch.title');
  const field = SEARCH_FIELDS.find((entry) => entry.name === attribute);
  if (!field) return attribute;
  return language === 'en' ? field.label.en : field.label.de;
}

/** The label of one set value: facet labels, the switch texts, German availability words. */
export function refinementValueLabel(
  t: TFunction,
  refinement: { attribute: string; type: string; value: string | number; operator?: string; label: string },
): string {
  const { attribute } = refinement;
  if (refinement.type === 'numeric' && isRangeAttribute(attribute)) {
    const value = formatRangeValue(t, attribute, Number(refinement.value));
    if (attribute === 'players') return value;
    if (refinement.operator === '>=') return t('gameSearch.rangeFromValue', { value });
    if (refinement.operator === '<=') return t('gameSearch.rangeToValue', { value });
    return value;
  }
  const value = String(refinement.value);
  switch (attribute) {
    case 'expansions':
      return t('gameSearch.withoutExpansions');
    case 'accessories':
      return t('gameSearch.withAccessories');
    case 'withoutDeals':
      return t('gameSearch.withoutDeals');
    case 'exactPlayers':
      return t('gameSearch.exactPlayers');
    case 'availability':
      return t(availabilityKey(value as Availability));
    case LIST_ATTRIBUTE:
      return value === 'wishlist' ? t('gameSearch.listWishlist') : t('gameSearch.listCollection');
    case TITLE_ATTRIBUTE:
      return `„${value}“`;
    default:
      return facetLabel(attribute, value);
  }
}
