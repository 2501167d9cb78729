import type { TextsOf } from '../i18n/texts-of';
import type { staticPagesDe } from './texts.de';

/** English fallback of the information pages' texts. */
export const staticPagesEn: TextsOf<typeof staticPagesDe> = {
  comingSoon: 'The full content of this page follows soon.',
  purpose: {
    contact:
      'Soon you can send the Spielraum team a message here. Please note: we do not answer questions about individual products and give no buying advice.',
    'legal-notice':
      'Soon you will find the legally required information about the provider of Spielraum here.',
    'privacy-policy':
      'Soon you will learn here which data Spielraum processes, what we use it for and which rights you have.',
    'terms-and-conditions': 'Soon the terms and conditions for using Spielraum will be here.',
    'about-us':
      'Soon we will introduce the team behind Spielraum here and explain how our price comparison works.',
    influencers: 'Soon influencers will learn here how to create recommendation lists with Spielraum.',
    dealers: 'Soon dealers will learn here how to list their offers on Spielraum.',
    'dealers-details':
      'Soon dealers will find all details about data feeds, requirements and processes here.',
    'infopage-for-influencer':
      'Soon influencers will find all information about working with Spielraum here.',
  },
};
