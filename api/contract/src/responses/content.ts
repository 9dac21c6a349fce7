import { array, number, object, string, type ObjectSchema, type Schema } from 'yup';
import {
  CONTENT_VERSION_STATES,
  type BilingualText,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
} from '@court/contract';

export const contentChangeSchema: ObjectSchema<ContentChange> = object({
  name: string().defined(),
  before: string().defined(),
  after: string().defined(),
}).defined();

export const bilingualTextSchema: ObjectSchema<BilingualText> = object({
  en: string().defined(),
  es: string().defined(),
}).defined();

/** A staff tool's view of one kind of content, given the schemas of its content and changes. */
export function contentEditorSchema<Content, Change extends ContentChange>(
  content: Schema<Content>,
  change: Schema<Change>,
): ObjectSchema<ContentEditor<Content, Change>> {
  const version = object({
    number: number().defined(),
    publishedBy: string().defined(),
    createdAt: string().defined(),
    publishAt: string().defined(),
    state: string().oneOf(CONTENT_VERSION_STATES).defined(),
    cancelledBy: string().nullable().defined(),
    changes: array(change).defined(),
    content,
  }).defined() as ObjectSchema<ContentVersion<Content, Change>>;
  return object({
    draft: content,
    draftSavedBy: string().nullable().defined(),
    draftSavedAt: string().nullable().defined(),
    unpublishedChanges: array(change).defined(),
    published: content,
    versions: array(version).defined(),
  }).defined() as ObjectSchema<ContentEditor<Content, Change>>;
}
