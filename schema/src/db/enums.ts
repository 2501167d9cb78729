import { pgEnum } from 'drizzle-orm/pg-core';
import {
  availabilityValues,
  productTypeValues,
  offerConditionValues,
  termKindValues,
  personRoleValues,
  feedKindValues,
  feedFormatValues,
  feedRunStatusValues,
  userTypeValues,
  tokenPurposeValues,
  listKindValues,
  alertKindValues,
  newsTypeValues,
  moderationStatusValues,
  commentTargetValues,
  visibilityValues,
  customFieldTypeValues,
  mailDigestValues,
  magazinePostStatusValues,
  reportedItemValues,
  lowWindowValues,
  listAlertRuleKindValues,
} from '../constants/values';

export * from '../constants/values';

export const availabilityEnum = pgEnum('availability', availabilityValues);
export const productTypeEnum = pgEnum('product_type', productTypeValues);
export const offerConditionEnum = pgEnum('offer_condition', offerConditionValues);
export const termKindEnum = pgEnum('term_kind', termKindValues);
export const personRoleEnum = pgEnum('person_role', personRoleValues);
export const feedKindEnum = pgEnum('feed_kind', feedKindValues);
export const feedFormatEnum = pgEnum('feed_format', feedFormatValues);
export const feedRunStatusEnum = pgEnum('feed_run_status', feedRunStatusValues);
export const userTypeEnum = pgEnum('user_type', userTypeValues);
export const tokenPurposeEnum = pgEnum('token_purpose', tokenPurposeValues);
export const listKindEnum = pgEnum('list_kind', listKindValues);
export const alertKindEnum = pgEnum('alert_kind', alertKindValues);
export const newsTypeEnum = pgEnum('news_type', newsTypeValues);
export const lowWindowEnum = pgEnum('low_window', lowWindowValues);
export const listAlertRuleKindEnum = pgEnum('list_alert_rule_kind', listAlertRuleKindValues);
export const moderationStatusEnum = pgEnum('moderation_status', moderationStatusValues);
export const commentTargetEnum = pgEnum('comment_target', commentTargetValues);
export const visibilityEnum = pgEnum('visibility', visibilityValues);
export const customFieldTypeEnum = pgEnum('custom_field_type', customFieldTypeValues);
export const mailDigestEnum = pgEnum('mail_digest', mailDigestValues);
export const magazinePostStatusEnum = pgEnum('magazine_post_status', magazinePostStatusValues);
export const reportedItemEnum = pgEnum('reported_item', reportedItemValues);
