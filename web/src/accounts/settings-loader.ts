import { CUSTOM_FIELD_AREAS, type CustomFieldsResponse, type SystemAvatarsResponse } from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchCustomFields, fetchSystemAvatars } from './accounts-api';
import { guardAccount, type SignedInSession } from './require-account';

export interface SettingsData {
  session: SignedInSession;
  avatars: SystemAvatarsResponse['data'];
  /** The custom-field areas shown: the profile for everyone, the shop profile for dealers. */
  areas: CustomFieldsResponse['data'][];
}

/** `/settings`: login and verification (SPEC §2), then avatars and the user's custom fields. */
export async function settingsLoader(args: LoaderFunctionArgs): Promise<SettingsData> {
  const session = await guardAccount(args, { verified: true });
  const options = { signal: args.request.signal, baseUrl: args.request.url };
  const areaHashes: string[] = [CUSTOM_FIELD_AREAS.userProfile];
  if (session.user.user_type === 'dealer') areaHashes.push(CUSTOM_FIELD_AREAS.dealerProfile);
  const [avatars, ...areas] = await Promise.all([
    fetchSystemAvatars(options),
    ...areaHashes.map((hash) => fetchCustomFields(hash, options)),
  ]);
  return { session, avatars: avatars.data, areas: areas.map((area) => area.data) };
}
