import { breadcrumbJsonLd, type Crumb } from '../shared/breadcrumbs';
import { magazineImageUrl, type MagazineImage, type MagazinePost } from '@spielraum/schema';

/** The address of the cover Open Graph and JSON-LD name: the 1200 px WebP, else the widest there is, else the original. */
export function shareImagePath(image: Pick<MagazineImage, 'id' | 'widths'>): string {
  if (image.widths.includes(1200)) return magazineImageUrl(image.id, 1200);
  const widest = Math.max(...image.widths);
  return image.widths.length > 0
    ? magazineImageUrl(image.id, widest)
    : magazineImageUrl(image.id, 'original');
}

/**
 * schema.org NewsArticle of a post and its breadcrumb trail, in one `@graph` (PageHead writes one
 * JSON-LD script). All URLs absolute; `image` left out without a cover.
 */
export function postJsonLd(
  post: MagazinePost,
  urls: { page: string; image: string | undefined; logo: string; publisher: string },
  crumbs: readonly Crumb[],
) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'NewsArticle',
        headline: post.title,
        description: post.teaser || undefined,
        datePublished: post.published_at,
        dateModified: post.updated_at,
        author: { '@type': 'Person', name: post.author_name },
        image: urls.image === undefined ? undefined : [urls.image],
        articleSection: post.category_title,
        inLanguage: 'de-DE',
        publisher: {
          '@type': 'Organization',
          name: urls.publisher,
          logo: { '@type': 'ImageObject', url: urls.logo },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': urls.page },
      },
      breadcrumbJsonLd(crumbs),
    ],
  };
}

export { breadcrumbPageJsonLd } from '../shared/breadcrumbs';
