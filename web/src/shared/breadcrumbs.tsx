import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** schema.org BreadcrumbList of the trail shown above the page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A BreadcrumbList alone, as a page's JSON-LD. */
export function breadcrumbPageJsonLd(crumbs: readonly Crumb[]) {
  return { '@context': 'https://schema.org', ...breadcrumbJsonLd(crumbs) };
}

/**
 * The trail above a page: links to the pages above it, then the page itself (not a link,
 * `aria-current`), wrapping on a phone.
 */
export function BreadcrumbTrail({
  label,
  crumbs,
}: {
  /** The navigation landmark's name ("Brotkrumen-Navigation" or the like). */
  label: string;
  /** From the start page down to this page; the last is the page itself. */
  crumbs: ReadonlyArray<{ name: string; path: string }>;
}) {
  const above = crumbs.slice(0, -1);
  const current = crumbs.at(-1);
  return (
    <nav aria-label={label}>
      <Breadcrumbs separator="›" mb="lg" style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {above.map((crumb) => (
          <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
            {crumb.name}
          </Anchor>
        ))}
        {current && (
          <Text size="sm" aria-current="page" lineClamp={1} style={{ minWidth: 0 }}>
            {current.name}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
