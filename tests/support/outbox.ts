import Database from 'better-sqlite3';

/**
 * How many messages the outbox of a spec server's SQLite database holds, sent or not: all, or
 * those to one address (an e-mail address, or an SMS gateway's). A notice queues all its
 * messages in one transaction, so once the page has answered, or any of them has arrived, this
 * count is final: a spec reads it rather than waiting out the worker to show nothing more comes.
 */
export function outboxMessages(sqliteFile: string, toAddress?: string): number {
  const db = new Database(sqliteFile, { readonly: true });
  try {
    const row = (
      toAddress === undefined
        ? db.prepare('select count(*) as count from outbox_message').get()
        : db
            .prepare('select count(*) as count from outbox_message where to_address = ?')
            .get(toAddress)
    ) as { count: number };
    return row.count;
  } finally {
    db.close();
  }
}
