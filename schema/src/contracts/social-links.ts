import { z } from 'zod';
import { message } from '../constants/messages';
import { SOCIAL_NETWORK_NAMES, socialNetworkValues, type SocialNetwork } from '../constants/values';

/** The hosts a profile address of a network may have; Mastodon is federated, so any host with `/@name`. */
const NETWORK_HOSTS: Record<Exclude<SocialNetwork, 'mastodon'>, readonly string[]> = {
  instagram: ['instagram.com', 'www.instagram.com'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com'],
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com', 'www.tiktok.com'],
  bluesky: ['bsky.app'],
};

/** Longest profile address a shop may store. */
export const SOCIAL_LINK_MAX_LENGTH = 300;

/**
 * True when `value` is an https address of a profile on `network`: the network's own host (for
 * Mastodon any host, with a path `/@name`), no user name or password in it, and a path beyond `/`.
 */
export function isSocialProfileUrl(network: SocialNetwork, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.pathname.length < 2)
    return false;
  if (network === 'mastodon') return url.hostname.includes('.') && /^\/@[\w.-]+/.test(url.pathname);
  return NETWORK_HOSTS[network].includes(url.hostname);
}

const socialLinkField = (network: SocialNetwork) => {
  const invalid = message('socialLinkInvalid', { network: SOCIAL_NETWORK_NAMES[network] });
  return z
    .string({ error: invalid })
    .trim()
    .max(SOCIAL_LINK_MAX_LENGTH, message('maxLength', { amount: SOCIAL_LINK_MAX_LENGTH }))
    .refine((value) => isSocialProfileUrl(network, value), invalid);
};

/**
 * A shop's social links, one https profile address per network at most; a network left out has
 * none. Written out per network so every key keeps its own rule and message.
 */
export const socialLinksSchema = z
  .object({
    instagram: socialLinkField('instagram').optional(),
    facebook: socialLinkField('facebook').optional(),
    youtube: socialLinkField('youtube').optional(),
    tiktok: socialLinkField('tiktok').optional(),
    mastodon: socialLinkField('mastodon').optional(),
    bluesky: socialLinkField('bluesky').optional(),
  })
  .strict();
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** A social link as the public pages list it, in the order of `socialNetworkValues`. */
export const socialLinkSchema = z.object({
  network: z.enum(socialNetworkValues),
  url: z.url({ protocol: /^https$/ }),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * The stored links of a shop as the public pages list them: valid ones only (the database holds
 * what the editor accepted, but a row written another way never reaches a page), in network order.
 */
export function toSocialLinkList(stored: Partial<Record<string, unknown>>): SocialLink[] {
  return socialNetworkValues.flatMap((network) => {
    const url = stored[network];
    return typeof url === 'string' && isSocialProfileUrl(network, url) ? [{ network, url }] : [];
  });
}
