import type { ComponentType } from 'react';
import { ContactForm } from '../contact/ContactForm';
import type { StaticPagePath } from './static-page-paths';

/** What a static page shows below its editable text: parts that are built, not written. */
export const PAGE_EXTRAS: Partial<Record<StaticPagePath, ComponentType>> = {
  contact: ContactForm,
};
