import type { ConfigVariable } from './config-table';

// The README's table sits between these lines; whatever is between them is replaced.
const BEGIN =
  '<!-- generated from the API configuration table (api/src/config.ts) by npm run config:readme -->';
const END = '<!-- end of the configuration table -->';

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** The markdown table of every variable: name, default as people read it, what it does. */
function renderTable(table: readonly ConfigVariable[]): string {
  const rows = table.map((variable) => {
    const shown = variable.requiredInProduction
      ? `(${variable.default}; required in production)`
      : variable.default;
    const formerly = variable.formerName
      ? ` (formerly \`${variable.formerName}\`, still read while this one is unset)`
      : '';
    return `| \`${variable.name}\` | \`${cell(shown)}\` | ${cell(variable.description + formerly)} |`;
  });
  return ['| variable | default | what it does |', '|---|---|---|', ...rows].join('\n');
}

/** The README with the table of these variables put between its markers. */
export function withConfigTable(readme: string, table: readonly ConfigVariable[]): string {
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END, begin);
  if (begin === -1 || end === -1) {
    throw new Error(`The README needs the lines\n${BEGIN}\n${END}\nwhere the table goes`);
  }
  // Blank lines around the table, so that no markdown reader takes a marker for a row.
  return `${readme.slice(0, begin + BEGIN.length)}\n\n${renderTable(table)}\n\n${readme.slice(end)}`;
}
