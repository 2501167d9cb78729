import { useTranslation } from 'react-i18next';
import { serializeJsonLd } from './json-ld';
import { usePublicUrl } from './public-origin';

export interface PageHeadProps {
  /** Page title without the site name. */
  title: string;
  /**
   * The whole document and Open Graph title, for a page that names the site itself (the start
   * page); otherwise `title` gets the site name appended.
   */
  fullTitle?: string | undefined;
  description: string;
  /** Path of the canonical URL, e.g. `/games/brettspiele/azul`. */
  path: string;
  /** Absolute or root-relative image for Open Graph: a raster image (link previews show no SVG). */
  image?: string | undefined;
  /** The image's width in pixels, when known, so previews can lay it out before loading it. */
  imageWidth?: number | undefined;
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
  fullTitle,
  description,
  path,
  image,
  imageWidth,
  type = 'website',
  jsonLd,
  noindex = false,
}: PageHeadProps) {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const documentTitle = fullTitle ?? t('app.pageTitle', { title });
  const imageUrl = image === undefined ? undefined : image.startsWith('/') ? absolute(image) : image;
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={absolute(path)} />
      <meta property="og:site_name" content={t('app.name')} />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle ?? title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(path)} />
      {imageUrl !== undefined && <meta property="og:image" content={imageUrl} />}
      {imageUrl !== undefined && imageWidth !== undefined && (
        <meta property="og:image:width" content={String(imageWidth)} />
      )}
      <meta name="twitter:card" content={imageUrl === undefined ? 'summary' : 'summary_large_image'} />
      {jsonLd !== undefined && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      )}
    </>
  );
}
