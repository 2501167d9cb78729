import type { MagazineBlockNode } from '../../magazine/document';

/** The shipped content of one static page. */
export interface SitePageContent {
  /** Meta description for search engines: 120–160 characters, German, no quotes. */
  description: string;
  /** The page body below the page title (the title itself is rendered separately; do not repeat it as a heading). */
  body: MagazineBlockNode[];
}
