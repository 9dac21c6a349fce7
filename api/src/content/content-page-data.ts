import type { Kysely } from 'kysely';
import {
  COURT_CONTACTS_PATH,
  COURT_DIRECTIONS_PATH,
  COURT_FACTS_PATH,
  COURT_HOURS_PATH,
  COURT_LINKS_PATH,
  COURT_OFFICIALS_PATH,
  FAQ_NAMES,
  FAQ_PATHS,
  publishedCourtHours,
} from '@court/contract';
import { publishedFaq, publishedOfficials } from '@court/contract/markdown';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import type { Logger } from '../platform/logger';
import type { ContentKindDefinition } from './content-kind';
import { readPublishedContent } from './content-service';
import { COURT_CONTACTS_CONTENT } from './court-contacts-service';
import { COURT_DIRECTIONS_CONTENT } from './court-directions-service';
import { COURT_FACTS } from './court-facts-service';
import { COURT_HOURS_CONTENT } from './court-hours-service';
import { COURT_LINKS_CONTENT } from './court-links-service';
import { COURT_OFFICIALS_CONTENT } from './court-officials-service';
import { FAQ_CONTENT } from './faq-service';
import type { PublishedContentCopy } from './published-content-copy';

/** One kind's public endpoint: where it is read, and what the pages get of it at a moment. */
interface ContentPage {
  path: string;
  read: (
    db: Kysely<Database>,
    copy: PublishedContentCopy,
    at: Date,
    passedOver: (kind: string, version: number) => void,
  ) => Promise<unknown>;
  offline: (copy: PublishedContentCopy, at: Date) => unknown;
}

function contentPage<Content>(
  path: string,
  definition: ContentKindDefinition<Content>,
  shown: (content: Content, at: Date) => unknown,
): ContentPage {
  return {
    path,
    read: async (db, copy, at, passedOver) => {
      const content = await readPublishedContent(db, definition, at, (version) =>
        passedOver(definition.kind, version),
      );
      copy.remember(definition, content);
      return shown(content, at);
    },
    offline: (copy, at) => {
      const content = copy.recall(definition);
      return content === undefined ? undefined : shown(content, at);
    },
  };
}

const CONTENT_PAGES: readonly ContentPage[] = [
  contentPage(COURT_FACTS_PATH, COURT_FACTS, (facts) => facts),
  // Read with the moment, so a page says whether each office is open without a script's clock.
  contentPage(COURT_HOURS_PATH, COURT_HOURS_CONTENT, publishedCourtHours),
  contentPage(COURT_LINKS_PATH, COURT_LINKS_CONTENT, (links) => links),
  contentPage(COURT_CONTACTS_PATH, COURT_CONTACTS_CONTENT, (contacts) => contacts),
  contentPage(COURT_DIRECTIONS_PATH, COURT_DIRECTIONS_CONTENT, (directions) => directions),
  ...FAQ_NAMES.map((name) => contentPage(FAQ_PATHS[name], FAQ_CONTENT[name], publishedFaq)),
  contentPage(COURT_OFFICIALS_PATH, COURT_OFFICIALS_CONTENT, publishedOfficials),
];

export interface ContentPageDataDeps {
  db: Kysely<Database>;
  clock: Clock;
  copy: PublishedContentCopy;
  log: Logger;
}

/**
 * The published content's endpoints, each read with the moment it is read at; every read is kept
 * in the copy on disk. A published version passed over because it no longer passes its checks is
 * logged once: the pages read it every few seconds.
 */
export function contentPageDataSources({
  db,
  clock,
  copy,
  log,
}: ContentPageDataDeps): Record<string, () => Promise<unknown>> {
  const said = new Set<string>();
  const passedOver = (kind: string, version: number) => {
    if (said.has(`${kind}:${version}`)) return;
    said.add(`${kind}:${version}`);
    log.error(
      { kind, version },
      'a published version no longer passes its checks; the site shows the one before it',
    );
  };
  return Object.fromEntries(
    CONTENT_PAGES.map((page) => [page.path, () => page.read(db, copy, clock.now(), passedOver)]),
  );
}

/**
 * What the same endpoints give when the database cannot be read: the copy, made for this moment
 * (an office's "open now" from its hours, not from when they were kept); undefined for a kind
 * never kept.
 */
export function offlineContentPageData({
  clock,
  copy,
}: Pick<ContentPageDataDeps, 'clock' | 'copy'>): Record<string, () => unknown> {
  return Object.fromEntries(
    CONTENT_PAGES.map((page) => [page.path, () => page.offline(copy, clock.now())]),
  );
}
