/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every feature keeps its words in an en.json beside an es.json. A key only one of them has
 * shows a key name (or English) to a Spanish reader; a placeholder only one of them names
 * shows "{{count}}" on the page. Nothing else keeps the pairs alike, so this does, for every
 * pair in the repository.
 */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.git', 'test-results']);

function textFilePairs(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED.has(entry.name) ? [] : textFilePairs(path.join(folder, entry.name));
    }
    return entry.name === 'en.json' ? [folder] : [];
  });
}

type Texts = { [key: string]: string | Texts };

/** Each text by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as const]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

function read(file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Texts);
}

/**
 * Keys a JSON text names twice in one object, by dotted key. JSON.parse keeps the last of them
 * silently, so the first text never shows: a heading once read "Stopped on {{date}}" that way.
 */
function repeatedKeys(source: string): string[] {
  const repeated: string[] = [];
  // Per open object: the keys seen in it, and the key it sits under.
  const objects: { keys: Set<string>; path: string }[] = [];
  let lastString = '';
  let pendingKey = '';
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '"') {
      let close = index + 1;
      while (source[close] !== '"') close += source[close] === '\\' ? 2 : 1;
      lastString = JSON.parse(source.slice(index, close + 1)) as string;
      index = close;
    } else if (char === ':') {
      const current = objects.at(-1);
      const dotted = current && current.path ? `${current.path}.${lastString}` : lastString;
      if (current?.keys.has(lastString)) repeated.push(dotted);
      current?.keys.add(lastString);
      pendingKey = dotted;
    } else if (char === '{') {
      objects.push({ keys: new Set(), path: pendingKey });
    } else if (char === '}') {
      objects.pop();
    }
  }
  return repeated;
}

/** The names a text interpolates, in order of name: "{{count}}", "{{ name, lowercase }}". */
function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');
}

const PAIRS = textFilePairs(REPO_ROOT);

it('finds the text files of the shell and of every remote', () => {
  const owners = new Set(
    PAIRS.map((folder) => path.relative(REPO_ROOT, folder).split(path.sep)[0]),
  );
  expect([...owners].sort()).toEqual(
    expect.arrayContaining(['mfe-careers', 'mfe-forms', 'mfe-info', 'mfe-jury', 'shell']),
  );
});

describe.each(PAIRS.map((folder) => [path.relative(REPO_ROOT, folder), folder]))(
  '%s',
  (_name, folder) => {
    const english = read(path.join(folder, 'en.json'));
    const spanish = read(path.join(folder, 'es.json'));

    it('names each key once in each language', () => {
      for (const language of ['en', 'es']) {
        const source = readFileSync(path.join(folder, `${language}.json`), 'utf8');
        expect({ language, repeated: repeatedKeys(source) }).toEqual({ language, repeated: [] });
      }
    });

    it('has the same keys in English and Spanish', () => {
      expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('names the same placeholders in both languages', () => {
      const differing = [...english].flatMap(([key, text]) => {
        const other = spanish.get(key);
        return other !== undefined && placeholders(other) !== placeholders(text)
          ? [{ key, en: placeholders(text), es: placeholders(other) }]
          : [];
      });
      expect(differing).toEqual([]);
    });
  },
);
