import { aboutUs } from './about-us';
import { contact } from './contact';
import { dealers } from './dealers';
import { dealersDetails } from './dealers-details';
import { influencers } from './influencers';
import { infopageForInfluencer } from './infopage-for-influencer';
import { jobs } from './jobs';
import { legalNotice } from './legal-notice';
import { privacyPolicy } from './privacy-policy';
import { termsAndConditions } from './terms-and-conditions';
import type { SitePageContent } from './types';

// the content files import the type from ./types, so they and this index form no cycle
export type { SitePageContent } from './types';

/** The static pages whose German text ships with the repository, by their path. */
export type SitePageKey =
  | 'contact'
  | 'legal-notice'
  | 'privacy-policy'
  | 'terms-and-conditions'
  | 'about-us'
  | 'influencers'
  | 'dealers'
  | 'dealers-details'
  | 'infopage-for-influencer'
  | 'jobs';

/** The German description and body of every static page, by its key. */
export const SITE_PAGE_CONTENT: Record<SitePageKey, SitePageContent> = {
  contact,
  'legal-notice': legalNotice,
  'privacy-policy': privacyPolicy,
  'terms-and-conditions': termsAndConditions,
  'about-us': aboutUs,
  influencers,
  dealers,
  'dealers-details': dealersDetails,
  'infopage-for-influencer': infopageForInfluencer,
  jobs,
};
