import { useTranslation } from 'react-i18next';
import { serializeJsonLd } from './json-ld';
import { usePublicUrl } from './public-origin';

export interface PageHeadProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/games/brettspiele/azul`. */
  path: string;
  /** Absolute or root-relative image for Open Graph. */
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown> | undefined;
  /** Keeps the page out of search engines (previews, search results). */
  noindex?: boolean;
}

/**
 * The head tags of a page: title, meta description, canonical URL, Open Graph and optional
 * JSON-LD.
 *
 * How a page contributes its head: render <PageHead> (or React 19 <title>/<meta>/<link>
 * elements) anywhere in the page. In the browser React 19 hoists them into <head>. On the
 * server React writes them at the start of the rendered markup, and entry-server.tsx moves
 * them into the <head> of index.html, replacing the default title and description. The JSON-LD
 * script stays in the body, where search engines read it as well.
 */
export function PageHead({
  title,
  description,
  path,
  image,
  type = 'website',
  jsonLd,
  noindex = false,
}: PageHeadProps) {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const fullTitle = t('app.pageTitle', { title });
  const imageUrl = image === undefined ? undefined : image.startsWith('/') ? absolute(image) : image;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={absolute(path)} />
      <meta property="og:site_name" content={t('app.name')} />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(path)} />
      {imageUrl !== undefined && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl === undefined ? 'summary' : 'summary_large_image'} />
      {jsonLd !== undefined && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      )}
    </>
  );
}
