/**
 * A namespace's texts: strings, nested by key ("guide.columns.case_number") or not (a key may
 * have dots in it); a list's items are keyed by their index ("steps.0").
 */
export interface TextTree {
  [key: string]: unknown;
}

/**
 * What a text can be asked with: its namespace, a count that picks the plural form
 * ("item_one", "item_other"), a text for when the key has none, another language than the
 * translator's, and the values its `{{placeholders}}` are filled with.
 */
export interface TranslateOptions {
  ns?: string;
  count?: number;
  defaultValue?: string;
  lng?: string;
  [value: string]: unknown;
}

export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

/** Texts by language, then namespace: shared by a translator and those made from it. */
type TextStore = Map<string, Map<string, TextTree>>;

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const NAMESPACE_PREFIX = /^([\w-]+):(.+)$/s;

function isTree(value: unknown): value is TextTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies `source` into `target`; a key `target` already has keeps its text. */
function mergeTexts(target: TextTree, source: TextTree): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(value)) {
      if (isTree(existing)) mergeTexts(existing, value);
      else if (existing === undefined) {
        const copy: TextTree = {};
        mergeTexts(copy, value);
        target[key] = copy;
      }
    } else if (existing === undefined) {
      target[key] = value;
    }
  }
}

/**
 * The text at a key: nested ("court.hours" in `{ court: { hours } }`), flat (message codes such
 * as "caseNumber.required" are keys with dots in them), or a mix of the two.
 */
function lookUp(node: unknown, key: string): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const record = node as Record<string, unknown>;
  const direct = record[key];
  if (typeof direct === 'string') return direct;
  for (let dot = key.indexOf('.'); dot !== -1; dot = key.indexOf('.', dot + 1)) {
    const found = lookUp(record[key.slice(0, dot)], key.slice(dot + 1));
    if (found !== undefined) return found;
  }
  return undefined;
}

function fillPlaceholders(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (_match, path: string) => {
    let value: unknown = values;
    for (const part of path.split('.')) value = isTree(value) ? value[part] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The site's texts in every language, and one current language. Keys are looked up in the
 * current language, then in the fallback language (a text not yet translated shows in English
 * rather than as its key); a key found in neither shows the default value given, or the key.
 */
export class Translator {
  private readonly listeners = new Set<() => void>();

  constructor(
    public language: string,
    private readonly options: { fallbackLanguage: string; defaultNamespace: string },
    private readonly store: TextStore = new Map(),
  ) {}

  /** Adds texts to a namespace; a key the namespace already has keeps its text. */
  addTexts(language: string, namespace: string, texts: TextTree): void {
    let namespaces = this.store.get(language);
    if (!namespaces) {
      namespaces = new Map();
      this.store.set(language, namespaces);
    }
    let tree = namespaces.get(namespace);
    if (!tree) {
      tree = {};
      namespaces.set(namespace, tree);
    }
    mergeTexts(tree, texts);
  }

  /** Another translator over the same texts, in `language`: one per server render. */
  forLanguage(language: string): Translator {
    return new Translator(language, this.options, this.store);
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` whenever the language changes, until the returned function is called. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly t: TranslateFunction = (key, options = {}) => {
    const text = this.find(key, options);
    return fillPlaceholders(text ?? options.defaultValue ?? this.split(key, options).key, options);
  };

  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.find(key, options) !== undefined;
  }

  /** A translate function with a language, a namespace and a prefix for its keys filled in. */
  fixedT({
    language,
    namespace,
    keyPrefix,
  }: {
    language?: string;
    namespace?: string;
    keyPrefix?: string;
  }): TranslateFunction {
    return (key, options = {}) =>
      this.t(keyPrefix && !NAMESPACE_PREFIX.test(key) ? `${keyPrefix}.${key}` : key, {
        ...options,
        ns: options.ns ?? namespace,
        lng: options.lng ?? language,
      });
  }

  /** "kit:pdf" names its namespace; other keys are in the asked or the default namespace. */
  private split(key: string, options: TranslateOptions): { namespace: string; key: string } {
    const prefixed = NAMESPACE_PREFIX.exec(key);
    if (prefixed?.[1] && prefixed[2] && this.hasNamespace(prefixed[1])) {
      return { namespace: prefixed[1], key: prefixed[2] };
    }
    return { namespace: options.ns ?? this.options.defaultNamespace, key };
  }

  private hasNamespace(namespace: string): boolean {
    for (const namespaces of this.store.values()) if (namespaces.has(namespace)) return true;
    return false;
  }

  private find(fullKey: string, options: TranslateOptions): string | undefined {
    const { namespace, key } = this.split(fullKey, options);
    const language = options.lng ?? this.language;
    const languages =
      language === this.options.fallbackLanguage
        ? [language]
        : [language, this.options.fallbackLanguage];
    for (const candidate of languages) {
      const tree = this.store.get(candidate)?.get(namespace);
      if (typeof options.count === 'number') {
        const plural =
          lookUp(tree, `${key}_${pluralCategory(candidate, options.count)}`) ??
          lookUp(tree, `${key}_other`);
        if (plural !== undefined) return plural;
      }
      const text = lookUp(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }
}
