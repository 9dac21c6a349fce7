import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';

/**
 * The HTML standard (what the Nu checker reports), the accessibility rules and the whole-document
 * rules. Three rules are changed, each because it is advice or does not apply here.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Every script and stylesheet comes from the site itself; integrity hashes guard CDN files.
    'require-sri': 'off',
    // ARIA allows a name on any element that can be named (the navbar's language and staff
    // lists); the a11y preset's stricter setting is advice against it, not an error.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A div with role="region" is valid and announced as a <section> would be: advice only.
    'prefer-native-element': 'off',
  },
};

const validator = new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG));

/** Validates a page's serialised DOM; one "rule: message (selector)" line per problem. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`,
    ),
  );
}
