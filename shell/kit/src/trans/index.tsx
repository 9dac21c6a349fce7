import type { ComponentProps } from 'react';
import { Trans as TransWithMarkup } from 'react-i18next';
import { i18n } from '@court/kit';

export type TransProps = Omit<ComponentProps<typeof TransWithMarkup>, 'i18n'>;

/**
 * react-i18next's Trans, for a text with markup inside it ("as <value>09:00</value>"), bound to
 * the page's one i18n instance. Not in the kit core: it and its HTML parser ship only with the
 * pages that use it. Bundled into each app that does, it is handed the instance rather than
 * looking for it in the React context of its own copy of react-i18next.
 */
export function Trans(props: TransProps) {
  return <TransWithMarkup {...props} i18n={i18n} />;
}
