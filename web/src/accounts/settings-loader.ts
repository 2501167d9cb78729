import {
  CUSTOM_FIELD_AREAS,
  type CustomFieldsResponse,
  type DealerSummary,
  type SystemAvatarsResponse,
} from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { guardAccount, type SignedInSession } from '../app/guards/require-account';
import type { AlertMail } from './AlertMailSection';
import type { PushData } from './PushSection';

export interface SettingsData {
  session: SignedInSession;
  avatars: SystemAvatarsResponse['data'];
  /** The custom-field areas shown: the profile (a shop's profile is edited in the dealer area). */
  areas: CustomFieldsResponse['data'][];
  /** Alert e-mails: immediately, daily digest or never. */
  alertMail: AlertMail;
  /** Web push: the portal's key, the user's devices and push settings; null when they failed to load. */
  push: PushData | null;
  /** The active dealers the user may exclude ("Händler ausschließen"); null when they failed to load. */
  dealers: DealerSummary[] | null;
}

/** `/settings`: login and verification (SPEC §2), then avatars and the user's custom fields. */
export async function settingsLoader(args: LoaderFunctionArgs): Promise<SettingsData> {
  const session = await guardAccount(args, { verified: true });
  // the account calls (and the zod contracts they check answers with) load with the page, not
  // with every page's first JavaScript
  const [
    { fetchCustomFields, fetchSystemAvatars },
    { fetchAlertMail },
    { fetchPushKey, fetchPushDevices, fetchPushSettings },
    { fetchDealerChoices },
  ] = await Promise.all([
    import('./accounts-api'),
    import('./AlertMailSection'),
    import('./push-api'),
    import('./ExcludedDealersSection'),
  ]);
  const options = { signal: args.request.signal, baseUrl: args.request.url };
  const areaHashes: string[] = [CUSTOM_FIELD_AREAS.userProfile];
  // An area the operator has not defined (no demo data) is left out instead of failing the page.
  const areaOrNothing = (hash: string) =>
    fetchCustomFields(hash, options).then(
      (answer) => answer.data,
      (error: unknown) => {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      },
    );
  // Push and the dealer choice are sections of their own: when one fails to load, the page
  // shows the rest and says so in that section instead of failing as a whole.
  const sectionOrNull = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      if (args.request.signal.aborted) throw error;
      return null;
    });
  const [alertMail, avatars, push, dealers, ...areas] = await Promise.all([
    fetchAlertMail(options),
    fetchSystemAvatars(options),
    sectionOrNull(
      Promise.all([fetchPushKey(options), fetchPushDevices(options), fetchPushSettings(options)]).then(
        ([publicKey, devices, settings]): PushData => ({ publicKey, devices, settings }),
      ),
    ),
    sectionOrNull(fetchDealerChoices(options)),
    ...areaHashes.map(areaOrNothing),
  ]);
  return {
    session,
    avatars: avatars.data,
    areas: areas.filter((area) => area !== null),
    alertMail,
    push,
    dealers,
  };
}
