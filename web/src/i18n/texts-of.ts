/** The shape of a text tree with any strings: what another locale must fill for German texts. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };
