import type { LoaderFunctionArgs } from 'react-router';
import { guardAccount, MAGAZINE_EDITOR_ACCESS } from '../app/guards/require-account';
import type {
  MagazineCategoryData,
  MagazineHomeData,
  MagazinePostData,
  MagazineSearchData,
} from './magazine-data';

/*
 * The loaders of the magazine routes. routes.tsx imports this file into every page's first
 * JavaScript, so the calls and their zod contracts (./magazine-data.ts) load only when a
 * magazine page is opened (the game page must stay within 170 KB of JavaScript).
 */
const loadData = () => import('./magazine-data');

/** `/magazine?page=`: the categories and the latest posts. */
export async function magazineHomeLoader(args: LoaderFunctionArgs): Promise<MagazineHomeData> {
  return (await loadData()).readMagazineHome(args);
}

/** `/magazine/:slug?page=`: one category; an unknown one is a 404. */
export async function magazineCategoryLoader(args: LoaderFunctionArgs): Promise<MagazineCategoryData> {
  return (await loadData()).readMagazineCategory(args);
}

/** `/magazine/:categorySlug/:slug`: one post; under the wrong category a 301 to the right one. */
export async function magazinePostLoader(args: LoaderFunctionArgs): Promise<MagazinePostData> {
  return (await loadData()).readMagazinePost(args);
}

/** `/magazine/searchterm?q=&page=` */
export async function magazineSearchLoader(args: LoaderFunctionArgs): Promise<MagazineSearchData> {
  return (await loadData()).readMagazineSearch(args);
}

/** `/redaktion/magazin/:id/vorschau`: editors with the magazine permission see any state of a post. */
export async function magazinePreviewLoader(args: LoaderFunctionArgs): Promise<MagazinePostData> {
  await guardAccount(args, MAGAZINE_EDITOR_ACCESS);
  return (await loadData()).readMagazinePreview(args);
}
