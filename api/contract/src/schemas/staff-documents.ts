import { array, mixed, object, string } from 'yup';
import { DOCUMENT_GROUPS, type DocumentGroup } from '@court/contract';

/** Every problem of a new order: the tool sends the list it shows, so none is the person's. */
const ORDER_INVALID = 'document.order.invalid';

/**
 * PUT staff/documents/order: a group, and the addresses of its listed documents in their new
 * order, each once. That they are all of the group's listed documents, the API checks.
 */
export const staffDocumentOrderSchema = object({
  group: mixed<DocumentGroup>().oneOf(DOCUMENT_GROUPS, ORDER_INVALID).required(ORDER_INVALID),
  slugs: array(string().strict().typeError(ORDER_INVALID).required(ORDER_INVALID))
    .typeError(ORDER_INVALID)
    .required(ORDER_INVALID)
    .test('each-once', ORDER_INVALID, (slugs) => !slugs || new Set(slugs).size === slugs.length),
})
  .typeError(ORDER_INVALID)
  .nonNullable(ORDER_INVALID);
