import { use, useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from './api-client';
import { PageDataContext } from './page-data';

export type ApiGetState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; retryable: boolean };

/**
 * Loads one API resource for a page, with a way to send the request again. `isValid` guards
 * against a success whose body is not what the page expects; such an answer counts as a failure
 * that sending again will not fix. An answer the server rendered the page with is used at once,
 * once: a later visit to the page asks the API again.
 */
export function useApiGet<T>(
  path: string,
  isValid: (data: unknown) => data is T,
): { state: ApiGetState<T>; reload: () => void } {
  const pageData = use(PageDataContext);
  pageData?.requested.add(path);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ApiGetState<T>>(() => {
    const answer = pageData?.answers.get(path);
    return isValid(answer) ? { status: 'loaded', data: answer } : { status: 'loading' };
  });
  const answeredByPage = useRef(state.status === 'loaded');
  useEffect(() => {
    if (answeredByPage.current) {
      answeredByPage.current = false;
      pageData?.answers.delete(path);
      return undefined;
    }
    let current = true;
    void apiRequest<unknown>('GET', path).then((result) => {
      if (!current) return;
      if (result.ok && isValid(result.data)) setState({ status: 'loaded', data: result.data });
      else setState({ status: 'failed', retryable: !result.ok && result.retryable });
    });
    // A page left before the answer arrives must not update.
    return () => {
      current = false;
    };
  }, [path, isValid, attempt, pageData]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);
  return { state, reload };
}
