import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './api-client';

export type ApiGetState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; retryable: boolean };

/**
 * Loads one API resource for a page, with a way to send the request again. `isValid` guards
 * against a success whose body is not what the page expects; such an answer counts as a failure
 * that sending again will not fix.
 */
export function useApiGet<T>(
  path: string,
  isValid: (data: unknown) => data is T,
): { state: ApiGetState<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ApiGetState<T>>({ status: 'loading' });
  useEffect(() => {
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
  }, [path, isValid, attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);
  return { state, reload };
}
