import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ContentChange, ContentEditor, StaffUser } from '@court/contract';
import { jsonResponse, standInForFetch } from '@court/kit/testing';

/**
 * How long a test waits for a tool's form to appear: querying a form of some thirty fields by
 * role takes jsdom several hundred milliseconds a try, and over a second on a busy two-core
 * machine, past testing-library's default wait.
 */
export const FORM_APPEARS = { timeout: 10_000 };

/** One language's part of a content tool's preview, as its label names it. */
export function previewIn(language: 'In English' | 'En español'): HTMLElement {
  const preview = screen.getByRole('region', { name: 'Preview' });
  const part = within(preview).getByText(language).parentElement;
  if (!part) throw new Error(`No preview ${language}.`);
  return part;
}

/** The member of staff every content tool's tests sign in as. */
export const CONTENT_EDITOR: StaffUser = {
  username: 'webeditor',
  displayName: 'Web Editor',
  roles: ['content'],
  secondFactor: false,
};

/**
 * A content tool's API as its tests need it: `first` the one version published, changed from the
 * site's `defaults`; `editorWith(draft)` the tool's view with that draft saved (or none);
 * `serve` answers the tool's GET and the writes a test gives; `sent` the body a write sent;
 * `saveDraft` presses "Save draft", sees the saved message focused, and gives what was sent.
 */
export function contentToolApi<Content, Change extends ContentChange>(options: {
  toolUrl: string;
  defaults: Content;
  first: Content;
  changes: (before: Content, after: Content) => Change[];
}) {
  const { toolUrl, defaults, first, changes } = options;
  const fetchMock = standInForFetch();

  function editorWith(draft: Content | null): ContentEditor<Content, Change> {
    return {
      draft: draft ?? first,
      draftSavedBy: draft ? CONTENT_EDITOR.username : null,
      draftSavedAt: draft ? '2026-03-02T15:00:00.000Z' : null,
      unpublishedChanges: draft ? changes(first, draft) : [],
      published: first,
      versions: [
        {
          number: 1,
          publishedBy: CONTENT_EDITOR.username,
          createdAt: '2026-03-02T14:00:00.000Z',
          publishAt: '2026-03-02T14:00:00.000Z',
          state: 'current',
          cancelledBy: null,
          changes: changes(defaults, first),
          content: first,
        },
      ],
    };
  }

  /** GET answers `view()`; each write answers what `writes` gives for its method and URL. */
  function serve(
    view: () => ContentEditor<Content, Change>,
    writes: Record<string, () => Response> = {},
  ) {
    fetchMock.mockImplementation((url, init) => {
      const write = writes[`${init.method} ${url}`];
      if (write) return Promise.resolve(write());
      if (init.method === 'GET' && url === toolUrl) {
        return Promise.resolve(jsonResponse(200, view()));
      }
      return Promise.resolve(jsonResponse(500));
    });
  }

  function sent(method: string, url: string): unknown {
    const call = fetchMock.mock.calls.find(
      ([callUrl, init]) => init.method === method && callUrl === url,
    );
    return call ? (JSON.parse(String(call[1].body)) as unknown) : undefined;
  }

  async function saveDraft(user: UserEvent): Promise<unknown> {
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('The draft is saved. Check the preview, then publish it.'),
    ).toHaveFocus();
    return sent('PUT', `${toolUrl}/draft`);
  }

  return { fetchMock, editorWith, serve, sent, saveDraft };
}
