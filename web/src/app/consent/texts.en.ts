import type { TextsOf } from '../../i18n/texts-of';
import type { consentPagesDe } from './page-texts.de';

/** English fallback of the consent dialog's texts. */
export const consentEn: TextsOf<typeof consentPagesDe> = {
  title: 'Privacy settings',
  intro:
    'Search, price comparison, account and lists work without your consent; for them we only set technically necessary cookies. With your consent we also use what you choose below. You can change or withdraw your choice at any time via "Cookie settings" at the bottom of the page.',
  privacyLink: 'Details in the privacy policy',
  necessary: 'Necessary',
  necessaryText:
    'Sign-in, protection against forged requests and storing this choice. Always on, as Spielraum does not work without them.',
  details: 'Details',
  history: 'Product history',
  historyText: 'We remember the games you look at and show them under "Recently viewed".',
  historyDetails:
    'Signed in, we store the last 50 games with your account, otherwise only in your browser (localStorage). You can delete the history in the settings; without consent we record nothing.',
  analytics: 'Web analytics',
  analyticsText:
    'We count page views and clicks to the shops, summed per game, dealer and day, to see which offers are in demand.',
  analyticsDetails:
    'Our own analysis without third parties: no IP address, no cookie, no user id, no cross-site tracking. Only sums are stored, for 25 months.',
  social: 'Social media',
  socialText: 'Embedded videos load content from YouTube or Vimeo, who receive e.g. your IP address.',
  socialDetails:
    'With consent, embedded videos from YouTube and Vimeo load at once. Without it, a video appears only when you click "Load content". Our share buttons are always plain links: only your click opens the network, which learns nothing of your visit before.',
  rejectAll: 'Reject all',
  saveChoice: 'Save choice',
  acceptAll: 'Accept all',
  saved: 'Your choice has been saved.',
  saveFailed: 'Your choice could not be saved. Please try again.',
  close: 'Close',
};
