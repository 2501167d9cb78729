/** Enumerated values shared by the database enums, the contracts and the browser. */
/** The five availability values of SPEC §3, in order from best to worst for aggregation. */
export const availabilityValues = [
  'is_available',
  'not_in_stock_but_can_order',
  'pre_available',
  'not_available_reordered',
  'not_available',
] as const;
export type Availability = (typeof availabilityValues)[number];

export const productTypeValues = ['game', 'expansion', 'accessory', 'booster', 'book', 'miniature'] as const;
export type ProductType = (typeof productTypeValues)[number];

export const offerConditionValues = ['new', 'used', 'refurbished'] as const;
export type OfferCondition = (typeof offerConditionValues)[number];

/** Kinds of taxonomy term; each maps to a product attribute of SPEC §3. */
export const termKindValues = [
  'game_category',
  'game_mechanism',
  'game_mode',
  'genre',
  'tag',
  'serie',
  'license',
  'award',
  'language',
  'component',
  'color',
  'fraction',
  'model_type',
  'kit_type',
  'material',
  'product_variant',
  'book_type',
  'weapon_type',
  'unit_role',
  'format',
  'special_features',
  'alliance',
  'sports',
  'tcg',
] as const;
export type TermKind = (typeof termKindValues)[number];

export const personRoleValues = ['designer', 'author', 'illustrator'] as const;
export type PersonRole = (typeof personRoleValues)[number];

export const feedKindValues = ['offers', 'products'] as const;

export const feedFormatValues = [
  'google_xml',
  'google_csv',
  'idealo_csv',
  'jsonl',
  'product_jsonl',
  'product_csv',
] as const;
export type FeedFormat = (typeof feedFormatValues)[number];

export const feedRunStatusValues = ['queued', 'running', 'succeeded', 'failed'] as const;

export const userTypeValues = ['user', 'dealer'] as const;

/** Networks a shop may link on its public page (SPEC §1 "social links"). */
export const socialNetworkValues = [
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'mastodon',
  'bluesky',
] as const;
export type SocialNetwork = (typeof socialNetworkValues)[number];
/** How each network is named on the pages and in messages. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
};

/** `dealer_invitation`: the link an invited shop member sets their first password with. */
export const tokenPurposeValues = [
  'verification',
  'password_reset',
  'deletion',
  'dealer_invitation',
] as const;
export type TokenPurpose = (typeof tokenPurposeValues)[number];

export const listKindValues = ['wishlist', 'collection'] as const;
export type ListKind = (typeof listKindValues)[number];

export const alertKindValues = ['price', 'availability', 'news'] as const;
export type AlertKind = (typeof alertKindValues)[number];

/**
 * The windows of a low alert ("beim 30-Tage-Tief / 52-Wochen-Tief / Allzeittief"): the price
 * statistics' `lowest_30d_cents`, `lowest_52w_cents` and `lowest_all_time_cents`.
 */
export const lowWindowValues = ['30d', '52w', 'all'] as const;
export type LowWindow = (typeof lowWindowValues)[number];

/** A wish list's alert rule: "N % unter dem heutigen Preis" for every game, or at every low. */
export const listAlertRuleKindValues = ['discount', 'low'] as const;
export type ListAlertRuleKind = (typeof listAlertRuleKindValues)[number];

/** News alert types of SPEC §3: news for games, news for publishers, magazine posts (industry news, tests). */
export const newsTypeValues = ['games', 'publishers', 'magazine_industry', 'magazine_tests'] as const;

export const moderationStatusValues = ['pending', 'published', 'rejected'] as const;
export type ModerationStatus = (typeof moderationStatusValues)[number];

/** A post's stored state; "scheduled" is a published post whose time has not come. */
export const magazinePostStatusValues = ['draft', 'published', 'unpublished'] as const;
export type MagazinePostStatus = (typeof magazinePostStatusValues)[number];

/** What "Melden" can report. */
export const reportedItemValues = ['review', 'comment'] as const;

export const commentTargetValues = ['magazine_post', 'recommendation_list'] as const;

export const visibilityValues = ['public', 'private', 'unlisted'] as const;

export const customFieldTypeValues = ['text', 'textarea', 'url', 'logo'] as const;

export const mailDigestValues = ['immediately', 'daily', 'never'] as const;

/**
 * What became of one notification's push to one device: claimed and on its way (`pending`),
 * waiting for another attempt after a transient failure (`retry`), delivered to the push service
 * (`sent`), given up (`failed`), over the user's daily cap (`capped`), or the push service no
 * longer knows the subscription (`gone`, 404 or 410).
 */
export const pushDeliveryStatusValues = ['pending', 'retry', 'sent', 'failed', 'capped', 'gone'] as const;

/**
 * Multi-valued product attributes of SPEC §3 that the game page lists under "product details",
 * in the order they are shown. Each is a list of names (terms, people, publishers). A constant
 * rather than part of the game-page contract, so the browser's game page needs no zod for it.
 */
export const gameListAttributeKeys = [
  'publisher',
  'designer',
  'author',
  'illustrator',
  'game_category',
  'game_mechanism',
  'game_mode',
  'genre',
  'serie',
  'license',
  'award',
  'language',
  'component',
  'tag',
  'color',
  'fraction',
  'model_type',
  'kit_type',
  'material',
  'product_variant',
  'book_type',
  'weapon_type',
  'unit_role',
  'format',
  'special_features',
  'alliance',
  'sports',
  'tcg',
] as const;
export type GameListAttributeKey = (typeof gameListAttributeKeys)[number];
