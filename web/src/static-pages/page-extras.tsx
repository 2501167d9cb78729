import type { ComponentType } from 'react';
import { ContactForm } from '../contact/ContactForm';
import { DealerDirectory } from '../dealers/DealerDirectory';
import { FeedFormatTables } from '../dealers/FeedFormatTables';
import type { StaticPageExtraData } from './static-page-data';
import type { StaticPagePath } from './static-page-paths';

/** The directory of dealers below the text of `/dealers-details`, from the page loader's data. */
function DealersDetailsExtra({ data }: { data: StaticPageExtraData }) {
  return data.dealerDirectory ? <DealerDirectory initial={data.dealerDirectory} /> : null;
}

/**
 * What a static page shows below its editable text: parts that are built, not written (the
 * contact form, the feed formats and fields the indexer reads, the dealer directory). Their
 * data, if any, comes with the page (`EXTRA_DATA` in static-page-data.ts).
 */
export const PAGE_EXTRAS: Partial<Record<StaticPagePath, ComponentType<{ data: StaticPageExtraData }>>> = {
  contact: ContactForm,
  dealers: FeedFormatTables,
  'dealers-details': DealersDetailsExtra,
};
