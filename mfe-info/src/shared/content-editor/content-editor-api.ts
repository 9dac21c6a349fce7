import type { ApiResponseName, ApiResponses, ContentChange, ContentEditor } from '@court/contract';
import {
  apiRequest,
  checkedWriteAnswer,
  useApiGet,
  useStaffStore,
  type ApiGet,
  type ApiResult,
} from '@court/kit';

/** The contract's responses that are a content tool's view: the names the tools read by. */
export type ContentEditorName = {
  [K in ApiResponseName]: ApiResponses[K] extends ContentEditor<unknown, ContentChange> ? K : never;
}[ApiResponseName];

/** A content tool's API: its view (GET), and the writes under its path, each answered by the view. */
export interface ContentEditorApi<Editor> {
  get: ApiGet<Editor>;
  /**
   * Sends a write under the tool's path ("draft", "publish", "versions/2/restore"); the data is
   * null when the write was done but its answer cannot be read.
   */
  write: (
    method: 'PUT' | 'POST',
    action: string,
    body?: unknown,
  ) => Promise<ApiResult<Editor | null>>;
}

/** Reads a content tool's view at `path` and sends its writes; a 401 signs the page out. */
export function useContentEditorApi<K extends ContentEditorName>(
  path: string,
  name: K,
): ContentEditorApi<ApiResponses[K]> {
  const get = useApiGet(path, name);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  return {
    get,
    write: async (method, action, body) => {
      const result = await apiRequest<unknown>(method, `${path}/${action}`, body);
      if (!result.ok && result.status === 401) clearStaffUser();
      return checkedWriteAnswer(result, name);
    },
  };
}
