/**
 * The machinery of a configuration table: one entry per environment variable, from which come
 * the settings' type, the checks at start and the README's table (readme-table.ts).
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** What a parser knows besides the value. */
export interface ConfigContext {
  name: string;
  /** Throws "<NAME> <rule>, got "<value>"", leaving the value out for a secret. */
  refuse(rule: string, raw?: string): never;
}

export interface ConfigVariable<T = unknown> {
  name: string;
  /**
   * The default as people read it ("3000", "(unset: SQLite)"). For a variable production
   * requires, what stands in for it elsewhere: the README adds that production requires it.
   */
  default: string;
  /** Reads the value, trimmed, or null when it is unset or blank; throws when it is malformed. */
  parse: (raw: string | null, context: ConfigContext) => T;
  description: string;
  /** Its value never appears in an error message. */
  secret?: boolean;
  /** With NODE_ENV=production the server refuses to start without it. */
  requiredInProduction?: boolean;
  /**
   * The name the variable had before it was renamed: still read while the new name is unset, so
   * a deployment keeps working until it renames the variable (the server warns at start).
   */
  formerName?: string;
}

/** A parser, spread into an entry; those whose default reads as it is bring it along. */
export type ConfigParser<T> = Pick<ConfigVariable<T>, 'parse'>;
export type ConfigParserWithDefault<T> = Pick<ConfigVariable<T>, 'parse' | 'default'>;

/** Keeps each entry's name and value type, which the settings' type is made of. */
export function defineConfig<const Table extends readonly ConfigVariable[]>(table: Table): Table {
  return table;
}

/** TRUST_PROXY_HOPS → trustProxyHops, as the settings name each variable. */
type CamelCase<Name extends string> = Name extends `${infer Word}_${infer Rest}`
  ? `${Lowercase<Word>}${Capitalize<CamelCase<Rest>>}`
  : Lowercase<Name>;

function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The parsed values, each named after its variable, and whether this is production. */
export type ConfigSettings<Table extends readonly ConfigVariable[]> = { isProduction: boolean } & {
  [Variable in Table[number] as CamelCase<Variable['name']>]: ReturnType<Variable['parse']>;
};

/** A variable's value, trimmed; null when it is unset or blank. */
export function envValue(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

/** A variable's value under its name, or else under its former name. */
function valueOf(env: Env, { name, formerName }: ConfigVariable): string | null {
  return envValue(env, name) ?? (formerName === undefined ? null : envValue(env, formerName));
}

/** The variables set only under their former names, which a deployment should rename. */
export function formerNamesInUse(
  table: readonly ConfigVariable[],
  env: Env,
): { formerName: string; name: string }[] {
  return table.flatMap(({ name, formerName }) =>
    formerName !== undefined && envValue(env, name) === null && envValue(env, formerName) !== null
      ? [{ formerName, name }]
      : [],
  );
}

/** The names of the variables production cannot do without. */
export function requiredInProduction(table: readonly ConfigVariable[]): string[] {
  return table.filter((variable) => variable.requiredInProduction).map(({ name }) => name);
}

function problemOf(variable: ConfigVariable, raw: string | null, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Whatever a parser wrote, a secret's value is not printed (logs keep start-up errors).
  if (variable.secret && raw !== null && message.includes(raw)) {
    return `${variable.name} is malformed (its value is secret and not shown)`;
  }
  return message;
}

/**
 * Reads every variable of the table. NODE_ENV=production makes it refuse to go on without the
 * variables production requires; then every malformed value is reported at once, so a
 * deployment is put right in one go.
 */
export function readConfig<Table extends readonly ConfigVariable[]>(
  table: Table,
  env: Env,
): ConfigSettings<Table> {
  const isProduction = envValue(env, 'NODE_ENV') === 'production';
  const missing = table
    .filter((variable) => variable.requiredInProduction && valueOf(env, variable) === null)
    .map(({ name }) => name);
  if (isProduction && missing.length > 0) {
    throw new Error(`Missing required production settings: ${missing.join(', ')}`);
  }
  const settings: Record<string, unknown> = { isProduction };
  const problems: string[] = [];
  for (const variable of table) {
    const { name, secret } = variable;
    const raw = valueOf(env, variable);
    const refuse = (rule: string, value?: string): never => {
      throw new Error(`${name} ${rule}${value !== undefined && !secret ? `, got "${value}"` : ''}`);
    };
    try {
      settings[camelCase(name)] = variable.parse(raw, { name, refuse });
    } catch (error) {
      problems.push(problemOf(variable, raw, error));
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // The loop above gave each entry its camel-case name and parsed value, as the type says.
  return settings as ConfigSettings<Table>;
}
