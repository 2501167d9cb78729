/*
 * A small stand-in for the part of i18next's runtime this client uses, put in place of the
 * package by the build (vite.config.ts and vitest.config.ts alias `i18next` here); the types
 * still come from i18next itself. i18next is about 15 KB gzip, a tenth of the game page's
 * JavaScript budget, for features we do not use (backends, formatters, nesting,
 * contexts, language detection).
 *
 * What it does, like i18next with our options (core.ts): resources per language and namespace
 * `translation`; keys with `.` into nested objects; fallback language; plurals with the
 * `_zero`/`_one`/`_other` suffixes chosen by Intl.PluralRules from `count`; placeholders in the
 * configured braces (`{name}`, no escaping); an unknown key is returned as is and reported to
 * `missingKeyHandler` when `saveMissing` is on; `addResourceBundle` and `changeLanguage` notify
 * listeners (react-i18next stand-in re-renders on them). Anything else is not supported.
 */

type Tree = { [key: string]: string | Tree };
type Listener = (...args: unknown[]) => void;

export interface LiteInitOptions {
  resources?: Record<string, Record<string, Tree>>;
  lng?: string;
  fallbackLng?: string | string[] | false;
  interpolation?: { prefix?: string; suffix?: string; escapeValue?: boolean };
  saveMissing?: boolean;
  missingKeyHandler?: (lngs: readonly string[], ns: string, key: string, fallbackValue: string) => void;
  [option: string]: unknown;
}

export interface LitePlugin {
  type: string;
  init?: (instance: I18nLite) => void;
}

const NAMESPACE = 'translation';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One translator instance (i18next's `i18n`). */
export class I18nLite {
  language = '';
  resolvedLanguage: string | undefined;
  languages: string[] = [];
  isInitialized = false;
  options: LiteInitOptions = {};
  private store: Record<string, Record<string, Tree>> = {};
  private plugins: LitePlugin[] = [];
  private listeners = new Map<string, Set<Listener>>();
  private placeholder = /\{\{([^{}]+)\}\}/g;
  private pluralRules = new Map<string, Intl.PluralRules>();

  use(plugin: LitePlugin): this {
    this.plugins.push(plugin);
    return this;
  }

  init(options: LiteInitOptions = {}): Promise<I18nLite['t']> {
    this.options = options;
    this.store = {};
    for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, tree] of Object.entries(namespaces))
        this.addResourceBundle(lng, ns, tree, true, true, false);
    const prefix = escapeRegExp(options.interpolation?.prefix ?? '{{');
    const suffix = escapeRegExp(options.interpolation?.suffix ?? '}}');
    this.placeholder = new RegExp(`${prefix}\\s*([^{}\\s]+?)\\s*${suffix}`, 'g');
    this.setLanguage(options.lng ?? 'dev');
    for (const plugin of this.plugins) plugin.init?.(this);
    this.isInitialized = true;
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.resolvedLanguage = lng;
    const fallback = this.options.fallbackLng;
    const fallbacks = fallback === false || fallback === undefined ? [] : [fallback].flat();
    this.languages = [lng, ...fallbacks.filter((other) => other !== lng)];
  }

  changeLanguage(lng: string): Promise<I18nLite['t']> {
    this.setLanguage(lng);
    this.emit('languageChanged', lng);
    return Promise.resolve(this.t);
  }

  addResourceBundle(
    lng: string,
    ns: string,
    resources: Tree,
    deep = true,
    overwrite = true,
    notify = true,
  ): this {
    const namespaces = (this.store[lng] ??= {});
    namespaces[ns] = deep ? merge(namespaces[ns] ?? {}, resources, overwrite) : { ...resources };
    if (notify) this.emit('added', lng, ns);
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string): Tree | undefined {
    return this.store[lng]?.[ns];
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  exists(key: string, options: Record<string, unknown> = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  private lookup(lng: string, key: string): string | undefined {
    let node: string | Tree | undefined = this.store[lng]?.[NAMESPACE];
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  private plural(lng: string, count: number): string {
    let rules = this.pluralRules.get(lng);
    if (!rules) this.pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules.select(count);
  }

  private resolve(key: string, options: Record<string, unknown>): string | undefined {
    const { count } = options;
    for (const lng of this.languages) {
      if (typeof count === 'number') {
        const candidates = [`${key}_${this.plural(lng, count)}`, `${key}_other`];
        if (count === 0) candidates.unshift(`${key}_zero`);
        for (const candidate of candidates) {
          const value = this.lookup(lng, candidate);
          if (value !== undefined) return value;
        }
      }
      const value = this.lookup(lng, key);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  /** Translates `key` (or the first known of several keys) and fills its placeholders. */
  t = (keys: string | readonly string[], options?: Record<string, unknown> | string): string => {
    const values = typeof options === 'object' && options !== null ? options : {};
    const list = typeof keys === 'string' ? [keys] : keys;
    for (const key of list) {
      const value = this.resolve(key, values);
      if (value !== undefined)
        return value.replace(this.placeholder, (_match, name: string) => {
          const replacement = name.split('.').reduce<unknown>((node, part) => {
            return node !== null && typeof node === 'object'
              ? (node as Record<string, unknown>)[part]
              : undefined;
          }, values);
          return replacement === undefined || replacement === null ? '' : String(replacement);
        });
    }
    const key = list[list.length - 1] ?? '';
    const fallbackValue =
      typeof options === 'string'
        ? options
        : typeof values.defaultValue === 'string'
          ? values.defaultValue
          : key;
    if (this.options.saveMissing)
      this.options.missingKeyHandler?.(this.languages, NAMESPACE, key, fallbackValue);
    return fallbackValue;
  };

  createInstance(options?: LiteInitOptions): I18nLite {
    const instance = new I18nLite();
    if (options) void instance.init(options);
    return instance;
  }
}

function merge(target: Tree, source: Tree, overwrite: boolean): Tree {
  const result: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = result[key];
    if (typeof value === 'object' && typeof existing === 'object')
      result[key] = merge(existing, value, overwrite);
    else if (overwrite || existing === undefined) result[key] = value;
  }
  return result;
}

const i18next = new I18nLite();

export const createInstance = (options?: LiteInitOptions): I18nLite => i18next.createInstance(options);
export default i18next;
