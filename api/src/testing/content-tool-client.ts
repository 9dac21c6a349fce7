import {
  STAFF_OFFICIAL_PHOTOS_ENDPOINT,
  type ContentChange,
  type ContentEditor,
} from '@court/contract';
import { createTestStaff, signInBrowser, type TestBrowser } from './staff-test-helpers';
import type { TestApp } from './test-app';

/** A member of staff with the content role, `webeditor`, signed in. */
export async function signInContentEditor(t: TestApp): Promise<TestBrowser> {
  await createTestStaff(t, 'webeditor', ['content']);
  return signInBrowser(t, 'webeditor');
}

/** Saves a content tool's draft (`endpoint` under staff/), expecting it accepted; its new view. */
export async function saveContentDraftAs<Content, Change extends ContentChange = ContentChange>(
  editor: TestBrowser,
  endpoint: string,
  content: Content,
): Promise<ContentEditor<Content, Change>> {
  const response = await editor.agent
    .put(`/api/muni/staff/${endpoint}/draft`)
    .set(editor.xsrf)
    .send(content as object)
    .expect(200);
  return response.body as ContentEditor<Content, Change>;
}

/** Publishes a content tool's draft, now or at `at` ({ publishDate, publishTime }); its new view. */
export async function publishContentAs<Content, Change extends ContentChange = ContentChange>(
  editor: TestBrowser,
  endpoint: string,
  at: object = {},
): Promise<ContentEditor<Content, Change>> {
  const response = await editor.agent
    .post(`/api/muni/staff/${endpoint}/publish`)
    .set(editor.xsrf)
    .send(at)
    .expect(200);
  return response.body as ContentEditor<Content, Change>;
}

/** What was audited of a content kind, in order, and by whom: `content.<kind>.draft`… */
export async function contentAuditTrail(
  t: TestApp,
  kind: string,
): Promise<{ action: string; actor: string | null }[]> {
  return t.database.db
    .selectFrom('auditLog')
    .select(['action', 'actor'])
    .where('action', 'like', `content.${kind}.%`)
    .orderBy('id')
    .execute();
}

/** Uploads a picture for an official's photo, as the officials tool does; the answer to check. */
export function uploadOfficialPhotoAs(editor: TestBrowser, bytes: Buffer, fileName: string) {
  return editor.agent
    .post(`/api/muni/staff/${STAFF_OFFICIAL_PHOTOS_ENDPOINT}`)
    .set(editor.xsrf)
    .attach('photo', bytes, fileName);
}
