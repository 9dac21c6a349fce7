import { string } from 'yup';

// yup's trim() throws on a non-string (say a JSON object sent as a name), which would make the
// API answer 500; trimming only strings lets typeError answer the field's message code instead.
function trimText(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A trimmed text field whose wrong-type value fails with `typeErrorCode`, never an exception. */
export function trimmedText(typeErrorCode: string) {
  return string().typeError(typeErrorCode).transform(trimText);
}
