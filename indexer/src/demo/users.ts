import { CUSTOM_FIELD_AREAS, PERMISSIONS } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';

/** Demo accounts, one per role (SPEC §1 and §6). A visitor is anyone without an account. */
export interface DemoUser {
  email: string;
  displayName: string;
  verified: boolean;
  permissions: string[];
  userType: 'user' | 'dealer';
  /** The demo shops a dealer account manages. */
  dealerSlugs?: string[];
  role: string;
}

/** The password of every demo account; demo data only, never used when DEMO_DATA is off. */
export const DEMO_PASSWORD = 'spielraum-demo';

export const DEMO_USERS: DemoUser[] = [
  {
    role: 'verified user',
    email: 'mia@spielraum.demo',
    displayName: 'Mia',
    verified: true,
    permissions: [],
    userType: 'user',
  },
  {
    role: 'unverified user',
    email: 'noah@spielraum.demo',
    displayName: 'Noah',
    verified: false,
    permissions: [],
    userType: 'user',
  },
  {
    role: 'curator',
    email: 'kuratorin@spielraum.demo',
    displayName: 'Kuratorin Lea',
    verified: true,
    permissions: [PERMISSIONS.recommendationListAdd, PERMISSIONS.recommendationListEdit],
    userType: 'user',
  },
  {
    role: 'editor',
    email: 'redaktion@spielraum.demo',
    displayName: 'Redaktion',
    verified: true,
    permissions: [PERMISSIONS.moderate, PERMISSIONS.magazineEdit],
    userType: 'user',
  },
  {
    role: 'operator',
    email: 'betrieb@spielraum.demo',
    displayName: 'Betrieb',
    verified: true,
    permissions: [PERMISSIONS.operator],
    userType: 'user',
  },
  {
    role: 'dealer',
    email: 'haendler@spielraum.demo',
    displayName: 'Spielekiste',
    verified: true,
    permissions: [],
    userType: 'dealer',
    dealerSlugs: ['spielekiste', 'wuerfelwelt'],
  },
];

/** The system avatars offered in the avatar picker. */
export const DEMO_AVATARS = [
  { label: 'Meeple', color: '#2f5d50', shape: 'meeple' },
  { label: 'Würfel', color: '#d62828', shape: 'die' },
  { label: 'Karte', color: '#3d405b', shape: 'card' },
  { label: 'Drache', color: '#6a040f', shape: 'dragon' },
  { label: 'Rakete', color: '#003049', shape: 'rocket' },
  { label: 'Eule', color: '#e07a5f', shape: 'owl' },
] as const;

/** The custom-field areas of /settings: a short profile for everyone (a shop's profile is the shop's own). */
export async function seedCustomFieldAreas(db: Database) {
  await db
    .insert(t.customFieldAreas)
    .values([{ areaHash: CUSTOM_FIELD_AREAS.userProfile, name: 'Über dich' }]);
  await db.insert(t.customFieldDefinitions).values([
    {
      fieldHash: 'about-me',
      areaHash: CUSTOM_FIELD_AREAS.userProfile,
      label: 'Über mich',
      labelEn: 'About me',
      type: 'textarea',
      maxLength: 500,
      position: 0,
    },
    {
      fieldHash: 'favourite-game',
      areaHash: CUSTOM_FIELD_AREAS.userProfile,
      label: 'Lieblingsspiel',
      labelEn: 'Favourite game',
      type: 'text',
      maxLength: 100,
      position: 1,
    },
  ]);
}
