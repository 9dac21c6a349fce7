import { use, useEffect, useState } from 'react';
import {
  FORM_PAGE_DATA,
  FORM_TOKEN_PLACEHOLDER,
  isRecord,
  type FormPostState,
  type FormSentState,
} from '@court/contract';
import { PageDataContext } from '@court/kit';

/** What the server rendered a form's page with, for a form sent without the page's script. */
export interface PostedForm {
  /** The form came back refused: the answers as typed and the messages. */
  post: FormPostState | undefined;
  /** The form was accepted: the page shows its confirmation. */
  sent: FormSentState | undefined;
  /** The page's one-use token, which the server fills into each copy of the page it sends. */
  token: string;
}

function readPost(value: unknown): FormPostState | undefined {
  if (!isRecord(value) || !isRecord(value.values) || !isRecord(value.errors)) return undefined;
  const errors = Object.fromEntries(
    Object.entries(value.errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    values: value.values,
    errors,
    ...(typeof value.error === 'string' && { error: value.error }),
  };
}

function readSent(value: unknown): FormSentState | undefined {
  if (!isRecord(value)) return undefined;
  return {
    ...(typeof value.reference === 'string' && { reference: value.reference }),
    ...(isRecord(value.details) && { details: value.details }),
  };
}

/**
 * The state of a form that the server rendered after the browser sent it without the page's
 * script. Read once: the page's first render takes it (hydrating exactly what was painted), and
 * it is then forgotten, so a later visit to the page in the same load starts empty.
 */
export function usePostedForm(): PostedForm {
  const pageData = use(PageDataContext);
  const [state] = useState(() => ({
    post: readPost(pageData?.responses.get(FORM_PAGE_DATA.post)),
    sent: readSent(pageData?.responses.get(FORM_PAGE_DATA.sent)),
  }));
  useEffect(() => {
    pageData?.responses.delete(FORM_PAGE_DATA.post);
    pageData?.responses.delete(FORM_PAGE_DATA.sent);
  }, [pageData]);
  const token = pageData?.responses.get(FORM_PAGE_DATA.token);
  return { ...state, token: typeof token === 'string' ? token : FORM_TOKEN_PLACEHOLDER };
}
